/**
 * The table page's betting controls and log, and the Replays page, against the real server: a
 * fold when checking is free asks first; a seat not to act may fold at once (Colonial Pyramid's
 * fold at any time); the log numbers events by their place in the table's history, past 200; the
 * Replays page lists the finished tables, newest first.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { TableRecord } from "../../src/core/match.js";
import { replay } from "../../src/core/match.js";
import { findGame } from "../../src/packages/index.js";
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

async function api<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${served.url}api/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A page at the table, holding `claim`'s seat as a browser that joined it does (or watching). */
async function tablePage(
  table: string,
  claim?: { seat: number; token: string },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (claim)
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [`pyramids.seat.${table}`, JSON.stringify(claim)],
    );
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}#/table/${table}`);
  return { page, errors };
}

async function finished(id: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    const t = await api<{ status: string }>(`tables/${id}`);
    if (t.status === "finished") return;
    if (tries > 600) throw new Error(`table ${id} did not finish`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test("a fold when checking is free asks first; a seat not to act may fold out of turn", async () => {
  const table = await api<{ id: string }>("tables", {
    game: "colonial",
    seats: 2,
    options: { cut: false },
  });
  const names = ["Ann", "Bo"];
  const claims = [
    await api<{ seat: number; token: string }>(`tables/${table.id}/join`, {
      seat: 0,
      name: names[0],
    }),
    await api<{ seat: number; token: string }>(`tables/${table.id}/join`, {
      seat: 1,
      name: names[1],
    }),
  ];
  const pages = [await tablePage(table.id, claims[0]), await tablePage(table.id, claims[1])];
  for (const { page } of pages) await page.waitForSelector(".table-page[data-status=running]");
  // The first to act may check for free.
  await Promise.race(pages.map(({ page }) => page.waitForSelector("[data-action=check]")));
  const first = (await pages[0]!.page.locator("[data-action=check]").count()) > 0 ? 0 : 1;
  const p = pages[first]!.page;
  const q = pages[1 - first]!.page;
  expect(await p.locator("[data-anytime]").count()).toBe(0);

  await p.click("[data-action=fold]");
  await p.waitForSelector(".confirm-fold");
  expect(await p.locator(".confirm-fold").textContent()).toContain(
    "Checking is free. Fold anyway?",
  );
  await p.click("[data-confirm=check]");
  await q.waitForSelector("[data-action=call], [data-action=check]");
  // One name per player: the seat reads its own move as You, the other seat by its name.
  await expect.poll(() => p.locator(".event-log").textContent()).toContain("You check.");
  await expect
    .poll(() => q.locator(".event-log").textContent())
    .toContain(`${names[first]} checks.`);

  // Now the other seat is to act, and this one may still fold: at once, out of turn.
  expect(await p.locator("[data-action]").count()).toBe(0);
  await p.waitForSelector("[data-anytime=fold]");
  await p.click("[data-anytime=fold]");
  await expect
    .poll(() => q.locator(".event-log").textContent())
    .toContain(`${names[first]} folds.`);
  // Two players: the fold ends the hand, and the next one is dealt.
  await expect
    .poll(() => p.locator(".event-log").textContent())
    .toMatch(/Hand 2: (seat \d deals|you deal)\./);
  for (const { page, errors } of pages) {
    expect(errors).toEqual([]);
    await page.context().close();
  }
});

test("a table joined with Play now shows the first hand from its first event", async () => {
  for (const game of ["colonial", "three-sided", "wild-kill"]) {
    const context = await namedContext(browser, "Ann", { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await page.goto(served.url);
    await page.click(`[data-game="${game}"] button.primary`);
    await page.waitForSelector(".event-log ol li");
    const first = page.locator(".event-log ol li").first();
    expect(await first.textContent()).toMatch(/^Hand 1: (seat \d deals|you deal)\.$/);
    expect(await first.evaluate((li) => (li as HTMLLIElement).value)).toBe(1);
    await expect
      .poll(() => page.locator(".event-log").textContent())
      .toMatch(/Every player antes 1\./);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("a discard that keeps every card asks first", async () => {
  const table = await api<{ id: string }>("tables", {
    game: "colonial",
    seats: 2,
    options: { cut: false },
  });
  const claims = [
    await api<{ seat: number; token: string }>(`tables/${table.id}/join`, { seat: 0 }),
    await api<{ seat: number; token: string }>(`tables/${table.id}/join`, { seat: 1 }),
  ];
  const pages = [await tablePage(table.id, claims[0]), await tablePage(table.id, claims[1])];
  // Both check: the discard round.
  for (let checks = 0; checks < 2; checks++) {
    await Promise.race(pages.map(({ page }) => page.waitForSelector("[data-action=check]")));
    const who = (await pages[0]!.page.locator("[data-action=check]").count()) > 0 ? 0 : 1;
    await pages[who]!.page.click("[data-action=check]");
    await expect.poll(() => pages[who]!.page.locator("[data-action=check]").count()).toBe(0);
  }
  const p = pages[0]!.page;
  await p.waitForSelector(".discard-bar [data-action=discard]");
  await p.click(".discard-bar [data-action=discard]");
  await p.waitForSelector(".confirm-keep");
  expect(await p.locator(".confirm-keep").textContent()).toContain(
    "Keep all 6 cards and draw none? Your discard is final.",
  );
  // Nothing was sent yet: the player may go back and choose.
  await p.click(".confirm-keep button:has-text('Back to choosing')");
  expect(await p.locator(".event-log").textContent()).not.toContain("You have chosen");
  await p.click(".discard-bar [data-action=discard]");
  await p.click(".confirm-keep [data-action=discard]");
  await expect
    .poll(() => p.locator(".event-log").textContent())
    .toContain("You have chosen a discard.");
  for (const { page, errors } of pages) {
    expect(errors).toEqual([]);
    await page.context().close();
  }
});

test("the log numbers events by their place in the table's history, past 200", async () => {
  const table = await api<{ id: string }>("tables", {
    game: "colonial",
    seats: 3,
    bots: ["random", "random", "random"],
    variant: "fixed-limit",
    options: { hands: 30, cut: false },
  });
  await finished(table.id);
  const record = await api<TableRecord>(`tables/${table.id}/record`);
  const replayed = replay(findGame("colonial")!, record);
  if (!replayed.ok) throw new Error(replayed.error.message);
  const total = replayed.value.events.filter((e) => e.audience === "public").length;
  expect(total).toBeGreaterThan(200);

  const { page, errors } = await tablePage(table.id);
  await page.waitForSelector(".table-page[data-status=finished]");
  const numbers = () =>
    page
      .locator(".event-log ol li")
      .evaluateAll((items) => items.map((li) => (li as HTMLLIElement).value));
  await expect.poll(async () => (await numbers()).at(-1)).toBe(total);
  const shown = await numbers();
  expect(shown).toHaveLength(200);
  expect(shown[0]).toBe(total - 199);
  expect(shown.every((n, i) => i === 0 || n === shown[i - 1]! + 1)).toBe(true);
  // The history counted from the table's first event, hand 1's deal: the welcome sent it too.
  expect(replayed.value.events.find((e) => e.audience === "public")!.text).toMatch(
    /^Hand 1: seat \d deals\.$/,
  );
  // The marker column is wide enough for four digits and the dot.
  const room = await page.locator(".event-log ol").evaluate((ol) => {
    const probe = document.createElement("span");
    probe.textContent = "9999.";
    probe.style.font = getComputedStyle(ol).font;
    probe.style.fontVariantNumeric = "tabular-nums";
    document.body.append(probe);
    const need = probe.getBoundingClientRect().width;
    probe.remove();
    return { need, have: Number.parseFloat(getComputedStyle(ol).paddingLeft) };
  });
  expect(room.have).toBeGreaterThanOrEqual(room.need);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the Replays page lists the finished tables, newest first, with game, players and result", async () => {
  const ids: string[] = [];
  for (const game of ["tyramid", "colonial"]) {
    const t = await api<{ id: string }>("tables", {
      game,
      seats: 2,
      bots: ["random", "random"],
      ...(game === "colonial" ? { options: { hands: 2 } } : {}),
    });
    await finished(t.id);
    ids.push(t.id);
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}#/replay`);
  await page.waitForSelector(".finished-row");
  const rows = await page
    .locator(".finished-row")
    .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.table!));
  // Newest first: the colonial table was made last.
  expect(rows.indexOf(ids[1]!)).toBeLessThan(rows.indexOf(ids[0]!));
  const row = page.locator(`.finished-row[data-table="${ids[1]}"]`);
  const text = await row.textContent();
  expect(text).toContain("Colonial Pyramid");
  expect(text).toContain("2 players (random, random)");
  expect(await row.locator(".result").textContent()).toMatch(/Seat|Seats/);
  // Beside the list, the upload of a record file.
  expect(await page.locator(".replay-upload input[type=file]").count()).toBe(1);
  await row.locator("a").click();
  await page.waitForSelector(".commitment.holds");
  // At the first position the replay's log already shows hand 1's opening.
  expect(await page.locator(".replay-page").getAttribute("data-step")).toBe("0");
  expect(await page.locator(".event-log li").first().textContent()).toMatch(
    /^Hand 1: seat \d deals\.$/,
  );
  expect(errors).toEqual([]);
  await context.close();
});

test("an option with a few values is a select: Tyramid's firstPlayer", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}#/new/tyramid`);
  await page.waitForSelector("#opt-firstPlayer");
  expect(await page.locator("#opt-firstPlayer").evaluate((e) => e.tagName)).toBe("SELECT");
  const choices = await page.locator("#opt-firstPlayer option").allTextContents();
  expect(choices).toEqual(["random (default)", "high-card", "0", "1", "2", "3"]);
  expect(errors).toEqual([]);
  await context.close();
});

test("Colonial with Earth faces shows them in the log, the hand and the best hand", async () => {
  const table = await api<{ id: string }>("tables", {
    game: "colonial",
    seats: 2,
    bots: [null, "random"],
    options: { earth: true, cut: false },
  });
  const claim = await api<{ seat: number; token: string }>(`tables/${table.id}/join`, {
    seat: 0,
  });
  const { page, errors } = await tablePage(table.id, claim);
  await expect
    .poll(() => page.locator(".event-log").textContent())
    .toMatch(/You are dealt ([AKQ234][♥♣♦♠] ?){6}\./);
  const labels = await page
    .locator(".colonial-hand svg.card")
    .evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label") ?? ""));
  expect(labels).toHaveLength(6);
  for (const l of labels) expect(l).toMatch(/^[AKQ234][♥♣♦♠], /);
  expect(await page.locator(".my-facts .best").textContent()).not.toMatch(/\b[PGO][123]\b/);
  expect(await page.locator(".event-log").textContent()).not.toMatch(/\b[PGO][123]\b/);
  expect(errors).toEqual([]);
  await page.context().close();
});
