/**
 * What the home page says of a game before any engine has loaded: its name, how many play, and
 * a few lines in the web's own words. Plain data, so the page's first script carries no rules;
 * each engine takes its id, name and player counts from its entry, so they are said once.
 */
export interface CatalogueEntry<Id extends string = string> {
  readonly id: Id;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Added to the range where the range alone would mislead ("2–6 with Colonial"). */
  readonly playersNote?: string;
  /** The table's usual number of players when the rules name one (the terminal's default). */
  readonly defaultPlayers?: number;
  /** Seats at a one-click table: the game's usual count. */
  readonly playNowPlayers: number;
  readonly blurb: string;
}

/** The player counts in words: "2–6 players", with the entry's note. */
export function playersText(entry: CatalogueEntry): string {
  const range = `${entry.minPlayers}–${entry.maxPlayers} players`;
  return entry.playersNote ? `${range} (${entry.playersNote})` : range;
}
