/**
 * Rebuys and the settlement in the browser: two players at a Wild/Kill table with one rebuy
 * each, stacks of 6 and an ante of 3, so every hand is all-in after the ante and its loser is
 * busted. Each plays boldly (all in, else call, else check); a busted player is asked in the
 * Ledger panel and clicks Rebuy. At the end the panel's buy-ins add up to the chips bought, the
 * nets to zero, and the settlement says who pays whom. The server deals from a seed of its own,
 * so who busts varies from run to run; the checks hold for any deal, as a hand's loser is always
 * busted (only a hand split evenly busts nobody, and six of those in a row would fail the test).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launch, namedContext, type Served, startServer, watchErrors } from "./harness.js";

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

async function api<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${served.url}api/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A browser of its own holding `claim`'s seat, as one that joined the table does. */
async function seatedPage(table: string, name: string, claim: { seat: number; token: string }) {
  const context = await namedContext(browser, name, { viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`pyramids.seat.${table}`, JSON.stringify(claim)],
  );
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}#/table/${table}`);
  await page.waitForSelector(".table-page[data-status=running]");
  return { page, errors };
}

const bold = ["all-in", "call", "check"].map((a) => `[data-action="${a}"]:not([disabled])`);

/**
 * One step for this page if it has one: Rebuy when the Ledger panel asks, else the boldest
 * move. Returns what it clicked, or null when the page has nothing to do now.
 */
async function step(page: Page): Promise<string | null> {
  const rebuy = page.locator(".ledger [data-rebuy]:not([disabled])");
  if ((await rebuy.count()) > 0) {
    await rebuy.click();
    await expect.poll(() => page.locator(".ledger [data-rebuy]").count()).toBe(0);
    return "rebuy";
  }
  for (const sel of bold) {
    const control = page.locator(sel);
    if ((await control.count()) > 0) {
      const what = (await control.first().getAttribute("data-action"))!;
      await control.first().click();
      return what;
    }
  }
  return null;
}

/** The Ledger panel's rows: buy-ins, chips bought and net, per seat. */
async function ledgerRows(page: Page) {
  return page.locator(".ledger tbody tr").evaluateAll((rows) =>
    rows.map((r) => {
      const cells = [...r.querySelectorAll("td")].map((c) => c.textContent ?? "");
      return {
        count: Number(cells[0]),
        bought: Number(cells[1]),
        net: Number(cells[3]!.replace("−", "-").replace("+", "")),
      };
    }),
  );
}

test("a busted player rebuys from the Ledger panel; at the end the buy-ins and the settlement add up", async () => {
  const t = await api<{ id: string }>("tables", {
    game: "wild-kill",
    seats: 2,
    options: { stack: 6, betting: { ante: 3 }, rebuy: 1, hands: 6 },
  });
  const claims = [
    await api<{ seat: number; token: string }>(`tables/${t.id}/join`, { seat: 0, name: "Ann" }),
    await api<{ seat: number; token: string }>(`tables/${t.id}/join`, { seat: 1, name: "Bob" }),
  ];
  const players = [
    await seatedPage(t.id, "Ann", claims[0]!),
    await seatedPage(t.id, "Bob", claims[1]!),
  ];
  const pages = players.map((p) => p.page);
  const rebuys = [0, 0];
  for (let i = 0; i < 200; i++) {
    if ((await pages[0]!.locator(".outcome").count()) > 0) break;
    // Wait until one of the two may do something, or the table is over.
    await Promise.race(
      pages.map((p) =>
        p
          .waitForSelector(`.outcome, .ledger [data-rebuy]:not([disabled]), ${bold.join(", ")}`, {
            timeout: 20_000,
          })
          // The page that loses the race may wait on until its context closes.
          .catch(() => null),
      ),
    );
    for (const [seat, page] of pages.entries()) {
      const did = await step(page);
      if (did === "rebuy") rebuys[seat]!++;
      if (did !== null) break;
    }
  }
  await pages[1]!.waitForSelector(".outcome");
  // Every hand is all in after the ante: someone busted, and was asked, and rebought.
  expect(rebuys[0]! + rebuys[1]!).toBeGreaterThan(0);
  for (const [seat, page] of pages.entries()) {
    await page.waitForSelector(".ledger .settlement li");
    const rows = await ledgerRows(page);
    expect(rows.map((r) => r.count)).toEqual([1 + rebuys[0]!, 1 + rebuys[1]!]);
    expect(rows.map((r) => r.bought)).toEqual(rows.map((r) => 6 * r.count));
    expect(rows[0]!.net + rows[1]!.net).toBe(0);
    const lines = await page.locator(".ledger .settlement li").allTextContents();
    const mine = rows[seat]!.net;
    const other = seat === 0 ? "Bob" : "Ann";
    const chips = (n: number) => `${n} ${n === 1 ? "chip" : "chips"}`;
    expect(lines).toEqual(
      mine === 0
        ? ["Everyone ends even: nobody pays."]
        : mine < 0
          ? [`You pay ${other} ${chips(-mine)}.`]
          : [`${other} pays you ${chips(mine)}.`],
    );
  }
  for (const p of players) expect(p.errors).toEqual([]);
  for (const page of pages) await page.context().close();
});
