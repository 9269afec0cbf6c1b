import { describe, expect, test } from "vitest";
import { catalogue } from "../../../src/packages/list.js";
import { webEntries } from "./entries";
import { webGames } from "./index";

/**
 * The web registers a game by its folder (`web/src/games/<id>/`): `entry.tsx` for the home page,
 * `index.tsx` for the pages that play it. Nothing lists them, so this is where a registered game
 * without its web module, or a module in the wrong folder, is caught.
 */
describe("the games' web modules", () => {
  const ids = Object.keys(catalogue).sort();

  test("are one per registered game, each in the folder of its id", () => {
    expect(Object.keys(webGames).sort()).toEqual(ids);
    for (const [folder, web] of Object.entries(webGames)) expect(web.id).toBe(folder);
  });

  test("each come with a light entry for the home page, its picture and its pages' links", () => {
    expect(Object.keys(webEntries).sort()).toEqual(ids);
    for (const [id, entry] of Object.entries(webEntries)) {
      expect(entry.picture).toBeTypeOf("function");
      // A link to a page is offered exactly where the module has the page.
      expect(Boolean(entry.adviser)).toBe(Boolean(webGames[id]!.Adviser));
      expect(Boolean(entry.odds)).toBe(Boolean(webGames[id]!.Odds));
    }
  });
});
