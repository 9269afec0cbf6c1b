/**
 * A Pyramid night in the browser against bots: the table made on the Create table page (two
 * games, six deals for three players, so every seat deals twice and our second call follows a
 * bot's). Our first call is made through the dealer's form, a game different from the call before
 * it; the second with one click on "Same as last deal". The bots call the table's games in
 * rotation, so the night sees both games; the banner, the called game's board and the log follow.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { replay, type TableRecord } from "../../src/core/match.js";
import { findGame } from "../../src/packages/index.js";
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
let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  served = await startServer();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

/** Waits until we must call ("call"), may act ("act"), or the night is over ("over"). */
async function next(page: Page): Promise<"call" | "act" | "over"> {
  await page.waitForFunction(
    () =>
      document.querySelector(".outcome") !== null ||
      document.querySelector("form.night-call") !== null ||
      document.querySelector("[data-action]:not([disabled]), [data-pick]:not([disabled])") !== null,
    undefined,
    { timeout: 60_000 },
  );
  if ((await page.locator(".outcome").count()) > 0) return "over";
  return (await page.locator("form.night-call").count()) > 0 ? "call" : "act";
}

const logText = (page: Page) =>
  page
    .locator(".event-log li")
    .allTextContents()
    .then((t) => t.join("\n"));

test("a Pyramid night: our call through the form, two games called, the board following", async (ctx) => {
  if (!served.games.includes("dealers-choice")) ctx.skip();
  const context = await namedContext(browser, "Ann", { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(served.url);
  await page.waitForSelector('[data-game="dealers-choice"]');
  await page.goto(`${served.url}#/new/dealers-choice`);
  await page.selectOption("#players", "3");
  await page.fill("#opt-hands", "6");
  await page.fill("#opt-games", "three-sided,wild-kill");
  await page.click("button[type=submit]");
  await page.waitForSelector(".table-page[data-status=running], .table-page[data-status=finished]");

  const rng = seeded(4242);
  let ourCalls = 0;
  let moves = 0;
  for (;;) {
    const what = await next(page);
    if (what === "over") break;
    if (what === "call") {
      // The form offers the table's games with their points' defaults filled in.
      const options = await page.locator("#call-game option").allTextContents();
      expect(options).toEqual(["Three-sided Pyramid", "Wild/Kill Pyramid"]);
      const before = await logText(page);
      const lastWild =
        before.lastIndexOf("deals Wild/Kill") > before.lastIndexOf("deals Three-sided");
      const earlier = [
        ...before.matchAll(
          /(?:Seat \d deals|[Yy]ou deal) ((Three-sided|Wild\/Kill) Pyramid[^\n]*)/g,
        ),
      ];
      const called = earlier.length > 0;
      const sameButton = page.locator("button", { hasText: "Same as last deal" });
      // After a call: one click calls it again.
      expect(await sameButton.count()).toBe(called ? 1 : 0);
      if (ourCalls === 1 && called) {
        // Our second call: the last deal's game and points, by one click.
        const lastCall = earlier.at(-1)![1]!;
        await sameButton.click();
        await expect
          .poll(() => page.locator(".night-banner").first().textContent())
          .toContain(`You deal ${lastCall}`);
        ourCalls += 1;
        continue;
      }
      if (lastWild || !called) {
        await page.selectOption("#call-game", "three-sided");
        await page.selectOption("#call-low", { label: "ace-to-six" });
        await page.click("[data-call]");
        await page.waitForSelector(".night-banner", { state: "attached" });
        await expect
          .poll(() => page.locator(".night-banner").first().textContent())
          .toMatch(/You deal Three-sided Pyramid, ace-to-six lows\./);
      } else {
        await page.selectOption("#call-game", "wild-kill");
        await page.selectOption("#call-split", { label: "high-low" });
        await page.click("[data-call]");
        await expect
          .poll(() => page.locator(".night-banner").first().textContent())
          .toMatch(
            /You deal Wild\/Kill Pyramid, high-low, ace-to-five lows; a rank both wild and killed is killed\./,
          );
      }
      ourCalls += 1;
      continue;
    }
    await move(page, rng, ["fold"]);
    moves += 1;
    expect(moves).toBeLessThan(500);
  }
  // The page's log keeps the latest 200 events: the night's calls are read from its record.
  const id = /#\/table\/([^/?]+)/.exec(page.url())![1]!;
  const record = (await (
    await fetch(`${served.url}api/tables/${id}/record`)
  ).json()) as TableRecord;
  const replayed = replay(findGame("dealers-choice")!, record);
  if (!replayed.ok) throw new Error(replayed.error.message);
  const calls = replayed.value.events.filter((e) => e.type === "call").map((e) => e.text);
  expect(calls).toHaveLength(6);
  expect(new Set(calls.map((c) => /Three-sided|Wild\/Kill/.exec(c)![0])).size).toBe(2);
  expect(ourCalls).toBe(2);
  expect(await page.locator(".outcome tbody tr").count()).toBe(3);
  // The winner's cup is drawn, not an emoji a machine may lack the font for.
  expect(await page.locator(".seat.winner svg.trophy").count()).toBeGreaterThan(0);
  expect(await page.locator("body").textContent()).not.toContain("🏆");
  expect(errors).toEqual([]);
  await context.close();
});
