/**
 * Seat tokens kept in the browser, one per table, so a reload (or coming back tomorrow) puts the
 * player back in their seat. Only this browser has the token; the server keeps its hash.
 */
export interface SeatClaim {
  seat: number;
  token: string;
}

/**
 * A value kept for each table under `pyramids.<kind>.<table>`. `read` turns the stored text back
 * into the value, or null when it is not one (an old or hand-edited entry is simply not there);
 * values are kept as JSON unless `write` says otherwise.
 */
function perTable<T>(
  kind: string,
  read: (raw: string) => T | null,
  write: (value: T) => string = JSON.stringify,
) {
  const key = (table: string) => `pyramids.${kind}.${table}`;
  return {
    saved(table: string): T | null {
      try {
        const raw = localStorage.getItem(key(table));
        return raw ? read(raw) : null;
      } catch {
        return null;
      }
    },
    save(table: string, value: T): void {
      localStorage.setItem(key(table), write(value));
    },
    forget(table: string): void {
      localStorage.removeItem(key(table));
    },
  };
}

/**
 * Reads a stored JSON object with exactly these fields of these types, keeping only them; any
 * other shape is not one.
 */
function jsonRecord<T extends { [K in keyof T]: number | string }>(
  types: {
    [K in keyof T]: T[K] extends number ? "number" : "string";
  },
) {
  return (raw: string): T | null => {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const fields = Object.keys(types).map((k) => [k, (parsed as Record<string, unknown>)[k]]);
    if (!fields.every(([k, v]) => typeof v === types[k as keyof T])) return null;
    return Object.fromEntries(fields) as T;
  };
}

const seats = perTable("seat", jsonRecord<SeatClaim>({ seat: "number", token: "string" }));

/** Every seat this browser holds, with its table: what the inbox asks the server about. */
export function heldSeats(): { table: string; token: string }[] {
  const held: { table: string; token: string }[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const table = key?.startsWith("pyramids.seat.") ? key.slice("pyramids.seat.".length) : null;
      const claim = table ? seats.saved(table) : null;
      if (table && claim) held.push({ table, token: claim.token });
    }
  } catch {
    // Storage refused (a private window's settings): no seats held here.
  }
  return held;
}
export const savedSeat = seats.saved;
export const saveSeat = seats.save;
export const forgetSeat = seats.forget;

/** The player's name, remembered for the next table. */
export function savedName(): string {
  return localStorage.getItem("pyramids.name") ?? "";
}

export function saveName(name: string): void {
  localStorage.setItem("pyramids.name", name);
}

/**
 * The host token of a table this browser created, kept like a seat token: whoever holds it may
 * pause, start, mute or close the table, so it is never put in a link.
 */
const hosts = perTable<string>("host", (raw) => raw, String);
export const savedHost = hosts.saved;
export const saveHost = hosts.save;
export const forgetHost = hosts.forget;

/**
 * A request to join a private table, waiting for the host: its id and the token that becomes
 * the seat's once the host approves.
 */
export interface JoinWait {
  request: string;
  token: string;
}

const requests = perTable("request", jsonRecord<JoinWait>({ request: "string", token: "string" }));
export const savedRequest = requests.saved;
export const saveRequest = requests.save;
export const forgetRequest = requests.forget;
