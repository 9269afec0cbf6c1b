import { Suspense } from "react";
import { catalog } from "../catalog";
import { webGameOf } from "../games";
import { href } from "../router";

/**
 * `#/odds/<game>`: a game's odds calculator, the `Odds` page of its web module; the games with
 * one are those whose web entry names it, and the first is shown when none is named.
 */
export function OddsPage({ game }: { game: string | null }) {
  const withOdds = catalog.filter((g) => g.odds);
  const entry = withOdds.find((g) => g.id === game) ?? withOdds[0];
  const Odds = entry ? webGameOf(entry.id)?.Odds : undefined;
  return (
    <>
      {withOdds.length > 1 && (
        <div className="page odds-nav">
          <nav className="buttons" aria-label="odds calculators">
            {withOdds.map((g) => (
              <a
                key={g.id}
                className={`button${g.id === entry?.id ? " primary" : " quiet"}`}
                href={href({ page: "odds", game: g.id })}
              >
                {g.name}
              </a>
            ))}
          </nav>
        </div>
      )}
      {Odds ? (
        <Suspense fallback={<p className="page">Loading…</p>}>
          <Odds />
        </Suspense>
      ) : (
        <section className="page">
          <h1 tabIndex={-1}>Odds</h1>
          <p>No game here has an odds calculator.</p>
        </section>
      )}
    </>
  );
}
