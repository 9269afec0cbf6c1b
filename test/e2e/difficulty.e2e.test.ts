/**
 * Difficulty by name where a player chooses opponents: each choice of the home page's Play now
 * select, and each difficulty in Create table's seat lists, seats that bot at the table the
 * server opens (read back from the lobby API, not from the page).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { difficultyNames } from "../../src/bots/difficulty.js";
import { launch, namedContext, type Served, startServer, watchErrors } from "./harness.js";

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

interface Seats {
  seats: { seat: number; kind: "human" | "bot"; bot: string | null }[];
}

/** The table the page has moved to, as the lobby API lists its seats. */
async function seatsOfOpenedTable(page: Page): Promise<Seats["seats"]> {
  await page.waitForURL(/#\/table\//);
  const id = decodeURIComponent(/#\/table\/([^/?]+)/.exec(page.url())![1]!);
  const res = await fetch(`${served.url}api/tables/${encodeURIComponent(id)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Seats).seats;
}

test("each Play now difficulty seats that bot", async () => {
  for (const level of difficultyNames) {
    const context = await namedContext(browser, "Ann");
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await page.goto(served.url);
    await page.selectOption("#difficulty", level);
    await page.click('[data-game="tyramid"] button.primary');
    const seats = await seatsOfOpenedTable(page);
    expect(seats[0]!.kind).toBe("human");
    const bots = seats.filter((s) => s.kind === "bot");
    expect(bots.length).toBeGreaterThan(0);
    expect(bots.map((s) => s.bot)).toEqual(bots.map(() => level));
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("Create table offers each difficulty for a seat and seats it", async () => {
  for (const level of difficultyNames) {
    const context = await namedContext(browser, "Ann");
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await page.goto(`${served.url}#/new/tyramid`);
    await page.waitForSelector("#seat-1");
    await page.selectOption("#seat-1", level);
    await page.click('button[type=submit]:has-text("Create table")');
    const seats = await seatsOfOpenedTable(page);
    expect(seats[1]!.kind).toBe("bot");
    expect(seats[1]!.bot).toBe(level);
    expect(errors).toEqual([]);
    await context.close();
  }
});
