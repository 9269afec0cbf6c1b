import { useAccount } from "../net/account";
import { type ClubStandings, clubs, type StandingsPlayer } from "../net/clubs";
import { ErrorNotice } from "../pages/ErrorNotice";
import { placeText, ratingText } from "../pages/RatingChart";
import { href } from "../router";
import { useClubAsync, WideTable } from "./common";
import { SignedOut } from "./SignedOut";
import { netText, seasonText } from "./text";

/**
 * A club's standings for the season, one table per game: games, wins, places, and points
 * (Tyramid, Pyramid Poker) or the net (the chip games), with the rating where tables were rated.
 */
export function StandingsPage({ club }: { club: string }) {
  const me = useAccount();
  const detail = useClubAsync(me, club, clubs.club);
  const standings = useClubAsync(me, club, clubs.standings);
  if (me === null)
    return (
      <SignedOut title="Standings">
        Only a club's members see its standings: sign in first.
      </SignedOut>
    );
  const c = detail.value;
  const s = standings.value;
  const error = detail.error ?? standings.error;
  return (
    <section className="page club-standings">
      <h1 tabIndex={-1}>{c ? `${c.name}: standings` : "Standings"}</h1>
      <ErrorNotice error={error} />
      {(!c || !s) && !error && <p>Asking the server…</p>}
      {c && s && (
        <>
          <p className="club-links">
            <span className="muted">Season {seasonText(s.season)}</span>
            <a href={href({ page: "club", club: c.id })}>Back to the club</a>
            <a href={href({ page: "club-ledger", club: c.id })}>Ledger</a>
          </p>
          {s.games.length === 0 && (
            <p className="muted">No club table has ended this season yet.</p>
          )}
          {s.games.map((g) => (
            <GameStandings key={g.game} game={g} me={me?.name ?? null} />
          ))}
        </>
      )}
    </section>
  );
}

/** "1st ×2", "3rd ×1": each place kept whole on a line, best first. */
function places(p: StandingsPlayer): string[] {
  return Object.entries(p.places)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([place, n]) => `${placeText(Number(place))} ×${n}`);
}

function GameStandings({ game, me }: { game: ClubStandings["games"][number]; me: string | null }) {
  const rated = game.players.some((p) => p.rating !== null);
  const id = `standings-${game.game}`;
  return (
    <section aria-labelledby={id} className="standings-game" data-game={game.game}>
      <h2 id={id}>{game.name}</h2>
      <WideTable
        className="standings"
        head={
          <>
            <th scope="col">#</th>
            <th scope="col">Player</th>
            <th scope="col" className="num">
              {game.scoring === "points" ? "Points" : "Net"}
            </th>
            <th scope="col" className="num">
              Games
            </th>
            <th scope="col" className="num">
              Wins
            </th>
            <th scope="col">Places</th>
            {rated && <th scope="col">Rating</th>}
          </>
        }
      >
        {game.players.map((p, i) => (
          <tr key={p.account} className={p.name === me ? "me" : undefined}>
            <td>{i + 1}</td>
            <th scope="row">
              <a href={href({ page: "player", name: p.name })}>{p.name}</a>
            </th>
            <td className="num">
              {game.scoring === "points" ? (p.points ?? 0) : netText(p.net ?? 0)}
            </td>
            <td className="num">{p.games}</td>
            <td className="num">{p.wins}</td>
            <td>
              {places(p).map((text, k) => (
                <span key={text} className="nowrap">
                  {k > 0 ? ", " : ""}
                  {text}
                </span>
              ))}
            </td>
            {rated && <td>{p.rating ? ratingText(p.rating) : "—"}</td>}
          </tr>
        ))}
      </WideTable>
    </section>
  );
}
