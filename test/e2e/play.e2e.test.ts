/**
 * Whole games through the browser against the real server: "Play now" for every game the server
 * serves, played to the end by clicking the legal controls; a reload mid-game that comes back to
 * the seat; two browsers at one table; a finished table of bots replayed step by step with its
 * seed checked. Screenshots of each game's table go to docs/screenshots/.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  launch,
  move,
  namedContext,
  type Served,
  seeded,
  shoot,
  startServer,
  waitForTurn,
  watchErrors,
} from "./harness.js";

const allGames = ["colonial", "pyramid-poker", "three-sided", "wild-kill", "tyramid"] as const;
/** Moves to play before the screenshot: far enough in that the table has something on it. */
const shotAt: Record<string, number> = {
  colonial: 2,
  "pyramid-poker": 14,
  "three-sided": 7,
  "wild-kill": 5,
  tyramid: 9,
};

/** Games played to an agreed number of hands rather than until one player has every chip. */
const shortTables: Record<string, { players: string; hands: string }> = {
  "three-sided": { players: "3", hands: "3" },
  "wild-kill": { players: "3", hands: "3" },
};

/** Betting games, where our clicks never fold (so hands reach their draws and showdowns). */
const betting = new Set(["colonial", "three-sided", "wild-kill"]);

/** Games whose board has you pick a card before the place it goes. */
const picksFirst = new Set(["tyramid"]);

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

/** Names for the browsers a test opens, one each: two at one table must differ. */
const names = ["Ann", "Bo", "Cy", "Di"];
let opened = 0;

async function openPage(width = 1280, height = 900): Promise<{ page: Page; errors: string[] }> {
  const name = names[opened++ % names.length]!;
  const context = await namedContext(browser, name, { viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  return { page, errors };
}

function tableId(page: Page): string {
  const m = /#\/table\/([^/?#]+)/.exec(page.url());
  if (!m) throw new Error(`Not at a table: ${page.url()}`);
  return decodeURIComponent(m[1]!);
}

describe("a complete game of each game against bots", () => {
  for (const game of allGames) {
    test(game, async (ctx) => {
      if (!served.games.includes(game)) ctx.skip();
      const { page, errors } = await openPage();
      const short = shortTables[game];
      if (short) {
        // Fixed-limit poker between random bots can run for thousands of actions: agree on a
        // number of hands on the Create table page, as players may.
        await page.goto(`${served.url}#/new/${game}`);
        await page.selectOption("#players", short.players);
        await page.fill("#opt-hands", short.hands);
        await page.click("button[type=submit]");
      } else {
        await page.goto(served.url);
        await page.click(`[data-game="${game}"] button.primary`);
      }
      await page.waitForSelector(
        ".table-page[data-status=running], .table-page[data-status=finished]",
      );
      expect(await page.locator(".seat.me .seat-name").textContent()).toContain("You");
      const rng = seeded(game.length * 7919);
      let moves = 0;
      let reloaded = false;
      let shot = false;
      let discarded = false;
      for (;;) {
        if (!shot && moves >= (shotAt[game] ?? 5) && (await waitForTurn(page))) {
          // Our turn, mid-game. Where the board asks for a card first, wait (a while) for a
          // turn that does, and pick one to show where it may go.
          const picks = await page.locator("[data-pick]:not([disabled])").count();
          const acts = await page.locator("[data-action]:not([disabled])").count();
          const late = moves > (shotAt[game] ?? 5) + 15;
          if (picksFirst.has(game) ? (picks > 0 && acts === 0) || late : true) {
            if (picks > 0 && acts === 0) await move(page, rng);
            await shoot(page, `${game}.png`);
            shot = true;
          }
        }
        if (
          game === "colonial" &&
          !discarded &&
          (await waitForTurn(page)) &&
          (await page.locator(".discard-bar").count()) > 0
        ) {
          // Throw two cards by clicking them, as a player would.
          await page.locator(".colonial-hand [data-pick]").nth(0).click();
          await page.locator(".colonial-hand [data-pick]").nth(2).click();
          await page.click(".discard-bar [data-action=discard]:not([disabled])");
          await page.waitForFunction(() =>
            [...document.querySelectorAll(".event-log li")].some((li) =>
              /You discard 2\./.test(li.textContent ?? ""),
            ),
          );
          discarded = true;
          moves += 1;
          continue;
        }
        if (!(await move(page, rng, betting.has(game) ? ["fold"] : []))) break;
        moves += 1;
        if (moves === 4 && !reloaded) {
          // Reload mid-game: the token kept in the browser puts us back in our seat.
          reloaded = true;
          const log = await page.locator(".event-log li").count();
          await page.reload();
          await page.waitForSelector(".table-page[data-status]");
          await page.waitForFunction(
            (n) => document.querySelectorAll(".event-log li").length >= n,
            log,
          );
          expect(await page.locator(".seat.me .seat-name").textContent()).toContain("You");
          expect(await page.locator(".badge", { hasText: "watching" }).count()).toBe(0);
        }
        expect(moves).toBeLessThan(2000);
      }
      await expect.poll(() => page.locator(".outcome h2").textContent()).toMatch(/\w/);
      expect(await page.locator(".outcome tbody tr").count()).toBeGreaterThan(1);
      if (game === "colonial") expect(discarded).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

/** A table of random bots created through the API, once it has played to its end. */
async function finishedTable(game: string, players: number): Promise<string> {
  const res = await fetch(`${served.url}api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game, seats: players, bots: Array(players).fill("random") }),
  });
  if (res.status !== 201) throw new Error(`Creating a ${game} table failed: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const t = (await (await fetch(`${served.url}api/tables/${id}`)).json()) as { status: string };
    if (t.status === "finished") return id;
    if (Date.now() > deadline) throw new Error(`Table ${id} did not finish in 60 s: ${t.status}.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test("a finished table replayed step by step, the seed checked against its commitment", async () => {
  const table = await finishedTable("pyramid-poker", 2);
  const { page, errors } = await openPage();
  await page.goto(`${served.url}#/replay/${table}`);
  await page.waitForSelector(".commitment.holds");
  const last = Number((await page.locator(".step-count").textContent())?.split("/")[1]);
  expect(last).toBeGreaterThan(3);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.click("button[aria-label='forward one action']");
  await expect.poll(() => page.locator(".replay-page").getAttribute("data-step")).toBe("3");
  expect(await page.locator(".last-action").textContent()).toMatch(/^.+: \w/);
  await page.selectOption(".replay-controls select", "0");
  await shoot(page, "replay.png");
  await page.keyboard.press("End");
  await expect
    .poll(() => page.locator(".replay-page").getAttribute("data-step"))
    .toBe(String(last));
  await page.waitForSelector(".replay-page .outcome");
  expect(errors).toEqual([]);
  await page.context().close();
});

/** The first of the pages that can act or shows the result; fails with screenshots after 60 s. */
async function whoseTurn(pages: Page[]): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    for (const [i, p] of pages.entries()) {
      const ready = await p.evaluate(
        () =>
          document.querySelector(".outcome") !== null ||
          document.querySelector("[data-action]:not([disabled]), [data-pick]:not([disabled])") !==
            null,
      );
      if (ready) return i;
    }
    if (Date.now() > deadline) {
      for (const [i, p] of pages.entries())
        await p.screenshot({ path: join(tmpdir(), `pyramids-e2e-stuck-${i}.png`), fullPage: true });
      throw new Error(
        `No page could act for 60 s; screenshots in ${tmpdir()}/pyramids-e2e-stuck-*.png`,
      );
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

test("two browsers at one table play each other", async (ctx) => {
  const game = ["tyramid", "pyramid-poker", "colonial", "three-sided", "wild-kill"].find((g) =>
    served.games.includes(g),
  );
  if (!game) ctx.skip();
  const a = await openPage();
  const b = await openPage(390, 844);
  await a.page.goto(`${served.url}#/new/${game}`);
  await a.page.selectOption("#players", "2");
  await a.page.selectOption("#seat-1", "open");
  await a.page.click("button[type=submit]");
  await a.page.waitForSelector(".table-page[data-status=open]");
  const table = tableId(a.page);
  // The friend finds the table in the lobby and sits down.
  await b.page.goto(`${served.url}#/lobby`);
  await b.page.click(`.table-row:has-text("${table}") button:has-text("Sit in seat 1")`);
  await b.page.waitForSelector(".table-page[data-status=running]");
  await a.page.waitForSelector(".table-page[data-status=running]");
  expect(await b.page.locator(".seat.me .seat-name").textContent()).toContain("You");
  const rng = seeded(42);
  let moves = 0;
  for (;;) {
    const over = await Promise.all([a.page, b.page].map((p) => p.locator(".outcome").count()));
    if (over.every((n) => n > 0)) break;
    // Whoever the table waits for moves; the other must see the move arrive.
    const turn = await whoseTurn([a.page, b.page]);
    const page = turn === 0 ? a.page : b.page;
    if ((await page.locator(".outcome").count()) > 0) {
      await (turn === 0 ? b.page : a.page).waitForSelector(".outcome");
      continue;
    }
    await move(page, rng);
    moves += 1;
    if (moves === 6) await shoot(b.page, `${game}-phone.png`);
    expect(moves).toBeLessThan(2000);
  }
  expect(await a.page.locator(".outcome h2").textContent()).toBe(
    await b.page.locator(".outcome h2").textContent(),
  );
  expect([...a.errors, ...b.errors]).toEqual([]);
  await a.page.context().close();
  await b.page.context().close();
});

test("the home page shows the games, the rules pages and the card faces render", async () => {
  const { page, errors } = await openPage(1280, 900);
  await page.goto(served.url);
  await expect.poll(() => page.locator(".game-card").count()).toBe(6);
  for (const game of served.games.filter((g) => (allGames as readonly string[]).includes(g))) {
    expect(await page.locator(`[data-game="${game}"] button.primary`).textContent()).toBe(
      "Play now",
    );
  }
  await shoot(page, "home.png");
  for (const game of served.games.filter((g) => (allGames as readonly string[]).includes(g))) {
    await page.goto(`${served.url}#/rules/${game}`);
    await page.waitForSelector(".markdown h1, .markdown h2, .rules p");
  }
  await page.goto(`${served.url}#/cards`);
  await expect
    .poll(() => page.locator(".cards-page svg.card").count())
    .toBeGreaterThan(125 + 52 + 11);
  await shoot(page, "cards.png");
  // Keyboard only: Tab to the first "Play now" and press Enter.
  await page.goto(served.url);
  let focused = "";
  for (let i = 0; i < 40 && focused !== "Play now"; i++) {
    await page.keyboard.press("Tab");
    focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
  }
  if (served.games.some((g) => (allGames as readonly string[]).includes(g))) {
    expect(focused).toBe("Play now");
    await page.keyboard.press("Enter");
    await page.waitForSelector(".table-page[data-status]");
  }
  expect(errors).toEqual([]);
  await page.context().close();
});
