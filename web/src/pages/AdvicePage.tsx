import { Suspense } from "react";
import { catalog } from "../catalog";
import { webGameOf } from "../games";
import { href } from "../router";

/**
 * `#/advice/<game>`: a game's adviser as a standalone calculator, the `Adviser` of its web
 * module; the games with one are those whose web entry names an adviser.
 */
export function AdvicePage({ game }: { game: string | null }) {
  const withAdvisers = catalog.filter((g) => g.adviser);
  const entry = withAdvisers.find((g) => g.id === game);
  const Adviser = entry ? webGameOf(entry.id)?.Adviser : undefined;
  return (
    <section className="page advice-page">
      <h1 tabIndex={-1}>{entry && Adviser ? `${entry.name}: ${entry.adviser}` : "Advisers"}</h1>
      <nav className="buttons" aria-label="advisers">
        {withAdvisers.map((g) => (
          <a
            key={g.id}
            className={`button${g.id === game ? " primary" : " quiet"}`}
            href={href({ page: "advice", game: g.id })}
          >
            {g.name}: {g.adviser}
          </a>
        ))}
      </nav>
      {Adviser ? (
        <Suspense fallback={<p>Loading…</p>}>
          <Adviser />
        </Suspense>
      ) : (
        <p>Pick an adviser above. Each one sees only what its seat would see at the table.</p>
      )}
    </section>
  );
}
