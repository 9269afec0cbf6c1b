/**
 * The installable app: the manifest and the service worker are served and the worker takes the
 * page; with the network gone after the first load, Play now deals Tyramid against easy bots in
 * the browser, a reload (served from the worker's cache) keeps the game, and it plays to the end
 * and replays. The inbox lists a turn-based table at the seat's turn, with a count in the
 * navigation and the title. Create table offers a turn-based table's time bank, and the seat bar
 * and the lobby show it.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  launch,
  move,
  namedContext,
  type Served,
  seeded,
  shoot,
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

describe("the installable app", () => {
  test("serves a manifest and a service worker that takes the page", async () => {
    const manifest = await fetch(`${served.url}manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    const m = (await manifest.json()) as {
      name: string;
      icons: { src: string }[];
      display: string;
    };
    expect(m).toMatchObject({ display: "standalone" });
    for (const icon of m.icons) expect((await fetch(`${served.url}${icon.src}`)).status).toBe(200);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await page.goto(served.url);
    // Installed (the app's files precached) and activated: it then answers the page's requests.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === "activated",
    );
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("plays Tyramid against easy bots offline, keeps it across a reload, and replays it", async () => {
    test.skipIf(!served.games.includes("tyramid"));
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await page.goto(served.url);
    // The first load installs the worker and its cache; from then on no network is needed.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === "activated",
    );
    await page.locator('[data-game="tyramid"] button.primary').waitFor();
    await context.setOffline(true);
    await page.selectOption("#difficulty", "easy");
    await page.click('[data-game="tyramid"] button.primary');
    await page.waitForURL(/#\/table\/local-/);
    const table = new URL(page.url()).hash.replace("#/table/", "");
    await page.locator(".game-tyramid").waitFor();
    const rng = seeded(7);
    for (let i = 0; i < 4; i++) if (!(await move(page, rng))) break;
    const logged = await page.locator(".event-log li").count();
    expect(logged).toBeGreaterThan(0);

    // Reloaded with no network: the worker's cache serves the app, IndexedDB the table.
    await page.reload();
    await page.locator(".game-tyramid").waitFor();
    expect(new URL(page.url()).hash).toBe(`#/table/${table}`);
    await expect.poll(() => page.locator(".event-log li").count()).toBeGreaterThanOrEqual(logged);

    for (let i = 0; i < 400; i++) if (!(await move(page, rng))) break;
    await page.locator(".outcome").waitFor();
    await shoot(page, "offline-tyramid.png");
    await page.click("text=Watch the replay");
    await page.waitForURL(/#\/replay\/local-/);
    await page.locator(".game-tyramid").waitFor();
    expect(
      errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/.test(e)),
    ).toEqual([]);
    await context.close();
  });

  test("the inbox lists a turn-based table at the seat's turn, counted in the navigation and the title", async () => {
    test.skipIf(!served.games.includes("tyramid"));
    const api = async (path: string, body: unknown) =>
      (await fetch(`${served.url}api/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as Record<string, unknown>;
    const t = (await api("tables", { game: "tyramid", seats: 2, pace: "turn-based" })) as {
      id: string;
    };
    const seats = [
      (await api(`tables/${t.id}/join`, { seat: 0, name: "Ann" })) as { token: string },
      (await api(`tables/${t.id}/join`, { seat: 1, name: "Bob" })) as { token: string },
    ];
    const info = (await (await fetch(`${served.url}api/tables/${t.id}`)).json()) as {
      seats: { seat: number }[];
    };
    expect(info).toMatchObject({ pace: "turn-based" });
    // Whose turn: ask as each seat; the one with a turn holds it in this browser.
    const turns = await api("inbox", {
      seats: seats.map((s) => ({ table: t.id, token: s.token })),
    });
    const mover = (turns.turns as { seat: number }[])[0]!.seat;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(
      ([table, claim]) => localStorage.setItem(`pyramids.seat.${table}`, claim!),
      [t.id, JSON.stringify({ seat: mover, token: seats[mover]!.token })],
    );
    await page.goto(`${served.url}#/inbox`);
    await page.locator(".inbox-list li").first().waitFor();
    expect(await page.locator(".inbox-list li").count()).toBe(1);
    expect(await page.locator(".inbox-list li").textContent()).toMatch(
      new RegExp(`Tyramid with ${mover === 0 ? "Bob" : "Ann"}.*turn-based.*left`),
    );
    expect(await page.locator(".count-badge").first().textContent()).toMatch(/^1/);
    await expect.poll(() => page.title()).toMatch(/^\(1\) /);
    await shoot(page, "inbox-phone.png");
    await page.click(".inbox-list button.primary");
    await page.waitForURL(new RegExp(`#/table/${t.id}`));
    await page.locator(".status-line .badge", { hasText: "turn-based" }).waitFor();
    await context.close();
  });

  test("Create table offers a time bank for a turn-based table; the seats and the lobby show it", async () => {
    test.skipIf(!served.games.includes("tyramid"));
    const context = await namedContext(browser, "Ann");
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await page.goto(`${served.url}#/new/tyramid`);
    await page.waitForSelector("#seat-1");
    await page.selectOption("#seat-1", "open");
    await page.check(`label:has-text("Turn-based") input[name=pace]`);
    await page.selectOption("#bank", { label: "3 days for the whole table" });
    await page.click('button[type=submit]:has-text("Create table")');
    await page.waitForSelector(".table-page[data-status=open]");
    const table = decodeURIComponent(page.url().split("#/table/")[1]!);
    const info = (await (await fetch(`${served.url}api/tables/${table}`)).json()) as unknown;
    expect(info).toMatchObject({
      pace: "turn-based",
      clock: { moveMs: 24 * 3_600_000, bankMs: 3 * 24 * 3_600_000 },
    });
    const joined = await fetch(`${served.url}api/tables/${table}/join`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seat: 1, name: "Bob" }),
    });
    expect(joined.status).toBe(200);
    await page.waitForSelector(".table-page[data-status=running]");
    await expect.poll(() => page.locator(".seat-bar .bank").count()).toBe(2);
    for (const bank of await page.locator(".seat-bar .bank").allTextContents())
      expect(bank).toBe("bank 3 days");
    await page.goto(`${served.url}#/lobby`);
    await expect
      .poll(() => page.locator(`.table-row:has-text("table ${table}")`).textContent())
      .toContain("1 day a move, 3 days bank");
    expect(errors).toEqual([]);
    await context.close();
  });
});
