import { findEntry } from "../catalog";
import { account, type GameStats } from "../net/account";
import { useAsync } from "../net/useAsync";
import { href } from "../router";
import { ErrorNotice } from "./ErrorNotice";
import { LineChart, placeText, ratingText } from "./RatingChart";
import { ReplayButton } from "./ReplayButton";

/** A player's profile: per game, the tables played and places, the rating and its history. */
export function PlayerPage({ name }: { name: string }) {
  const profile = useAsync(() => account.profile(name), [name]);
  const p = profile.value;
  return (
    <section className="page profile">
      <h1 tabIndex={-1}>{p?.name ?? name}</h1>
      {profile.loading && <p>Asking the server…</p>}
      <ErrorNotice error={profile.error} />
      {p && (
        <>
          <p className="muted">Playing since {new Date(p.createdAt).toLocaleDateString()}.</p>
          {Object.keys(p.games).length === 0 && <p>No finished tables yet.</p>}
          {Object.entries(p.games).map(([game, stats]) => (
            <GameSection key={game} game={game} stats={stats} />
          ))}
          <h2>Recent tables</h2>
          <ul className="table-list">
            {p.recent.map((t) => (
              <li className="table-row" key={t.table}>
                <span className="table-name">
                  <strong>{findEntry(t.game)?.name ?? t.game}</strong>{" "}
                  <span className="muted">
                    · {t.players} players · {t.rated ? "rated · " : ""}
                    {t.place !== null ? placeText(t.place) : t.status}
                  </span>
                </span>
                <ReplayButton table={t.table} status={t.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function GameSection({ game, stats }: { game: string; stats: GameStats }) {
  const name = findEntry(game)?.name ?? game;
  const r = stats.rating;
  return (
    <section className="profile-game">
      <h2>{name}</h2>
      <p>
        {r ? (
          <>
            Rating <strong className="rating">{ratingText(r)}</strong>{" "}
            <span className="muted">
              deviation {Math.round(r.deviation)} · {r.games} rated
            </span>
            {" · "}
          </>
        ) : null}
        {stats.played} played · {stats.wins} won
        {Object.keys(stats.places).length > 1 &&
          ` · ${Object.entries(stats.places)
            .map(([place, n]) => `${placeText(Number(place))} ×${n}`)
            .join(", ")}`}
        {" · "}
        <a href={href({ page: "leaderboard", game })}>Leaderboard</a>
      </p>
      <LineChart values={stats.history.map((h) => h.rating)} label={`${name} rating`} />
      {stats.net && (
        <LineChart
          values={stats.net.map((n) => n.total)}
          label={`${name} net chips`}
          format={(v) => (v > 0 ? `+${v}` : String(v))}
        />
      )}
    </section>
  );
}
