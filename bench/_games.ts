/**
 * A game for the server load test: long enough that a table lives for many moves. "Race": seats
 * take turns adding 1, 2 or 3 to a running total; whoever reaches the target wins a chip from
 * every other seat. It has no hidden information, so it measures the server, not an engine.
 */
import { z } from "zod";
import { ErrorCode, ruleError } from "../src/core/errors.js";
import type { GameDefinition, Outcome } from "../src/core/game.js";
import { err, ok } from "../src/core/result.js";

interface RaceState {
  players: number;
  target: number;
  total: number;
  turn: number;
  winner: number | null;
}
type RaceAction = { type: "add"; n: 1 | 2 | 3 };

const options = z.strictObject({
  target: z.number().int().min(3).max(1000).default(60).describe("the total that wins"),
});

export const race: GameDefinition<z.infer<typeof options>, RaceState, RaceAction> = {
  id: "bench-race",
  name: "Race",
  summary: "Take turns adding 1, 2 or 3; reach the target to win.",
  minPlayers: 2,
  maxPlayers: 4,
  options,
  variants: {},
  zeroSum: true,
  hiddenInformation: false,
  actionSchema: z.strictObject({
    type: z.literal("add"),
    n: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  maxActions: (o) => o.target,
  setup: (o, players) => ({ players, target: o.target, total: 0, turn: 0, winner: null }),
  toAct: (s) => (s.winner === null ? [s.turn] : []),
  legalActions: (s, seat) =>
    s.winner === null && seat === s.turn
      ? ([1, 2, 3] as const).map((n) => ({ type: "add" as const, n }))
      : [],
  apply(s, seat, action) {
    if (s.winner !== null || seat !== s.turn)
      return err(ruleError(ErrorCode.notYourTurn, "It is not your turn."));
    const total = s.total + action.n;
    const winner = total >= s.target ? seat : null;
    const next = { ...s, total, winner, turn: (s.turn + 1) % s.players };
    const text = `Seat ${seat} adds ${action.n}: ${total}.`;
    return ok({ state: next, events: [{ type: "add", audience: "public" as const, text }] });
  },
  view: (s) => s,
  resample: (s) => s,
  outcome(s): Outcome | null {
    if (s.winner === null) return null;
    const w = s.winner;
    const payoff = Array.from({ length: s.players }, (_, i) => (i === w ? s.players - 1 : -1));
    const ranks = payoff.map((_, i) => (i === w ? 1 : 2));
    return { payoff, ranks, winners: [w], summary: `Seat ${w} reaches ${s.target}.` };
  },
  formatAction: (a) => `add ${a.n}`,
  parseAction: (text) => {
    const m = /^add ([123])$/.exec(text);
    return m
      ? ok({ type: "add", n: Number(m[1]) as 1 | 2 | 3 })
      : err(ruleError(ErrorCode.malformed, `"${text}" is not add 1, add 2 or add 3.`));
  },
};

export const games: GameDefinition[] = [race];
