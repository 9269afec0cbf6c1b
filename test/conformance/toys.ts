/**
 * Small toy games for testing the harness itself: one correct, and broken copies that each break
 * one promise of the contract. The harness must pass the first and catch every other.
 *
 * "High card": every seat antes 1 and is dealt one card (1–9) face down; all seats at once and in
 * secret choose to keep it or swap it for the next card of the stock; the highest card takes the
 * pot, ties split it (odd chip to the lowest seat).
 */
import { z } from "zod";
import { ErrorCode, ruleError } from "../../src/core/errors.js";
import type { GameDefinition, Outcome, Seat, Viewer } from "../../src/core/game.js";
import { err, ok } from "../../src/core/result.js";
import { Rng, type RngState } from "../../src/core/rng.js";

interface ToyState {
  rng: RngState;
  players: number;
  stock: number[];
  hands: number[];
  choices: (null | "keep" | "swap")[];
  done: boolean;
}
type ToyAction = { type: "keep" } | { type: "swap" };

const options = z.strictObject({ cards: z.number().int().min(2).max(9).default(9) });

export function makeToy(flaw?: "leak" | "nondeterministic" | "creates-chips" | "bad-text") {
  const game: GameDefinition<z.infer<typeof options>, ToyState, ToyAction> = {
    id: `toy-${flaw ?? "ok"}`,
    name: "High card",
    summary: "A toy game.",
    minPlayers: 2,
    maxPlayers: 4,
    options,
    variants: { short: { description: "fewer cards", options: { cards: 5 } } },
    zeroSum: true,
    hiddenInformation: true,
    actionSchema: z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("keep") }),
      z.strictObject({ type: z.literal("swap") }),
    ]),
    maxActions: (_o, n) => n,
    checkOptions: (o, n) =>
      o.cards * 4 < n * 3 ? `Option "cards": too few for ${n} players.` : null,
    setup(o, players, seed) {
      const rng =
        flaw === "nondeterministic"
          ? Rng.fromInt(Math.floor(Math.random() * 1e9))
          : Rng.fromSeed(seed);
      const stock = rng.shuffle(Array.from({ length: o.cards * 4 }, (_, i) => (i % o.cards) + 1));
      const hands = stock.splice(0, players);
      return {
        rng: rng.state(),
        players,
        stock,
        hands,
        choices: hands.map(() => null),
        done: false,
      };
    },
    toAct: (s) => (s.done ? [] : s.choices.flatMap((c, i) => (c === null ? [i] : []))),
    legalActions: (s, seat) =>
      !s.done && s.choices[seat] === null ? [{ type: "keep" }, { type: "swap" }] : [],
    apply(s, seat, action) {
      if (s.done || s.choices[seat] !== null)
        return err(ruleError(ErrorCode.notYourTurn, "You have chosen already."));
      if (action.type !== "keep" && action.type !== "swap")
        return err(ruleError(ErrorCode.illegal, "Keep or swap."));
      const next: ToyState = structuredClone(s);
      next.choices[seat] = action.type;
      const events = [
        { type: "chose", audience: "public" as const, text: `Seat ${seat} has chosen.` },
      ];
      if (next.choices.every((c) => c !== null)) {
        // Swaps are resolved in seat order once every secret choice is in.
        next.choices.forEach((c, i) => {
          if (c === "swap") next.hands[i] = next.stock.shift()!;
        });
        next.done = true;
      }
      return ok({ state: next, events });
    },
    view(s, viewer: Viewer) {
      return {
        hands: s.hands.map((c, i) => (s.done || i === viewer || flaw === "leak" ? c : null)),
        chosen: s.choices.map((c) =>
          s.done || viewer === "spectator" || c === null ? c !== null : c !== null,
        ),
        mine: typeof viewer === "number" ? s.choices[viewer] : null,
        stock: s.stock.length,
        done: s.done,
      };
    },
    resample(s, seat: Seat, rng) {
      if (s.done) return s;
      const next = structuredClone(s);
      const unseen = [...next.stock, ...next.hands.filter((_, i) => i !== seat)];
      rng.shuffle(unseen);
      next.hands = next.hands.map((c, i) => (i === seat ? c : unseen.pop()!));
      next.stock = unseen;
      next.choices = next.choices.map((c, i) =>
        i === seat || c === null ? c : rng.pick(["keep", "swap"]),
      );
      return next;
    },
    outcome(s): Outcome | null {
      if (!s.done) return null;
      const best = Math.max(...s.hands);
      const winners = s.hands.flatMap((c, i) => (c === best ? [i] : []));
      const pot = s.players;
      const payoff = s.hands.map(
        (_, i) =>
          -1 +
          (winners.includes(i)
            ? Math.floor(pot / winners.length) + (i === winners[0] ? pot % winners.length : 0)
            : 0),
      );
      if (flaw === "creates-chips") payoff[winners[0]!]! += 1;
      const ranks = s.hands.map((c) => 1 + s.hands.filter((d) => d > c).length);
      return { payoff, ranks, winners, summary: `Seat ${winners[0]} wins with ${best}.` };
    },
    formatAction: (a) => (flaw === "bad-text" && a.type === "swap" ? "exchange" : a.type),
    parseAction: (text) =>
      text === "keep" || text === "swap"
        ? ok({ type: text })
        : err(ruleError(ErrorCode.malformed, `"${text}" is not keep or swap.`)),
  };
  return game;
}
