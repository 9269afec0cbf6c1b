import { marked } from "marked";
import { useEffect, useState } from "react";
import { catalog, findEntry } from "../catalog";
import { href } from "../router";
import { forPlayers } from "../rulesText";

/** Each game's docs/rules/<id>.md, read at build time and rendered here. */
const pages = import.meta.glob<string>("../../../docs/rules/*.md", {
  query: "?raw",
  import: "default",
});

function loaderFor(id: string): (() => Promise<string>) | undefined {
  const key = Object.keys(pages).find((k) => k.endsWith(`/${id}.md`));
  return key ? pages[key] : undefined;
}

export function RulesPage({ game }: { game: string | null }) {
  const [html, setHtml] = useState<string | null>(null);
  const entry = game ? findEntry(game) : undefined;
  const load = game ? loaderFor(game) : undefined;
  useEffect(() => {
    setHtml(null);
    if (!load) return;
    let live = true;
    load().then((md) => {
      if (live) setHtml(marked.parse(forPlayers(md), { async: false }));
    });
    return () => {
      live = false;
    };
  }, [load]);
  if (!game) {
    return (
      <section className="page">
        <h1 tabIndex={-1}>Rules</h1>
        <p>
          The rules of each game as this site plays them, with every ruling the original texts left
          open.
        </p>
        <ul className="rules-list">
          {catalog.map((g) => (
            <li key={g.id}>
              <a href={href({ page: "rules", game: g.id })}>{g.name}</a>
              {!loaderFor(g.id) && <span className="muted"> — rules page not written yet</span>}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="page rules">
      {!load && (
        <>
          <h1 tabIndex={-1}>{entry?.name ?? game}</h1>
          <p>
            {entry
              ? "The rules page for this game has not been written yet."
              : `There is no game called "${game}".`}{" "}
            <a href={href({ page: "rules", game: null })}>All rules</a>
          </p>
        </>
      )}
      {entry && (
        <p className="buttons">
          <a className="button" href={href({ page: "learn", game: entry.id })}>
            Learn {entry.name} step by step
          </a>
        </p>
      )}
      {load && html === null && <p aria-live="polite">Loading the rules…</p>}
      {/* The markdown is the project's own docs/rules page, bundled at build time. */}
      {html !== null && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own rules page, bundled at build time.
        <article className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}
