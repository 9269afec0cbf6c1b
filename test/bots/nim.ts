/**
 * Nim for tests of the bots: one pile, players in turn take 1–3 stones, whoever takes the last
 * stone wins. Perfect information and no chance, so the winning move is known: leave a multiple
 * of four. Several steps long, so a search has a real tree and rollouts to cut.
 */
import { z } from "zod";
import { ErrorCode, ruleError } from "../../src/core/errors.js";
import type { GameDefinition } from "../../src/core/game.js";
import { err, ok } from "../../src/core/result.js";
import type { RngState } from "../../src/core/rng.js";
import { Rng } from "../../src/core/rng.js";

export interface NimState {
  rng: RngState;
  players: number;
  stones: number;
  turn: number;
  /** Who took the last stone. */
  winner: number | null;
}
type NimAction = { type: "take"; n: number };

const options = z.strictObject({ stones: z.number().int().min(1).max(10_000).default(21) });

export const nim: GameDefinition<z.infer<typeof options>, NimState, NimAction> = {
  id: "nim",
  name: "Nim",
  summary: "Take 1–3 stones; the last stone wins.",
  minPlayers: 2,
  maxPlayers: 4,
  options,
  variants: {},
  zeroSum: true,
  hiddenInformation: false,
  actionSchema: z.strictObject({ type: z.literal("take"), n: z.number().int() }),
  maxActions: (o) => o.stones,
  setup: (o, players, seed) => ({
    rng: Rng.fromSeed(seed).state(),
    players,
    stones: o.stones,
    turn: 0,
    winner: null,
  }),
  toAct: (s) => (s.winner === null ? [s.turn] : []),
  legalActions: (s, seat) =>
    s.winner !== null || seat !== s.turn
      ? []
      : [1, 2, 3].filter((n) => n <= s.stones).map((n) => ({ type: "take" as const, n })),
  apply(s, seat, a) {
    if (s.winner !== null || seat !== s.turn || a.n < 1 || a.n > 3 || a.n > s.stones)
      return err(ruleError(ErrorCode.illegal, "Take one to three stones from what is left."));
    const stones = s.stones - a.n;
    return ok({
      state: {
        ...s,
        stones,
        turn: (s.turn + 1) % s.players,
        winner: stones === 0 ? seat : null,
      },
      events: [{ type: "take", audience: "public", text: `Seat ${seat} takes ${a.n}.` }],
    });
  },
  view: (s) => ({ stones: s.stones, turn: s.turn, winner: s.winner }),
  resample: (s) => s,
  outcome: (s) =>
    s.winner === null
      ? null
      : {
          payoff: Array.from({ length: s.players }, (_, i) =>
            i === s.winner ? s.players - 1 : -1,
          ),
          ranks: Array.from({ length: s.players }, (_, i) => (i === s.winner ? 1 : 2)),
          winners: [s.winner],
          summary: `Seat ${s.winner} takes the last stone.`,
        },
  formatAction: (a) => `take ${a.n}`,
  parseAction: (t) => ok({ type: "take", n: Number(t.replace("take ", "")) }),
};
