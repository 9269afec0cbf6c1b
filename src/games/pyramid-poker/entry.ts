import type { CatalogueEntry } from "../entry.js";

export const pyramidPokerEntry = {
  id: "pyramid-poker",
  name: "Pyramid Poker",
  minPlayers: 2,
  maxPlayers: 4,
  playNowPlayers: 2,
  blurb:
    "Build a pyramid of poker tiles, each placed facing you so only your side knows it; then " +
    "take the uncovered tiles one by one into three five-card poker hands and beat your " +
    "opponent hand by hand. Teams, three and four players, and a Hold 'Em variant.",
} as const satisfies CatalogueEntry;
