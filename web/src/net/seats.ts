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
