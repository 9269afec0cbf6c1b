import { describe, expect, it } from "vitest";
import {
  canPlace,
  fullPyramid,
  geometry,
  openSpaces,
  spaceAt,
  spaceName,
  uncoveredSpaces,
} from "./geometry.js";

function board(base: number, tiles: [number, number][]) {
  const g = geometry(base);
  const filled = new Set<number>();
  for (const [r, i] of tiles) {
    const s = spaceAt(base, r, i);
    if (!canPlace(g, (x) => filled.has(x), s)) throw new Error(`cannot place ${r},${i}`);
    filled.add(s);
  }
  const has = (x: number) => filled.has(x);
  return {
    g,
    has,
    open: () => openSpaces(g, has).map((s) => spaceName(g, s)),
    uncovered: () => uncoveredSpaces(g, has).map((s) => spaceName(g, s)),
  };
}

const baseRow = (base: number): [number, number][] =>
  Array.from({ length: base }, (_, i) => [0, i] as [number, number]);

describe("foundation geometry", () => {
  it("has B - r spaces on level r and a full pyramid of B(B+1)/2", () => {
    expect(fullPyramid(8)).toBe(36);
    expect(fullPyramid(9)).toBe(45);
    expect(fullPyramid(6)).toBe(21);
    const g = geometry(8);
    expect(g.spaces).toBe(36);
    for (let r = 0; r < 8; r++) expect(g.level.filter((x) => x === r)).toHaveLength(8 - r);
    expect(spaceAt(8, 7, 0)).toBe(35);
    expect(spaceAt(8, 1, 0)).toBe(8);
  });

  it("rests (r, i) on (r-1, i) and (r-1, i+1)", () => {
    const g = geometry(8);
    const s = spaceAt(8, 2, 3);
    expect(spaceName(g, g.leftSupport[s]!)).toBe("1,3");
    expect(spaceName(g, g.rightSupport[s]!)).toBe("1,4");
    expect(spaceName(g, g.leftCover[s]!)).toBe("3,2");
    expect(spaceName(g, g.rightCover[s]!)).toBe("3,3");
    const corner = spaceAt(8, 2, 0);
    expect(g.leftCover[corner]).toBe(-1);
  });

  it("opens only the base on an empty foundation", () => {
    expect(board(8, []).open()).toEqual(["0,0", "0,1", "0,2", "0,3", "0,4", "0,5", "0,6", "0,7"]);
  });

  it("opens a space above once both its supports are filled", () => {
    const b = board(8, [
      [0, 2],
      [0, 3],
      [0, 5],
    ]);
    expect(b.open()).toEqual(["0,0", "0,1", "0,4", "0,6", "0,7", "1,2"]);
    const c = board(8, [
      [0, 2],
      [0, 3],
      [0, 4],
      [1, 2],
      [1, 3],
    ]);
    expect(c.open()).toContain("2,2");
    expect(c.open()).not.toContain("1,1");
  });

  it("rejects a tile on a single tile and a tile off-centre", () => {
    const b = board(8, [[0, 3]]);
    // (1,3) would rest on (0,3) alone; (1,2) on (0,2) — empty — and (0,3).
    expect(canPlace(b.g, b.has, spaceAt(8, 1, 3))).toBe(false);
    expect(canPlace(b.g, b.has, spaceAt(8, 1, 2))).toBe(false);
    // Off-centre positions do not exist: level 1 has positions 0–6 only, and no half steps.
    expect(spaceAt(8, 1, 7)).toBe(-1);
    expect(spaceAt(8, 1, 2.5)).toBe(-1);
    expect(spaceAt(8, 8, 0)).toBe(-1);
    expect(() => board(8, [[1, 0]])).toThrow();
  });

  it("finds the uncovered tiles", () => {
    const b = board(8, [...baseRow(8), [1, 0], [1, 1], [2, 0], [1, 5]]);
    // (0,0), (0,1), (0,2) lie under (1,0) and (1,1); (0,5), (0,6) under (1,5); (1,0), (1,1) under (2,0).
    expect(b.uncovered()).toEqual(["0,3", "0,4", "0,7", "1,5", "2,0"]);
    expect(board(8, []).uncovered()).toEqual([]);
  });

  it("makes 30-tile pyramids in exactly the shapes the placement rule allows", () => {
    // Example shape: the five lowest levels complete (8 + 7 + 6 + 5 + 4 = 30).
    const levels: [number, number][] = [];
    for (let r = 0; r < 5; r++) for (let i = 0; i < 8 - r; i++) levels.push([r, i]);
    const flat = board(8, levels);
    expect(flat.uncovered()).toEqual(["4,0", "4,1", "4,2", "4,3"]);
    expect(flat.open()).toEqual(["5,0", "5,1", "5,2"]);
    // Another: four levels (26), three on level 4 and one on level 5 over two of them.
    const peaked = board(8, [...levels.slice(0, 26), [4, 0], [4, 1], [4, 2], [5, 1]]);
    // (3,4) is uncovered too: (4,3) is empty and (4,4) does not exist.
    expect(peaked.uncovered()).toEqual(["3,4", "4,0", "5,1"]);
    // Not a shape: a top block over an unfinished level.
    expect(() => board(8, [...levels.slice(0, 26), [4, 0], [4, 1], [5, 0], [6, 0]])).toThrow();

    // Every shape reachable by legal placements is a pyramid whose six empty spaces are closed
    // upwards (nothing rests on an empty space), and every such set of six is reachable.
    const reachable = reachableShapes(8, 30);
    const closed = upClosedSets(8, 6);
    expect(reachable.size).toBe(closed.size);
    for (const key of closed) expect(reachable.has(key)).toBe(true);
    expect(reachable.size).toBeGreaterThan(2);
  });
});

/** All sets of `count` filled spaces reachable by legal placements, as sorted keys. */
function reachableShapes(base: number, count: number): Set<string> {
  const g = geometry(base);
  let frontier = new Set<string>([""]);
  for (let k = 0; k < count; k++) {
    const next = new Set<string>();
    for (const key of frontier) {
      const filled = new Set(key === "" ? [] : key.split(",").map(Number));
      for (const s of openSpaces(g, (x) => filled.has(x)))
        next.add([...filled, s].sort((a, b) => a - b).join(","));
    }
    frontier = next;
  }
  return frontier;
}

/**
 * All full-minus-`empty` shapes whose empty spaces hold up nothing, as sorted keys of filled:
 * spaces chosen from the top down, each only when the spaces resting on it are already empty.
 */
function upClosedSets(base: number, empty: number): Set<string> {
  const g = geometry(base);
  const out = new Set<string>();
  const pick = (below: number, gone: Set<number>) => {
    if (gone.size === empty) {
      const filled = Array.from({ length: g.spaces }, (_, s) => s).filter((s) => !gone.has(s));
      out.add(filled.join(","));
      return;
    }
    for (let s = below - 1; s >= 0; s--) {
      const covers = [g.leftCover[s]!, g.rightCover[s]!];
      if (covers.every((c) => c < 0 || gone.has(c))) pick(s, new Set([...gone, s]));
    }
  };
  pick(g.spaces, new Set());
  return out;
}
