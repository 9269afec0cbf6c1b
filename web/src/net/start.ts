import { type Difficulty, difficulties, isDifficulty } from "../../../src/bots/difficulty.js";
import { isLocalTable } from "../offline/tables";
import { navigate } from "../router";
import { ApiError, api, type GameInfo } from "./api";
import { askName, ensureName } from "./askName";
import { nameProblem } from "./names";
import { pushNewSeat } from "./push";
import { savedName, saveHost, saveRequest, saveSeat } from "./seats";

/** The bot a one-click table seats: the difficulty asked for, else the quickest sensible one. */
export function defaultBot(game: GameInfo, level: Difficulty = "easy"): string | null {
  const order = [level, "easy", "heuristic", "random"];
  for (const name of order) if (game.bots.includes(name)) return name;
  return game.bots.find((b) => b !== "random") ?? game.bots[0] ?? null;
}

/** The difficulty Play now seats, kept between visits. */
export function savedDifficulty(): Difficulty {
  const saved = localStorage.getItem("pyramids.difficulty") ?? "";
  return isDifficulty(saved) ? saved : "easy";
}

export function saveDifficulty(level: Difficulty): void {
  localStorage.setItem("pyramids.difficulty", level);
}

/** A bot's name as a player reads it: a difficulty says which bot and budget it is. */
export function botLabel(name: string): string {
  return isDifficulty(name) ? `${name} — ${difficulties[name].says}` : `bot: ${name}`;
}

export function defaultPlayers(game: GameInfo): number {
  return Math.min(game.maxPlayers, Math.max(game.minPlayers, 4));
}

/** Play now's rising ante: it doubles every this many hands, so a game against bots ends in minutes. */
const PLAY_NOW_ANTE_DOUBLES_EVERY = 3;

/** Play now's options: the defaults, and in a betting game a rising ante. */
export function playNowOptions(game: GameInfo): Record<string, unknown> {
  const betting = game.options.properties?.betting?.properties;
  return betting?.anteDoublesEvery
    ? { betting: { anteDoublesEvery: PLAY_NOW_ANTE_DOUBLES_EVERY } }
    : {};
}

/**
 * The move clock a new table gets unless its creator turns it off: a player who walks away
 * never stalls the others for longer than this.
 */
export const DEFAULT_MOVE_CLOCK_MS = 60_000;

/** The server's codes for a name it will not seat: the prompt asks again with its reason. */
const NAME_REFUSALS: ReadonlySet<string> = new Set(["name-taken", "bad-name"]);

/** "Play now": a table with the defaults (and a rising ante), you in seat 0, bots in the others. */
export async function playNow(
  game: GameInfo,
  usual?: number,
  level: Difficulty = "easy",
): Promise<void> {
  const players = Math.min(
    game.maxPlayers,
    Math.max(game.minPlayers, usual ?? defaultPlayers(game)),
  );
  // No network: the table is played in this browser, the bots thinking in a worker.
  if (!navigator.onLine) return playOffline(game.id, players, level);
  const bot = defaultBot(game, level);
  if (!bot) throw new Error(`The server has no bot for ${game.name}.`);
  // One click: nobody but bots reads the name here, so none is asked (see oneClickName).
  const name = oneClickName();
  const seats = Array.from({ length: players }, (_, i) => (i === 0 ? null : bot));
  const table = await api.create({
    game: game.id,
    players,
    options: playNowOptions(game),
    bots: seats,
    clockMs: DEFAULT_MOVE_CLOCK_MS,
  });
  if (table.hostToken) saveHost(table.id, table.hostToken);
  await joinSeat(table.id, 0, name);
}

/**
 * The name a one-click table seats a newcomer under: the one this browser remembers, else
 * "Player 1". The name is asked only where other people will read it: joining a friend's table,
 * creating one.
 */
export function oneClickName(): string {
  const known = savedName();
  return nameProblem(known) === null ? known : "Player 1";
}

/**
 * Play now with no server: a table against bots kept in this browser (IndexedDB), the engine and
 * the bots in a Web Worker. Nobody but bots reads the name, so none is asked.
 */
export async function playOffline(game: string, players: number, level: Difficulty): Promise<void> {
  const { createOffline } = await import("../offline/create");
  const table = await createOffline(game, players, level, oneClickName());
  navigate({ page: "table", table });
}

/**
 * Takes a seat under the player's name: the remembered one, else asked for; a name the server
 * refuses (taken at this table, not allowed) is asked for again with the server's reason. At a
 * private table this asks the host, and the table page waits for the answer.
 * False when the player closed the prompt without a name.
 */
export async function joinSeat(table: string, seat: number, known?: string): Promise<boolean> {
  let name = known ?? (await ensureName());
  for (;;) {
    if (name === null) return false;
    try {
      const joined = await api.join(table, seat, name);
      // A private table: the seat is ours once the host approves; the table page waits for it.
      if ("request" in joined) saveRequest(table, { request: joined.request, token: joined.token });
      else {
        saveSeat(table, { seat: joined.seat, token: joined.token });
        pushNewSeat(table, joined.token);
      }
      navigate({ page: "table", table });
      return true;
    } catch (e) {
      if (!(e instanceof ApiError && e.code !== null && NAME_REFUSALS.has(e.code))) throw e;
      name = await askName(e.message);
    }
  }
}

/**
 * "Play again": a new table of the same game, options, seats (the same bots; people's seats open)
 * and clock as a finished one, with you in the seat you had.
 */
export async function playAgain(table: string, seat: number | null): Promise<void> {
  if (isLocalTable(table)) {
    // Another table in this browser, against the same bots.
    const record = await api.record(table);
    const level = record.seats?.find(isDifficulty) ?? "easy";
    return playOffline(record.game, record.players, level);
  }
  const [record, summary] = await Promise.all([api.record(table), api.table(table)]);
  const bots = Array.from({ length: record.players }, (_, s) => {
    const label = record.seats?.[s];
    return label && label !== "player" && label !== "you" ? label : null;
  });
  const next = await api.create({
    game: record.game,
    players: record.players,
    options: (record.options ?? {}) as Record<string, unknown>,
    bots,
    clockMs: summary.clock?.moveMs ?? null,
  });
  if (next.hostToken) saveHost(next.id, next.hostToken);
  if (seat !== null && bots[seat] === null) await joinSeat(next.id, seat);
  else navigate({ page: "table", table: next.id });
}
