/**
 * The clubs' routes, typed by the server's own wire types (`src/server/clubs/wire.ts`). Every
 * route needs a signed-in account; the session cookie goes with each same-origin request.
 */
import type * as wire from "../../../src/server/clubs/wire.js";
import { account } from "./account";
import { api, request } from "./api";
import { savedSeat } from "./seats";
import { joinSeat } from "./start";

export type {
  ClubDetail,
  ClubInvite,
  ClubLedger,
  ClubMember,
  ClubNight,
  ClubNotice,
  ClubRole,
  ClubStandings,
  ClubSummary,
  ClubTable,
  LedgerEntry,
  LedgerMember,
  LedgerTransfer,
  RsvpAnswer,
  Season,
  StandingsPlayer,
  TablePreset,
} from "../../../src/server/clubs/wire.js";

const at = (id: string) => `clubs/${encodeURIComponent(id)}`;
const season = (range?: { from: string; to: string | null }) =>
  range
    ? `?${new URLSearchParams({ from: range.from, ...(range.to ? { to: range.to } : {}) })}`
    : "";

export const clubs = {
  mine: () => request<wire.ClubSummary[]>("GET", "clubs"),
  create: (name: string) => request<wire.ClubCreated>("POST", "clubs", { name }),
  club: (id: string) => request<wire.ClubDetail>("GET", at(id)),
  invite: (id: string) => request<wire.InviteMade>("POST", `${at(id)}/invites`),
  revoke: (id: string, code: string) =>
    request<null>("DELETE", `${at(id)}/invites/${encodeURIComponent(code)}`),
  join: (code: string) => request<wire.Joined>("POST", "clubs/join", { code }),
  ask: (id: string) => request<wire.RequestMade>("POST", `${at(id)}/requests`),
  answer: (id: string, account: string, approve: boolean) =>
    request<unknown>("POST", `${at(id)}/requests/${encodeURIComponent(account)}`, { approve }),
  setRole: (id: string, account: string, role: "admin" | "member") =>
    request<unknown>("POST", `${at(id)}/members/${encodeURIComponent(account)}`, { role }),
  remove: (id: string, account: string) =>
    request<unknown>("DELETE", `${at(id)}/members/${encodeURIComponent(account)}`),
  schedule: (id: string, night: wire.NewNight) =>
    request<{ id: string }>("POST", `${at(id)}/nights`, night),
  rsvp: (id: string, night: string, answer: wire.RsvpAnswer) =>
    request<unknown>("POST", `${at(id)}/nights/${encodeURIComponent(night)}/rsvp`, { answer }),
  open: (id: string, night: string) =>
    request<wire.NightOpened>("POST", `${at(id)}/nights/${encodeURIComponent(night)}/open`),
  letGuestIn: (id: string, table: string, name: string) =>
    request<unknown>("POST", `${at(id)}/tables/${encodeURIComponent(table)}/guests`, { name }),
  ledger: (id: string, range?: { from: string; to: string | null }) =>
    request<wire.ClubLedger>("GET", `${at(id)}/ledger${season(range)}`),
  setSeason: (id: string, change: wire.SeasonChange) =>
    request<unknown>("PUT", `${at(id)}/season`, change),
  correct: (id: string, c: wire.Correction) =>
    request<{ id: string }>("POST", `${at(id)}/ledger/corrections`, c),
  markPaid: (id: string, p: wire.Payment) =>
    request<{ id: string }>("POST", `${at(id)}/ledger/payments`, p),
  /** The ledger as a file: a plain link, the session cookie going with it. */
  csvHref: (id: string) => `api/${at(id)}/ledger.csv`,
  standings: (id: string) => request<wire.ClubStandings>("GET", `${at(id)}/standings`),
  notices: () => request<wire.ClubNotice[]>("GET", "clubs/notices"),
};

/**
 * Takes the player to a club table in a seat: the one this browser holds, else the account's
 * seat from another device, else the first open seat for a person; a full table is watched.
 */
export async function sitAtClubTable(table: string, name: string): Promise<void> {
  const go = () => {
    window.location.hash = `#/table/${encodeURIComponent(table)}`;
  };
  if (savedSeat(table)) return go();
  const seats = (await api.table(table)).seats ?? [];
  // The account sits there already, from another device: this browser is given the seat.
  if (seats.some((s) => s.kind === "human" && s.taken && !s.left && s.name === name)) {
    await account.openSeat(table);
    return go();
  }
  const free = seats.find((s) => s.kind === "human" && !s.taken);
  if (!free) return go();
  await joinSeat(table, free.seat, name);
}
