import type { CatalogueEntry } from "../entry.js";

export const wildKillEntry = {
  id: "wild-kill",
  name: "Wild/Kill Pyramid",
  minPlayers: 2,
  maxPlayers: 8,
  playNowPlayers: 4,
  blurb:
    "Five hole cards under a pyramid of nine: the top row makes its ranks wild, the middle row " +
    "is shared, and the bottom row kills every card of its ranks — in your hand too. Four " +
    "betting rounds and a showdown.",
} as const satisfies CatalogueEntry;
