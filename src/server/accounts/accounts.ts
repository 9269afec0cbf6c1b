/**
 * Accounts and their sessions, in the database so that every process of a cluster knows them.
 * Guests need none of this: an account is what makes a player the same one on any device.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AccountRow, Database } from "../db/schema.js";
import { ServerCode, ServerError } from "../errors.js";
import { checkName } from "../names.js";
import { type PasswordHasher, scryptHasher } from "./passwords.js";
import { newSealKey, seal, unseal } from "./seal.js";

/** Who is signed in: all a route needs to know of an account. */
export interface Account {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
}

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 1000;
/** A session lasts 30 days from sign-in. */
export const SESSION_MS = 30 * 86_400_000;
/** The name a deleted account's seats show in finished records. */
export const DELETED_NAME = "Deleted player";

/**
 * The sealed token of a seat the host granted the account, until the browser that asked (which
 * alone holds the token) adds it: no sealed token is empty.
 */
const GRANTED = "";

/** Failed sign-ins allowed per window: per name (guessing one password) and per address. */
export interface SignInLimits {
  readonly perName: number;
  readonly perAddress: number;
  readonly windowMs: number;
}

export const defaultSignInLimits: SignInLimits = {
  perName: 10,
  perAddress: 50,
  windowMs: 15 * 60_000,
};

/** A name folded for comparison: unique accounts without regard to case. */
export function nameKey(name: string): string {
  return name.normalize("NFC").toLowerCase();
}

/** An account's name as the table-name rules allow it; "Deleted player" is kept for the deleted. */
export function checkAccountName(raw: string): string {
  const name = checkName(raw);
  if (nameKey(name) === nameKey(DELETED_NAME))
    throw new ServerError(ServerCode.badName, `"${DELETED_NAME}" names deleted accounts.`);
  return name;
}

export function checkPassword(password: string): string {
  const length = [...password].length;
  if (length < MIN_PASSWORD || length > MAX_PASSWORD)
    throw new ServerError(
      ServerCode.badPassword,
      `A password is ${MIN_PASSWORD} to ${MAX_PASSWORD.toLocaleString("en")} characters long.`,
    );
  return password;
}

function sessionId(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

function account(row: AccountRow): Account {
  return { id: row.id, name: row.name, createdAt: Number(row.created_at) };
}

function wrongCredentials(): ServerError {
  return new ServerError(
    ServerCode.wrongCredentials,
    "That name and password do not match an account.",
  );
}

export class Accounts {
  /** A hash of nothing, made like every real one: an unknown name costs a check against it. */
  private decoy: Promise<string> | null = null;

  constructor(
    readonly db: Kysely<Database>,
    private readonly hasher: PasswordHasher = scryptHasher,
    private readonly now: () => number = Date.now,
    private readonly limits: SignInLimits = defaultSignInLimits,
  ) {}

  private decoyHash(): Promise<string> {
    this.decoy ??= this.hasher.hash(randomBytes(18).toString("base64url"));
    return this.decoy;
  }

  async byName(name: string): Promise<AccountRow | undefined> {
    return this.db
      .selectFrom("account")
      .selectAll()
      .where("name_key", "=", nameKey(name))
      .executeTakeFirst();
  }

  async byId(id: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom("account").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /**
   * Creates an account: a name (the table-name rules, unique without regard to case) with a
   * password, or with none for a passkey's account (`userHandle` is the passkey's).
   */
  async create(
    rawName: string,
    password: string | null,
    userHandle = randomBytes(16).toString("base64url"),
  ): Promise<Account> {
    const name = checkAccountName(rawName);
    if (password !== null) checkPassword(password);
    if (await this.byName(name)) throw nameTaken();
    const row: AccountRow = {
      id: randomBytes(12).toString("base64url"),
      name,
      name_key: nameKey(name),
      password: password === null ? null : await this.hasher.hash(password),
      user_handle: userHandle,
      seat_key: newSealKey(),
      created_at: this.now(),
      disabled: 0,
    };
    try {
      await this.db.insertInto("account").values(row).execute();
    } catch (e) {
      // Two sign-ups of one name at once: the unique key lets one through.
      if (await this.byName(name)) throw nameTaken();
      throw e;
    }
    return account(row);
  }

  /**
   * The account a name and password sign in to. An unknown name, a passkey-only account and a
   * wrong password take the same path: one check against a hash of the same cost (the decoy's
   * for a name without a password), then the same refusal. Failures count per name and per
   * address; past the limit a sign-in is refused before any check.
   */
  async signIn(name: string, password: string, address: string): Promise<Account> {
    const keys = [`name:${nameKey(name)}`, `ip:${address}`];
    await this.mayTry(keys);
    const row = await this.byName(name);
    const stored = row?.password ?? (await this.decoyHash());
    const ok = await this.hasher.verify(password, stored);
    if (!row || row.password === null || !ok) {
      await this.db
        .insertInto("sign_in_failure")
        .values(keys.map((key) => ({ key, at: this.now() })))
        .execute();
      throw wrongCredentials();
    }
    if (row.disabled) throw disabled();
    return account(row);
  }

  /** Refuses a sign-in whose name or address failed too often in the window. */
  private async mayTry([name, address]: string[]): Promise<void> {
    const since = this.now() - this.limits.windowMs;
    await this.db.deleteFrom("sign_in_failure").where("at", "<", since).execute();
    const counts = await this.db
      .selectFrom("sign_in_failure")
      .select(["key", (eb) => eb.fn.countAll<number>().as("n")])
      .where("key", "in", [name!, address!])
      .groupBy("key")
      .execute();
    const count = (key: string) => Number(counts.find((c) => c.key === key)?.n ?? 0);
    if (count(name!) >= this.limits.perName || count(address!) >= this.limits.perAddress)
      throw new ServerError(
        ServerCode.rateLimited,
        `Too many failed sign-ins: try again in ${Math.round(this.limits.windowMs / 60_000)} minutes.`,
      );
  }

  async changePassword(who: Account, old: string | null, next: string): Promise<void> {
    checkPassword(next);
    const row = await this.byId(who.id);
    if (!row) throw notSignedIn();
    // An account with a password proves it first; a passkey's account adds its first one.
    if (row.password !== null && (old === null || !(await this.hasher.verify(old, row.password))))
      throw wrongCredentials();
    await this.db
      .updateTable("account")
      .set({ password: await this.hasher.hash(next) })
      .where("id", "=", who.id)
      .execute();
  }

  /** A new session for the account: the cookie's token (only its hash is stored). */
  async newSession(who: Account): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = this.now() + SESSION_MS;
    await this.db
      .insertInto("account_session")
      .values({
        id: sessionId(token),
        account_id: who.id,
        created_at: this.now(),
        expires_at: expiresAt,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The account a cookie's token is a live session of, else null (unknown, expired, disabled). */
  async sessionAccount(token: string): Promise<Account | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await this.db
      .selectFrom("account_session")
      .innerJoin("account", "account.id", "account_session.account_id")
      .selectAll("account")
      .select("account_session.expires_at")
      .where("account_session.id", "=", sessionId(token))
      .executeTakeFirst();
    if (!row || row.disabled || Number(row.expires_at) <= this.now()) return null;
    return account(row);
  }

  async endSession(token: string): Promise<void> {
    await this.db.deleteFrom("account_session").where("id", "=", sessionId(token)).execute();
  }

  /** Signs the account out on every device. */
  async endAllSessions(accountId: string): Promise<void> {
    await this.db.deleteFrom("account_session").where("account_id", "=", accountId).execute();
  }

  /**
   * Records a seat as the account's, its token sealed so My tables can open it anywhere. A seat
   * the host granted the account (recorded without its token) takes the token now.
   */
  async addSeat(who: Account, table: string, seat: number, token: string, claimed: boolean) {
    const row = await this.byId(who.id);
    if (!row) throw notSignedIn();
    const sealed = seal(row.seat_key, token);
    await this.db
      .insertInto("account_seat")
      .values({
        account_id: who.id,
        table_id: table,
        seat,
        sealed_token: sealed,
        claimed: claimed ? 1 : 0,
        at: this.now(),
      })
      .onConflict((oc) =>
        oc
          .columns(["table_id", "seat"])
          .doUpdateSet({ sealed_token: sealed })
          .where("account_seat.account_id", "=", who.id)
          .where("account_seat.sealed_token", "=", GRANTED),
      )
      .execute();
  }

  /**
   * Records a seat the host of a private table granted to the account's request. The server holds
   * only the token's hash: the seat is listed at once, and its token is sealed when the browser
   * that asked (the only holder of the token) adds it (`addSeat`).
   */
  async addGrantedSeat(accountId: string, table: string, seat: number): Promise<void> {
    await this.db
      .insertInto("account_seat")
      .values({
        account_id: accountId,
        table_id: table,
        seat,
        sealed_token: GRANTED,
        claimed: 0,
        at: this.now(),
      })
      .onConflict((oc) => oc.columns(["table_id", "seat"]).doNothing())
      .execute();
  }

  /** The account's seats, newest first, and whether My tables can open each on any device. */
  async seats(accountId: string, limit = 200) {
    const rows = await this.db
      .selectFrom("account_seat")
      .select(["table_id", "seat", "claimed", "at", "sealed_token"])
      .where("account_id", "=", accountId)
      .orderBy("at", "desc")
      .limit(limit)
      .execute();
    // `opens`: My tables can give this seat's token (false: the asking browser has not added it).
    return rows.map(({ sealed_token, ...s }) => ({ ...s, opens: sealed_token !== GRANTED }));
  }

  /**
   * The account's seat at a table and its token, or null when it has none there; a seat the host
   * granted whose token the asking browser has not added yet has the token null.
   */
  async seatToken(
    who: Account,
    table: string,
  ): Promise<{ seat: number; token: string | null } | null> {
    const row = await this.db
      .selectFrom("account_seat")
      .innerJoin("account", "account.id", "account_seat.account_id")
      .select(["account_seat.seat", "account_seat.sealed_token", "account.seat_key"])
      .where("account_seat.account_id", "=", who.id)
      .where("account_seat.table_id", "=", table)
      .executeTakeFirst();
    if (row?.sealed_token === GRANTED) return { seat: row.seat, token: null };
    const token = row ? unseal(row.seat_key, row.sealed_token) : null;
    return row && token !== null ? { seat: row.seat, token } : null;
  }

  /**
   * Deletes an account: its sessions, passkeys, seats and ratings go; its seats in finished
   * records are named "Deleted player" (the join entries' names), and nothing else of the records
   * changes.
   */
  async delete(who: Account): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const seats = await tx
        .selectFrom("account_seat")
        .select(["table_id", "seat"])
        .where("account_id", "=", who.id)
        .execute();
      for (const s of seats) {
        const joins = await tx
          .selectFrom("table_log")
          .select(["seq", "data"])
          .where("table_id", "=", s.table_id)
          .where("seat", "=", s.seat)
          .where("kind", "=", "join")
          .execute();
        for (const j of joins) {
          const data = JSON.parse(j.data) as Record<string, unknown>;
          await tx
            .updateTable("table_log")
            .set({ data: JSON.stringify({ ...data, name: DELETED_NAME }) })
            .where("table_id", "=", s.table_id)
            .where("seq", "=", j.seq)
            .execute();
        }
      }
      for (const table of [
        "account_session",
        "passkey",
        "account_seat",
        "rating",
        "rating_change",
      ] as const)
        await tx.deleteFrom(table).where("account_id", "=", who.id).execute();
      await tx.deleteFrom("account").where("id", "=", who.id).execute();
    });
  }

  /** An operator disables an account: its sessions end, and it cannot sign in again. */
  async disable(name: string): Promise<boolean> {
    const row = await this.byName(name);
    if (!row) return false;
    await this.db.updateTable("account").set({ disabled: 1 }).where("id", "=", row.id).execute();
    await this.endAllSessions(row.id);
    return true;
  }

  /** Every account, oldest first, for operators: how it signs in, and whether it is disabled. */
  async list(): Promise<
    { name: string; createdAt: number; password: boolean; passkeys: number; disabled: boolean }[]
  > {
    const rows = await this.db
      .selectFrom("account")
      .leftJoin("passkey", "passkey.account_id", "account.id")
      .select([
        "account.name",
        "account.created_at",
        "account.disabled",
        "account.password",
        (eb) => eb.fn.count<number>("passkey.id").as("passkeys"),
      ])
      .groupBy([
        "account.id",
        "account.name",
        "account.created_at",
        "account.disabled",
        "account.password",
      ])
      .orderBy("account.created_at")
      .execute();
    return rows.map((r) => ({
      name: r.name,
      createdAt: Number(r.created_at),
      password: r.password !== null,
      passkeys: Number(r.passkeys),
      disabled: Boolean(r.disabled),
    }));
  }
}

function nameTaken(): ServerError {
  return new ServerError(ServerCode.nameTaken, "An account already has that name: choose another.");
}

export function notSignedIn(): ServerError {
  return new ServerError(ServerCode.notSignedIn, "Sign in first.");
}

function disabled(): ServerError {
  return new ServerError(
    ServerCode.accountDisabled,
    "This account was disabled by the server's operator.",
  );
}
