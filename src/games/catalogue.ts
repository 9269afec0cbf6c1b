import type { GameId } from "../packages/index.js";
import { colonialEntry } from "./colonial/entry.js";
import { dealersChoiceEntry } from "./dealers-choice/entry.js";
import type { CatalogueEntry } from "./entry.js";
import { pyramidPokerEntry } from "./pyramid-poker/entry.js";
import { threeSidedEntry } from "./three-sided/entry.js";
import { tyramidEntry } from "./tyramid/entry.js";
import { wildKillEntry } from "./wild-kill/entry.js";

/**
 * The games as the home page lists them, in its order: plain data that loads no engine, keyed by
 * the registered games' ids, so a registered game without its entry does not compile. Each is the
 * entry its package joins (a test checks they are the same).
 */
export const catalogue: { readonly [K in GameId]: CatalogueEntry<K> } = {
  colonial: colonialEntry,
  "pyramid-poker": pyramidPokerEntry,
  "three-sided": threeSidedEntry,
  "wild-kill": wildKillEntry,
  "dealers-choice": dealersChoiceEntry,
  tyramid: tyramidEntry,
};
