/**
 * Small toy games for testing the harness itself: the working toy, and copies of it that each
 * carry one named fault (`faults` below: each replaces one part of the working toy). The harness
 * must pass the first and catch every other.
 *
 * "High card": every seat antes 1 and is dealt one card (1–9) face down; all seats at once and in
 * secret choose to keep it or swap it for the next card of the stock, the old card going face
 * down to the discards; the highest card takes the pot, ties split it (odd chip to the lowest
 * seat). With the `muck` option, a seat that has chosen may muck its card at any time while
 * others still choose: it gives up the pot, and its choice no longer counts.
 */
import { z } from "zod";
import { ErrorCode, ruleError } from "../../src/core/errors.js";
import type { GameDefinition, Outcome, Seat, Viewer } from "../../src/core/game.js";
import { err, ok } from "../../src/core/result.js";
import { Rng, type RngState } from "../../src/core/rng.js";

export interface ToyState {
  rng: RngState;
  players: number;
  muck: boolean;
  stock: number[];
  hands: number[];
  /** Cards swapped out, face down. */
  discarded: number;
  /** Each seat's secret choice, or "muck" (public) once it has mucked. */
  choices: (null | "keep" | "swap" | "muck")[];
  done: boolean;
}
type ToyAction = { type: "keep" } | { type: "swap" } | { type: "muck" };

const options = z.strictObject({
  cards: z.number().int().min(2).max(9).default(9),
  muck: z.boolean().optional(),
});
type ToyOptions = z.infer<typeof options>;
export type Toy = GameDefinition<ToyOptions, ToyState, ToyAction>;

const keep = { type: "keep" } as const;
const swap = { type: "swap" } as const;
const muck = { type: "muck" } as const;

/** Whether a seat at the table has made its secret choice (and not mucked). */
const chose = (s: ToyState, seat: Seat) => s.choices[seat] === "keep" || s.choices[seat] === "swap";

function workingToy(): Toy {
  return {
    id: "toy-ok",
    name: "High card",
    summary: "A toy game.",
    minPlayers: 2,
    maxPlayers: 4,
    options,
    variants: {
      short: { description: "fewer cards", options: { cards: 5 } },
      mucking: { description: "muck at any time", options: { muck: true } },
    },
    zeroSum: true,
    hiddenInformation: true,
    actionSchema: z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("keep") }),
      z.strictObject({ type: z.literal("swap") }),
      z.strictObject({ type: z.literal("muck") }),
    ]),
    // Every seat chooses once; all but the last to choose may also muck.
    maxActions: (o, n) => (o.muck ? 2 * n - 1 : n),
    checkOptions: (o, n) =>
      o.cards * 4 < n * 3 ? `Option "cards": too few for ${n} players.` : null,
    setup(o, players, seed) {
      const rng = Rng.fromSeed(seed);
      const stock = rng.shuffle(Array.from({ length: o.cards * 4 }, (_, i) => (i % o.cards) + 1));
      const hands = stock.splice(0, players);
      return {
        rng: rng.state(),
        players,
        muck: o.muck ?? false,
        stock,
        hands,
        discarded: 0,
        choices: hands.map(() => null),
        done: false,
      };
    },
    toAct: (s) => (s.done ? [] : s.choices.flatMap((c, i) => (c === null ? [i] : []))),
    legalActions: (s, seat) => (!s.done && s.choices[seat] === null ? [keep, swap] : []),
    anytimeActions: (s, seat) => (s.muck && !s.done && chose(s, seat) ? [muck] : []),
    // An away player keeps the card they hold, and so does one who left.
    awayAction: (s, seat) => (!s.done && s.choices[seat] === null ? keep : null),
    leaveAction: (s, seat) => (!s.done && s.choices[seat] === null ? keep : null),
    apply(s, seat, action) {
      // `act` has checked the action's shape; what is left to check is the table.
      if (action.type === "muck") {
        if (!s.muck) return err(ruleError(ErrorCode.illegal, "This table plays without mucking."));
        if (s.done || !chose(s, seat))
          return err(ruleError(ErrorCode.illegal, "You may muck only after choosing."));
        const next: ToyState = structuredClone(s);
        next.choices[seat] = "muck";
        return ok({
          state: next,
          events: [{ type: "mucked", audience: "public", text: `Seat ${seat} mucks.` }],
        });
      }
      if (s.done || s.choices[seat] !== null)
        return err(ruleError(ErrorCode.notYourTurn, "You have chosen already."));
      const next: ToyState = structuredClone(s);
      next.choices[seat] = action.type;
      const events = [
        { type: "chose", audience: "public" as const, text: `Seat ${seat} has chosen.` },
      ];
      if (next.choices.every((c) => c !== null)) {
        // Swaps are resolved in seat order once every secret choice is in.
        next.choices.forEach((c, i) => {
          if (c !== "swap") return;
          next.discarded += 1;
          next.hands[i] = next.stock.shift()!;
        });
        next.done = true;
      }
      return ok({ state: next, events });
    },
    view(s, viewer: Viewer) {
      return {
        hands: s.hands.map((c, i) => (s.done || i === viewer ? c : null)),
        chosen: s.choices.map((c) => c !== null),
        mine: typeof viewer === "number" ? s.choices[viewer] : null,
        mucked: s.choices.map((c) => c === "muck"),
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
        i === seat || c === null || c === "muck" ? c : rng.pick(["keep", "swap"] as const),
      );
      return next;
    },
    outcome(s): Outcome | null {
      if (!s.done) return null;
      // A mucked seat ranks below every seat still in; 0 is below every card.
      const strength = s.hands.map((c, i) => (s.choices[i] === "muck" ? 0 : c));
      const best = Math.max(...strength);
      const winners = strength.flatMap((c, i) => (c === best ? [i] : []));
      const pot = s.players;
      const payoff = s.hands.map(
        (_, i) =>
          -1 +
          (winners.includes(i)
            ? Math.floor(pot / winners.length) + (i === winners[0] ? pot % winners.length : 0)
            : 0),
      );
      const ranks = strength.map((c) => 1 + strength.filter((d) => d > c).length);
      return { payoff, ranks, winners, summary: `Seat ${winners[0]} wins with ${best}.` };
    },
    conserved: (s) => s.stock.length + s.hands.length + s.discarded,
    formatAction: (a) => a.type,
    parseAction: (text) =>
      text === "keep" || text === "swap" || text === "muck"
        ? ok({ type: text })
        : err(ruleError(ErrorCode.malformed, `"${text}" is not keep, swap or muck.`)),
  };
}

/** The working toy's outcome, changed. */
const outcomeWith =
  (g: Toy, change: (o: Outcome) => Outcome) =>
  (s: ToyState): Outcome | null => {
    const o = g.outcome(s);
    return o && change(o);
  };

/** A schema that lets any action type through. */
const anyType = z.strictObject({ type: z.string() }) as unknown as Toy["actionSchema"];

/** Each fault: the parts of the working toy it replaces. */
const faults = {
  // Hidden information.
  /** Every seat's view shows every hand. */
  "leaks-hands": (g) => ({ view: (s, v) => ({ ...g.view(s, v), hands: s.hands }) }),
  /** The spectator's view shows the next card of the stock. */
  "spectator-sees-stock": (g) => ({
    view: (s, v) => (v === "spectator" ? { ...g.view(s, v), next: s.stock[0] } : g.view(s, v)),
  }),
  /** The seats still to choose are listed highest card first. */
  "hidden-turn-order": (g) => ({
    toAct: (s) => [...g.toAct(s)].sort((a, b) => s.hands[b]! - s.hands[a]!),
  }),
  /** Swapping is offered only when the next card of the stock is higher. */
  "swap-peeks-at-stock": (g) => ({
    legalActions: (s, seat) =>
      g.legalActions(s, seat).filter((a) => a.type !== "swap" || s.stock[0]! > s.hands[seat]!),
  }),
  /** Mucking is offered only to a seat that another seat's card beats. */
  "muck-peeks-at-hands": (g) => ({
    anytimeActions: (s, seat) =>
      s.hands.some((c) => c > s.hands[seat]!) ? g.anytimeActions!(s, seat) : [],
  }),
  /** Resampling shuffles the stock of the state it was given. */
  "resample-mutates": (g) => ({
    resample: (s, seat, rng) => {
      rng.shuffle(s.stock);
      return g.resample(s, seat, rng);
    },
  }),
  /** Resampling returns the state as it is: the search would know every card. */
  "resample-changes-nothing": () => ({ resample: (s) => s }),

  // Whose turn it is, and what a seat may do.
  /** Seat 0 is still asked to act once the table is over. */
  "asks-after-end": (g) => ({ toAct: (s) => (s.done ? [0] : g.toAct(s)) }),
  /** The outcome waits for the stock to run out, which it never does. */
  "outcome-waits-for-stock": (g) => ({
    outcome: (s) => (s.stock.length === 0 ? g.outcome(s) : null),
  }),
  /** A seat that has chosen is still offered keep and swap. */
  "offers-after-choice": () => ({ legalActions: (s) => (s.done ? [] : [keep, swap]) }),
  /** The away rule swaps for a seat that has already chosen. */
  "away-after-choice": (g) => ({
    awayAction: (s, seat) => (s.done ? null : (g.awayAction!(s, seat) ?? swap)),
  }),
  /** The leaver's rule swaps for a seat that has already chosen. */
  "leave-after-choice": (g) => ({
    leaveAction: (s, seat) => (s.done ? null : (g.leaveAction!(s, seat) ?? swap)),
  }),
  /** Keep is listed twice. */
  "duplicate-actions": (g) => ({
    legalActions: (s, seat) => {
      const legal = g.legalActions(s, seat);
      return [...legal, ...legal.slice(0, 1)];
    },
  }),
  /** Muck is offered to seats that have not chosen yet, who are to act. */
  "early-muck": () => ({
    anytimeActions: (s, seat) =>
      s.muck && !s.done && s.choices[seat] !== undefined && s.choices[seat] !== "muck"
        ? [muck]
        : [],
  }),
  /** The bound on actions forgets the last seat's choice. */
  "short-bound": () => ({ maxActions: (_o, n) => n - 1 }),

  // Applying actions.
  /** Once a seat has swapped, apply refuses a second swap that legalActions still offers. */
  "refuses-second-swap": (g) => ({
    apply: (s, seat, a) =>
      a.type === "swap" && s.choices.includes("swap")
        ? err(ruleError(ErrorCode.illegal, "Someone has swapped already."))
        : g.apply(s, seat, a),
  }),
  /** The turn check stops mucks too: every muck offered is refused. */
  "refuses-muck": (g) => ({
    apply: (s, seat, a) =>
      s.choices[seat] !== null
        ? err(ruleError(ErrorCode.notYourTurn, "You have chosen already."))
        : g.apply(s, seat, a),
  }),
  /** Swapped cards vanish instead of being counted onto the discards. */
  "burns-swapped-cards": (g) => ({
    apply: (s, seat, a) => {
      const r = g.apply(s, seat, a);
      if (r.ok) r.value.state.discarded = 0;
      return r;
    },
  }),
  /** Apply sorts the stock of the state it was given. */
  "apply-mutates": (g) => ({
    apply: (s, seat, a) => {
      s.stock.sort((x, y) => x - y);
      return g.apply(s, seat, a);
    },
  }),
  /** Mucking sorts the stock of the state it was given. */
  "muck-mutates": (g) => ({
    apply: (s, seat, a) => {
      if (a.type === "muck") s.stock.sort((x, y) => x - y);
      return g.apply(s, seat, a);
    },
  }),
  /** anytimeActions throws for a seat that is not at the table instead of offering nothing. */
  "throws-for-strangers": (g) => ({
    anytimeActions: (s, seat) => {
      if (seat < 0 || seat >= s.players) throw new RangeError(`There is no seat ${seat}.`);
      return g.anytimeActions!(s, seat);
    },
  }),
  /** Events are addressed to the next seat round the table, past the last seat. */
  "bad-audience": (g) => ({
    apply: (s, seat, a) => {
      const r = g.apply(s, seat, a);
      if (!r.ok) return r;
      const events = r.value.events.map((e) => ({ ...e, audience: [seat + 1] }));
      return ok({ ...r.value, events });
    },
  }),
  /** The state carries a Date, which JSON turns into a string. */
  "dated-state": (g) => ({
    setup: (o, n, seed) => Object.assign(g.setup(o, n, seed), { dealt: new Date(0) }),
  }),
  /** The deal ignores the seed. */
  nondeterministic: (g) => ({ setup: (o, n) => g.setup(o, n, String(Math.random())) }),

  // Schemas and text forms.
  /** The action schema forgets swap, which legalActions offers. */
  "schema-forgets-swap": () => ({
    actionSchema: z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("keep") }),
      z.strictObject({ type: z.literal("muck") }),
    ]),
  }),
  /** The action schema lets any type through, and apply takes anything but muck as a choice. */
  "any-type": () => ({ actionSchema: anyType }),
  /**
   * The action schema lets any type through and apply refuses the unknown ones without a code
   * or a message. (Only a schema that lets bad actions through lets apply see them at all.)
   */
  "silent-refusal": (g) => ({
    actionSchema: anyType,
    apply: (s, seat, a) =>
      ["keep", "swap", "muck"].includes(a.type) ? g.apply(s, seat, a) : err(ruleError("", "")),
  }),
  /** The action schema strips unknown fields instead of refusing them. */
  "lenient-schema": () => ({
    actionSchema: z.discriminatedUnion("type", [
      z.object({ type: z.literal("keep") }),
      z.object({ type: z.literal("swap") }),
      z.object({ type: z.literal("muck") }),
    ]),
  }),
  /** Swap is written "exchange", which does not parse. */
  "bad-text": (g) => ({
    formatAction: (a) => (a.type === "swap" ? "exchange" : g.formatAction(a)),
  }),
  /** "swap" is read as keep. */
  "misreads-text": (g) => ({
    parseAction: (text) => (text === "swap" ? ok(keep) : g.parseAction(text)),
  }),
  /** Muck is written "give up", which does not parse. */
  "muck-text": (g) => ({
    formatAction: (a) => (a.type === "muck" ? "give up" : g.formatAction(a)),
  }),

  // Outcomes.
  /** The winner is paid one chip more than the pot holds. */
  "creates-chips": (g) => ({
    outcome: outcomeWith(g, (o) => ({
      ...o,
      payoff: o.payoff.map((p, i) => (i === o.winners[0] ? p + 1 : p)),
    })),
  }),
  /** The payoff lists one seat too many. */
  "pays-extra-seat": (g) => ({
    outcome: outcomeWith(g, (o) => ({ ...o, payoff: [...o.payoff, 0] })),
  }),
  /** The winners' payoff is NaN. */
  "pays-nan": (g) => ({
    outcome: outcomeWith(g, (o) => ({
      ...o,
      payoff: o.payoff.map((p, i) => (o.winners.includes(i) ? Number.NaN : p)),
    })),
  }),
  /** Places are counted from 0. */
  "ranks-from-zero": (g) => ({
    outcome: outcomeWith(g, (o) => ({ ...o, ranks: o.ranks.map((r) => r - 1) })),
  }),
  /** The winners named are the seats ranked last. */
  "wrong-winners": (g) => ({
    outcome: outcomeWith(g, (o) => {
      const last = Math.max(...o.ranks);
      return { ...o, winners: o.ranks.flatMap((r, i) => (r === last ? [i] : [])) };
    }),
  }),
  /** A hand start whose hand number goes back once a seat has chosen. */
  "hand-goes-back": () => ({
    handStart: (s) => ({
      hand: s.choices.some((c) => c !== null) ? 1 : 2,
      unit: "points",
      holdings: s.hands.map(() => 0),
      payoff: s.hands.map(() => 0),
    }),
  }),

  /** The outcome has no summary. */
  "no-summary": (g) => ({ outcome: outcomeWith(g, (o) => ({ ...o, summary: "" })) }),
} satisfies Record<string, (g: Toy) => Partial<Toy>>;

export type Fault = keyof typeof faults;
export const faultNames = Object.keys(faults) as Fault[];

/** The working toy, or a copy of it with one fault. */
export function makeToy(fault?: Fault): Toy {
  const game = workingToy();
  if (!fault) return game;
  return { ...game, ...faults[fault](game), id: `toy-${fault}` };
}
