/**
 * The clubs' pages in words and numbers: invite links, dates for the forms, chips and the
 * settle-up's sentences. Pure functions, so the pages stay layout and the words are tested.
 */
import { href } from "../router";

/** The link a member sends a friend: this site's page address, at the join page for `code`. */
export function inviteLink(pageUrl: string, code: string): string {
  return `${pageUrl.replace(/#.*$/, "")}${href({ page: "club-join", code })}`;
}

/** A net as the ledger shows it: "+40", "−15" (a minus sign, not a hyphen), "0". */
export function netText(net: number): string {
  if (net > 0) return `+${net}`;
  if (net < 0) return `−${-net}`;
  return "0";
}

/** "1 chip", "12 chips". */
export function chipsText(chips: number): string {
  return `${chips} ${chips === 1 ? "chip" : "chips"}`;
}

/**
 * One transfer of the settle-up as a sentence, from the point of view of the reader (`mine`, their
 * account id). A side that is no account (`null`: the chips guests took away, or corrections that
 * do not balance) is named as the server names it, in lower case after the first word ("Finn pays
 * outside the club…").
 */
export function transferText(
  t: { from: string | null; fromName: string; to: string | null; toName: string; chips: number },
  mine: string | null,
): string {
  const chips = chipsText(t.chips);
  const to = t.to === null ? lowerFirst(t.toName) : t.toName;
  if (t.from !== null && t.from === mine) return `You pay ${to} ${chips}.`;
  if (t.to !== null && t.to === mine) return `${t.fromName} pays you ${chips}.`;
  return `${t.fromName} pays ${to} ${chips}.`;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const two = (n: number) => String(n).padStart(2, "0");

/** A moment as `<input type="datetime-local">` holds it, in this browser's time zone. */
export function toDateTimeInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A datetime-local field's value as a moment; null for an empty or impossible one. */
export function fromDateTimeInput(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const at = new Date(y, mo - 1, d, h, mi);
  // Date rolls 31 February over into March: a field's value that does not survive is refused.
  return at.getMonth() === mo - 1 && at.getDate() === d && at.getHours() === h
    ? at.getTime()
    : null;
}

/** A day as `<input type="date">` holds it, in this browser's time zone. */
export function toDateInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/**
 * A date field's value as a moment: its first millisecond, or with `end` its last, so a season
 * "to 31 March" takes in the night of 31 March. Null for an empty or impossible date.
 */
export function fromDateInput(value: string, end = false): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  const at = end ? new Date(y, mo - 1, d + 1).getTime() - 1 : new Date(y, mo - 1, d).getTime();
  const check = new Date(y, mo - 1, d);
  return check.getMonth() === mo - 1 && check.getDate() === d ? at : null;
}

/** A night's date and time as the club page shows it: "Fri 11 Dec, 20:00". */
export function whenText(ms: number, locale?: string, timeZone?: string): string {
  return new Date(ms).toLocaleString(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A day as a season's range shows it: "1 Dec 2026". */
export function dayText(ms: number, locale?: string, timeZone?: string): string {
  return new Date(ms).toLocaleDateString(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(timeZone ? { timeZone } : {}),
  });
}

export type Answer = "yes" | "no" | "maybe";
export const ANSWERS: readonly Answer[] = ["yes", "maybe", "no"];

/** How many said each answer; those who have not answered are not counted. */
export function tally(rsvps: readonly { answer: Answer }[]): Record<Answer, number> {
  const counts: Record<Answer, number> = { yes: 0, no: 0, maybe: 0 };
  for (const r of rsvps) counts[r.answer]++;
  return counts;
}

/** "3 yes · 1 maybe · 0 no". */
export function tallyText(rsvps: readonly { answer: Answer }[]): string {
  const t = tally(rsvps);
  return ANSWERS.map((a) => `${t[a]} ${a}`).join(" · ");
}

/** The most chips a correction moves, as the server's `MAX_CHIPS`. */
const MAX_CHIPS = 1_000_000_000;

/**
 * A correction's chips as typed: a whole number from 1 up (a correction moves chips one way,
 * from one member to another; the other way is the same correction with the sides swapped).
 * The sentence says what is wrong; the server checks again.
 */
export function parseChips(text: string): { chips: number } | { error: string } {
  const t = text.trim().replace(/^\+/, "");
  if (/^[-−]\s*\d+$/.test(t))
    return { error: "Chips are at least 1: swap From and To to move them the other way." };
  if (!/^\d+$/.test(t)) return { error: "Chips are a whole number, like 20." };
  const chips = Number(t);
  if (chips === 0) return { error: "A correction of 0 chips changes nothing." };
  if (chips > MAX_CHIPS) return { error: "That is more chips than a ledger holds." };
  return { chips };
}

/**
 * A season in words: "1 Dec 2026 to 31 Mar 2027", or "from 1 Dec 2026 on" while it is open.
 * `to` is the first moment after the season, so its last day is the day before.
 */
export function seasonText(
  season: { from: string; to: string | null },
  locale?: string,
  timeZone?: string,
): string {
  const from = dayText(Date.parse(season.from), locale, timeZone);
  return season.to
    ? `${from} to ${dayText(Date.parse(season.to) - 1, locale, timeZone)}`
    : `from ${from} on`;
}

/**
 * When a correction or payment made now should count: now (the server's default, so undefined)
 * while the season runs, else the season's last moment, so that settling a season after it ended
 * puts the line inside it.
 */
export function lineAt(season: { to: string | null }, now: number): string | undefined {
  if (season.to === null) return undefined;
  const end = Date.parse(season.to);
  return end <= now ? new Date(end - 1).toISOString() : undefined;
}
