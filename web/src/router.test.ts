import { describe, expect, test } from "vitest";
import { href, parseRoute, type Route } from "./router";

describe("routes", () => {
  const routes: Route[] = [
    { page: "home" },
    { page: "lobby" },
    { page: "new", game: "pyramid-poker" },
    { page: "table", table: "a b/c" },
    { page: "replay", table: "xYz_1" },
    { page: "replay-file" },
    { page: "rules", game: null },
    { page: "rules", game: "tyramid" },
    { page: "cards" },
    { page: "advice", game: null },
    { page: "advice", game: "colonial" },
    { page: "odds", game: null },
    { page: "odds", game: "three-sided" },
    { page: "odds", game: "wild-kill" },
    { page: "account" },
    { page: "me" },
    { page: "player", name: "Maya O'Neil / 2" },
    { page: "leaderboard", game: null },
    { page: "leaderboard", game: "tyramid" },
    { page: "clubs" },
    { page: "club", club: "c1 /x" },
    { page: "club-join", code: "Ab_9-z" },
    { page: "club-ledger", club: "c1" },
    { page: "club-standings", club: "c1" },
    { page: "new", game: "colonial", club: "c1" },
    { page: "new", game: "dealers-choice", club: "c1", night: true },
  ];
  test.each(routes)("%o survives a link", (route) => {
    expect(parseRoute(href(route))).toEqual(route);
  });
  test("anything else is a missing page, not a crash", () => {
    expect(parseRoute("#/table")).toEqual({ page: "missing", path: "/table" });
    expect(parseRoute("#/lobby/extra")).toEqual({ page: "missing", path: "/lobby/extra" });
    expect(parseRoute("")).toEqual({ page: "home" });
    // A game without an odds page has no address there.
    expect(parseRoute("#/odds/colonial")).toEqual({ page: "missing", path: "/odds/colonial" });
    expect(parseRoute("#/clubs/join")).toEqual({ page: "missing", path: "/clubs/join" });
    expect(parseRoute("#/clubs/c1/elsewhere")).toEqual({
      page: "missing",
      path: "/clubs/c1/elsewhere",
    });
  });
});
