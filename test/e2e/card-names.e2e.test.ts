/**
 * A table that explains itself: on every game's table page, every card, tile and TIC card a
 * player can press or see is named in words for a screen reader (and a hover), never by its code.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  launch,
  move,
  namedContext,
  type Served,
  seeded,
  startServer,
  watchErrors,
} from "./harness.js";

let served: Served;
let browser: Browser;

beforeAll(async () => {
  served = await startServer();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

/** A card's code in any game's notation: `P1`, `C`, `Kh`, `Jk`, `3-star-red`. */
const bareCode = /^(?:[PGO][123]|C|[AKQJT2-9][shdc]|Jk|[1-5]-[a-z]+-[a-z]+)$/i;

/** Moves made before looking, so each table has cards on it (a hand dealt, tiles placed). */
const movesBefore: Record<string, number> = { "pyramid-poker": 6 };

describe("card names", () => {
  test("no card button or card picture on any game's table is named by a bare code", async () => {
    const context = await namedContext(browser, "Namer", {
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    for (const game of served.games) {
      await page.goto(served.url);
      await page.click(`[data-game="${game}"] button.primary`);
      await page.waitForSelector(".table-page[data-status=running]");
      const rng = seeded(game.length);
      const names: string[] = [];
      for (let i = 0; i <= (movesBefore[game] ?? 3); i++) {
        const tree = await page.locator(".table-page .board-wrap").ariaSnapshot();
        for (const m of tree.matchAll(/- (?:button|img) "([^"]*)"/g)) names.push(m[1]!);
        if (!(await move(page, rng, ["fold"]))) break;
      }
      expect(names.length, `${game}: cards on the table`).toBeGreaterThan(0);
      expect(
        names.filter((n) => bareCode.test(n.trim())),
        `${game}: names that are bare codes`,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
