import type { CatalogueEntry } from "../entry.js";

export const tyramidEntry = {
  id: "tyramid",
  name: "Tyramid",
  minPlayers: 2,
  maxPlayers: 4,
  playNowPlayers: 3,
  blurb:
    "Lay TIC cards — a number, a shape and a colour — into a flat pyramid. Every card must share " +
    "something with each card it touches; score Singles, Tics and Tic groups, and play again " +
    "when one card makes two Tics. Hourglass and Shedding variations.",
} as const satisfies CatalogueEntry;
