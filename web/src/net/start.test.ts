import { describe, expect, test } from "vitest";
import { findGame } from "../../../src/packages/index.js";
import { gameListing } from "../../../src/server/listing.js";
import { type GameInfo, gameInfo } from "./api";
import { playNowOptions } from "./start";

/** A game as the home page gets it from the server. */
function info(id: string): GameInfo {
  return gameInfo(gameListing(findGame(id)!, ["random"]));
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
