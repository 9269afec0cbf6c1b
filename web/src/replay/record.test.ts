import { describe, expect, test } from "vitest";
import { jsonEqual } from "../../../src/core/json.js";
import { runMatchSync } from "../../../src/core/match.js";
import { Rng } from "../../../src/core/rng.js";
import { findGame } from "../../../src/packages/index.js";
import { readRecord, rebuild, seenBy } from "./record";

describe("replaying a record in the browser", () => {
  const game = findGame("tyramid")!;
  const rng = Rng.fromInt(5);
  const played = runMatchSync(
    game,
    {},
    [0, 1, 2].map(() => (ctx) => ctx.legal[rng.int(ctx.legal.length)]!),
    "replay-test",
  );

  test("every position is rebuilt and the last is the table's own", () => {
    const r = rebuild({ ...played.record });
    expect(r.broken).toBeNull();
    expect(r.states).toHaveLength(played.record.actions.length + 1);
    expect(jsonEqual(r.states.at(-1), played.state)).toBe(true);
    expect(r.opening.length + r.events.flat().length).toBe(played.events.length);
  });

  test("a tampered record stops at the first action that does not replay", () => {
    const actions = played.record.actions.map((a, i) =>
      i === 3 ? { ...a, seat: (a.seat + 1) % 3 } : a,
    );
    const r = rebuild({ ...played.record, actions });
    expect(r.states).toHaveLength(4);
    expect(r.broken).toMatch(/^Action 4 /);
  });

  test("an unknown game is a clear error", () => {
    expect(() => rebuild({ ...played.record, game: "snap" })).toThrow(
      /does not know the game "snap"/,
    );
  });

  test("private events are seen only by their seats", () => {
    const e = { type: "drew", audience: [1], text: "x" } as const;
    expect(seenBy(e, 1)).toBe(true);
    expect(seenBy(e, 0)).toBe(false);
    expect(seenBy(e, "spectator")).toBe(false);
    expect(seenBy(e, "all")).toBe(true);
  });
});

describe("a record file", () => {
  test("reads a record, named after its file", () => {
    const r = readRecord(
      "mine.json",
      JSON.stringify({ game: "tyramid", players: 2, seed: "ab", actions: [] }),
    );
    expect(r).toMatchObject({ game: "tyramid", players: 2, seed: "ab", id: "mine.json" });
  });
  test("says in one sentence that a file is not a record", () => {
    for (const text of ["not json {", "[1,2]", JSON.stringify({ game: "tyramid" })]) {
      const r = readRecord("notes.txt", text);
      expect(typeof r).toBe("string");
      expect(r).toMatch(/^notes\.txt is not a table record: [^.]*\.$/);
    }
  });
});
