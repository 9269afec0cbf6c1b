import { describe, expect, it } from "vitest";
import { makeToy } from "../../test/conformance/toys.js";
import { randomPlayer } from "../bots/random.js";
import { act, newTable } from "./engine.js";
import { canonical } from "./json.js";
import { replay, runMatch, runMatchSync, type TableRecord } from "./match.js";
import { parseOptions, setOptionPath } from "./options.js";

const toy = makeToy();

describe("options", () => {
  it("fills defaults", () => {
    const r = parseOptions(toy, {}, 2);
    expect(r.ok && r.value).toEqual({ cards: 9 });
  });
  it("names the bad option", () => {
    const r = parseOptions(toy, { cards: 99 }, 2);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("bad-option");
      expect(r.error.message).toBe('Option "cards" must be a whole number 2–9, not 99.');
    }
  });
  it("rejects unknown options by name", () => {
    const r = parseOptions(toy, { carsd: 5 }, 2);
    expect(!r.ok && r.error.message).toBe('Unknown option: "carsd".');
  });
  it("rejects a player count the game does not allow", () => {
    const r = parseOptions(toy, {}, 7);
    expect(!r.ok && r.error.message).toMatch(/2–4 players, not 7/);
  });
  it("runs the game's cross-field checks", () => {
    const r = parseOptions(toy, { cards: 2 }, 4);
    expect(!r.ok && r.error.message).toMatch(/too few for 4 players/);
  });
  it("sets nested options from the command line's key=value", () => {
    const o: Record<string, unknown> = {};
    setOptionPath(o, "betting.ante", "2");
    setOptionPath(o, "betting.structure", "pot-limit");
    setOptionPath(o, "faceUp", "true");
    expect(o).toEqual({ betting: { ante: 2, structure: "pot-limit" }, faceUp: true });
  });
});

describe("act", () => {
  const table = newTable(toy, {}, 2, "s");
  if (!table.ok) throw new Error("setup failed");
  const state = table.value.state;
  it("refuses a malformed action with a clear error and leaves the state alone", () => {
    const before = canonical(state);
    for (const bad of [null, 7, "keep", {}, { type: "keep", extra: 1 }, { type: "swap!" }]) {
      const r = act(toy, state, 0, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("malformed-action");
    }
    expect(canonical(state)).toBe(before);
  });
  it("refuses a seat that is not to act", () => {
    for (const seat of [-1, 2, "0", null, 0.5]) {
      const r = act(toy, state, seat, { type: "keep" });
      expect(!r.ok && r.error.code).toBe("not-your-turn");
    }
  });
});

describe("match runner and replay", () => {
  it("plays to the end and replays to the identical state", async () => {
    const players = [randomPlayer(1), randomPlayer(2), randomPlayer(3)];
    const result = await runMatch(toy, {}, players, "seed-7");
    expect(result.outcome.winners.length).toBeGreaterThan(0);
    const again = replay(toy, JSON.parse(JSON.stringify(result.record)) as TableRecord);
    expect(again.ok).toBe(true);
    if (again.ok) expect(canonical(again.value.state)).toBe(canonical(result.state));
    const sync = runMatchSync(
      toy,
      {},
      [randomPlayer(1), randomPlayer(2), randomPlayer(3)],
      "seed-7",
    );
    expect(canonical(sync.record)).toBe(canonical(result.record));
  });

  it("a tampered record fails at its first bad action, with its number", async () => {
    const result = await runMatch(toy, {}, [randomPlayer(1), randomPlayer(2)], "seed-8");
    const actions = [...result.record.actions];
    actions[1] = { seat: actions[0]!.seat, action: actions[1]!.action };
    const r = replay(toy, { ...result.record, actions });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.index).toBe(1);
      expect(r.error.code).toBe("bad-record");
      expect(r.error.message).toMatch(/^Action 2 \(seat \d: (keep|swap)\) is not legal/);
    }
  });

  it("a record for another game or with bad options is refused", () => {
    const base: TableRecord = { game: toy.id, options: {}, players: 2, seed: "x", actions: [] };
    expect(replay(toy, { ...base, game: "chess" }).ok).toBe(false);
    expect(replay(toy, { ...base, options: { cards: "many" } }).ok).toBe(false);
  });

  it("asks a player again after an illegal action", async () => {
    let refused = 0;
    let calls = 0;
    const stubborn = () =>
      calls++ === 0 ? ({ type: "fold" } as never) : { type: "keep" as const };
    const r = await runMatch(toy, {}, [stubborn, randomPlayer(4)], "seed-9", {
      onRejected: () => void refused++,
    });
    expect(refused).toBe(1);
    expect(r.rejected).toBe(1);
  });
});
