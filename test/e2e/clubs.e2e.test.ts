/**
 * A club in the browser, against the real server: an owner signs up and starts a club, and makes
 * an invite link; a friend opens it signed out in a browser of their own, signs up on the join
 * page and joins. The owner schedules a night of Wild/Kill (two seats, stacks of 6, an ante of 3:
 * every hand all in after the ante, so the table ends in a hand or two), the friend says yes, the
 * owner opens the table with one click and the friend's club page takes them to it. Both play to
 * the end; then the ledger shows both nets (adding up to 0) and the settle-up, the owner marks the
 * transfer paid and adds a correction (5 chips from Olga's net to Finn's, after a fraction is
 * refused), and the standings list both players. Screenshots of the
 * club, its ledger and its standings at desktop and phone sizes go to docs/screenshots/.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  launch,
  move,
  type Served,
  seeded,
  shoot,
  signUp,
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

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function browserOf(
  path: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${served.url}${path}`);
  return { context, page, errors };
}

/** A net as the pages write it ("+6", "−6", "0") as a number. */
const chips = (text: string | null) => Number((text ?? "").replace("−", "-").replace("+", ""));

/** The ledger page's nets, by name, read once the finished table's lines are in. */
async function nets(page: Page): Promise<Record<string, number>> {
  const rows = await page.locator("table.nets tbody tr").evaluateAll((trs) =>
    trs.map((tr) => ({
      name: tr.querySelector("th")?.firstChild?.textContent ?? "",
      net: tr.querySelector("td")?.textContent ?? "",
    })),
  );
  return Object.fromEntries(rows.map((r) => [r.name, chips(r.net)]));
}

test("a club's night: invite, answer, open with one click, play, then the ledger and standings", async () => {
  const owner = await browserOf("#/account");
  await signUp(owner.page, "Olga", "olga's password");

  // The owner starts a club from the Clubs link in the header.
  await owner.page.getByRole("navigation", { name: "account" }).getByText("Clubs").click();
  await owner.page.getByRole("heading", { name: "Clubs", level: 1 }).waitFor();
  await owner.page.getByLabel("Club name").fill("Friday Pyramids");
  await owner.page.getByRole("button", { name: "Create club" }).click();
  await owner.page.getByRole("heading", { name: "Friday Pyramids", level: 1 }).waitFor();
  const club = decodeURIComponent(owner.page.url().split("#/clubs/")[1]!);

  // An invite link, read from its field as the owner would copy it.
  await owner.page.getByRole("button", { name: "Make an invite link" }).click();
  const link = await owner.page.getByLabel(/Invite link/).inputValue();
  expect(link).toMatch(/#\/clubs\/join\/[^/]+$/);

  // The friend opens it signed out: the join page signs them up first, then joins.
  const friend = await browserOf(link.slice(served.url.length));
  await friend.page.getByRole("heading", { name: "Join a club" }).waitFor();
  await signUp(friend.page, "Finn", "finn's password");
  await friend.page.getByRole("button", { name: "Join the club" }).click();
  await friend.page.getByRole("heading", { name: "Friday Pyramids", level: 1 }).waitFor();
  await friend.page.getByRole("row", { name: /Olga/ }).getByText("Owner").waitFor();

  // The owner sees the new member, and schedules a night with the Create table form.
  await owner.page.getByRole("row", { name: /Finn/ }).getByText("Member").waitFor();
  await owner.page.getByLabel("Schedule a night of").selectOption("wild-kill");
  await owner.page.getByRole("link", { name: "Schedule a night" }).click();
  await owner.page.getByRole("heading", { name: /New night: Wild\/Kill/ }).waitFor();
  await owner.page.getByLabel("Players").selectOption("2");
  await owner.page.getByLabel("Clock").selectOption({ label: "no clock" });
  await owner.page.fill("#opt-stack", "6");
  await owner.page.fill('[id="opt-betting.ante"]', "3");
  await owner.page.fill("#opt-hands", "2");
  await owner.page.getByRole("button", { name: "Schedule the night" }).click();
  await owner.page.getByRole("heading", { name: "Friday Pyramids", level: 1 }).waitFor();
  const night = owner.page.locator(".night");
  await night.getByRole("button", { name: "Open table" }).waitFor();

  // The friend's club page shows the night as it polls; they say yes.
  const friendNight = friend.page.locator(".night");
  await friendNight.getByRole("button", { name: "Yes" }).click();
  await friendNight.getByRole("button", { name: "Yes", pressed: true }).waitFor();
  await night.getByText("1 yes").waitFor();
  await shoot(owner.page, "club.png");

  // One click opens the table: the owner sits down, and the friend's page takes them there.
  await night.getByRole("button", { name: "Open table" }).click();
  await owner.page.waitForURL(/#\/table\//);
  const table = decodeURIComponent(owner.page.url().split("#/table/")[1]!);
  await owner.page.locator(".seat.me").waitFor();
  await friend.page.waitForURL(new RegExp(`#/table/${table}$`));
  await friend.page.locator(".seat.me").waitFor();

  const rng = seeded(37);
  const playing = async (page: Page) => {
    while (await move(page, rng, ["fold"], 120_000)) {
      // One move at a time, until the outcome shows.
    }
  };
  await Promise.all([playing(owner.page), playing(friend.page)]);

  // The ledger: the finished table's nets for both, adding up to 0.
  await owner.page.goto(`${served.url}#/clubs/${club}/ledger`);
  await owner.page.getByRole("heading", { name: "Friday Pyramids: ledger" }).waitFor();
  await owner.page.locator("table.nets tbody tr").nth(1).waitFor();
  const season = await nets(owner.page);
  expect(Object.keys(season).sort()).toEqual(["Finn", "Olga"]);
  expect(season.Olga! + season.Finn!).toBe(0);
  const history = owner.page.locator("table.history tbody tr[data-kind=table]");
  await expect(history.count()).resolves.toBe(2);

  // The settle-up: one transfer (or none if they split evenly); the owner marks it paid.
  if (season.Olga !== 0) {
    const transfer = owner.page.locator(".settlement li").first();
    await expect(transfer.textContent()).resolves.toMatch(
      season.Olga! < 0 ? /^You pay Finn \d+ chips?\./ : /^Finn pays you \d+ chips?\./,
    );
    await transfer.getByRole("button", { name: /Mark paid/ }).click();
    await owner.page.locator(".settlement .badge.paid").waitFor();
    await owner.page.locator("table.history tbody tr[data-kind=payment]").nth(1).waitFor();
  } else {
    await owner.page.getByText("Everyone is square: nobody pays.").waitFor();
  }

  // A correction moves chips from one member's net to another's: a fraction is refused in the
  // page, then 5 chips from Olga to Finn are two new lines of the history, naming who made it.
  await owner.page.getByLabel("From", { exact: true }).selectOption({ label: "Olga" });
  await owner.page.getByLabel("To", { exact: true }).selectOption({ label: "Finn" });
  await owner.page.getByLabel("Chips", { exact: true }).fill("1.5");
  await owner.page.getByLabel("Why", { exact: true }).fill("The pizza");
  await owner.page.getByRole("button", { name: "Add the correction" }).click();
  await owner.page.getByText("Chips are a whole number, like 20.").waitFor();
  await owner.page.getByLabel("Chips", { exact: true }).fill("5");
  await owner.page.getByRole("button", { name: "Add the correction" }).click();
  await owner.page.getByText("Corrected: 5 chips from Olga to Finn.").waitFor();
  const corrections = owner.page.locator("table.history tbody tr[data-kind=correction]");
  const lineOf = (name: string) =>
    corrections.filter({ has: owner.page.locator("th", { hasText: new RegExp(`^${name}`) }) });
  await lineOf("Finn").getByText("Correction from Olga, by Olga: The pizza").waitFor();
  await lineOf("Olga").getByText("Correction to Finn, by Olga: The pizza").waitFor();
  await expect(lineOf("Finn").locator("td.num").textContent()).resolves.toBe("+5");
  await expect(lineOf("Olga").locator("td.num").textContent()).resolves.toBe("−5");
  await expect(corrections.count()).resolves.toBe(2);
  await expect
    .poll(async () => nets(owner.page))
    .toEqual({
      Olga: season.Olga! - 5,
      Finn: season.Finn! + 5,
    });
  const csv = owner.page.getByRole("link", { name: "Download CSV" });
  expect(await csv.getAttribute("href")).toBe(`api/clubs/${encodeURIComponent(club)}/ledger.csv`);
  await shoot(owner.page, "club-ledger.png");

  // The friend reads the same ledger, and the standings list both players.
  await friend.page.goto(`${served.url}#/clubs/${club}/standings`);
  const standings = friend.page.locator(".standings-game[data-game=wild-kill]");
  await standings.getByRole("heading", { name: /Wild\/Kill/ }).waitFor();
  await standings.getByRole("row", { name: /Olga/ }).waitFor();
  await standings.getByRole("row", { name: /Finn/ }).waitFor();
  await shoot(friend.page, "club-standings.png");

  // The same pages on a phone: nothing wider than the screen.
  const phone = await browserOf("#/account", PHONE);
  await phone.page.getByLabel("Name", { exact: true }).fill("Finn");
  await phone.page.getByLabel("Password", { exact: true }).fill("finn's password");
  await phone.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await phone.page.getByRole("heading", { name: "My tables" }).waitFor();
  for (const [path, file, heading] of [
    [`#/clubs/${club}`, "club-phone.png", "Friday Pyramids"],
    [`#/clubs/${club}/ledger`, "club-ledger-phone.png", "Friday Pyramids: ledger"],
  ] as const) {
    await phone.page.goto(`${served.url}${path}`);
    await phone.page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    await phone.page.locator("table.board tbody tr").first().waitFor();
    const wide = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(wide, path).toBeLessThanOrEqual(0);
    await shoot(phone.page, file);
  }

  for (const who of [owner, friend, phone]) {
    expect(who.errors).toEqual([]);
    await who.context.close();
  }
});
