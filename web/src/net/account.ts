/**
 * The signed-in account, as every page sees it: read once from `GET /api/me`, changed by signing
 * in, up or out. The session itself is an HttpOnly cookie this script never sees; the browser
 * sends it with each same-origin request.
 */
import type { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useSyncExternalStore } from "react";
import type {
  Leaderboard,
  Me,
  MyTable,
  Profile,
  SignedIn,
} from "../../../src/server/accounts/wire.js";
import { request } from "./api";
import { type SeatClaim, saveSeat } from "./seats";

export type {
  GameStats,
  Leaderboard,
  Me,
  MyTable,
  Profile,
} from "../../../src/server/accounts/wire.js";

/** The WebAuthn helpers load with the first passkey ceremony: most visits never need them. */
const webauthn = () => import("@simplewebauthn/browser");

/** Unknown until `/api/me` answers; null when signed out. */
let current: Me | null | undefined;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(me: Me | null): void {
  current = me;
  for (const l of listeners) l();
}

/** Asks the server who is signed in (again). */
export function refreshAccount(): Promise<void> {
  asking = request<{ account: Me | null }>("GET", "session").then(({ account }) => set(account));
  return asking;
}

/** The signed-in account (null: none; undefined: not known yet). */
export function useAccount(): Me | null | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      if (current === undefined && !asking) void refreshAccount().catch(() => undefined);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

/** The signed-in account's name, if the page knows one: a join then needs no name typed. */
export function accountName(): string | null {
  return current?.name ?? null;
}

const afterSignIn = async (who: SignedIn) => {
  await refreshAccount();
  return who;
};

/**
 * The registration ceremony: the server's challenge, the browser's new passkey, and the server's
 * answer. With a `name` it makes a new account; without, it adds the passkey to the signed-in one.
 */
async function registerPasskey(body: { name?: string }): Promise<SignedIn> {
  const { challengeId, options } = await request<{
    challengeId: string;
    options: Parameters<typeof startRegistration>[0]["optionsJSON"];
  }>("POST", "passkey/register/options", body);
  const { startRegistration } = await webauthn();
  const response = await startRegistration({ optionsJSON: options });
  return request<SignedIn>("POST", "passkey/register", { challengeId, response });
}

export const account = {
  signUp: (name: string, password: string) =>
    request<SignedIn>("POST", "account", { name, password }).then(afterSignIn),
  signIn: (name: string, password: string) =>
    request<SignedIn>("POST", "session", { name, password }).then(afterSignIn),
  async signOut(): Promise<void> {
    await request<null>("DELETE", "session");
    set(null);
  },
  async signOutEverywhere(): Promise<void> {
    await request<null>("DELETE", "sessions");
    set(null);
  },
  changePassword: (old: string | null, password: string) =>
    request<null>("PUT", "account/password", { ...(old === null ? {} : { old }), password }),
  async delete(password: string | null): Promise<void> {
    await request<null>("DELETE", "account", password === null ? {} : { password });
    set(null);
  },
  myTables: () => request<MyTable[]>("GET", "me/tables"),
  /** Puts the account's seat at a live table in this browser, so the table page opens in it. */
  async openSeat(table: string): Promise<void> {
    const held = await request<SeatClaim & { table: string }>(
      "GET",
      `me/tables/${encodeURIComponent(table)}/seat`,
    );
    saveSeat(table, { seat: held.seat, token: held.token });
  },
  claim: (seats: { table: string; token: string }[]) =>
    request<{ claimed: { table: string; seat: number }[] }>("POST", "me/claim", { seats }),
  profile: (name: string) => request<Profile>("GET", `players/${encodeURIComponent(name)}`),
  leaderboard: (game: string) =>
    request<Leaderboard>("GET", `leaderboard/${encodeURIComponent(game)}`),

  /** Signs up with a new passkey under `name` (the browser asks for the authenticator). */
  async passkeySignUp(name: string): Promise<SignedIn> {
    return afterSignIn(await registerPasskey({ name }));
  },
  /** Adds a passkey to the signed-in account. */
  async addPasskey(): Promise<void> {
    await registerPasskey({});
    await refreshAccount();
  },
  /** Signs in with a passkey this browser (or a phone, a key) holds for the site. */
  async passkeySignIn(): Promise<SignedIn> {
    const { challengeId, options } = await request<{
      challengeId: string;
      options: Parameters<typeof startAuthentication>[0]["optionsJSON"];
    }>("POST", "passkey/login/options", {});
    const { startAuthentication } = await webauthn();
    const response = await startAuthentication({ optionsJSON: options });
    return afterSignIn(await request<SignedIn>("POST", "passkey/login", { challengeId, response }));
  },
};

/** The seat tokens this browser holds, to claim for an account. */
export { heldSeats } from "./seats";
