/**
 * The rules pages are docs/rules/<game>.md, written for players and read by developers too.
 * Notes only developers need (where the code is, how a figure was computed) sit between
 * `<!-- developers -->` and `<!-- /developers -->`; the web page leaves them out.
 */
const developerNotes = /<!--\s*developers\s*-->[\s\S]*?<!--\s*\/developers\s*-->/g;

export function forPlayers(markdown: string): string {
  return (
    markdown
      .replace(developerNotes, "")
      // A link to another rules file (`[the betting rules](betting.md)`) opens its page here.
      .replace(/\]\(([a-z-]+)\.md\)/g, "](#/rules/$1)")
      // A note that was a whole paragraph leaves blank lines behind: one is enough.
      .replace(/\n{3,}/g, "\n\n")
  );
}

/** Words that mark text for developers; a rules page shows none of them. */
export const developerWords: readonly RegExp[] = [
  /\bsrc\//,
  /\bseeds\//,
  /RULINGS/,
  /\bdocs\//,
  /\.ts\b/,
  /npm run/,
  /contradicts itself/,
  /\bthe engine\b/i,
  /\bimplement(s|ed)?\b/,
];
