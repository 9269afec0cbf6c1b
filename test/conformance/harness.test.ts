import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkGame, defaultConfig, type Report } from "./harness.js";
import { type Fault, faultNames, makeToy } from "./toys.js";

const config = { ...defaultConfig, seeds: 6 };

interface Catch {
  readonly fault: Fault;
  /** The check that must report the fault, */
  readonly check: string;
  /** with this message. */
  readonly message: RegExp;
  /** Checks the fault cannot help tripping as well, each for the reason given beside it. */
  readonly also?: readonly string[];
}

/** Every fault of the toy game, and the check that catches it. */
const catches: readonly Catch[] = [
  // The leak test.
  { fault: "leaks-hands", check: "leak", message: /seat \d's view differs after resampling/ },
  {
    fault: "spectator-sees-stock",
    check: "leak",
    message: /the spectator view differs after resampling for seat \d/,
  },
  { fault: "hidden-turn-order", check: "leak", message: /who acts differs after resampling/ },
  {
    fault: "swap-peeks-at-stock",
    check: "leak",
    message: /seat \d's legal actions differ after resampling/,
  },
  {
    fault: "muck-peeks-at-hands",
    check: "leak",
    message: /seat \d's anytime actions differ after resampling/,
  },
  {
    fault: "resample-mutates",
    check: "leak",
    message: /resample for seat \d changed its input state/,
    // A state changed behind the harness's back is also seen by the mutation check after the
    // step's actions are tried, and the reshuffled stock deals other cards than the replay.
    also: ["mutation", "replay"],
  },
  {
    fault: "resample-changes-nothing",
    check: "resample",
    message: /resampling for seat \d never changed anything it cannot see/,
  },

  // Turns and legal actions.
  {
    fault: "asks-after-end",
    check: "terminal",
    message: /an outcome while seats are still to act/,
  },
  { fault: "outcome-waits-for-stock", check: "terminal", message: /nobody to act but no outcome/ },
  { fault: "offers-after-choice", check: "legal", message: /seat \d: 2 legal actions but is not/ },
  {
    fault: "duplicate-actions",
    check: "legal",
    message: /duplicate legal action \{"type":"keep"\}/,
  },
  { fault: "early-muck", check: "anytime", message: /seat \d is to act but also has anytime/ },
  { fault: "short-bound", check: "bound", message: /no end after \d actions/ },

  // Applying actions.
  {
    fault: "refuses-second-swap",
    check: "apply",
    message: /legal action \{"type":"swap"\} was rejected: Someone has swapped already/,
  },
  {
    fault: "refuses-muck",
    check: "anytime",
    message: /seat \d's anytime action \{"type":"muck"\} was refused/,
    // Now and then the playout itself has an idle seat muck, and sees that refused.
    also: ["apply"],
  },
  {
    fault: "burns-swapped-cards",
    check: "conservation",
    message: /conserved total went from 36 to 3[0-5]/,
  },
  { fault: "apply-mutates", check: "mutation", message: /apply changed its input state/ },
  {
    fault: "muck-mutates",
    check: "mutation",
    message: /anytime actions changed the state/,
    // The sorted stock deals other cards than the replay, where nobody tried mucking.
    also: ["replay"],
  },
  {
    fault: "throws-for-strangers",
    check: "throws",
    message: /a negative seat: apply threw RangeError/,
  },
  { fault: "bad-audience", check: "events", message: /event chose has a bad audience \[\d\]/ },
  { fault: "dated-state", check: "json", message: /state is not plain JSON: \$\.dealt is a Date/ },
  {
    fault: "nondeterministic",
    check: "replay",
    message: /replaying the action list from the seed gives a different state/,
  },

  // Schemas, refusals and text forms.
  {
    fault: "schema-forgets-swap",
    check: "schema",
    message: /legal action \{"type":"swap"\} fails the action schema/,
    // `act` checks the schema first, so a legal action the schema refuses is also refused.
    also: ["apply"],
  },
  { fault: "any-type", check: "rejection", message: /an unknown action type was accepted/ },
  {
    fault: "silent-refusal",
    check: "rejection",
    message: /an unknown action type gave an error without code or message/,
  },
  {
    fault: "lenient-schema",
    check: "rejection",
    message: /\{"extra":\d,"type":"\w+"\} applied but is not among the legal actions/,
  },
  {
    fault: "away-after-choice",
    check: "away",
    message: /seat \d's away action \{"type":"swap"\} is not among its legal actions/,
  },
  {
    fault: "leave-after-choice",
    check: "away",
    message: /seat \d's leaver's action \{"type":"swap"\} is not among its legal actions/,
  },
  { fault: "bad-text", check: "text", message: /"exchange" does not parse/ },
  { fault: "misreads-text", check: "text", message: /"swap" parses to \{"type":"keep"\}, not/ },
  {
    fault: "muck-text",
    check: "text",
    message: /anytime action \{"type":"muck"\} does not round-trip/,
  },

  // Outcomes.
  { fault: "creates-chips", check: "outcome", message: /payoffs sum to 1, not 0/ },
  { fault: "pays-extra-seat", check: "outcome", message: /payoff or ranks has the wrong length/ },
  { fault: "pays-nan", check: "outcome", message: /payoff is not all numbers/ },
  { fault: "ranks-from-zero", check: "outcome", message: /bad ranks \[/ },
  { fault: "wrong-winners", check: "outcome", message: /winners \[\d\] do not all rank first/ },
  { fault: "no-summary", check: "outcome", message: /no summary/ },

  // What a hand began with.
  { fault: "hand-goes-back", check: "hands", message: /hand went back from 2 to 1/ },
];

/** The checks a report names. */
const checks = (report: Report) => new Set(report.failures.map((f) => f.check));

describe("the conformance harness", () => {
  it("passes the working toy game", () => {
    const report = checkGame(makeToy(), config);
    expect(report.failures).toEqual([]);
    expect(report.playouts).toBeGreaterThan(10);
  });

  it.each(catches)("$check: catches $fault", ({ fault, check, message, also = [] }) => {
    const report = checkGame(makeToy(fault), config);
    expect(report.failures).toContainEqual(
      expect.objectContaining({ check, detail: expect.stringMatching(message) }),
    );
    expect(checks(report)).toEqual(new Set([check, ...also]));
  });

  it("has a catch for every fault of the toy", () => {
    expect(catches.map((c) => c.fault).sort()).toEqual([...faultNames].sort());
  });

  it("has a fault for every check it makes", () => {
    // The check names, as harness.ts reports them. "options" cannot fail from checkGame: the
    // cases it plays are those whose options parse.
    const source = readFileSync(new URL("./harness.ts", import.meta.url), "utf8");
    const made = new Set([...source.matchAll(/fail\(\s*"(\w+)"/g)].map((m) => m[1]));
    made.delete("options");
    expect(made.size).toBeGreaterThan(15);
    expect(new Set(catches.map((c) => c.check))).toEqual(made);
  });
});

describe("the conformance harness on thinned-out steps", () => {
  // After step 0, every step but the last gets only the cheap checks and one random legal action.
  const thin = { ...config, denseSteps: 1, sparseEvery: 1000 };

  it("catches a legal action refused there", () => {
    // No step before the refused swap is checked in full, so only the thinned-out step sees it.
    const report = checkGame(makeToy("refuses-second-swap"), thin);
    expect(report.failures).toContainEqual(
      expect.objectContaining({
        check: "apply",
        where: expect.stringMatching(/step [1-9]$/),
        detail: expect.stringMatching(/\{"type":"swap"\} was rejected/),
      }),
    );
    expect(checks(report)).toEqual(new Set(["apply"]));
  });

  it("checks the conserved total there", () => {
    // The cards vanish on the last step, which gets the cheap checks and then the full ones: the
    // thinned-out check is the second report of each playout's end.
    const report = checkGame(makeToy("burns-swapped-cards"), thin);
    const ends = report.failures.map((f) => f.where);
    expect(checks(report)).toEqual(new Set(["conservation"]));
    expect(ends.length).toBeGreaterThan(0);
    expect(ends.length).toBe(2 * new Set(ends).size);
  });
});
