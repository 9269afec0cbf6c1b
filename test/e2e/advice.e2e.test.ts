/**
 * The advisers in the browser: the Colonial calculator page computes the exact table for a hand
 * (and the best discard matches the library's), a bad hand gets its reason, and the home page
 * links to it; the Tyramid adviser answers at a table on the seat's turn.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adviseColonial } from "../../src/analysis/colonial-advice.js";
import { parseCards } from "../../src/cards/colonial.js";
import { launch, namedContext, type Served, shoot, startServer, watchErrors } from "./harness.js";

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

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await namedContext(browser, "Ann", { viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}${path}`);
  return { page, errors };
}

describe("the Colonial calculator page", () => {
  test("shows every discard of a hand and the best one", async () => {
    const { page, errors } = await open("#/advice/colonial");
    await page.fill("#advice-hand", "C P3 P3 P3 P2 O1");
    await page.selectOption("select >> nth=0", "3");
    const result = page.locator(".advice-result");
    await result.waitFor();
    const hand = parseCards("C P3 P3 P3 P2 O1");
    if (!hand.ok) throw new Error(hand.error);
    const want = adviseColonial({ hand: hand.value, opponents: 3 });
    if (!want.ok) throw new Error(want.error);
    await expect
      .poll(() => result.getAttribute("data-best"))
      .toBe(want.value.best.discard.join(" ") || "none");
    expect(await page.locator(".advice-table tbody tr").count()).toBe(want.value.options.length);
    await shoot(page, "advice-colonial.png");
    await page.fill("#advice-hand", "P1 P1 P1 P1 P2 P2");
    await expect.poll(() => page.locator(".notice.error").textContent()).toMatch(/P1/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the home page links to the advisers", async () => {
    const { page, errors } = await open("#/");
    await page.click('[data-game="colonial"] a[href="#/advice/colonial"]');
    await page.locator("#advice-hand").waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the Colonial odds at a table", () => {
  test("the discard round offers the odds for your own hand, and Pick selects a discard", async () => {
    const res = await fetch(`${served.url}api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        game: "colonial",
        seats: 2,
        bots: [null, "random"],
        options: { cut: false },
      }),
    });
    const table = (await res.json()) as { id: string };
    const { page, errors } = await open(`#/table/${table.id}`);
    await page.locator(".game-colonial").waitFor();
    const sit = page.locator("button", { hasText: "Sit here" });
    if ((await sit.count()) > 0) await sit.first().click();
    // Check or call through the first betting round until our discard round comes.
    for (let i = 0; i < 200 && (await page.locator(".discard-bar").count()) === 0; i++) {
      const calm = page.locator(
        '[data-action="check"]:not([disabled]), [data-action="call"]:not([disabled]), [data-action="tap"]:not([disabled]), [data-action="show"]:not([disabled])',
      );
      if ((await calm.count()) > 0) await calm.first().click();
      await page.waitForTimeout(150);
    }
    await page.locator(".discard-bar").waitFor();
    await page.click("[data-advice]");
    const rows = page.locator(".colonial-advice tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    await page.locator(".colonial-advice tbody tr.best button").click();
    await expect
      .poll(() => page.locator(".discard-bar [data-action=discard]").textContent())
      .toMatch(/^(Discard .+ and draw \d|Keep all (six|\d+))/);
    expect(await page.locator(".discard-bar [data-action=discard]").isDisabled()).toBe(false);
    await shoot(page, "advice-colonial-table.png");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the Tyramid adviser at a table", () => {
  test("answers on the seat's turn with every legal move", async () => {
    test.skipIf(!served.games.includes("tyramid"));
    const res = await fetch(`${served.url}api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "tyramid", seats: 2, bots: [null, "random"] }),
    });
    const table = (await res.json()) as { id: string };
    const { page, errors } = await open(`#/table/${table.id}`);
    await page.locator(".game-tyramid").waitFor();
    // Take the open seat, then wait for our turn and ask.
    const sit = page.locator("button", { hasText: "Sit here" });
    if ((await sit.count()) > 0) await sit.first().click();
    await page.locator("[data-advice]").waitFor({ timeout: 60_000 });
    await page.click("[data-advice]");
    await page.locator(".tyramid-advice tbody tr").first().waitFor({ timeout: 60_000 });
    const moves = await page.locator(".tyramid-advice tbody tr").count();
    expect(moves).toBeGreaterThan(0);
    await shoot(page, "advice-tyramid.png");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
