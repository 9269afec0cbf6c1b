/**
 * The inbox: the tables waiting for this browser's moves, asked of the server for the seats this
 * browser holds, every half minute and whenever the page comes back into view. One store for the
 * page, the navigation's badge and the title's count.
 */
import { useSyncExternalStore } from "react";
import { byUrgency } from "../../../src/server/inbox.js";
import { isLocalTable } from "../offline/tables";
import { accountName } from "./account";
import { api, type InboxEntry } from "./api";
import { heldSeats } from "./seats";

export interface Inbox {
  readonly turns: readonly InboxEntry[];
  /** The last refusal or failure, in words; the last answer stays shown. */
  readonly error: string | null;
  readonly loaded: boolean;
}

const POLL_MS = 30_000;

let inbox: Inbox = { turns: [], error: null, loaded: false };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function set(next: Inbox): void {
  inbox = next;
  for (const l of listeners) l();
}

/** Asks the server again now. */
export async function refreshInbox(): Promise<void> {
  // Tables played in this browser wait for nobody but the player at them.
  const seats = heldSeats().filter((s) => !isLocalTable(s.table));
  try {
    const [held, account] = await Promise.all([
      seats.length === 0 ? { turns: [] } : api.inbox(seats),
      // Signed in: every seat of the account, taken on this device or another.
      accountName() === null ? { turns: [] } : api.accountInbox(),
    ]);
    const seen = new Set<string>();
    const turns = [...account.turns, ...held.turns]
      .filter((t) => !seen.has(`${t.table}:${t.seat}`) && seen.add(`${t.table}:${t.seat}`))
      .sort(byUrgency);
    set({ turns, error: null, loaded: true });
  } catch (e) {
    set({ ...inbox, error: e instanceof Error ? e.message : String(e), loaded: true });
  }
}

function onVisible(): void {
  if (document.visibilityState === "visible") void refreshInbox();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    void refreshInbox();
    timer = setInterval(() => void refreshInbox(), POLL_MS);
    document.addEventListener("visibilitychange", onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    }
  };
}

export function useInbox(): Inbox {
  return useSyncExternalStore(subscribe, () => inbox);
}

/** "3 h 20 min", "45 min", "2 days 4 h": the time left to move, as a player reads it. */
export function timeLeft(deadline: number, now: number): string {
  const minutes = Math.max(0, Math.floor((deadline - now) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} day${days === 1 ? "" : "s"}${hours > 0 ? ` ${hours} h` : ""}`;
  if (hours > 0) return `${hours} h${mins > 0 ? ` ${mins} min` : ""}`;
  return minutes > 0 ? `${mins} min` : "under a minute";
}
