/**
 * THE list of games: registering a game is one line here, its catalogue entry beside a loader of
 * its package. Everything keyed by game is derived from it: the ids (`GameId`), the home page's
 * catalogue (plain data, read without loading any engine), and in `index.ts` the packages, the
 * registry, the engines and the bots. The entries are light and each package loads when asked,
 * so a browser page that lists the games loads no rules, and one that plays them loads them all.
 */
import { colonialEntry } from "../games/colonial/entry.js";
import { dealersChoiceEntry } from "../games/dealers-choice/entry.js";
import type { CatalogueEntry } from "../games/entry.js";
import { pyramidPokerEntry } from "../games/pyramid-poker/entry.js";
import { threeSidedEntry } from "../games/three-sided/entry.js";
import { tyramidEntry } from "../games/tyramid/entry.js";
import { wildKillEntry } from "../games/wild-kill/entry.js";
import type { GamePackage } from "./package.js";

export const gameList = [
  listed(colonialEntry, () => import("./colonial.js")),
  listed(pyramidPokerEntry, () => import("./pyramid-poker.js")),
  listed(threeSidedEntry, () => import("./three-sided.js")),
  listed(wildKillEntry, () => import("./wild-kill.js")),
  listed(tyramidEntry, () => import("./tyramid.js")),
  listed(dealersChoiceEntry, () => import("./dealers-choice.js")),
] as const;

/** A registered game: its entry, and its package's module (whose default export it is). */
export interface Listed<Id extends string = string, P extends GamePackage<Id> = GamePackage<Id>> {
  readonly entry: CatalogueEntry<Id>;
  readonly load: () => Promise<{ readonly default: P }>;
}

/** One line of the list; the package's id is checked against its entry's when it loads. */
export function listed<const Id extends string, P extends GamePackage<Id>>(
  entry: CatalogueEntry<Id>,
  load: () => Promise<{ readonly default: P }>,
): Listed<Id, P> {
  return {
    entry,
    load: () =>
      load().then((m) => {
        if (m.default.entry !== entry)
          throw new Error(`The package listed as "${entry.id}" joins another entry.`);
        return m;
      }),
  };
}

/** The registered games' ids. */
export type GameId = (typeof gameList)[number]["entry"]["id"];

/** The package registered as `K`, with its game's own types. */
export type PackageOf<K extends GameId> = Awaited<
  ReturnType<Extract<(typeof gameList)[number], { entry: { id: K } }>["load"]>
>["default"];
/** What a game shows a viewer: the type its board is drawn from. */
export type ViewOf<K extends GameId> = ReturnType<PackageOf<K>["game"]["view"]>;
/** A game's actions, as its legal moves and its board's clicks are typed. */
export type ActionOf<K extends GameId> = ReturnType<PackageOf<K>["game"]["legalActions"]>[number];

/**
 * The games as the home page lists them, in the list's order: plain data that loads no engine.
 * Each is the entry its package joins (`listed` checks it).
 */
export const catalogue = Object.fromEntries(gameList.map((l) => [l.entry.id, l.entry])) as {
  readonly [K in GameId]: CatalogueEntry<K>;
};
