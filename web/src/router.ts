import { useEffect, useState } from "react";
import { webEntryOf } from "./games/entries";

/**
 * Hash routes (`#/table/abc`), so every page is a plain link that works however the server maps
 * paths: the server serves one index.html and a shared table link needs nothing more.
 */
export type Route =
  | { page: "home" }
  | { page: "lobby" }
  | { page: "inbox" }
  | { page: "new"; game: string; club?: string; night?: true }
  | { page: "table"; table: string }
  | { page: "replay"; table: string }
  | { page: "replay-file" }
  | { page: "rules"; game: string | null }
  | { page: "learn"; game: string }
  | { page: "cards" }
  | { page: "advice"; game: string | null }
  | { page: "odds"; game: string | null }
  | { page: "account" }
  | { page: "me" }
  | { page: "player"; name: string }
  | { page: "leaderboard"; game: string | null }
  | { page: "clubs" }
  | { page: "club"; club: string }
  | { page: "club-join"; code: string }
  | { page: "club-ledger"; club: string }
  | { page: "club-standings"; club: string }
  | { page: "missing"; path: string };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, "") || "/";
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  const [first, second, third, fourth] = parts;
  if (parts.length === 0) return { page: "home" };
  if (first === "lobby" && parts.length === 1) return { page: "lobby" };
  if (first === "inbox" && parts.length === 1) return { page: "inbox" };
  if (first === "new" && second && parts.length === 2) return { page: "new", game: second };
  if (first === "table" && second && parts.length === 2) return { page: "table", table: second };
  if (first === "replay" && second && parts.length === 2) return { page: "replay", table: second };
  if (first === "replay" && parts.length === 1) return { page: "replay-file" };
  if (first === "rules" && parts.length <= 2) return { page: "rules", game: second ?? null };
  if (first === "learn" && second && parts.length === 2) return { page: "learn", game: second };
  if (first === "cards" && parts.length === 1) return { page: "cards" };
  if (first === "advice" && parts.length <= 2) return { page: "advice", game: second ?? null };
  // Only a game whose web module has an odds page has an address there.
  if (first === "odds" && parts.length <= 2 && (second === undefined || webEntryOf(second)?.odds))
    return { page: "odds", game: second ?? null };
  if (first === "account" && parts.length === 1) return { page: "account" };
  if (first === "me" && parts.length === 1) return { page: "me" };
  if (first === "players" && second && parts.length === 2) return { page: "player", name: second };
  if (first === "leaderboard" && parts.length <= 2)
    return { page: "leaderboard", game: second ?? null };
  if (first === "clubs") {
    if (parts.length === 1) return { page: "clubs" };
    if (second === "join") {
      if (third && parts.length === 3) return { page: "club-join", code: third };
      return { page: "missing", path };
    }
    if (second && parts.length === 2) return { page: "club", club: second };
    if (second && third === "ledger" && parts.length === 3)
      return { page: "club-ledger", club: second };
    if (second && third === "standings" && parts.length === 3)
      return { page: "club-standings", club: second };
    // A new table of the club: the Create table form with the club chosen.
    if (second && third === "new" && fourth && parts.length === 4)
      return { page: "new", game: fourth, club: second };
    // A night of the club: the same form, its table a preset opened later.
    if (second && third === "night" && fourth && parts.length === 4)
      return { page: "new", game: fourth, club: second, night: true };
  }
  return { page: "missing", path };
}

export function href(route: Route): string {
  switch (route.page) {
    case "home":
      return "#/";
    // The pages whose path is their name.
    case "lobby":
    case "inbox":
    case "cards":
    case "account":
    case "me":
    case "clubs":
      return `#/${route.page}`;
    // The same, followed by a game's id when the page shows one game.
    case "rules":
    case "advice":
    case "odds":
    case "leaderboard":
      return route.game ? `#/${route.page}/${encodeURIComponent(route.game)}` : `#/${route.page}`;
    case "new":
      return route.club === undefined
        ? `#/new/${encodeURIComponent(route.game)}`
        : `#/clubs/${encodeURIComponent(route.club)}/${route.night ? "night" : "new"}/${encodeURIComponent(route.game)}`;
    case "table":
      return `#/table/${encodeURIComponent(route.table)}`;
    case "replay":
      return `#/replay/${encodeURIComponent(route.table)}`;
    case "replay-file":
      return "#/replay";
    case "learn":
      return `#/learn/${encodeURIComponent(route.game)}`;
    case "player":
      return `#/players/${encodeURIComponent(route.name)}`;
    case "club":
      return `#/clubs/${encodeURIComponent(route.club)}`;
    case "club-join":
      return `#/clubs/join/${encodeURIComponent(route.code)}`;
    case "club-ledger":
      return `#/clubs/${encodeURIComponent(route.club)}/ledger`;
    case "club-standings":
      return `#/clubs/${encodeURIComponent(route.club)}/standings`;
    case "missing":
      return `#${route.path}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = href(route);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  return route;
}
