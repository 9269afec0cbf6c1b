/**
 * A Pyramid night its host closes has ended: the table page offers its replay, which opens with
 * the seed revealed and shows the last deal played up to the close, and says why it ended.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
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

test("the host closes a night; its replay opens and shows the last deal", async (ctx) => {
  if (!served.games.includes("dealers-choice")) ctx.skip();
  const context = await namedContext(browser, "Host", { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}#/new/dealers-choice`);
  await page.selectOption("#players", "3");
  await page.click("button[type=submit]");
  await page.waitForSelector(".table-page[data-status=running]");
  // Play until a deal is under way: our call when it is ours, then a few moves.
  const rng = seeded(77);
  let moves = 0;
  while (moves < 3) {
    await page.waitForFunction(
      () =>
        document.querySelector("form.night-call") !== null ||
        document.querySelector("[data-action]:not([disabled]), [data-pick]:not([disabled])") !==
          null,
      undefined,
      { timeout: 60_000 },
    );
    if ((await page.locator("form.night-call").count()) > 0) await page.click("[data-call]");
    else {
      await move(page, rng, ["fold"]);
      moves += 1;
    }
  }
  const banner = await page.locator(".night-banner").first().textContent();
  expect(banner).toMatch(/^Deal \d+: /);
  await page.click(".host-panel button:has-text('Close the table')");
  await page.click(".host-panel button:has-text('Yes, close it')");
  await page.waitForSelector("text=The host closed the table.");
  await page.click("a:has-text('Replay it')");
  await page.waitForSelector(".replay-page, .page h1:has-text('Replay')");
  // The seed is revealed and checked; the last step is the deal as it stood at the close.
  await page.waitForSelector(".replay-page");
  await page.click("button[aria-label='last position']");
  await page.waitForSelector(".closed-early");
  const body = (await page.locator("body").textContent()) ?? "";
  expect(body).not.toContain("not finished");
  expect(body).toContain("The host closed the table.");
  // The same deal: its number and the game called (a replay names bots with their level).
  const replayed = (await page.locator(".night-banner").first().textContent()) ?? "";
  const deal = (text: string) => [
    /^Deal \d+:/.exec(text)?.[0],
    /(Three-sided|Wild\/Kill|Colonial) Pyramid/.exec(text)?.[0],
  ];
  expect(deal(replayed)).toEqual(deal(banner!));
  expect(deal(replayed)[1]).toBeDefined();
  expect(errors).toEqual([]);
  await context.close();
});
