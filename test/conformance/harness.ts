/**
 * The conformance harness: one random-simulation suite every game must pass (DESIGN.md). It
 * returns failures as sentences instead of asserting, so its own tests can show that it catches
 * deliberately broken games.
 */
import { act } from "../../src/core/engine.js";
import type { Action, GameDefinition, HandStart, Seat } from "../../src/core/game.js";
import { canonical, notPlainJson } from "../../src/core/json.js";
import { type RecordedAction, replay } from "../../src/core/match.js";
import { parseOptions } from "../../src/core/options.js";
import { Rng } from "../../src/core/rng.js";

export interface HarnessConfig {
  /** Random playouts per (variant, player count). */
  readonly seeds: number;
  /** Check views against resampled states every this many steps (1 = every step). */
  readonly leakEvery: number;
  /** Legal actions applied and text-round-tripped per step, at most. */
  readonly actionsPerStep: number;
  /**
   * Every step of a playout is checked in full up to this many steps; after that, one step in
   * `sparseEvery` (and the end). Fixed-limit poker played by random seats until one player holds
   * every chip runs to tens of thousands of actions, and checking each in full would take hours;
   * the checks are the same, only thinned out once they have had a thorough run.
   */
  readonly denseSteps: number;
  readonly sparseEvery: number;
  /**
   * A playout still going after this many steps stops there, unfinished: everything up to it is
   * checked (and replayed), but not its end. Only tables played "until one player has every
   * chip" by random seats get so far; their bound (`maxActions`) is astronomical anyway, and
   * variants with an agreed number of hands check the end of the same game.
   */
  readonly maxSteps: number;
  /** Limit the player counts tried (default: every count the variant allows). */
  readonly players?: readonly number[];
  /** Limit the variants tried (default: all, plus the defaults). */
  readonly variants?: readonly string[];
}

export const defaultConfig: HarnessConfig = {
  seeds: 4,
  leakEvery: 1,
  actionsPerStep: 6,
  denseSteps: 1000,
  sparseEvery: 500,
  maxSteps: 12_000,
};

export interface Failure {
  readonly check: string;
  readonly where: string;
  readonly detail: string;
}

export interface Report {
  readonly playouts: number;
  readonly steps: number;
  readonly failures: readonly Failure[];
}

/** Every (variant, players) pair the harness plays. */
export function cases(game: GameDefinition, config: HarnessConfig = defaultConfig) {
  const variants: [string, unknown][] = [["defaults", {}]];
  for (const [name, v] of Object.entries(game.variants)) variants.push([name, v.options]);
  const out: { variant: string; options: unknown; players: number }[] = [];
  for (const [variant, options] of variants) {
    if (config.variants && !config.variants.includes(variant)) continue;
    const allowed = game.variants[variant]?.players;
    for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
      if (allowed && !allowed.includes(n)) continue;
      if (config.players && !config.players.includes(n)) continue;
      if (!parseOptions(game, options, n).ok) continue;
      out.push({ variant, options, players: n });
    }
  }
  return out;
}

export function checkGame(game: GameDefinition, config: HarnessConfig = defaultConfig): Report {
  const failures: Failure[] = [];
  let playouts = 0;
  let steps = 0;
  for (const c of cases(game, config)) {
    for (let s = 0; s < config.seeds; s++) {
      const where = `${game.id} ${c.variant} ${c.players}p seed ${s}`;
      const r = playout(game, c.options, c.players, `conformance-${s}`, s, config, where);
      failures.push(...r.failures);
      steps += r.steps;
      playouts++;
      if (failures.length > 20) return { playouts, steps, failures };
    }
  }
  return { playouts, steps, failures };
}

function playout(
  game: GameDefinition,
  rawOptions: unknown,
  players: number,
  seed: string,
  rngSeed: number,
  config: HarnessConfig,
  where: string,
): { steps: number; failures: Failure[] } {
  const failures: Failure[] = [];
  const fail = (check: string, detail: string, step?: number) =>
    failures.push({ check, where: step === undefined ? where : `${where} step ${step}`, detail });
  const options = parseOptions(game, rawOptions, players);
  if (!options.ok) {
    fail("options", options.error.message);
    return { steps: 0, failures };
  }
  const rng = Rng.fromInt(rngSeed * 7919 + players);
  const limit = game.maxActions(options.value, players);
  let state = game.setup(options.value, players, seed);
  const actions: RecordedAction[] = [];
  const hiddenChanged = new Set<Seat>();
  const conserved = game.conserved?.(state);
  let handStart: HandStart | undefined;
  let step = 0;

  for (; ; step++) {
    if (step >= config.denseSteps && step % config.sparseEvery !== 0) {
      // A thinned-out step: the cheap checks, then a random legal action. The end of the table
      // (or the bound) falls through to the full checks below.
      checkChips(game, state, conserved, (d) => fail("conservation", d, step));
      const toAct = game.toAct(state);
      if (
        game.outcome(state) === null &&
        toAct.length > 0 &&
        step < Math.min(limit, config.maxSteps)
      ) {
        const seat = rng.pick(toAct);
        const action = rng.pick(game.legalActions(state, seat));
        const result = act(game, state, seat, action);
        if (!result.ok) {
          fail(
            "apply",
            `legal action ${canonical(action)} was rejected: ${result.error.message}`,
            step,
          );
          break;
        }
        actions.push({ seat, action });
        state = result.value.state;
        if (failures.length > 5) break;
        continue;
      }
    }
    const before = canonical(state);
    const why = notPlainJson(state);
    if (why) {
      fail("json", `state is not plain JSON: ${why}`, step);
      return { steps: step, failures };
    }
    if (canonical(JSON.parse(JSON.stringify(state))) !== before)
      fail("json", "state changes in a JSON round trip", step);
    checkChips(game, state, conserved, (d) => fail("conservation", d, step));

    if (game.handStart && game.outcome(state) === null) {
      const now = game.handStart(state);
      checkHandStart(game, state, now, handStart, players, (d) => fail("hands", d, step));
      handStart = now;
    }

    const outcome = game.outcome(state);
    const toAct = game.toAct(state);
    if ((outcome === null) === (toAct.length === 0)) {
      fail(
        "terminal",
        outcome ? "an outcome while seats are still to act" : "nobody to act but no outcome",
        step,
      );
      break;
    }
    for (let seat = 0; seat < players; seat++) {
      const legal = game.legalActions(state, seat);
      if (legal.length > 0 !== toAct.includes(seat)) {
        fail(
          "legal",
          `seat ${seat}: ${legal.length} legal actions but ${toAct.includes(seat) ? "is" : "is not"} to act`,
          step,
        );
      }
    }

    if (step % config.leakEvery === 0 || outcome) {
      checkViews(game, state, players, rng, hiddenChanged, (d) => fail("leak", d, step));
    }
    if (outcome) {
      checkOutcome(game, outcome, players, (d) => fail("outcome", d));
      break;
    }
    if (step >= limit) {
      fail("bound", `no end after ${limit} actions`);
      break;
    }
    if (step >= config.maxSteps) break;

    let seat = rng.pick(toAct);
    const legal = game.legalActions(state, seat);
    checkActions(game, state, seat, legal, rng, config, (check, d) => fail(check, d, step));
    checkRejections(game, state, seat, legal, players, toAct, rng, (check, d) =>
      fail(check, d, step),
    );
    // What the server plays for an away seat, or for one whose player left, must be legal.
    for (let s = 0; s < players; s++) {
      const own = s === seat ? legal : game.legalActions(state, s);
      const rules = [
        ["away action", game.awayAction?.(state, s)],
        ["leaver's action", game.leaveAction?.(state, s)],
      ] as const;
      for (const [rule, played] of rules)
        if (played != null && !own.some((a) => canonical(a) === canonical(played)))
          fail(
            "away",
            `seat ${s}'s ${rule} ${canonical(played)} is not among its legal actions`,
            step,
          );
    }
    if (canonical(state) !== before) fail("mutation", "checking actions changed the state", step);
    if (legal.length === 0) break;

    // Now and then a seat outside toAct takes one of its anytime actions (fold at any time).
    const idleWithAnytime = Array.from({ length: players }, (_, s) => s).filter(
      (s) => !toAct.includes(s) && (game.anytimeActions?.(state, s).length ?? 0) > 0,
    );
    checkAnytime(game, state, players, toAct, (check, d) => fail(check, d, step));
    const anytime = idleWithAnytime.length > 0 && rng.int(6) === 0;
    if (anytime) seat = rng.pick(idleWithAnytime);
    const action = anytime ? rng.pick(game.anytimeActions!(state, seat)) : rng.pick(legal);
    const result = act(game, state, seat, action);
    if (!result.ok) {
      fail(
        "apply",
        `legal action ${canonical(action)} was rejected: ${result.error.message}`,
        step,
      );
      break;
    }
    if (canonical(state) !== before) fail("mutation", "apply changed its input state", step);
    for (const event of result.value.events) {
      const a = event.audience;
      if (
        a !== "public" &&
        !(Array.isArray(a) && a.every((s) => Number.isInteger(s) && s >= 0 && s < players))
      ) {
        fail("events", `event ${event.type} has a bad audience ${canonical(a)}`, step);
      }
    }
    actions.push({ seat, action });
    state = result.value.state;
    if (failures.length > 5) break;
  }

  if (game.hiddenInformation && failures.length === 0) {
    for (let seat = 0; seat < players; seat++) {
      if (!hiddenChanged.has(seat))
        fail("resample", `resampling for seat ${seat} never changed anything it cannot see`);
    }
  }

  const replayed = replay(game, { game: game.id, options: rawOptions, players, seed, actions });
  if (!replayed.ok) fail("replay", replayed.error.message);
  else if (canonical(replayed.value.state) !== canonical(state)) {
    fail("replay", "replaying the action list from the seed gives a different state");
  }
  return { steps: step, failures };
}

/**
 * Chips are never made or lost: a conserved total stays what it was; at a table with a ledger
 * (where buy-ins add chips) every chip in front of a seat or in the middle is a chip bought, and
 * the conserved total is exactly the chips bought.
 */
function checkChips(
  game: GameDefinition,
  state: unknown,
  first: number | undefined,
  fail: (detail: string) => void,
) {
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  if (!game.ledger) {
    if (first !== undefined && game.conserved!(state) !== first)
      fail(`conserved total went from ${first} to ${game.conserved!(state)}`);
    return;
  }
  const l = game.ledger(state);
  const bought = sum(l.bought);
  const held = sum(l.stacks) + l.pot;
  if (held !== bought)
    fail(`${held} chips at the table (${l.pot} in the middle), ${bought} bought`);
  if (l.pot < 0 || l.stacks.some((c) => c < 0)) fail(`negative chips: ${canonical(l)}`);
  if (game.conserved && game.conserved(state) !== bought)
    fail(`conserved total ${game.conserved(state)}, but ${bought} chips bought`);
}

/**
 * No leak: what a seat sees, may do and is told must be the same in every world consistent with
 * its view; the spectator's view must survive any seat's resample.
 */
function checkViews(
  game: GameDefinition,
  state: unknown,
  players: number,
  rng: Rng,
  hiddenChanged: Set<Seat>,
  fail: (detail: string) => void,
) {
  const spectator = canonical(game.view(state, "spectator"));
  const full = canonical(state);
  for (let seat = 0; seat < players; seat++) {
    const resampled = game.resample(state, seat, rng.fork());
    if (canonical(state) !== full) fail(`resample for seat ${seat} changed its input state`);
    if (canonical(game.view(resampled, seat)) !== canonical(game.view(state, seat))) {
      fail(
        `seat ${seat}'s view differs after resampling what it cannot see: it depends on hidden information`,
      );
    }
    if (canonical(game.view(resampled, "spectator")) !== spectator) {
      fail(
        `the spectator view differs after resampling for seat ${seat}: it shows something seat ${seat} cannot see`,
      );
    }
    if (canonical(game.toAct(resampled)) !== canonical(game.toAct(state))) {
      fail(`who acts differs after resampling for seat ${seat}`);
    }
    if (
      canonical(game.legalActions(resampled, seat)) !== canonical(game.legalActions(state, seat))
    ) {
      fail(
        `seat ${seat}'s legal actions differ after resampling: they depend on hidden information`,
      );
    }
    if (
      canonical(game.anytimeActions?.(resampled, seat) ?? []) !==
      canonical(game.anytimeActions?.(state, seat) ?? [])
    ) {
      fail(
        `seat ${seat}'s anytime actions differ after resampling: they depend on hidden information`,
      );
    }
    if (canonical(resampled) !== full) hiddenChanged.add(seat);
  }
}

/**
 * What a hand begins with: one holding and payoff per seat, finite; hand numbers from 1 that
 * never go back; nothing won or lost before the first hand; and as each later hand begins, a
 * zero-sum game's payoff summing to 0 and every chip of a conserved total behind a seat.
 */
function checkHandStart(
  game: GameDefinition,
  state: unknown,
  now: HandStart,
  before: HandStart | undefined,
  players: number,
  fail: (d: string) => void,
) {
  if (!Number.isInteger(now.hand) || now.hand < 1) fail(`hand ${now.hand} is not 1 or more`);
  if (now.holdings.length !== players || now.payoff.length !== players)
    return fail("holdings or payoff has the wrong length");
  if (![...now.holdings, ...now.payoff].every(Number.isFinite))
    return fail("holdings or payoff is not all numbers");
  if (!before) {
    if (now.payoff.some((p) => p !== 0))
      fail(`payoff ${canonical(now.payoff)} before anything was played`);
    return;
  }
  if (now.hand < before.hand) fail(`hand went back from ${before.hand} to ${now.hand}`);
  // The rest holds where a hand begins (the value a reader keeps): inside a hand chips may be
  // moving already (a Colonial runoff's pot is held outside every stack).
  if (now.hand === before.hand) return;
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  if (game.zeroSum && sum(now.payoff) !== 0)
    fail(`payoff before hand ${now.hand} sums to ${sum(now.payoff)}`);
  if (now.unit === "chips" && game.conserved && sum(now.holdings) !== game.conserved(state))
    fail(
      `hand ${now.hand} begins with ${sum(now.holdings)} chips behind the seats, not ${game.conserved(state)}`,
    );
}

function checkOutcome(
  game: GameDefinition,
  o: ReturnType<GameDefinition["outcome"]>,
  players: number,
  fail: (d: string) => void,
) {
  if (!o) return;
  if (o.payoff.length !== players || o.ranks.length !== players)
    fail("payoff or ranks has the wrong length");
  if (!o.payoff.every(Number.isFinite)) fail(`payoff is not all numbers: ${canonical(o.payoff)}`);
  if (!o.ranks.every((r) => Number.isInteger(r) && r >= 1 && r <= players))
    fail(`bad ranks ${canonical(o.ranks)}`);
  if (o.winners.length === 0 || !o.winners.every((w) => o.ranks[w] === 1))
    fail(`winners ${canonical(o.winners)} do not all rank first`);
  if (game.zeroSum) {
    const sum = o.payoff.reduce((a, b) => a + b, 0);
    if (sum !== 0) fail(`payoffs sum to ${sum}, not 0: chips were made or lost`);
  }
  if (typeof o.summary !== "string" || o.summary.length === 0) fail("no summary");
}

/** A sample of legal actions applies, and each text form parses back to the same action. */
function checkActions(
  game: GameDefinition,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  rng: Rng,
  config: HarnessConfig,
  fail: (check: string, d: string) => void,
) {
  const seen = new Set<string>();
  for (const a of legal) {
    const key = canonical(a);
    if (seen.has(key)) fail("legal", `duplicate legal action ${key}`);
    seen.add(key);
  }
  const sample =
    legal.length <= config.actionsPerStep
      ? legal
      : Array.from({ length: config.actionsPerStep }, () => rng.pick(legal));
  for (const a of sample) {
    const parsed = game.actionSchema.safeParse(a);
    if (!parsed.success) fail("schema", `legal action ${canonical(a)} fails the action schema`);
    const r = act(game, state, seat, a);
    if (!r.ok) fail("apply", `legal action ${canonical(a)} was rejected: ${r.error.message}`);
    const text = game.formatAction(a);
    const back = game.parseAction(text);
    if (!back.ok) fail("text", `"${text}" does not parse: ${back.error.message}`);
    else if (canonical(back.value) !== canonical(a))
      fail("text", `"${text}" parses to ${canonical(back.value)}, not ${canonical(a)}`);
  }
}

/**
 * Bad input is rejected with an error and changes nothing; and apply accepts exactly the legal
 * actions: a fuzzed action that applies must be one of them.
 */
function checkRejections(
  game: GameDefinition,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  players: number,
  toAct: readonly Seat[],
  rng: Rng,
  fail: (check: string, d: string) => void,
) {
  const before = canonical(state);
  const legalKeys = new Set(legal.map(canonical));
  const tryBad = (who: unknown, action: unknown, why: string) => {
    let r: ReturnType<typeof act>;
    try {
      r = act(game, state, who, action);
    } catch (e) {
      fail("throws", `${why}: apply threw ${String(e)}`);
      return;
    }
    if (r.ok) fail("rejection", `${why} was accepted: ${canonical(action)}`);
    else if (!r.error.code || !r.error.message)
      fail("rejection", `${why} gave an error without code or message`);
    if (canonical(state) !== before) fail("mutation", `${why} changed the state`);
  };
  tryBad(seat, null, "a null action");
  tryBad(seat, {}, "an action without a type");
  tryBad(seat, { type: "no-such-action" }, "an unknown action type");
  tryBad(seat, "fold", "a string instead of an action");
  tryBad(-1, legal[0], "a negative seat");
  tryBad(players, legal[0], "a seat past the table");
  tryBad("0", legal[0], "a seat that is not a number");
  const idle = Array.from({ length: players }, (_, s) => s).find((s) => !toAct.includes(s));
  if (idle !== undefined) {
    const allowed = new Set((game.anytimeActions?.(state, idle) ?? []).map(canonical));
    const other = legal.find((a) => !allowed.has(canonical(a)));
    if (other) tryBad(idle, other, `seat ${idle} acting out of turn`);
  }

  for (let i = 0; i < 6 && legal.length > 0; i++) {
    const fuzzed = fuzz(rng.pick(legal), rng);
    let r: ReturnType<typeof act>;
    try {
      r = act(game, state, seat, fuzzed);
    } catch (e) {
      fail("throws", `fuzzed action ${canonical(fuzzed)}: apply threw ${String(e)}`);
      continue;
    }
    if (r.ok && !legalKeys.has(canonical(fuzzed))) {
      fail("rejection", `${canonical(fuzzed)} applied but is not among the legal actions`);
    }
    if (canonical(state) !== before)
      fail("mutation", `fuzzed action ${canonical(fuzzed)} changed the state`);
  }
}

/**
 * Anytime actions (optional): only seats outside toAct have them, each passes the schema, applies
 * through `act` without changing the state passed in, and its text form parses back.
 */
function checkAnytime(
  game: GameDefinition,
  state: unknown,
  players: number,
  toAct: readonly Seat[],
  fail: (check: string, d: string) => void,
) {
  if (!game.anytimeActions) return;
  const before = canonical(state);
  for (let seat = 0; seat < players; seat++) {
    const actions = game.anytimeActions(state, seat);
    if (toAct.includes(seat) && actions.length > 0) {
      fail("anytime", `seat ${seat} is to act but also has anytime actions`);
      continue;
    }
    for (const a of actions) {
      if (!game.actionSchema.safeParse(a).success)
        fail("schema", `anytime action ${canonical(a)} fails the action schema`);
      const r = act(game, state, seat, a);
      if (!r.ok)
        fail(
          "anytime",
          `seat ${seat}'s anytime action ${canonical(a)} was refused: ${r.error.message}`,
        );
      const back = game.parseAction(game.formatAction(a));
      if (!back.ok || canonical(back.value) !== canonical(a))
        fail("text", `anytime action ${canonical(a)} does not round-trip through its text form`);
    }
  }
  if (canonical(state) !== before) fail("mutation", "anytime actions changed the state");
}

/** Changes one field of an action: a number shifted, a string altered, an array cut. */
function fuzz(action: Action, rng: Rng): unknown {
  const copy = JSON.parse(JSON.stringify(action)) as Record<string, unknown>;
  const keys = Object.keys(copy).filter((k) => k !== "type");
  if (keys.length === 0) return { ...copy, extra: rng.int(10) };
  const key = rng.pick(keys);
  const v = copy[key];
  const choice = rng.int(4);
  if (typeof v === "number") copy[key] = [v + 1, v - 1, v + 1000, -v - 1][choice];
  else if (typeof v === "string") copy[key] = [v + "x", "", v.toUpperCase(), "??"][choice];
  else if (Array.isArray(v))
    copy[key] = [v.slice(1), [...v, v[0]], [], v.slice().reverse()][choice];
  else copy[key] = [null, 0, "x", {}][choice];
  return copy;
}
