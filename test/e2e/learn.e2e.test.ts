/**
 * Lessons in the browser against the real server: Tyramid at desktop size and Wild/Kill on a
 * phone-sized page, each with a wrong move refused with its hint, every step made by what the
 * step marks on the board, progress kept across a reload, and the last button seating the
 * learner at a first game against easy bots. Screenshots go to docs/screenshots/.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
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

async function open(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const context = await namedContext(browser, "Learner", { viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  return { page, errors };
}

async function stepOf(page: Page): Promise<number> {
  return Number(await page.getAttribute(".learn-page", "data-step"));
}

async function waitForStep(page: Page, step: number): Promise<void> {
  await page.waitForFunction(
    (s) => document.querySelector(".learn-page")?.getAttribute("data-step") === String(s),
    step,
  );
}

/** The marked control to press next: one not already pressed (a card picked stays marked). */
const nextMark = "[data-lesson-mark]:is(button):not([disabled]):not([aria-pressed=true])";

/** Makes the step's move by pressing what it marks: a card and then its place, or one control. */
async function makeStep(page: Page): Promise<void> {
  const before = await stepOf(page);
  const mark = page.locator(nextMark).first();
  const isCard = (await mark.getAttribute("data-card")) !== null;
  await mark.click();
  // A picked card shows the places it may go; the step marks the one it asks for.
  if (isCard) await page.locator(`[data-lesson-mark][data-action="play"]`).first().click();
  await waitForStep(page, before + 1);
}

/** The end of a lesson: the first game against easy bots, one click away. */
async function playFirstGame(page: Page, game: string): Promise<void> {
  await page.getByRole("button", { name: "Play a first game against easy bots" }).click();
  await page.waitForURL(/#\/table\//);
  await page.waitForSelector(`.table-page.game-${game} .board-wrap`);
  // The table is dealt: the first view has come, and bots sit in the other seats.
  await page.waitForFunction(() => {
    const v = document.querySelector(".table-page")?.getAttribute("data-version");
    return v !== null && v !== undefined && Number(v) >= 0;
  });
}

describe("lessons", () => {
  test("Tyramid at desktop size: a wrong place, the hint, Back and Next, a reload, the end", async () => {
    const { page, errors } = await open(1280, 900);
    await page.goto(`${served.url}#/learn/tyramid`);
    await page.waitForSelector(".lesson-say");
    expect(await stepOf(page)).toBe(0);
    // The asked card is marked, and named for a screen reader.
    const card = page.locator("[data-lesson-mark][data-card]");
    await expect.poll(() => card.count()).toBe(1);
    // A legal move, but not the asked one: the card at the other place.
    await card.click();
    await page.locator(`[data-action="play"][data-row="2"][data-place="1"]`).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain("Play 2-circle-orange at 2,0");
    expect(await stepOf(page)).toBe(0);
    await page.locator(`[data-action="play"][data-row="2"][data-place="0"]`).click();
    await waitForStep(page, 1);
    expect(await page.getByRole("alert").count()).toBe(0);
    await makeStep(page);
    await shoot(page, "learn-tyramid.png");
    // Progress is kept in the browser: a reload comes back to the step reached.
    await page.reload();
    await waitForStep(page, 2);
    await page.getByRole("button", { name: "Back" }).click();
    await waitForStep(page, 1);
    await page.getByRole("button", { name: "Next" }).click();
    await waitForStep(page, 2);
    while (!(await page.getByRole("button", { name: /Play a first game/ }).count()))
      await makeStep(page);
    expect(await page.locator(".lesson-say").textContent()).toContain("That is Tyramid");
    await playFirstGame(page, "tyramid");
    expect(errors).toEqual([]);
  });

  test("Wild/Kill on a phone: a wrong move by keyboard, the hint, every step, the end", async () => {
    const { page, errors } = await open(390, 844);
    await page.goto(`${served.url}#/learn/wild-kill`);
    await page.waitForSelector(".lesson-say");
    // The words come below the board on a phone.
    const board = await page.locator(".learn-page .board-wrap").boundingBox();
    const words = await page.locator(".lesson-words").boundingBox();
    expect(words!.y).toBeGreaterThan(board!.y + board!.height - 1);
    // Check, by its key, where the step asks for a bet: refused with the hint.
    const check = page.locator(`button[data-action="check"]`);
    await page.keyboard.press((await check.getAttribute("data-key"))!);
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain("A pair of aces is worth a bet");
    expect(await stepOf(page)).toBe(0);
    // The asked bet, by its key too.
    const bet = page.locator(`button[data-lesson-mark][data-action="bet"]`);
    await page.keyboard.press((await bet.getAttribute("data-key"))!);
    await waitForStep(page, 1);
    await makeStep(page);
    await makeStep(page);
    await shoot(page, "learn-wild-kill-phone.png");
    while (!(await page.getByRole("button", { name: /Play a first game/ }).count()))
      await makeStep(page);
    expect(await page.locator(".lesson-say").textContent()).toContain("five aces");
    await playFirstGame(page, "wild-kill");
    expect(errors).toEqual([]);
  });
});
