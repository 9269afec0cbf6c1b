/**
 * Secret numbers, a toy with a hidden element: three players each pick a number from 1 to `high`
 * in secret every round; once all have picked, the picks are shown and the highest number picked
 * by one player alone scores its value for that player. After the last round the most points
 * win. No opening events (`start` is absent) and no bots of its own: its package is only the
 * engine and its entry.
 */
import { z } from "zod";
import { ErrorCode, ruleError } from "../../../src/core/errors.js";
import { type GameDefinition, type GameEvent, publicEvent } from "../../../src/core/game.js";
import { err, ok } from "../../../src/core/result.js";
import { Rng, type RngState } from "../../../src/core/rng.js";

export interface SecretNumbersState {
  readonly rng: RngState;
  readonly players: number;
  readonly high: number;
  readonly rounds: number;
  readonly round: number;
  /** This round's picks, null until the seat picks: hidden from the others until all have. */
  readonly picks: readonly (number | null)[];
  readonly scores: readonly number[];
  /** The picks of the rounds played, shown to all. */
  readonly shown: readonly (readonly number[])[];
}

export type SecretNumbersAction = { readonly type: "pick"; readonly n: number };

/** What a seat sees: its own pick, and of the others only whether they have picked. */
export interface SecretNumbersView {
  readonly high: number;
  readonly rounds: number;
  readonly round: number;
  readonly mine: number | null;
  readonly picked: readonly boolean[];
  readonly scores: readonly number[];
  readonly shown: readonly (readonly number[])[];
}

const options = z.strictObject({
  high: z
    .number()
    .int()
    .min(2)
    .max(20)
    .default(5)
    .describe("The highest number a player may pick."),
  rounds: z.number().int().min(1).max(50).default(3).describe("Rounds in a game."),
});
type Options = z.infer<typeof options>;

export const secretNumbersEntry = {
  id: "secret-numbers",
  name: "Secret numbers",
  minPlayers: 3,
  maxPlayers: 3,
  playNowPlayers: 3,
  blurb: "Pick a number in secret; the highest number nobody else picked scores.",
} as const;

/** The seat whose number alone is highest this round, or null when every number was shared. */
function scorer(picks: readonly number[]): number | null {
  let best: number | null = null;
  picks.forEach((n, seat) => {
    if (picks.indexOf(n) === picks.lastIndexOf(n) && (best === null || n > picks[best]!))
      best = seat;
  });
  return best;
}

function over(s: SecretNumbersState): boolean {
  return s.round >= s.rounds;
}

export const secretNumbers: GameDefinition<
  Options,
  SecretNumbersState,
  SecretNumbersAction,
  SecretNumbersView
> = {
  id: secretNumbersEntry.id,
  name: secretNumbersEntry.name,
  summary: secretNumbersEntry.blurb,
  minPlayers: 3,
  maxPlayers: 3,
  options,
  variants: { long: { description: "Eight rounds of 1 to 9.", options: { high: 9, rounds: 8 } } },
  zeroSum: false,
  hiddenInformation: true,
  actionSchema: z.strictObject({ type: z.literal("pick"), n: z.number().int() }),
  maxActions: (o, players) => o.rounds * players,
  setup: (o, players, seed) => ({
    rng: Rng.fromSeed(seed).state(),
    players,
    high: o.high,
    rounds: o.rounds,
    round: 0,
    picks: Array(players).fill(null),
    scores: Array(players).fill(0),
    shown: [],
  }),
  // Every seat that has not picked picks now, at the same time.
  toAct: (s) => (over(s) ? [] : s.picks.flatMap((p, seat) => (p === null ? [seat] : []))),
  legalActions: (s, seat) =>
    over(s) || s.picks[seat] !== null
      ? []
      : Array.from({ length: s.high }, (_, i) => ({ type: "pick" as const, n: i + 1 })),
  apply(s, seat, a) {
    if (over(s) || s.picks[seat] !== null || a.n < 1 || a.n > s.high)
      return err(
        ruleError(ErrorCode.illegal, `Pick a whole number from 1 to ${s.high}, once a round.`),
      );
    const picks = s.picks.map((p, i) => (i === seat ? a.n : p));
    const events: GameEvent[] = [
      { type: "picked", audience: [seat], text: `You pick ${a.n}.` },
      publicEvent("picks", `Seat ${seat} picks a number.`),
    ];
    if (picks.some((p) => p === null)) return ok({ state: { ...s, picks }, events });
    const shown = picks as number[];
    const won = scorer(shown);
    const scores = s.scores.map((x, i) => (i === won ? x + shown[i]! : x));
    events.push(
      publicEvent(
        "shown",
        `Round ${s.round + 1}: ${shown.join(", ")}; ${won === null ? "nobody scores" : `seat ${won} scores ${shown[won]}`}.`,
      ),
    );
    return ok({
      state: {
        ...s,
        round: s.round + 1,
        picks: Array(s.players).fill(null),
        scores,
        shown: [...s.shown, shown],
      },
      events,
    });
  },
  view: (s, viewer) => ({
    high: s.high,
    rounds: s.rounds,
    round: s.round,
    mine: viewer === "spectator" ? null : s.picks[viewer]!,
    picked: s.picks.map((p) => p !== null),
    scores: s.scores,
    shown: s.shown,
  }),
  // What the seat cannot see is the others' picks this round: each is drawn afresh.
  resample: (s, seat, rng) => ({
    ...s,
    picks: s.picks.map((p, i) => (p === null || i === seat ? p : 1 + rng.int(s.high))),
  }),
  outcome(s) {
    if (!over(s)) return null;
    const best = Math.max(...s.scores);
    const ranks = s.scores.map((x) => 1 + s.scores.filter((y) => y > x).length);
    const winners = s.scores.flatMap((x, seat) => (x === best ? [seat] : []));
    return {
      payoff: s.scores,
      ranks,
      winners,
      summary: `Seat${winners.length > 1 ? "s" : ""} ${winners.join(" and ")} win${winners.length > 1 ? "" : "s"} with ${best} points.`,
    };
  },
  formatAction: (a) => `pick ${a.n}`,
  parseAction(text) {
    const m = /^\s*pick\s+(\d+)\s*$/i.exec(text);
    return m
      ? ok({ type: "pick", n: Number(m[1]) })
      : err(ruleError(ErrorCode.malformed, 'Say "pick" and a number, e.g. "pick 3".'));
  },
};
