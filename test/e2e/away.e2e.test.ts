/**
 * A friend who closes the tab: the host sees them go, the table goes on by the away rule after
 * the grace period, and the friend who comes back has the seat again.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launch, move, type Served, seeded, startServer, watchErrors } from "./harness.js";

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

/** A browser of its own at the table, holding `claim`'s seat as one that joined it does. */
async function seatedPage(
  table: string,
  claim: { seat: number; token: string },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`pyramids.seat.${table}`, JSON.stringify(claim)],
  );
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}#/table/${table}`);
  await page.waitForSelector(".table-page[data-status=running]");
  return { context, page, errors };
}

function presence(page: Page, seat: number): Promise<string | null> {
  return page
    .locator(".seat-bar > li")
    .nth(seat)
    .locator("[data-presence]")
    .getAttribute("data-presence", { timeout: 1000 })
    .catch(() => null);
}

test("a friend's closed tab: the away rule plays after the grace, and the friend gets the seat back", async () => {
  const table = await api<{ id: string }>("tables", {
    game: "wild-kill",
    seats: 2,
    awayAfterMs: 2000,
  });
  const hostClaim = await api<{ seat: number; token: string }>(`tables/${table.id}/join`, {
    seat: 0,
    name: "Ann",
  });
  const friendClaim = await api<{ seat: number; token: string }>(`tables/${table.id}/join`, {
    seat: 1,
    name: "Bo",
  });
  const host = await seatedPage(table.id, hostClaim);
  const friend = await seatedPage(table.id, friendClaim);
  await expect.poll(() => presence(host.page, 1)).toBe("connected");
  await expect.poll(() => presence(host.page, 0)).toBe("connected");

  // The friend closes the tab: first disconnected, then away once the grace has passed.
  await friend.context.close();
  await expect.poll(() => presence(host.page, 1), { timeout: 1500 }).toBe("disconnected");
  await expect.poll(() => presence(host.page, 1), { timeout: 5000 }).toBe("away");
  expect(await host.page.locator(".seat-bar > li").nth(1).textContent()).toContain("away");

  // The host plays on; the friend's turns are played by the away rule, and the log says so.
  const rng = seeded(27);
  // The log names the friend, as the host reads it.
  const said = "Bo is away; the away rule moves for Bo.";
  for (let i = 0; i < 20; i++) {
    if ((await host.page.locator(".event-log").textContent())?.includes(said)) break;
    await move(host.page, rng, ["fold", "bet", "raise"], 10_000);
    await host.page.waitForTimeout(300);
  }
  expect(await host.page.locator(".event-log").textContent()).toContain(said);

  // The friend comes back: connected again, and the seat is theirs (nothing plays it for them).
  const back = await seatedPage(table.id, friendClaim);
  await expect.poll(() => presence(host.page, 1), { timeout: 5000 }).toBe("connected");
  const log = host.page.locator(".event-log");
  const awayMoves = async () => ((await log.textContent()) ?? "").split(said).length - 1;
  const before = await awayMoves();
  // Play until it is the friend's turn, then wait past the grace: no move is made for them.
  const actionable = "[data-action]:not([disabled])";
  for (let i = 0; i < 20; i++) {
    const turn = await Promise.race([
      host.page.waitForSelector(actionable, { timeout: 10_000 }).then(() => "host"),
      back.page.waitForSelector(actionable, { timeout: 10_000 }).then(() => "friend"),
    ]);
    if (turn === "friend") break;
    await move(host.page, rng, ["fold", "bet", "raise"], 10_000);
    await host.page.waitForTimeout(300);
  }
  expect(await back.page.locator(actionable).count()).toBeGreaterThan(0);
  await back.page.waitForTimeout(2500);
  expect(await awayMoves()).toBe(before);
  expect(await back.page.locator(actionable).count()).toBeGreaterThan(0);
  expect(host.errors).toEqual([]);
  expect(back.errors).toEqual([]);
}, 120_000);
