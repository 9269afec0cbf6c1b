import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from "react";
import { CardNames } from "./cards/CardNames";
import { findEntry } from "./catalog";
import { useAccount } from "./net/account";
import { useNameQuestion } from "./net/askName";
import { useInbox } from "./net/inbox";
import { HomePage } from "./pages/HomePage";
import { InboxPage } from "./pages/InboxPage";
import { LobbyPage } from "./pages/LobbyPage";
import { href, type Route, useRoute } from "./router";

/** The header's links, each marked current while its kind of page is open. */
const NAV: readonly (readonly [Route, string])[] = [
  [{ page: "home" }, "Games"],
  [{ page: "lobby" }, "Lobby"],
  [{ page: "inbox" }, "Your turn"],
  [{ page: "rules", game: null }, "Rules"],
  [{ page: "replay-file" }, "Replays"],
  [{ page: "odds", game: null }, "Odds"],
  [{ page: "cards" }, "Cards"],
  [{ page: "leaderboard", game: null }, "Ratings"],
];

export function App() {
  const route = useRoute();
  const waiting = useInbox().turns.length;
  useEffect(() => {
    // The tables waiting for a move count in the tab's title, as a mail reader's unread do.
    document.title = `${waiting > 0 ? `(${waiting}) ` : ""}${titleOf(route)} — Pyramids`;
  }, [route, waiting]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page (route) takes the focus.
  useEffect(() => {
    // Move focus to the page's heading so keyboard and screen-reader users land on the new page.
    document.querySelector<HTMLElement>("main h1")?.focus();
  }, [route]);
  return (
    <>
      <button
        type="button"
        className="skip"
        onClick={() => document.getElementById("main")?.focus()}
      >
        Skip to content
      </button>
      <header className="top">
        <a className="brand" href={href({ page: "home" })}>
          <svg viewBox="0 0 100 90" width="28" height="25" aria-hidden="true">
            <path d="M50 4 L96 86 L4 86 Z" fill="#d4af37" />
            <path d="M50 4 L62 86 L4 86 Z" fill="#b8932a" />
          </svg>
          Pyramids
        </a>
        <nav aria-label="main">
          {NAV.map(([to, label]) => (
            <a
              key={label}
              href={href(to)}
              aria-current={route.page === to.page ? "page" : undefined}
            >
              {label}
              {to.page === "inbox" && waiting > 0 && (
                <span className="count-badge">
                  {waiting}
                  <span className="sr-only"> waiting</span>
                </span>
              )}
            </a>
          ))}
        </nav>
        <AccountLinks page={route.page} />
      </header>
      <main id="main" tabIndex={-1}>
        <Page route={route} />
      </main>
      <NameAsk />
      <CardNames />
    </>
  );
}

/** The account's corner of the header: sign in, or My tables and the account's name. */
function AccountLinks({ page }: { page: Route["page"] }) {
  const me = useAccount();
  if (me === undefined) return null;
  return (
    <nav aria-label="account" className="account-links">
      {me ? (
        <>
          <a href={href({ page: "me" })} aria-current={page === "me" ? "page" : undefined}>
            My tables
          </a>
          <a
            href={href({ page: "clubs" })}
            aria-current={page.startsWith("club") ? "page" : undefined}
          >
            Clubs
          </a>
          <a
            href={href({ page: "account" })}
            aria-current={page === "account" ? "page" : undefined}
          >
            {me.name}
          </a>
        </>
      ) : (
        <a href={href({ page: "account" })} aria-current={page === "account" ? "page" : undefined}>
          Sign in
        </a>
      )}
    </nav>
  );
}

/**
 * React's `lazy` for a module's named export (`lazy` takes a default one): the module, a chunk
 * of its own, loads when the component is first drawn.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React's own lazy takes.
function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

// The boards, replays, odds, advisers, rules and Create table (with their engines, workers and
// texts) load when first opened, so the home page's script carries none of them.
const AdvicePage = lazyNamed(() => import("./pages/AdvicePage"), "AdvicePage");
const CreatePage = lazyNamed(() => import("./pages/CreatePage"), "CreatePage");
const RulesPage = lazyNamed(() => import("./pages/RulesPage"), "RulesPage");
const TablePage = lazyNamed(() => import("./pages/TablePage"), "TablePage");
const ReplayPage = lazyNamed(() => import("./pages/ReplayPage"), "ReplayPage");
const ReplayFilePage = lazyNamed(() => import("./pages/ReplayPage"), "ReplayFilePage");
const LearnPage = lazyNamed(() => import("./pages/LearnPage"), "LearnPage");
const CardsPage = lazyNamed(() => import("./pages/CardsPage"), "CardsPage");
const OddsPage = lazyNamed(() => import("./pages/OddsPage"), "OddsPage");

const AccountPage = lazyNamed(() => import("./pages/AccountPage"), "AccountPage");
const MyTablesPage = lazyNamed(() => import("./pages/MyTablesPage"), "MyTablesPage");
const PlayerPage = lazyNamed(() => import("./pages/PlayerPage"), "PlayerPage");
const LeaderboardPage = lazyNamed(() => import("./pages/LeaderboardPage"), "LeaderboardPage");

// The clubs' pages, for signed-in members only.
const ClubsPage = lazyNamed(() => import("./clubs/ClubsPage"), "ClubsPage");
const ClubPage = lazyNamed(() => import("./clubs/ClubPage"), "ClubPage");
const JoinClubPage = lazyNamed(() => import("./clubs/JoinClubPage"), "JoinClubPage");
const LedgerPage = lazyNamed(() => import("./clubs/LedgerPage"), "LedgerPage");
const StandingsPage = lazyNamed(() => import("./clubs/StandingsPage"), "StandingsPage");

// The name prompt too: most visits never open it.
const NameDialog = lazyNamed(() => import("./pages/NameDialog"), "NameDialog");

/** The name prompt, while a join waits for the player's name. */
function NameAsk() {
  const question = useNameQuestion();
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <NameDialog key={question.id} question={question} />
    </Suspense>
  );
}

function Page({ route }: { route: Route }) {
  return (
    <Suspense fallback={<p className="page">Loading…</p>}>
      <PageOf route={route} />
    </Suspense>
  );
}

function PageOf({ route }: { route: Route }) {
  switch (route.page) {
    case "home":
      return <HomePage />;
    case "lobby":
      return <LobbyPage />;
    case "inbox":
      return <InboxPage />;
    case "new":
      return (
        <CreatePage
          key={`${route.club}-${route.night}`}
          game={route.game}
          club={route.club}
          night={route.night === true}
        />
      );
    case "learn":
      return <LearnPage key={route.game} game={route.game} />;
    case "table":
      return <TablePage key={route.table} table={route.table} />;
    case "replay":
      return <ReplayPage key={route.table} table={route.table} />;
    case "replay-file":
      return <ReplayFilePage />;
    case "rules":
      return <RulesPage game={route.game} />;
    case "cards":
      return <CardsPage />;
    case "advice":
      return <AdvicePage game={route.game} />;
    case "odds":
      return <OddsPage game={route.game} />;
    case "account":
      return <AccountPage />;
    case "me":
      return <MyTablesPage />;
    case "player":
      return <PlayerPage key={route.name} name={route.name} />;
    case "leaderboard":
      return <LeaderboardPage game={route.game} />;
    case "clubs":
      return <ClubsPage />;
    case "club":
      return <ClubPage key={route.club} club={route.club} />;
    case "club-join":
      return <JoinClubPage key={route.code} code={route.code} />;
    case "club-ledger":
      return <LedgerPage key={route.club} club={route.club} />;
    case "club-standings":
      return <StandingsPage key={route.club} club={route.club} />;
    case "missing":
      return (
        <section className="page">
          <h1 tabIndex={-1}>Nothing here</h1>
          <p>
            There is no page at <code>{route.path}</code>.{" "}
            <a href={href({ page: "home" })}>Back to the games.</a>
          </p>
        </section>
      );
  }
}

function titleOf(route: Route): string {
  switch (route.page) {
    case "home":
      return "Games";
    case "lobby":
      return "Lobby";
    case "inbox":
      return "Your turn";
    case "new":
      return route.night ? "New night" : "New table";
    case "table":
      return "Table";
    case "learn":
      return "Learn";
    case "replay":
    case "replay-file":
      return "Replay";
    case "rules":
      return "Rules";
    case "cards":
      return "Cards";
    case "advice":
      return "Advice";
    case "odds":
      return route.game ? `${findEntry(route.game)?.name ?? route.game} odds` : "Odds";
    case "account":
      return "Account";
    case "me":
      return "My tables";
    case "player":
      return route.name;
    case "leaderboard":
      return "Leaderboard";
    case "clubs":
      return "Clubs";
    case "club":
      return "Club";
    case "club-join":
      return "Join a club";
    case "club-ledger":
      return "Club ledger";
    case "club-standings":
      return "Club standings";
    case "missing":
      return "Not found";
  }
}
