/**
 * What the eye and the hand meet at the table, against the real server: a call says what it
 * costs after a re-raise; Colonial's cut is a count of cards; the hand never covers a place of the
 * board; the keyboard stays at the table after a move and the numbered keys take actions; a
 * finished table and its replay download their record, which the Replays page opens again (and
 * another file after it, and refuses a file that is not a record in one sentence); Play again
 * opens a new table of the same game; Create table refuses you in two seats, labels options and
 * shows the server's sentence for an option it refuses.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { replay, type TableRecord } from "../../src/core/match.js";
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

type Claim = { seat: number; token: string };

async function tablePage(
  table: string,
  claim?: Claim,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
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

/** A table of two people, both played by this test, each in their own browser. */
async function headsUp(game: string, options: Record<string, unknown> = {}) {
  const table = await api<{ id: string }>("tables", { game, seats: 2, options });
  const claims = [
    await api<Claim>(`tables/${table.id}/join`, { seat: 0 }),
    await api<Claim>(`tables/${table.id}/join`, { seat: 1 }),
  ];
  const pages = [await tablePage(table.id, claims[0]), await tablePage(table.id, claims[1])];
  for (const { page } of pages) await page.waitForSelector(".table-page[data-status=running]");
  return { id: table.id, pages };
}

/** Which of the pages offers `selector` first (the seat to act). */
async function whoseTurn(pages: { page: Page }[], selector: string): Promise<number> {
  await Promise.race(pages.map(({ page }) => page.waitForSelector(selector)));
  return (await pages[0]!.page.locator(selector).count()) > 0 ? 0 : 1;
}

async function finished(id: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    const t = await api<{ status: string }>(`tables/${id}`);
    if (t.status === "finished") return;
    if (tries > 600) throw new Error(`table ${id} did not finish`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const inPlayArea = (page: Page) =>
  page.evaluate(() => {
    const area = document.querySelector(".board-wrap");
    const active = document.activeElement;
    return area !== null && active !== null && active !== document.body && area.contains(active);
  });

test("after a re-raise the felt and the Call button say what calling costs; keys take actions and focus stays at the table", async () => {
  const { pages } = await headsUp("wild-kill");
  // A bets, B raises, A re-raises: B has the raise in front of it and owes only the difference.
  const a = await whoseTurn(pages, "[data-action=bet]");
  const A = pages[a]!.page;
  const B = pages[1 - a]!.page;
  const betText = (await A.locator("[data-action=bet]").textContent()) ?? "";
  const bet = Number(/\d+/.exec(betText)![0]);
  await A.click("[data-action=bet]");
  await B.waitForSelector("[data-action=raise]");
  // Facing the bet: calling costs the whole bet.
  expect(await B.locator(".to-call").getAttribute("data-to-call")).toBe(String(bet));
  expect(await B.locator("[data-action=call]").textContent()).toBe(`Call ${bet}`);
  const raiseTo = Number(/\d+$/.exec((await B.locator("[data-action=raise]").textContent())!)![0]);
  await B.click("[data-action=raise]");
  await A.waitForSelector("[data-action=raise]");
  expect(await A.locator(".to-call").getAttribute("data-to-call")).toBe(String(raiseTo - bet));
  const reraiseTo = Number(
    /\d+$/.exec((await A.locator("[data-action=raise]").textContent())!)![0],
  );
  // By its key, as a player at the keyboard would: the raise's number is on its button.
  const key = await A.locator("[data-action=raise]").getAttribute("data-key");
  expect(key).toMatch(/^[1-9]$/);
  await A.keyboard.press(key!);
  await B.waitForSelector("[data-action=call]");
  const cost = reraiseTo - raiseTo;
  expect(cost).toBeGreaterThan(0);
  expect(await B.locator(".to-call").textContent()).toBe(`To call: ${cost}`);
  expect(await B.locator("[data-action=call]").textContent()).toBe(`Call ${cost}`);
  // After A's move by key the keyboard is still at the table, not at the top of the page.
  expect(await inPlayArea(A)).toBe(true);
  // B calls by key too; the stack drops by exactly what the button said.
  const stack = async () =>
    Number(/Stack\s*(\d+)/.exec((await B.locator(".my-facts").textContent()) ?? "")![1]);
  const before = await stack();
  await B.keyboard.press((await B.locator("[data-action=call]").getAttribute("data-key"))!);
  await expect.poll(stack).toBe(before - cost);
  await expect.poll(() => inPlayArea(B)).toBe(true);
  expect(await B.locator(".keys-hint summary").textContent()).toBe("Keys");
  for (const { page, errors } of pages) {
    expect(errors).toEqual([]);
    await page.context().close();
  }
});

test("a Tyramid move from the keyboard: Enter on a card, Enter on its place, and the keyboard stays", async () => {
  const table = await api<{ id: string }>("tables", {
    game: "tyramid",
    seats: 2,
    bots: [null, "random"],
  });
  const claim = await api<Claim>(`tables/${table.id}/join`, { seat: 0 });
  const { page, errors } = await tablePage(table.id, claim);
  const played = () =>
    page.locator(".event-log li", { hasText: /^(Seat 0 plays|You play)/ }).count();
  let plays = 0;
  for (let turns = 0; plays < 2 && turns < 12; turns++) {
    await page.waitForSelector(
      ".outcome, .board-wrap [data-pick]:not([disabled]), .actions [data-action]:not([disabled])",
    );
    if ((await page.locator(".outcome").count()) > 0) break;
    const before = await played();
    if ((await page.locator(".board-wrap [data-pick]:not([disabled])").count()) === 0) {
      // No card to play (reveal, pass): that turn is taken by its numbered key.
      const key = await page.locator(".actions [data-key]").first().getAttribute("data-key");
      const log = await page.locator(".event-log li").count();
      await page.keyboard.press(key!);
      await expect.poll(() => page.locator(".event-log li").count()).toBeGreaterThan(log);
      continue;
    }
    const onPlace = () =>
      page.evaluate(() => document.activeElement?.classList.contains("target") === true);
    if (plays === 0) await page.locator(".board-wrap [data-pick]:not([disabled])").first().focus();
    // After a move the keyboard is already on a card to pick, or on a place when the only
    // card that can be played is chosen for you.
    else
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document.activeElement?.hasAttribute("data-pick") === true ||
              document.activeElement?.classList.contains("target") === true,
          ),
        )
        .toBe(true);
    if (!(await onPlace())) await page.keyboard.press("Enter");
    // The card chosen, the keyboard is on a place it may go.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains("target")))
      .toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(played).toBe(before + 1);
    await expect.poll(() => inPlayArea(page)).toBe(true);
    plays++;
  }
  expect(plays).toBe(2);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("Colonial's cut is a count of cards from 1 to 54 with its own button, and Tap", async () => {
  const { pages } = await headsUp("colonial", { cut: true });
  const c = await whoseTurn(pages, "[data-action=cut]");
  const page = pages[c]!.page;
  const control = page.locator(".count-cut");
  expect(await control.locator("input[type=number]").getAttribute("min")).toBe("1");
  expect(await control.locator("input[type=number]").getAttribute("max")).toBe("54");
  expect(await control.locator("input[type=range]").count()).toBe(1);
  // No betting presets: a cut is not a bet.
  expect(await page.locator(".actions .presets").count()).toBe(0);
  expect(await page.locator("[data-action=cut]").textContent()).toBe("Cut 1 card");
  expect(await page.locator("[data-action=tap]").textContent()).toBe("Tap (decline the cut)");
  await control.locator("input[type=number]").fill("99");
  expect(await page.locator("[data-action=cut]").isDisabled()).toBe(true);
  expect(await control.locator("[role=alert]").textContent()).toBe(
    "Choose a whole number from 1 to 54.",
  );
  await control.locator("input[type=number]").fill("5");
  expect(await page.locator("[data-action=cut]").textContent()).toBe("Cut 5 cards");
  await page.click("[data-action=cut]");
  await expect
    .poll(() => page.locator(".event-log").textContent())
    .toMatch(/(You cut|cuts) 5 cards/);
  for (const { page: p, errors } of pages) {
    expect(errors).toEqual([]);
    await p.context().close();
  }
});

/**
 * Every place of the board, brought to the bottom edge of the window (where a bar over the hand
 * would lie) and to the top: the element at its centre is the place itself or inside it.
 */
async function placesUncovered(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const covered: string[] = [];
    const places = [...document.querySelectorAll<HTMLElement>(sel)];
    for (const [i, place] of places.entries()) {
      for (const block of ["end", "start"] as const) {
        place.scrollIntoView({ block, inline: "nearest" });
        const r = place.getBoundingClientRect();
        const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
        const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        if (!hit || !place.contains(hit))
          covered.push(`${sel} #${i} (${block}): ${hit?.getAttribute("class") ?? "nothing"}`);
      }
    }
    return places.length === 0 ? [`no ${sel} on the page`] : covered;
  }, selector);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the hand never covers a place of the board (${viewport.width}×${viewport.height})`, async () => {
    // Pyramid Poker while hands are being made, and the Tyramid hourglass on arrival.
    const cases = [
      { game: "pyramid-poker", options: {}, places: ".tile-pyramid .tile-space" },
      { game: "tyramid", options: { mode: "hourglass" }, places: ".tyramid-cell" },
    ];
    for (const { game, options, places } of cases) {
      const table = await api<{ id: string }>("tables", {
        game,
        seats: 2,
        bots: [null, "random"],
        options,
      });
      const claim = await api<Claim>(`tables/${table.id}/join`, { seat: 0 });
      const { page, errors } = await tablePage(table.id, claim, viewport);
      await page.waitForSelector(".hand-area");
      await page.waitForSelector("[data-action]:not([disabled]), [data-pick]:not([disabled])");
      expect(await placesUncovered(page, places)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
}

test("Download record on a finished table and its replay; the Replays page opens it, then another file, and refuses a file that is not a record", async () => {
  const t = await api<{ id: string }>("tables", {
    game: "tyramid",
    seats: 2,
    bots: ["random", "random"],
  });
  await finished(t.id);
  const { page, errors } = await tablePage(t.id);
  await page.waitForSelector(".outcome .download-record");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.click(".outcome .download-record"),
  ]);
  expect(download.suggestedFilename()).toBe(`tyramid-${t.id}.json`);
  const file = await download.path();
  const record = JSON.parse(readFileSync(file, "utf8")) as TableRecord;
  const served = await api<TableRecord>(`tables/${t.id}/record`);
  expect(record).toEqual(served);
  // The downloaded record replays to the end, as the server's own.
  expect(replay(findGame("tyramid")!, record).ok).toBe(true);

  // From the replay page too; and the adviser may be asked at a step where someone is to act.
  await page.goto(`${page.url().split("#")[0]}#/replay/${t.id}`);
  await page.waitForSelector(".commitment.holds");
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector(".replay-advice [data-advice]");
  expect(await page.locator(".replay-advice [data-advice]").textContent()).toBe(
    "Ask the adviser here",
  );
  const [again] = await Promise.all([
    page.waitForEvent("download"),
    page.click(".replay-page .download-record"),
  ]);
  expect(JSON.parse(readFileSync(await again.path(), "utf8"))).toEqual(served);

  // The Replays page: the file opens; then a file that is not a record, then the record again.
  await page.goto(`${page.url().split("#")[0]}#/replay`);
  await page.waitForSelector(".finished-row");
  await page.setInputFiles(".replay-upload input[type=file]", file);
  await page.waitForSelector(".replay-page .commitment.holds");
  await page.setInputFiles(".replay-upload.another input[type=file]", {
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a record"),
  });
  const error = await page.locator(".replay-upload.another [role=alert]").textContent();
  expect(error).toMatch(/^notes\.txt is not a table record: [^.]+\.$/);
  await page.setInputFiles(".replay-upload.another input[type=file]", file);
  await expect.poll(() => page.locator(".replay-upload [role=alert]").count()).toBe(0);
  await page.waitForSelector(".replay-page[data-step='0'] .commitment.holds");
  expect(errors).toEqual([]);
  await page.context().close();
});

test("Play again opens a new table of the same game and options", async () => {
  const t = await api<{ id: string }>("tables", {
    game: "colonial",
    seats: 2,
    bots: ["random", "random"],
    options: { hands: 1, cut: false },
  });
  await finished(t.id);
  const { page, errors } = await tablePage(t.id);
  await page.waitForSelector(".outcome .play-again");
  await page.click(".outcome .play-again");
  await page.waitForFunction((id) => !window.location.hash.endsWith(`/${id}`), t.id);
  const next = decodeURIComponent(/#\/table\/([^/?#]+)/.exec(page.url())![1]!);
  expect(next).not.toBe(t.id);
  await finished(next);
  const [was, now] = [
    await api<TableRecord>(`tables/${t.id}/record`),
    await api<TableRecord>(`tables/${next}/record`),
  ];
  expect(now.game).toBe("colonial");
  expect(now.players).toBe(was.players);
  expect(now.options).toEqual(was.options);
  expect(now.seats).toEqual(was.seats);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("an option the server refuses shows the server's sentence on Create table, and no table is made", async () => {
  const tables = () =>
    api<{ id: string }[]>("tables?status=open,running,finished,void&limit=500").then((t) =>
      t.map((x) => x.id).sort(),
    );
  const before = await tables();
  // A player who has given a name before: the form goes straight to the server.
  const context = await namedContext(browser, "Ann", { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}#/new/colonial`);
  // The form allows up to 8; the server knows a hand holds only 6 (the default hand size).
  await page.fill("#opt-maxDiscard", "7");
  await page.click("button[type=submit]");
  const alert = page.locator(".create [role=alert]");
  await alert.waitFor();
  expect(await alert.textContent()).toBe(
    'Option "maxDiscard": 7 is more than the 6 cards in a hand.',
  );
  expect(new URL(page.url()).hash).toBe("#/new/colonial");
  expect(await tables()).toEqual(before);
  // The browser reports the refused request itself; nothing else may go wrong.
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  await context.close();
});

test("Create table refuses you in two seats and labels every option in words", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}#/new/tyramid`);
  await page.waitForSelector("#seat-1");
  await page.selectOption("#seat-1", "open");
  await page.selectOption("#seat-1", "you");
  await page.waitForSelector("#seat-twice");
  expect(await page.locator("#seat-twice").textContent()).toMatch(/^You already sit in seat 0/);
  // Nothing changed: seat 0 is still yours, seat 1 still open.
  expect(await page.locator("#seat-0").inputValue()).toBe("you");
  expect(await page.locator("#seat-1").inputValue()).toBe("open");
  expect(await page.locator("label[for='opt-halfRows']").textContent()).toBe(
    "Rows on each side of the centre card",
  );
  const labels = await page.locator(".options label, .options legend").allTextContents();
  for (const l of labels) expect(l).not.toMatch(/\b[a-z]+[A-Z][a-zA-Z]*\b/);
  // The name field shows its whole placeholder.
  const room = await page.locator("#player-name").evaluate((input) => {
    const i = input as HTMLInputElement;
    const probe = document.createElement("span");
    probe.textContent = i.placeholder;
    probe.style.font = getComputedStyle(i).font;
    document.body.append(probe);
    const need = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(i);
    const have =
      i.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { need, have };
  });
  expect(room.have).toBeGreaterThanOrEqual(room.need);
  expect(errors).toEqual([]);
  await context.close();
});
