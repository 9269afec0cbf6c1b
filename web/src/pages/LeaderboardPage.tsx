import { account, useAccount } from "../net/account";
import { api } from "../net/api";
import { useAsync } from "../net/useAsync";
import { href, navigate } from "../router";
import { ratingText } from "./RatingChart";

/** The best ratings in a game: not provisional, and with enough rated games. */
export function LeaderboardPage({ game }: { game: string | null }) {
  const games = useAsync(() => api.games(), []);
  const shown = game ?? games.value?.[0]?.id ?? null;
  const board = useAsync(
    () => (shown ? account.leaderboard(shown) : Promise.resolve(null)),
    [shown],
  );
  const b = board.value;
  const me = useAccount();
  // Signed in: your own rating here, listed or not yet.
  const mine = useAsync(
    () => (me ? account.profile(me.name) : Promise.resolve(null)),
    [me?.name, shown, b],
  );
  const own = shown ? mine.value?.ratings[shown] : undefined;
  return (
    <section className="page leaderboard">
      <h1 tabIndex={-1}>Leaderboard{b ? `: ${b.name}` : ""}</h1>
      <div className="option">
        <label htmlFor="board-game">Game</label>
        <select
          id="board-game"
          value={shown ?? ""}
          onChange={(e) => navigate({ page: "leaderboard", game: e.target.value })}
        >
          {(games.value ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      {me && b && (
        <p className="your-rating">
          {own ? (
            <>
              Your rating: <strong className="rating">{ratingText(own)}</strong>{" "}
              <span className="muted">
                ({own.games} rated {own.games === 1 ? "game" : "games"}
                {own.provisional || own.games < b.minGames
                  ? `; listed once it counts ${b.minGames} and is no longer provisional`
                  : ""}
                )
              </span>
            </>
          ) : (
            <span className="muted">You have no rating in {b.name} yet: play a rated table.</span>
          )}
        </p>
      )}
      {(board.error ?? games.error) && (
        <p className="notice error" role="alert">
          {board.error ?? games.error}
        </p>
      )}
      {b && b.players.length === 0 && (
        <p className="muted">
          Nobody yet: a rating is listed once it counts {b.minGames} rated games and is no longer
          provisional.
        </p>
      )}
      {b && b.players.length > 0 && (
        <table className="board">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Rating</th>
              <th scope="col">Games</th>
            </tr>
          </thead>
          <tbody>
            {b.players.map((p) => (
              <tr key={p.name}>
                <td>{p.rank}</td>
                <td>
                  <a href={href({ page: "player", name: p.name })}>{p.name}</a>
                </td>
                <td>{Math.round(p.rating)}</td>
                <td>{p.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
