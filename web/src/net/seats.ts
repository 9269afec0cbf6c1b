/**
 * Seat tokens kept in the browser, one per table, so a reload (or coming back tomorrow) puts the
 * player back in their seat. Only this browser has the token; the server keeps its hash.
 */
export interface SeatClaim {
  seat: number;
  token: string;
}

const key = (table: string) => `pyramids.seat.${table}`;

export function savedSeat(table: string): SeatClaim | null {
  try {
    const raw = localStorage.getItem(key(table));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SeatClaim>;
    if (typeof parsed.seat !== "number" || typeof parsed.token !== "string") return null;
    return { seat: parsed.seat, token: parsed.token };
  } catch {
    return null;
  }
}

export function saveSeat(table: string, claim: SeatClaim): void {
  localStorage.setItem(key(table), JSON.stringify(claim));
}

export function forgetSeat(table: string): void {
  localStorage.removeItem(key(table));
}

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
const hostKey = (table: string) => `pyramids.host.${table}`;

export function savedHost(table: string): string | null {
  try {
    return localStorage.getItem(hostKey(table));
  } catch {
    return null;
  }
}

export function saveHost(table: string, token: string): void {
  localStorage.setItem(hostKey(table), token);
}

export function forgetHost(table: string): void {
  localStorage.removeItem(hostKey(table));
}

/**
 * A request to join a private table, waiting for the host: its id and the token that becomes
 * the seat's once the host approves.
 */
export interface JoinWait {
  request: string;
  token: string;
}

const requestKey = (table: string) => `pyramids.request.${table}`;

export function savedRequest(table: string): JoinWait | null {
  try {
    const raw = localStorage.getItem(requestKey(table));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<JoinWait>;
    if (typeof parsed.request !== "string" || typeof parsed.token !== "string") return null;
    return { request: parsed.request, token: parsed.token };
  } catch {
    return null;
  }
}

export function saveRequest(table: string, wait: JoinWait): void {
  localStorage.setItem(requestKey(table), JSON.stringify(wait));
}

export function forgetRequest(table: string): void {
  localStorage.removeItem(requestKey(table));
}
