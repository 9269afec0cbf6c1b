/**
 * A game night at one table, two browsers: the host makes the table on Create table and a friend
 * sits from the lobby, each giving a name when first asked. They chat (each reads the other's
 * message under the other's name), the host mutes and unmutes the friend, the ledger lists both
 * players by name, the friend steps away and comes back (the host sees "away", then not), the
 * host pauses on the friend's turn (the friend reads "Paused by the host" and is offered no move)
 * and resumes, and after hand 1 the host downloads its history. A private table: the friend's
 * request waits for the host, who approves it by name, and the friend is seated. A record file
 * with chat replays with the lines said by each step beside the log.
 */
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { runMatchSync } from "../../src/core/match.js";
import { Rng } from "../../src/core/rng.js";
import { findGame } from "../../src/packages/index.js";
import { launch, type Served, startServer, watchErrors } from "./harness.js";

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

async function player(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  return { page, errors };
}

/** Answers the name prompt, which opens the first time this browser sits down. */
async function giveName(page: Page, name: string): Promise<void> {
  await page.waitForSelector("dialog.name-dialog[open]");
  await page.fill("#name-dialog-input", name);
  await page.click("dialog.name-dialog button[type=submit]");
  await page.waitForSelector("dialog.name-dialog", { state: "detached" });
}

/** A control the seat could use now. */
const actionable = "[data-action]:not([disabled]), [data-pick]:not([disabled])";

/** Plays the host's free moves (check, else call) until the friend is to act. */
async function friendsTurn(host: Page, friend: Page): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await Promise.race([host, friend].map((p) => p.waitForSelector(actionable)));
    if ((await friend.locator(actionable).count()) > 0) return;
    await host
      .locator('[data-action="check"]:not([disabled]), [data-action="call"]:not([disabled])')
      .first()
      .click();
    await expect.poll(() => host.locator(actionable).count()).toBe(0);
  }
  throw new Error("The friend never came to act.");
}

const chatLines = (page: Page) => page.locator(".chat .chat-line").allTextContents();

function presence(page: Page, seat: number): Promise<string | null> {
  return page
    .locator(".seat-bar > li")
    .nth(seat)
    .locator("[data-presence]")
    .getAttribute("data-presence", { timeout: 1000 })
    .catch(() => null);
}

test("two friends at one table: names, chat, away and back, the host's pause, the ledger", async () => {
  const host = await player();
  const friend = await player();
  const a = host.page;
  const b = friend.page;

  // The host makes a two-seat Wild/Kill table with the second seat open, and no move clock.
  await a.goto(`${served.url}#/new/wild-kill`);
  await a.waitForSelector("#players");
  await a.selectOption("#players", "2");
  await a.selectOption("#seat-1", "open");
  await a.selectOption("#clock", { label: "no clock" });
  await a.click("button[type=submit]");
  // An over-long name is explained and nothing is sent; then a good one.
  await a.waitForSelector("dialog.name-dialog[open]");
  await a.fill("#name-dialog-input", "A".repeat(25));
  await a.click("dialog.name-dialog button[type=submit]");
  expect(await a.locator("#name-dialog-problem").textContent()).toBe(
    "A name has at most 24 characters; this one has 25.",
  );
  await giveName(a, "Ann");
  await a.waitForSelector(".table-page[data-status=open]");
  const table = decodeURIComponent(a.url().split("#/table/")[1]!);
  expect(await a.evaluate(() => localStorage.getItem("pyramids.name"))).toBe("Ann");

  // The friend sits from the lobby; markup in a name is only text.
  await b.goto(`${served.url}#/lobby`);
  await b.click(`.table-row:has-text("table ${table}") button:has-text("Sit in seat 1")`);
  await giveName(b, "<i>Bo</i>");
  await b.waitForSelector(".table-page[data-status=running]");
  await a.waitForSelector(".table-page[data-status=running]");
  await expect.poll(() => a.locator(".seat-bar > li").nth(1).textContent()).toContain("<i>Bo</i>");
  expect(await a.locator(".seat-bar i").count()).toBe(0);

  // Chat: each reads the other's message under the other's name.
  await a.fill("#chat-input", "Good evening, all");
  await a.press("#chat-input", "Enter");
  await expect.poll(() => chatLines(b)).toContain("Ann: Good evening, all");
  expect(await a.inputValue("#chat-input")).toBe("");
  await b.fill("#chat-input", "Deal me in");
  await b.press("#chat-input", "Enter");
  await expect.poll(() => chatLines(a)).toContain("<i>Bo</i>: Deal me in");
  expect(await a.locator(".chat i").count()).toBe(0);

  // The host mutes the friend, whose chat then says so instead of offering a line; unmuted, the
  // line is back.
  await a.click(".host-players button:has-text('Mute')");
  await expect.poll(() => b.locator(".chat").textContent()).toContain("The host has muted you.");
  expect(await b.locator("#chat-input").count()).toBe(0);
  await expect.poll(() => a.locator(".seat-bar > li").nth(1).textContent()).toContain("(muted)");
  await a.click(".host-players button:has-text('Unmute')");
  await b.waitForSelector("#chat-input");

  // The ledger names both players as soon as both sit, before anyone moves.
  for (const p of [a, b]) {
    const players = async () => (await p.locator(".ledger tbody th").allTextContents()).join("|");
    await expect.poll(players).toMatch(/^Ann( \(you\))?\|<i>Bo<\/i>( \(you\))?$/);
    // One buy-in of 100 each, and the ante of 1 each in the middle.
    expect(await p.locator(".ledger tbody td").allTextContents()).toEqual([
      ...["1", "100", "99", "−1"],
      ...["1", "100", "99", "−1"],
    ]);
    expect(await p.locator(".ledger").textContent()).toContain("In the middle: 2 chips.");
  }

  // Away and back with one click each; the host sees it at the friend's seat.
  await b.click("button.away-toggle:has-text('Away')");
  await expect.poll(() => presence(a, 1)).toBe("away");
  await b.click('button.away-toggle:has-text("I\'m back")');
  await expect.poll(() => presence(a, 1)).toBe("connected");

  // The host pauses on the friend's turn: the friend reads it and is offered no move; the
  // host resumes and the friend's move is back.
  await friendsTurn(a, b);
  await a.click(".host-panel button:has-text('Pause')");
  await b.waitForSelector(".paused-banner");
  expect(await b.locator(".paused-banner").textContent()).toContain("Paused by the host");
  await expect.poll(() => b.locator(actionable).count()).toBe(0);
  expect(await a.locator(".host-panel [role=status]").textContent()).toMatch(/^Paused/);
  await a.click(".host-panel button:has-text('Resume')");
  await b.waitForSelector(".paused-banner", { state: "detached" });
  await a.waitForSelector(".paused-banner", { state: "detached" });
  await b.waitForSelector(actionable);

  // The friend folds, which ends hand 1 (asked first if checking was free).
  await b.click("[data-action=fold]");
  if ((await b.locator(".confirm-fold").count()) > 0)
    await b.click(".confirm-fold [data-action=fold]");
  await expect.poll(() => a.locator(".event-log").textContent()).toContain("<i>Bo</i> folds.");

  // The hand history downloads as the host's seat saw it: the host's own cards, under names.
  const [download] = await Promise.all([
    a.waitForEvent("download"),
    a.click("button.download-hands"),
  ]);
  expect(download.suggestedFilename()).toBe(`wild-kill-${table}-hands.txt`);
  const history = await readFile((await download.path())!, "utf8");
  expect(history).toMatch(/^Pyramids hand #1: Wild\/Kill Pyramid/);
  expect(history).toContain("You are dealt");
  expect(history).toContain("<i>Bo</i>");

  expect(host.errors).toEqual([]);
  expect(friend.errors).toEqual([]);
  await a.context().close();
  await b.context().close();
});

test("a private table: the friend's request waits for the host, who lets them in by name", async () => {
  const host = await player();
  const friend = await player();
  const a = host.page;
  const b = friend.page;
  await a.goto(`${served.url}#/new/three-sided`);
  await a.waitForSelector("#players");
  await a.selectOption("#players", "2");
  await a.selectOption("#seat-1", "open");
  await a.click("button[type=submit]");
  await giveName(a, "Cy");
  await a.waitForSelector(".table-page[data-status=open]");
  const table = decodeURIComponent(a.url().split("#/table/")[1]!);
  await a.click(".host-panel button:has-text('Make joining need my approval')");
  await expect
    .poll(() => a.locator(".host-panel [role=status]").textContent())
    .toBe("Joining now needs your approval.");

  await b.goto(`${served.url}#/lobby`);
  await b.click(`.table-row:has-text("table ${table}") button:has-text("Sit in seat 1")`);
  await giveName(b, "Dee");
  await b.waitForSelector(".join-waiting");
  expect(await b.locator(".join-waiting").textContent()).toContain("waiting for the host");
  await a.waitForSelector(".host-requests li");
  expect(await a.locator(".host-requests li").textContent()).toContain("Dee asks to join");
  await a.click(".host-requests button:has-text('Approve')");
  await b.waitForSelector(".table-page[data-status=running]");
  await expect.poll(() => b.locator(".seat.me .seat-name").textContent()).toContain("You");
  await expect.poll(() => a.locator(".seat-bar > li").nth(1).textContent()).toContain("Dee");
  expect(await b.locator(".join-waiting").count()).toBe(0);

  expect(host.errors).toEqual([]);
  expect(friend.errors).toEqual([]);
  await a.context().close();
  await b.context().close();
});

test("a replay shows the chat said by its step, names as text; a record without chat replays", async () => {
  const rng = Rng.fromInt(7);
  const played = runMatchSync(
    findGame("tyramid")!,
    {},
    [0, 1].map(() => (ctx) => ctx.legal[rng.int(ctx.legal.length)]!),
    "replay-chat",
  );
  const last = played.record.actions.length;
  const chat = [
    { seat: 0, name: "<i>Maya</i>", text: "good luck", step: 0 },
    { seat: null, name: "Sam", text: "<b>go</b>", step: 2 },
    { seat: 1, name: "Ben", text: "well played", step: last },
  ];
  const file = (name: string, record: object) => ({
    name,
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(record)),
  });
  const { page, errors } = await player();
  await page.goto(`${served.url}#/replay`);
  await page.setInputFiles(
    ".replay-upload input[type=file]",
    file("chat.json", { ...played.record, chat }),
  );
  await page.waitForSelector(".replay-page[data-step='0'] .chat");
  expect(await chatLines(page)).toEqual(["<i>Maya</i>: good luck"]);
  expect(await page.locator(".chat i, .chat b").count()).toBe(0);
  await page.click("[aria-label='forward one action']");
  await page.click("[aria-label='forward one action']");
  await page.waitForSelector(".replay-page[data-step='2']");
  expect(await chatLines(page)).toEqual(["<i>Maya</i>: good luck", "Sam (watching): <b>go</b>"]);
  await page.click("[aria-label='last position']");
  await page.waitForSelector(`.replay-page[data-step='${last}']`);
  expect((await chatLines(page)).at(-1)).toBe("Ben: well played");
  // A record saved without chat replays as before, with no chat panel.
  await page.setInputFiles(
    ".replay-upload.another input[type=file]",
    file("plain.json", played.record),
  );
  await page.waitForSelector(".replay-page[data-step='0']");
  await page.click("[aria-label='last position']");
  await page.waitForSelector(`.replay-page[data-step='${last}']`);
  expect(await page.locator(".replay-page .chat").count()).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});
