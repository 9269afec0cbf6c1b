import type { ReactNode } from "react";
import { type CatalogueEntry, playersText } from "../../src/games/entry.js";
import type { GameId } from "../../src/packages/list.js";
import { catalogue } from "../../src/packages/list.js";
import { webEntryOf } from "./games/entries";
import { Picture } from "./games/Picture";

/**
 * The games as the home page shows them (the five, and a Pyramid night): each game's catalogue
 * entry, light data with no engine behind it, with its picture and links from the light half of its web module
 * (`web/src/games/<id>/entry.tsx`). The summary and player counts come
 * from the game registry through the server when it serves the game; the entries are the web's own
 * words for the home page, so a game not yet served still shows what it is.
 */
export interface GameEntry extends CatalogueEntry<GameId> {
  /** The player counts in words ("2–6 players"). */
  readonly players: string;
  readonly picture: () => ReactNode;
  /** The link to the game's adviser page, if it has one. */
  readonly adviser?: string;
  /** The link to the game's odds page, if it has one. */
  readonly odds?: string;
}

export const catalog: readonly GameEntry[] = Object.values(catalogue).map((entry) => {
  const web = webEntryOf(entry.id);
  return {
    ...entry,
    players: playersText(entry),
    picture: web?.picture ?? (() => <NamePicture name={entry.name} />),
    ...(web?.adviser ? { adviser: web.adviser } : {}),
    ...(web?.odds ? { odds: web.odds } : {}),
  };
});

export function findEntry(id: string): GameEntry | undefined {
  return catalog.find((g) => g.id === id);
}

/** The picture of a game whose web module draws none: its name on the panel. */
function NamePicture({ name }: { name: string }) {
  return (
    <Picture label={name} fill="#2b2440">
      <text x="150" y="108" textAnchor="middle" fill="#f3e9c6" fontSize="22">
        {name}
      </text>
    </Picture>
  );
}
