import { describe, expect, it } from "vitest";
import { nim } from "../../test/bots/nim.js";
import { colonialEntry } from "../games/colonial/entry.js";
import { games } from "../packages/index.js";
import { catalogue } from "../packages/list.js";
import { botsFor } from "../players/bots.js";
import { packages, registry } from "./index.js";
import { barePackage, gamePackage } from "./package.js";
import { GameRegistry } from "./registry.js";

describe("the package list", () => {
  it("gives the registry its games, and the browser's engines are the same, in the same order", () => {
    expect(registry.games).toEqual(games);
    expect(registry.keys()).toEqual(games.map((g) => g.id));
  });

  it("joins each engine to the entry it takes its id, name and player counts from", () => {
    for (const p of registry.packages) {
      expect(p.id).toBe(p.game.id);
      expect(p.entry.name).toBe(p.game.name);
      expect([p.entry.minPlayers, p.entry.maxPlayers]).toEqual([
        p.game.minPlayers,
        p.game.maxPlayers,
      ]);
      expect(p.entry.playNowPlayers).toBeGreaterThanOrEqual(p.game.minPlayers);
      expect(p.entry.playNowPlayers).toBeLessThanOrEqual(p.game.maxPlayers);
    }
  });

  it("is the home page's catalogue: each package's entry is the one listed there", () => {
    for (const p of packages) expect(catalogue[p.id]).toBe(p.entry);
    expect(Object.keys(catalogue).sort()).toEqual(registry.keys().sort());
  });

  it("gives every game a heuristic bot, a Pyramid night through its dealt games'", () => {
    for (const g of registry.games) expect(botsFor(g)).toContain("heuristic");
    expect(registry.packages.find((p) => p.id === "dealers-choice")?.deals?.games).toHaveLength(3);
  });

  it("refuses a package whose entry and game disagree, and two packages of one id", () => {
    expect(() => gamePackage({ entry: colonialEntry, game: nim })).toThrow(
      /package of "colonial" joins a game whose id is "nim"/,
    );
    const bare = barePackage(nim);
    expect(() => new GameRegistry([bare, bare])).toThrow(/Two packages are registered as "nim"/);
    expect(registry.with([bare]).get("nim")).toBe(nim);
    expect(registry.get("nim")).toBeUndefined();
  });

  it("finds no package for a copy of a registered game, so a copy never borrows its bots", () => {
    const copy = { ...registry.games[0]! };
    expect(registry.packageOf(copy)).toBeUndefined();
    expect(botsFor(copy)).not.toContain("heuristic");
  });
});
