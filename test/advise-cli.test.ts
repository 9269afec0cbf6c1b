/** `pyramids advise` through the built command, as a player would use it. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { randomPlayer } from "../src/bots/random.js";
import { Table } from "../src/core/match.js";
import { tyramid } from "../src/games/tyramid/index.js";
import { pyramids } from "./run-cli.js";

describe("pyramids advise colonial", () => {
  it("lists every discard, best first, and names the best", () => {
    const r = pyramids([
      "advise",
      "colonial",
      "C P3 P3 P3 P2 O1",
      "--seen",
      "O1",
      "--opponents",
      "3",
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Full Pyramid");
    expect(r.out).toContain("48 unseen cards (seen: O1)");
    expect(r.out).toMatch(/Best: (stand pat|discard [A-Z0-9 ]+) — \d+\.\d% to beat all 3/);
    // 27 distinct discards of this hand, one line each.
    expect(r.out.split("\n").filter((l) => /^ *\d+\.\d% +\d+\.\d%/.test(l))).toHaveLength(27);
  });

  it("prints the whole table as JSON", () => {
    const r = pyramids(["advise", "colonial", "P3 G2 O2 P1 G1 O1", "--opponents", "2", "--json"]);
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out);
    expect(a.options).toHaveLength(57);
    expect(a.unseen).toBe(49);
    expect(a.best).toEqual(a.options[0]);
    for (const o of a.options) {
      const total = Object.values(o.classes as Record<string, number>).reduce((x, y) => x + y, 0);
      expect(total).toBeCloseTo(1, 10);
      expect(o.win).toBeLessThanOrEqual(o.winOne);
    }
    expect(a.best.win).toBeGreaterThanOrEqual(a.options[56].win);
  });

  it("refuses bad input with a one-line reason", () => {
    const bad = pyramids(["advise", "colonial", "P1 P1 X9 P2 P2 P2"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/"X9" is not a Colonial card/);
    const many = pyramids(["advise", "colonial", "P1 P1 P1 P2 P2 P2", "--seen", "P1"]);
    expect(many.code).toBe(2);
    expect(many.err).toMatch(/one deck/);
    const opp = pyramids(["advise", "colonial", "P1 P1 P1 P2 P2 P2", "--opponents", "9"]);
    expect(opp.code).toBe(2);
    expect(opp.err).toMatch(/--opponents/);
  });
});

describe("pyramids advise tyramid", () => {
  const dir = mkdtempSync(join(tmpdir(), "advise-"));
  // A table some random moves in, saved as its record.
  const table = Table.create(tyramid, {}, 3, "advise-cli");
  const bots = [randomPlayer(1), randomPlayer(2), randomPlayer(3)];
  for (let i = 0; i < 14; i++) {
    const ctx = table.next()!;
    const r = table.submit(ctx.seat, bots[ctx.seat]!(ctx));
    if (!r.ok) throw new Error(r.error.message);
  }
  const file = join(dir, "tyramid.json");
  writeFileSync(file, JSON.stringify(table.record()));

  it("lists every legal move with its score now and its searched value", () => {
    const r = pyramids(["advise", "tyramid", file, "--iterations", "300", "--json"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out);
    const seat = tyramid.toAct(table.state)[0]!;
    expect(a.seat).toBe(seat);
    expect(a.at).toBe(14);
    const legal = tyramid.legalActions(table.state, seat).map((x) => tyramid.formatAction(x));
    expect(a.moves.map((m: { text: string }) => m.text).sort()).toEqual([...legal].sort());
    expect(a.best).toBe(a.moves[0].text);
    const text = pyramids(["advise", "tyramid", file, "--iterations", "300"]);
    expect(text.code).toBe(0);
    expect(text.out).toContain(`Seat ${seat} to play`);
    expect(text.out).toContain(`Search's choice: ${a.best}`);
    expect(text.out).toContain("± 95%");
  });

  it("gives each move's interval and names the moves tied with the choice", () => {
    // Three actions in: six plays, 200 iterations cannot separate the leaders.
    const at = ["--at", "3", "--iterations", "200"];
    const r = pyramids(["advise", "tyramid", file, ...at, "--json"]);
    const a = JSON.parse(r.out);
    type Move = { text: string; value: number; margin: number | null };
    const best: Move = a.moves[0];
    expect(best.margin).toBeGreaterThan(0);
    const tied = a.moves
      .slice(1)
      .filter(
        (m: Move) =>
          m.margin !== null && Math.abs(m.value - best.value) <= Math.hypot(best.margin!, m.margin),
      )
      .map((m: Move) => m.text);
    expect(a.tied).toEqual(tied);
    expect(tied.length).toBeGreaterThan(0);
    const text = pyramids(["advise", "tyramid", file, ...at]);
    expect(text.out).toContain(`Tied: ${tied.join(", ")}`);
    expect(text.out).toContain("← tied");
  });

  it("advises at an earlier version, the same for the same seed", () => {
    const one = pyramids(["advise", "tyramid", file, "--at", "3", "--iterations", "200", "--json"]);
    const two = pyramids(["advise", "tyramid", file, "--at", "3", "--iterations", "200", "--json"]);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.out).at).toBe(3);
    expect(one.out).toBe(two.out);
  });

  it("refuses a seat not to act, a version past the end, and another game's record", () => {
    const seat = tyramid.toAct(table.state)[0]!;
    const wrong = pyramids(["advise", "tyramid", file, "--seat", String((seat + 1) % 3)]);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/turn/);
    const far = pyramids(["advise", "tyramid", file, "--at", "99"]);
    expect(far.code).toBe(2);
    expect(far.err).toMatch(/--at/);
    const other = join(dir, "colonial.json");
    writeFileSync(
      other,
      JSON.stringify({ game: "colonial", options: {}, players: 2, seed: "x", actions: [] }),
    );
    const game = pyramids(["advise", "tyramid", other]);
    expect(game.code).toBe(2);
    expect(game.err).toMatch(/colonial record/);
  });
});
