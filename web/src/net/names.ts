/**
 * A player's name as the table shows it: 1–24 characters once trimmed, no control characters.
 * The server has the last word (a name already taken at the table, say); this is the check the
 * name prompt makes before asking it, so an obvious mistake is explained at once.
 */
export const NAME_MAX = 24;

/** The name as it would be sent: spaces at the ends dropped, inner runs of spaces made one. */
export function cleanName(raw: string): string {
  return raw.trim().replace(/\s+/g, " ");
}

/** Why this name cannot be used, in a sentence; null when it can. */
export function nameProblem(raw: string): string | null {
  const name = cleanName(raw);
  if (name.length === 0) return "Type a name for the others to see at your seat.";
  const length = [...name].length;
  if (length > NAME_MAX)
    return `A name has at most ${NAME_MAX} characters; this one has ${length}.`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name))
    return "A name cannot hold control characters.";
  // The log calls seats "Seat 2": a player named so would read as someone else.
  if (/\bseat\s*\d/i.test(name)) return 'A name cannot look like a seat ("Seat 2").';
  return null;
}
