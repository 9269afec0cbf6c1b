import { useState } from "react";
import { type Difficulty, difficulties, difficultyNames } from "../../../src/bots/difficulty.js";
import { catalog } from "../catalog";
import { api, messageOf } from "../net/api";
import { playNow, playOffline, saveDifficulty, savedDifficulty } from "../net/start";
import { useAsync } from "../net/useAsync";
import { href } from "../router";
import { ErrorNotice } from "./ErrorNotice";

export function HomePage() {
  const served = useAsync(() => api.games(), []);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [level, setLevel] = useState<Difficulty>(savedDifficulty);
  return (
    <section className="page home">
      <h1 tabIndex={-1}>Every game called Pyramid</h1>
      <p className="lead">
        Five games that share a name and a shape, and a Pyramid night where the dealer calls one of
        them deal by deal. Play against bots with a single click, or set up a table and send the
        link to friends.
      </p>
      <p className="difficulty">
        <label htmlFor="difficulty">Play now against </label>
        <select
          id="difficulty"
          value={level}
          onChange={(e) => {
            const v = e.target.value as Difficulty;
            setLevel(v);
            saveDifficulty(v);
          }}
        >
          {difficultyNames.map((d) => (
            <option key={d} value={d}>
              {d} bots — {difficulties[d].says}
            </option>
          ))}
        </select>
      </p>
      {served.error && (
        <p className="notice" role="status">
          The game server did not answer ({served.error}): Play now deals a table against bots in
          this browser; tables with friends wait for the server.
        </p>
      )}
      <ErrorNotice error={error} />
      <ul className="game-grid">
        {catalog.map((entry) => {
          const info = served.value?.find((g) => g.id === entry.id);
          const Picture = entry.picture;
          return (
            <li key={entry.id} className="game-card" data-game={entry.id}>
              <Picture />
              <div className="game-card-body">
                <h2>{entry.name}</h2>
                <p className="muted">
                  {info ? `${info.minPlayers}–${info.maxPlayers} players` : entry.players}
                </p>
                <p>{info?.summary ?? entry.blurb}</p>
                <div className="buttons">
                  {info || served.error ? (
                    <>
                      {/* On the server when it serves the game; with no server, in this browser. */}
                      <button
                        type="button"
                        className="primary"
                        disabled={busy !== null}
                        onClick={() => {
                          setBusy(entry.id);
                          setError(null);
                          const dealt = info
                            ? playNow(info, entry.playNowPlayers, level)
                            : playOffline(entry.id, entry.playNowPlayers, level);
                          dealt
                            .catch((e: unknown) => setError(messageOf(e)))
                            .finally(() => setBusy(null));
                        }}
                      >
                        {busy === entry.id ? "Dealing…" : info ? "Play now" : "Play now, offline"}
                      </button>
                      {info && (
                        <a className="button" href={href({ page: "new", game: entry.id })}>
                          Create table
                        </a>
                      )}
                    </>
                  ) : (
                    <span className="muted">
                      {served.loading ? "Asking the server…" : "Not on this server yet."}
                    </span>
                  )}
                  <a className="button" href={href({ page: "learn", game: entry.id })}>
                    Learn
                  </a>
                  <a className="button quiet" href={href({ page: "rules", game: entry.id })}>
                    Rules
                  </a>
                  {entry.adviser && (
                    <a className="button quiet" href={href({ page: "advice", game: entry.id })}>
                      {entry.adviser}
                    </a>
                  )}
                  {entry.odds && (
                    <a className="button quiet" href={href({ page: "odds", game: entry.id })}>
                      {entry.odds}
                    </a>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
