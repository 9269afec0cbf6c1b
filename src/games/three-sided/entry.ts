import type { CatalogueEntry } from "../entry.js";

export const threeSidedEntry = {
  id: "three-sided",
  name: "Three-sided Pyramid",
  minPlayers: 2,
  maxPlayers: 10,
  playNowPlayers: 4,
  blurb:
    "Home poker with four hole cards and six shared cards in a pyramid with three sides. The " +
    "shared cards turn up one by one with seven betting rounds; make five cards from your hand " +
    "and one side, then declare high, low or both.",
} as const satisfies CatalogueEntry;
