import { describe, expect, test } from "vitest";
import {
  chipsText,
  dayText,
  fromDateInput,
  fromDateTimeInput,
  inviteLink,
  lineAt,
  netText,
  parseChips,
  seasonText,
  tallyText,
  toDateInput,
  toDateTimeInput,
  transferText,
  whenText,
} from "./text";

describe("the clubs' words", () => {
  test("an invite link is the site's address at the join page, whatever page it is made on", () => {
    expect(inviteLink("https://pyr.example/app/#/clubs/c1", "Ab9_z")).toBe(
      "https://pyr.example/app/#/clubs/join/Ab9_z",
    );
    expect(inviteLink("http://127.0.0.1:8080/", "x y")).toBe(
      "http://127.0.0.1:8080/#/clubs/join/x%20y",
    );
  });
  test("nets carry their sign, a minus sign for a loss", () => {
    expect(netText(40)).toBe("+40");
    expect(netText(-15)).toBe("−15");
    expect(netText(0)).toBe("0");
    expect(chipsText(1)).toBe("1 chip");
    expect(chipsText(12)).toBe("12 chips");
  });
  test("a transfer reads from the reader's side", () => {
    const t = { from: "a1", fromName: "Ann", to: "a2", toName: "Bo", chips: 12 };
    expect(transferText(t, "a1")).toBe("You pay Bo 12 chips.");
    expect(transferText(t, "a2")).toBe("Ann pays you 12 chips.");
    expect(transferText({ ...t, chips: 1 }, "a3")).toBe("Ann pays Bo 1 chip.");
    // Chips that leave the club (a guest's winnings, an unbalanced correction).
    const outside = { from: "a1", fromName: "Ann", to: null, toName: "Outside the club", chips: 5 };
    expect(transferText(outside, "a1")).toBe("You pay outside the club 5 chips.");
    expect(transferText(outside, "a2")).toBe("Ann pays outside the club 5 chips.");
    const inward = { ...outside, from: null, fromName: "Outside the club", to: "a2", toName: "Bo" };
    expect(transferText(inward, "a2")).toBe("Outside the club pays you 5 chips.");
    expect(transferText(inward, null)).toBe("Outside the club pays Bo 5 chips.");
  });
  test("answers are counted, yes first", () => {
    expect(tallyText([{ answer: "yes" }, { answer: "no" }, { answer: "yes" }])).toBe(
      "2 yes · 0 maybe · 1 no",
    );
    expect(tallyText([])).toBe("0 yes · 0 maybe · 0 no");
  });
});

describe("the forms' dates, in the browser's own time zone", () => {
  test("a night's moment survives its field", () => {
    const at = new Date(2026, 11, 11, 20, 0).getTime();
    expect(toDateTimeInput(at)).toBe("2026-12-11T20:00");
    expect(fromDateTimeInput("2026-12-11T20:00")).toBe(at);
  });
  test("an impossible or empty moment is none", () => {
    expect(fromDateTimeInput("")).toBeNull();
    expect(fromDateTimeInput("2026-02-31T20:00")).toBeNull();
    expect(fromDateTimeInput("tomorrow")).toBeNull();
  });
  test("a season's last day runs to its last millisecond", () => {
    const from = fromDateInput("2026-03-01");
    const to = fromDateInput("2026-03-31", true);
    expect(from).toBe(new Date(2026, 2, 1).getTime());
    expect(to).toBe(new Date(2026, 3, 1).getTime() - 1);
    expect(toDateInput(to!)).toBe("2026-03-31");
    expect(fromDateInput("2026-02-30")).toBeNull();
    expect(fromDateInput("")).toBeNull();
  });
  test("dates read in words", () => {
    const at = Date.UTC(2026, 11, 11, 20, 0);
    expect(whenText(at, "en-GB", "UTC")).toBe("Fri 11 Dec, 20:00");
    expect(dayText(at, "en-GB", "UTC")).toBe("11 Dec 2026");
  });
  test("a season ends the day before its first moment after", () => {
    const season = { from: "2026-12-01T00:00:00.000Z", to: "2027-04-01T00:00:00.000Z" };
    expect(seasonText(season, "en-GB", "UTC")).toBe("1 Dec 2026 to 31 Mar 2027");
    expect(seasonText({ ...season, to: null }, "en-GB", "UTC")).toBe("from 1 Dec 2026 on");
  });
});

describe("a correction's chips", () => {
  test("whole numbers from 1 are taken", () => {
    expect(parseChips("20")).toEqual({ chips: 20 });
    expect(parseChips(" 15 ")).toEqual({ chips: 15 });
    expect(parseChips("+3")).toEqual({ chips: 3 });
    expect(parseChips("1000000000")).toEqual({ chips: 1_000_000_000 });
  });
  test("anything else says why", () => {
    const swap = { error: "Chips are at least 1: swap From and To to move them the other way." };
    expect(parseChips("−15")).toEqual(swap);
    expect(parseChips("-15")).toEqual(swap);
    expect(parseChips("1.5")).toEqual({ error: "Chips are a whole number, like 20." });
    expect(parseChips("")).toEqual({ error: "Chips are a whole number, like 20." });
    expect(parseChips("0")).toEqual({ error: "A correction of 0 chips changes nothing." });
    expect(parseChips("1000000001")).toEqual({ error: "That is more chips than a ledger holds." });
    expect(parseChips("99999999999999999999")).toEqual({
      error: "That is more chips than a ledger holds.",
    });
  });
});

describe("when a line made now counts", () => {
  const now = Date.UTC(2027, 0, 10);
  test("now, while the season runs", () => {
    expect(lineAt({ to: null }, now)).toBeUndefined();
    expect(lineAt({ to: "2027-02-01T00:00:00.000Z" }, now)).toBeUndefined();
  });
  test("the season's last moment, once it has ended", () => {
    expect(lineAt({ to: "2027-01-01T00:00:00.000Z" }, now)).toBe("2026-12-31T23:59:59.999Z");
  });
});
