/**
 * What a newcomer meets: Play now seats them at a table of bots in one click, with no name asked;
 * and axe-core finds no accessibility violation on any page, nor on any game's table.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  launch,
  namedContext,
  type Served,
  signUp,
  startServer,
  waitForTurn,
  watchErrors,
} from "./harness.js";

let served: Served;
let browser: Browser;

beforeAll(async () => {
  // Every page and every game's table at two sizes: more tables with bots from this one address
  // than the server's usual cap of 10 lets one address keep unfinished.
  served = await startServer(["--bot-tables-per-address", "0"]);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

/** Every violation axe finds on the page as it is now, one line each (empty: none). */
async function violations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page: page as never }).analyze();
  return r.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

async function seatedAt(page: Page): Promise<void> {
  await page.waitForSelector(".table-page[data-status=running], .table-page[data-status=finished]");
}

describe("a newcomer", () => {
  test("Play now seats a newcomer at a table of bots in one click, as Player 1", async () => {
    // A browser that has never given a name.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await page.goto(served.url);
    await page.click('[data-game="tyramid"] button.primary');
    await seatedAt(page);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    expect(await page.locator(".seat.me .seat-name").textContent()).toContain("You");
    const id = /#\/table\/([^/?#]+)/.exec(page.url())![1]!;
    const table = (await (await fetch(`${served.url}api/tables/${id}`)).json()) as {
      seats: ({ name: string | null } | null)[];
    };
    expect(JSON.stringify(table.seats[0])).toContain("Player 1");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("Play now seats a returning player under the name this browser remembers", async () => {
    const context = await namedContext(browser, "Maya");
    const page = await context.newPage();
    await page.goto(served.url);
    await page.click('[data-game="pyramid-poker"] button.primary');
    await seatedAt(page);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    const id = /#\/table\/([^/?#]+)/.exec(page.url())![1]!;
    const table = await (await fetch(`${served.url}api/tables/${id}`)).text();
    expect(table).toContain("Maya");
    await context.close();
  });
});

test("on a phone, a turn brings the board and the actions into view", async () => {
  const context = await namedContext(browser, "Pat", { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(served.url);
  await page.click('[data-game="three-sided"] button.primary');
  await seatedAt(page);
  for (let turn = 0; turn < 3; turn++) {
    expect(await waitForTurn(page)).toBe(true);
    const version = Number(await page.locator(".table-page").getAttribute("data-version"));
    // The page left at its foot (the log, the chat), then a move made without scrolling.
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
      const mine = [...document.querySelectorAll<HTMLElement>("[data-action]:not([disabled])")];
      (mine.find((b) => b.dataset.action !== "fold") ?? mine[0])!.click();
    });
    await page.waitForFunction(
      (v) => Number(document.querySelector(".table-page")?.getAttribute("data-version")) > v,
      version,
    );
    if (!(await waitForTurn(page))) break;
    // The turn's effect scrolls once the decision is drawn: wait for it, not for a time.
    await page.waitForFunction(
      () => {
        const high = window.innerHeight;
        const board = document.querySelector(".board-wrap")!.getBoundingClientRect();
        const controls = [
          ...document.querySelectorAll(".board-wrap [data-action]:not([disabled])"),
        ];
        return (
          board.top < high &&
          board.bottom > 0 &&
          controls.some((c) => {
            const r = c.getBoundingClientRect();
            return r.top >= -1 && r.bottom <= high + 1;
          })
        );
      },
      undefined,
      { timeout: 30_000 },
    );
  }
  await context.close();
});

describe("axe-core finds no violations", () => {
  const pages = [
    "",
    "#/lobby",
    "#/inbox",
    "#/rules",
    "#/rules/colonial",
    "#/odds",
    "#/cards",
    "#/replay",
    "#/learn/tyramid",
    "#/account",
    "#/me",
    "#/leaderboard/tyramid",
  ];
  for (const path of pages)
    test(`page ${path || "#/"}`, async () => {
      const context = await namedContext(browser, "Axe");
      const page = await context.newPage();
      await page.goto(`${served.url}${path}`);
      await page.waitForSelector("main");
      await page.waitForLoadState("networkidle");
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

  for (const game of [
    "colonial",
    "pyramid-poker",
    "three-sided",
    "wild-kill",
    "tyramid",
    "dealers-choice",
  ])
    test(`${game}'s table`, async (ctx) => {
      if (!served.games.includes(game)) ctx.skip();
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ] as const) {
        const context = await namedContext(browser, "Axe", { viewport: { width, height } });
        const page = await context.newPage();
        await page.goto(served.url);
        await page.click(`[data-game="${game}"] button.primary`);
        await seatedAt(page);
        await page.waitForSelector(".event-log li");
        expect(await violations(page), `${width}×${height}`).toEqual([]);
        await context.close();
      }
    });

  test("the clubs' pages, signed in, at desktop and phone sizes", async () => {
    const context = await namedContext(browser, "Axe", { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${served.url}#/account`);
    await signUp(page, "Axel", "axel's password");
    // A club with an invite link and a night, so every part of its page is drawn.
    await page.goto(`${served.url}#/clubs`);
    await page.getByLabel("Club name").fill("Axe club");
    await page.getByRole("button", { name: "Create club" }).click();
    await page.getByRole("heading", { name: "Axe club", level: 1 }).waitFor();
    const club = page.url().split("#/clubs/")[1]!;
    await page.getByRole("button", { name: "Make an invite link" }).click();
    const link = await page.getByLabel(/Invite link/).inputValue();
    await page.goto(`${served.url}#/clubs/${club}/night/tyramid`);
    await page.getByRole("button", { name: "Schedule the night" }).click();
    await page.locator(".night").waitFor();
    const paths = [
      "#/clubs",
      `#/clubs/${club}`,
      `#/clubs/${club}/ledger`,
      `#/clubs/${club}/standings`,
      `#/clubs/${club}/new/tyramid`,
      `#/clubs/${club}/night/tyramid`,
    ];
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of paths) {
        await page.goto(`${served.url}${path}`);
        await page.locator("main h1").waitFor();
        await page.waitForLoadState("networkidle");
        await page.waitForFunction(
          () => !document.querySelector("main")?.textContent?.includes("Asking the server"),
        );
        expect(await violations(page), `${path} at ${width}×${height}`).toEqual([]);
      }
    }
    await context.close();
    // The invite link's page, signed out: the sign-in forms under the join page's heading.
    const guest = await namedContext(browser, "Axe");
    const joining = await guest.newPage();
    await joining.goto(link);
    await joining.getByRole("heading", { name: "Sign in first" }).waitFor();
    expect(await violations(joining)).toEqual([]);
    await guest.close();
  });
});
