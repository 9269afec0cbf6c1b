/**
 * A table against bots in this browser alone: Play now with no network. The engine checks its
 * options as a server would; the seed comes from the browser's cryptographic source, and its
 * SHA-256 is kept as a server publishes it, so the record checks like a server's.
 */
import type { Difficulty } from "../../../src/bots/difficulty.js";
import { parseOptions } from "../../../src/core/options.js";
import { registry } from "../../../src/packages/index.js";
import { saveSeat } from "../net/seats";
import { rebuild } from "./host";
import { LOCAL_PREFIX, type LocalTableRecord, loadLocal, saveLocal } from "./tables";

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Play now's rising ante in a betting game (as the server's Play now), else the defaults. */
function offlineOptions(game: string, players: number): unknown {
  const def = registry.get(game)!;
  const rising = parseOptions(def, { betting: { anteDoublesEvery: 3 } }, players);
  if (rising.ok) return rising.value;
  const plain = parseOptions(def, {}, players);
  if (!plain.ok) throw new Error(plain.error.message);
  return plain.value;
}

/** Makes the table, seats the player in seat 0 and bots of `level` in the others; its id. */
export async function createOffline(
  game: string,
  players: number,
  level: Difficulty,
  name: string,
): Promise<string> {
  if (!registry.get(game)) throw new Error(`This browser does not have the game "${game}".`);
  const seed = randomHex(16);
  const token = randomHex(16);
  const id = `${LOCAL_PREFIX}${randomHex(6)}`;
  const record: LocalTableRecord = {
    id,
    game,
    options: offlineOptions(game, players),
    players,
    seed,
    commitment: await sha256(seed),
    bots: Array.from({ length: players }, (_, i) => (i === 0 ? null : level)),
    // The player's join is the log's first entry, as at a server; this browser alone holds the
    // token, so the entry keeps it as it is.
    log: [
      {
        table_id: id,
        seq: 0,
        kind: "join",
        seat: 0,
        data: JSON.stringify({ name, tokenHash: token }),
        client_seq: null,
        at: Date.now(),
      },
    ],
    created: Date.now(),
  };
  await saveLocal(record);
  saveSeat(id, { seat: 0, token });
  return id;
}

/** A finished offline table's record, as a server's `GET /api/tables/:id/record` gives it. */
export async function localRecord(id: string) {
  const record = await loadLocal(id);
  if (!record) throw new Error(`There is no table "${id}" in this browser.`);
  const t = rebuild(record);
  if (!t.table.outcome()) throw new Error("The table is not finished yet.");
  return {
    ...t.table.record(t.seats.map((s) => s.bot ?? "player")),
    id,
    commitment: record.commitment,
    outcome: t.table.outcome(),
    names: t.seats.map((s) => s.name),
    chat: [],
  };
}
