import { describe, expect, test } from "vitest";
import { z } from "zod";
import { findGame } from "../../../src/games/index.js";
import type { GameInfo, JsonSchema } from "./api";
import { playNowOptions } from "./start";

function info(id: string): GameInfo {
  const def = findGame(id)!;
  return {
    id,
    name: def.name,
    summary: def.summary,
    minPlayers: def.minPlayers,
    maxPlayers: def.maxPlayers,
    options: z.toJSONSchema(def.options, { io: "input", unrepresentable: "any" }) as JsonSchema,
    defaults: def.options.parse({}),
    variants: [],
    bots: ["random"],
  };
}

describe("Play now", () => {
  test("plays a betting game with a rising ante, and any other game at its defaults", () => {
    for (const id of ["colonial", "three-sided", "wild-kill"]) {
      const options = playNowOptions(info(id));
      expect(options).toEqual({ betting: { anteDoublesEvery: 3 } });
      const parsed = findGame(id)!.options.parse(options) as { betting: { ante: number } };
      expect(parsed.betting.ante).toBe(1);
    }
    for (const id of ["tyramid", "pyramid-poker"]) expect(playNowOptions(info(id))).toEqual({});
  });
});
