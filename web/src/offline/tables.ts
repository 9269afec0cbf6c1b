/**
 * Tables played in this browser alone, against bots, with no server: kept in IndexedDB as the
 * server keeps a table (its seed, options, seats and log of entries), so a reload, or a phone
 * with no network, carries on where it was. Their ids start with `local-`.
 */
import type { TableLogRow } from "../../../src/server/db/schema.js";

export const LOCAL_PREFIX = "local-";

export function isLocalTable(id: string): boolean {
  return id.startsWith(LOCAL_PREFIX);
}

/** A table played in this browser: what it was made with, and its log. */
export interface LocalTableRecord {
  readonly id: string;
  readonly game: string;
  /** The options as the game parsed them, defaults filled in. */
  readonly options: unknown;
  readonly players: number;
  readonly seed: string;
  /** SHA-256 of the seed, as a server publishes it. */
  readonly commitment: string;
  /** Per seat, a bot's name, or null for the player. */
  readonly bots: readonly (string | null)[];
  readonly log: TableLogRow[];
  readonly created: number;
}

const DB = "pyramids-offline";
const STORE = "tables";

function open(): Promise<IDBDatabase> {
  return new Promise((done, fail) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "id" });
    req.onsuccess = () => done(req.result);
    req.onerror = () => fail(req.error);
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((done, fail) => {
      const tx = db.transaction(STORE, mode);
      const req = use(tx.objectStore(STORE));
      // Written only once the transaction commits: a reload right after finds it there.
      tx.oncomplete = () => done(req.result);
      tx.onerror = () => fail(tx.error);
      tx.onabort = () => fail(tx.error);
    });
  } finally {
    db.close();
  }
}

export function loadLocal(id: string): Promise<LocalTableRecord | undefined> {
  return inStore("readonly", (s) => s.get(id) as IDBRequest<LocalTableRecord | undefined>);
}

export async function saveLocal(table: LocalTableRecord): Promise<void> {
  await inStore("readwrite", (s) => s.put(table));
}
