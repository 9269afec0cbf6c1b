import type { CatalogueEntry } from "../entry.js";

export const colonialEntry = {
  id: "colonial",
  name: "Colonial Pyramid",
  minPlayers: 2,
  maxPlayers: 6,
  defaultPlayers: 4,
  playNowPlayers: 4,
  blurb:
    "The hexagonal card game from Battlestar Galactica. Six cards each, a round of betting, " +
    "swap up to four, bet again, and show the best pyramid: three third-level cards under two " +
    "second-level cards under one first-level card. One colour makes it perfect; the black " +
    "Capstone is wild.",
} as const satisfies CatalogueEntry;
