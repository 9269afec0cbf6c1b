/**
 * Accounts in the browser, against the real server: two players sign up with passwords in their
 * own browsers and play a rated Tyramid table; each sees the rating it gave on the profile and
 * on the leaderboard page. A third signs up with a passkey (Chromium's virtual authenticator over
 * CDP) and signs in with it again. A fresh browser signed in as the first player finds the table
 * in My tables, and opens a live table in its seat without ever holding its token; a seat the
 * host of a private table grants opens there too.
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

async function browserOf(
  base = served.url,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${base}#/account`);
  return { context, page, errors };
}

async function signUp(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await page.getByRole("heading", { name: "My tables" }).waitFor();
  await page.getByRole("navigation", { name: "account" }).getByText(name).waitFor();
}

async function tableId(page: Page): Promise<string> {
  await page.waitForURL(/#\/table\//);
  return decodeURIComponent(page.url().split("#/table/")[1]!);
}

test("two accounts play a rated table; the rating shows on the profile and the leaderboard", async () => {
  const maya = await browserOf();
  const theo = await browserOf();
  await signUp(maya.page, "Maya", "maya's password");
  await signUp(theo.page, "Theo", "theo's password");

  // Maya opens a rated Tyramid table: the other seat waits for a signed-in player.
  await maya.page.goto(`${served.url}#/new/tyramid`);
  await maya.page.getByLabel("Players").selectOption("2");
  await maya.page.getByLabel("Rated").check();
  await maya.page.getByRole("button", { name: "Create table" }).click();
  const id = await tableId(maya.page);
  await maya.page.locator(".seat.me").waitFor();

  // Theo takes the open seat from the lobby.
  await theo.page.goto(`${served.url}#/lobby`);
  const row = theo.page.locator(".table-row", { hasText: id });
  await expect(row.textContent()).resolves.toMatch(/rated/);
  await row.getByRole("button", { name: /Sit in seat 1/ }).click();
  await theo.page.locator(".seat.me").waitFor();

  const rng = seeded(35);
  const playing = async (page: Page) => {
    while (await move(page, rng, [], 120_000)) {
      // One move at a time, until the outcome shows.
    }
  };
  await Promise.all([playing(maya.page), playing(theo.page)]);

  for (const [who, name] of [
    [maya, "Maya"],
    [theo, "Theo"],
  ] as const) {
    await who.page.goto(`${served.url}#/players/${name}`);
    const tyramid = who.page.locator(".profile-game", { hasText: "Tyramid" });
    await tyramid.getByText("1 rated").waitFor({ timeout: 30_000 });
    const rating = await tyramid.locator(".rating").textContent();
    expect(rating).toMatch(/^\d{3,4}\?$/);
    await expect(tyramid.locator("figure.chart svg polyline").count()).resolves.toBe(1);
    await who.page.goto(`${served.url}#/leaderboard/tyramid`);
    const yours = who.page.locator(".your-rating");
    await yours.getByText(/1 rated game/).waitFor();
    expect(await yours.locator(".rating").textContent()).toBe(rating);
    expect(who.errors).toEqual([]);
  }
  // One won and one lost, or they drew: the two ratings moved apart from 1500 or not at all.
  await maya.context.close();
  await theo.context.close();

  // My tables in a fresh browser: Maya signs in and finds the rated table there.
  const fresh = await browserOf();
  await fresh.page.getByLabel("Name", { exact: true }).fill("maya");
  await fresh.page.getByLabel("Password", { exact: true }).fill("maya's password");
  await fresh.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await fresh.page.getByRole("heading", { name: "My tables" }).waitFor();
  const mine = fresh.page.locator(".table-row", { hasText: "Tyramid" });
  await mine.getByText(/rated/).waitFor();
  await mine.getByRole("link", { name: "Replay" }).waitFor();
  expect(fresh.errors).toEqual([]);
  await fresh.context.close();
});

test("a live table opens in its seat from My tables on another device, without its token", async () => {
  const first = await browserOf();
  await signUp(first.page, "Ines", "ines's password");
  // A table against a bot, from the home page's Play now.
  await first.page.goto(`${served.url}#/new/tyramid`);
  await first.page.getByLabel("Players").selectOption("2");
  await first.page.getByRole("button", { name: "Create table" }).click();
  const id = await tableId(first.page);
  await first.page.locator(".seat.me").waitFor();
  const seat = await first.page.evaluate((t) => localStorage.getItem(`pyramids.seat.${t}`), id);
  expect(seat).not.toBeNull();
  await first.context.close();

  const other = await browserOf();
  await other.page.getByLabel("Name", { exact: true }).fill("Ines");
  await other.page.getByLabel("Password", { exact: true }).fill("ines's password");
  await other.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await other.page.getByRole("heading", { name: "My tables" }).waitFor();
  expect(
    await other.page.evaluate((t) => localStorage.getItem(`pyramids.seat.${t}`), id),
  ).toBeNull();
  await other.page.getByRole("button", { name: "Open my seat" }).click();
  await other.page.waitForURL(new RegExp(`#/table/${id}$`));
  await other.page.locator(".seat.me").waitFor();
  expect(other.errors).toEqual([]);
  await other.context.close();
});

test("a seat the host grants at a private table opens from My tables on another device", async () => {
  const post = async (path: string, body: unknown, hostToken?: string) =>
    (await fetch(`${served.url}api/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(hostToken ? { authorization: `Bearer ${hostToken}` } : {}),
      },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as Record<string, unknown>;
  // A host (a guest at seat 0) makes the table private once seated.
  const t = (await post("tables", { game: "tyramid", seats: 2 })) as {
    id: string;
    hostToken: string;
  };
  await post(`tables/${t.id}/join`, { seat: 0, name: "Hal" });
  await post(`tables/${t.id}/host`, { action: "private", on: true }, t.hostToken);

  const kim = await browserOf();
  await signUp(kim.page, "Kim", "kim's password");
  await kim.page.goto(`${served.url}#/lobby`);
  await kim.page.click(`.table-row:has-text("table ${t.id}") button:has-text("Sit in seat 1")`);
  await kim.page.locator(".join-waiting").waitFor();
  const view = (await (await fetch(`${served.url}api/tables/${t.id}/view`)).json()) as {
    host: { requests: { id: string }[] };
  };
  await post(
    `tables/${t.id}/host`,
    { action: "approve", request: view.host.requests[0]!.id },
    t.hostToken,
  );
  // Kim's page learns of the approval, adds the seat's token to the account, and sits.
  await kim.page.locator(".seat.me").waitFor();
  expect(kim.errors).toEqual([]);
  await kim.context.close();

  const other = await browserOf();
  await other.page.getByLabel("Name", { exact: true }).fill("Kim");
  await other.page.getByLabel("Password", { exact: true }).fill("kim's password");
  await other.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await other.page.getByRole("heading", { name: "My tables" }).waitFor();
  await other.page.getByRole("button", { name: "Open my seat" }).click();
  await other.page.waitForURL(new RegExp(`#/table/${t.id}$`));
  await other.page.locator(".seat.me").waitFor();
  expect(other.errors).toEqual([]);
  await other.context.close();
});

test("a passkey signs up and signs in again, with Chromium's virtual authenticator", async () => {
  // WebAuthn takes a domain for the relying party, not an IP address: localhost is both a domain
  // and a secure context.
  const local = served.url.replace("127.0.0.1", "localhost");
  const { context, page, errors } = await browserOf(local);
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.getByLabel("Name", { exact: true }).fill("Keya");
  await page.getByRole("button", { name: "Create account with a passkey" }).click();
  await page.getByRole("heading", { name: "My tables" }).waitFor();
  await page.getByRole("navigation", { name: "account" }).getByText("Keya").click();
  await page.getByText(/signs in with 1 passkey/).waitFor();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("heading", { name: "Sign in" }).waitFor();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.getByRole("heading", { name: "My tables" }).waitFor();
  await page.getByRole("navigation", { name: "account" }).getByText("Keya").waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
