import type { CatalogueEntry } from "../entry.js";

export const dealersChoiceEntry = {
  id: "dealers-choice",
  name: "Pyramid night",
  minPlayers: 2,
  maxPlayers: 10,
  // Colonial Pyramid is dealt to six at most, so a larger table calls the other two only.
  playersNote: "2–6 with Colonial",
  playNowPlayers: 4,
  blurb:
    "Dealer's choice, as home games are played: one pile of chips, the deal passing round, and " +
    "each dealer names the Pyramid — Three-sided, Wild/Kill or Colonial — and announces its " +
    "points (high-low or high only, the low order, a rank both wild and killed, discards).",
} as const satisfies CatalogueEntry;
