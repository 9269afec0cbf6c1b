import { z } from "zod";
import { ticDeckSize } from "../../cards/tic.js";
import { halfPlaces } from "./board.js";

export const modes = ["standard", "hourglass", "shedding"] as const;
export type Mode = (typeof modes)[number];

export const tyramidOptions = z.strictObject({
  mode: z
    .enum(modes)
    .default("standard")
    .describe(
      "standard: build one pyramid and score; hourglass: a pyramid below and an inverted one above the centre card; shedding: 10 cards each, no scoring, first out wins",
    ),
  rows: z
    .number()
    .int()
    .min(2)
    .max(20)
    .default(8)
    .describe("rows of the pyramid, the peak included (standard and shedding)"),
  halfRows: z
    .number()
    .int()
    .min(1)
    .max(20)
    .default(5)
    .describe("hourglass: rows on each side of the centre card (2, 3, … places)"),
  firstPlayer: z
    .union([z.enum(["random", "high-card"]), z.number().int().min(0).max(3)])
    .default("random")
    .describe(
      'who plays first: "random", "high-card" (each turns a card, highest number, then shape, then colour), or a seat number',
    ),
});

export type TyramidOptions = z.infer<typeof tyramidOptions>;

/** Cards in a hand at the deal: 5, or 10 in the Shedding variation. */
export function handSizeFor(mode: Mode): number {
  return mode === "shedding" ? 10 : 5;
}

/** Places to fill besides the peak (or centre) card. */
export function placesToFill(o: TyramidOptions): number {
  if (o.mode === "hourglass") return 2 * halfPlaces(o.halfRows + 1);
  return halfPlaces(o.rows);
}

/** The deck must hold the whole pyramid, the peak and the opening hands. */
export function checkTyramidOptions(o: TyramidOptions, players: number): string | null {
  if (typeof o.firstPlayer === "number" && o.firstPlayer >= players)
    return `Option "firstPlayer": seat ${o.firstPlayer} is not at a ${players}-player table (seats 0–${players - 1}).`;
  const needed = 1 + placesToFill(o) + players * handSizeFor(o.mode);
  if (needed <= ticDeckSize) return null;
  const what =
    o.mode === "hourglass"
      ? `Option "halfRows": an hourglass of ${o.halfRows} rows each side`
      : `Option "rows": a ${o.rows}-row pyramid`;
  return `${what} and ${players} opening hands need ${needed} cards; the deck has ${ticDeckSize}.`;
}
