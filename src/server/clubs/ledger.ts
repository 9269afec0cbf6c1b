/**
 * The season ledger: every finished chip table of the club (each member's chips bought and final
 * stack, as the table's own ledger has them), the admins' corrections and the payments marked
 * made. Lines are only ever added: a correction moves chips from one member's net to another's in
 * two new lines, never an edit, and names who made it. The settle-up squares what is left with the fewest payments (settle.ts).
 */
import { z } from "zod";
import type { ClubRow } from "../db/schema.js";
import { ServerCode, ServerError } from "../errors.js";
import { CONTROL } from "../names.js";
import { newTableId } from "../tokens.js";
import { parseTime } from "./nights.js";
import type { ClubResults } from "./results.js";
import { settleUp } from "./settle.js";
import { type ClubStore, iso, type Membership, unknownMember } from "./store.js";
import type { ClubLedger, LedgerEntry, LedgerMember, LedgerTransfer, Season } from "./wire.js";

/** The most chips a correction or payment may move: far past any home game, short of overflow. */
export const MAX_CHIPS = 1_000_000_000;

/** The name the settle-up gives the chips won or lost outside the club's members. */
export const OUTSIDE = "Outside the club";

const note = z
  .string()
  .max(1000)
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, "a note says why")
      .max(200, "a note is at most 200 characters")
      .refine((s) => !CONTROL.test(s), "a note is one line of text"),
  );
/** Chips a correction or payment moves: a whole number from 1 to MAX_CHIPS; `least` says why not 0. */
const chips = (least: string) =>
  z.number().int("chips are a whole number").min(1, least).max(MAX_CHIPS);
/** When a line counts, if not now: a time inside the season it settles. */
const at = z.string().min(1).max(64).optional();
const account = z.string().min(1).max(64);
export const correctionBody = z.strictObject({
  from: account,
  to: account,
  chips: chips('a correction moves at least 1 chip (swap "from" and "to" to move them back)'),
  note,
  at,
});
export const paymentBody = z.strictObject({
  from: account,
  to: account,
  chips: chips("a payment is at least 1 chip"),
  at,
});

/** A season in ms: from (inclusive) to (exclusive), `to` null for an open season. */
export interface SeasonRange {
  readonly from: number;
  readonly to: number | null;
}

export function seasonWire(s: SeasonRange): Season {
  return { from: iso(s.from), to: s.to === null ? null : iso(s.to) };
}

export class ClubLedgers {
  constructor(
    private readonly store: ClubStore,
    private readonly results: ClubResults,
  ) {}

  async ledger(club: ClubRow, season: SeasonRange): Promise<ClubLedger> {
    await this.results.sync(club.id);
    const db = this.store.db;
    const inSeason = <T extends { at: number }>(rows: T[]) =>
      rows.filter((r) => {
        const at = Number(r.at);
        return at >= season.from && (season.to === null || at < season.to);
      });
    const [results, own, members] = await Promise.all([
      db
        .selectFrom("club_result")
        .selectAll()
        .where("club_id", "=", club.id)
        .where("bought", "is not", null)
        .execute(),
      db.selectFrom("club_entry").selectAll().where("club_id", "=", club.id).execute(),
      this.store.members(club.id),
    ]);
    const seasonResults = inSeason(results);
    const seasonOwn = inSeason(own);
    const ids = [
      ...members.map((m) => m.account),
      ...seasonResults.flatMap((r) => (r.account_id ? [r.account_id] : [])),
      ...seasonOwn.flatMap((e) => [e.account_id, e.by_id, ...(e.other_id ? [e.other_id] : [])]),
    ];
    const names = await this.store.names(ids);
    const nameOf = (id: string, fallback = "Deleted player") => names.get(id) ?? fallback;

    const entries: (LedgerEntry & { ms: number })[] = [];
    for (const r of seasonResults) {
      const net = Number(r.stack) - Number(r.bought);
      // A guest's or a bot's seat: outside the members' ledger (see `unbalanced`).
      if (r.account_id === null) continue;
      entries.push({
        ms: Number(r.at),
        id: `${r.table_id}.${r.seat}`,
        at: iso(r.at),
        kind: "table",
        account: r.account_id,
        name: nameOf(r.account_id, r.name),
        chips: net,
        table: r.table_id,
        game: r.game,
        bought: Number(r.bought),
        stack: Number(r.stack),
        payment: null,
        other: null,
        note: null,
        by: null,
        madeAt: null,
      });
    }
    const paid: LedgerTransfer[] = [];
    for (const e of seasonOwn) {
      const base = {
        ms: Number(e.at),
        at: iso(e.at),
        table: null,
        game: null,
        bought: null,
        stack: null,
        note: e.note,
        by: nameOf(e.by_id),
        madeAt: iso(e.made_at),
      };
      // Both kinds are two lines, one per side, under the same id. A correction moves `chips`
      // of net from `account` to `other`; a payment's payer (`account`) has paid `chips` towards
      // their balance and the payee has been paid them.
      const amount = Number(e.chips);
      const sign = e.kind === "correction" ? -1 : 1;
      const from = { account: e.account_id, name: nameOf(e.account_id) };
      const other = { account: e.other_id!, name: nameOf(e.other_id!) };
      const kind = e.kind === "correction" ? "correction" : "payment";
      const payment = kind === "payment" ? e.id : null;
      entries.push(
        { ...base, id: `${e.id}.from`, kind, ...from, chips: sign * amount, payment, other },
        { ...base, id: `${e.id}.to`, kind, ...other, chips: -sign * amount, payment, other: from },
      );
      if (kind === "payment")
        paid.push({
          from: from.account,
          fromName: from.name,
          to: other.account,
          toName: other.name,
          chips: amount,
          paid: true,
        });
    }
    entries.sort((a, b) => a.ms - b.ms || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

    const current = new Set(members.map((m) => m.account));
    const totals = new Map<string, { net: number; balance: number }>();
    for (const m of members) totals.set(m.account, { net: 0, balance: 0 });
    for (const e of entries) {
      const t = totals.get(e.account) ?? { net: 0, balance: 0 };
      if (e.kind !== "payment") t.net += e.chips;
      t.balance += e.chips;
      totals.set(e.account, t);
    }
    const ledgerMembers: LedgerMember[] = [...totals].map(([account, t]) => ({
      account,
      name: nameOf(account),
      net: t.net,
      balance: t.balance,
      member: current.has(account),
    }));
    ledgerMembers.sort((a, b) => b.net - a.net || a.name.localeCompare(b.name));
    const unbalanced = ledgerMembers.reduce((s, m) => s + m.net, 0);
    // What guests and bots won or lost squares with the outside: the one party with no account.
    // Corrections and payments move chips between members, so they always add up.
    const owed = ledgerMembers.reduce((s, m) => s + m.balance, 0);
    const balances: [string | null, number][] = ledgerMembers.map((m) => [m.account, m.balance]);
    if (owed !== 0) balances.push([null, -owed]);
    const open: LedgerTransfer[] = settleUp(balances).map((t) => ({
      from: t.from,
      fromName: t.from === null ? OUTSIDE : nameOf(t.from),
      to: t.to,
      toName: t.to === null ? OUTSIDE : nameOf(t.to),
      chips: t.chips,
      paid: false,
    }));
    return {
      season: seasonWire(season),
      members: ledgerMembers,
      settlement: [...paid, ...open],
      unbalanced,
      entries: entries.map(({ ms: _ms, ...e }) => e),
    };
  }

  /** Accounts the ledger may name: members now, and anyone with a result at the club's tables. */
  private async party(club: string, account: string): Promise<void> {
    if (await this.store.role(club, account)) return;
    const row = await this.store.db
      .selectFrom("club_result")
      .select("table_id")
      .where("club_id", "=", club)
      .where("account_id", "=", account)
      .executeTakeFirst();
    if (!row) throw unknownMember();
  }

  /** An admin's correction: `chips` of net move from `from` to `to`, both parties of the ledger. */
  async correct(m: Membership, body: z.output<typeof correctionBody>): Promise<string> {
    if (body.from === body.to)
      throw new ServerError(
        ServerCode.badRequest,
        "A correction moves chips from one member to another.",
      );
    return this.add(m, "correction", body, body.note);
  }

  /** A payment marked made, by an admin or either side of it. */
  async pay(m: Membership, body: z.output<typeof paymentBody>): Promise<string> {
    if (body.from === body.to)
      throw new ServerError(ServerCode.badRequest, "A payment goes from one member to another.");
    if (m.role === "member" && m.who.id !== body.from && m.who.id !== body.to)
      throw new ServerError(
        ServerCode.notClubAdmin,
        "Only the club's owner, an admin, or one side of a payment marks it made.",
      );
    return this.add(m, "payment", body, null);
  }

  /** The time a line counts at: now, or a time given that is not later than now. */
  private when(raw: string | undefined, now: number): number {
    if (raw === undefined) return now;
    const t = parseTime(raw, "at");
    if (t > now)
      throw new ServerError(ServerCode.badRequest, 'A line\'s "at" is not later than now.');
    return t;
  }

  /**
   * Writes a correction or a payment, the two lines a member adds by hand: `chips` from `from` to
   * `to`, both parties of the ledger, counted at `at` (or now). Returns the line's id.
   */
  private async add(
    m: Membership,
    kind: "correction" | "payment",
    line: { from: string; to: string; chips: number; at?: string | undefined },
    note: string | null,
  ): Promise<string> {
    // When it is written; the same moment as when it counts, for a line that counts now.
    const now = this.store.now();
    const when = this.when(line.at, now);
    await this.party(m.club.id, line.from);
    await this.party(m.club.id, line.to);
    const id = newTableId();
    await this.store.db
      .insertInto("club_entry")
      .values({
        id,
        club_id: m.club.id,
        kind,
        account_id: line.from,
        chips: line.chips,
        other_id: line.to,
        note,
        by_id: m.who.id,
        at: when,
        made_at: now,
      })
      .execute();
    return id;
  }
}

const CSV_COLUMNS = [
  "id",
  "at",
  "kind",
  "account",
  "name",
  "chips",
  "table",
  "game",
  "bought",
  "stack",
  "payment",
  "other",
  "otherName",
  "note",
  "by",
  "madeAt",
] as const;

/**
 * The entries as CSV (RFC 4180): a header, then one row per entry, a field quoted when it holds a
 * comma, a quote, a line break or spaces at an end, its quotes doubled. A text a player wrote
 * (a name, a note) that a spreadsheet would read as a formula (=, +, -, @ first) is kept from it
 * by a leading apostrophe.
 */
export function ledgerCsv(entries: readonly LedgerEntry[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const e of entries) {
    const row: Record<(typeof CSV_COLUMNS)[number], string | number | null> = {
      id: e.id,
      at: e.at,
      kind: e.kind,
      account: e.account,
      name: text(e.name),
      chips: e.chips,
      table: e.table,
      game: e.game,
      bought: e.bought,
      stack: e.stack,
      payment: e.payment,
      other: e.other?.account ?? null,
      otherName: e.other ? text(e.other.name) : null,
      note: e.note === null ? null : text(e.note),
      by: e.by === null ? null : text(e.by),
      madeAt: e.madeAt,
    };
    lines.push(CSV_COLUMNS.map((c) => field(row[c])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

function text(s: string): string {
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

function field(v: string | number | null): string {
  if (v === null) return "";
  const s = String(v);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}
