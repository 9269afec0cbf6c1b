/**
 * Who sits at a table and speaks there: joining (or asking to, at a private table), leaving,
 * chat, and a player's own away and back. Every seat is proved by the hash of its token.
 */
import { randomBytes } from "node:crypto";
import type { Seat } from "../../core/game.js";
import { checkChat, mayChat } from "../chat.js";
import { ServerCode, ServerError } from "../errors.js";
import type { LiveTable } from "../live.js";
import { checkName, defaultName, sameName } from "../names.js";
import type { Autoplay } from "./autoplay.js";
import type { TableContext } from "./context.js";
import type { Journal } from "./journal.js";
import type { ChatSaid, HashedJoin, Joined } from "./requests.js";

export class Seating {
  constructor(
    private readonly ctx: TableContext,
    private readonly journal: Journal,
    private readonly autoplay: Autoplay,
  ) {}

  /** The seat a token's hash holds at this table, or a refusal saying why not. */
  seatOfHash(t: LiveTable, hash: string): Seat {
    const seat = t.seatOfToken(hash);
    if (seat !== null) return seat;
    if (t.revoked.has(hash))
      throw new ServerError(
        ServerCode.tokenRevoked,
        "This seat token is no longer valid: its player left the table.",
      );
    throw new ServerError(ServerCode.badToken, "This token does not hold a seat at this table.");
  }

  /** Refuses a request for `seat` made with a token that does not hold it (any more). */
  mustHold(t: LiveTable, tokenHash: string, seat: Seat): void {
    if (this.seatOfHash(t, tokenHash) !== seat)
      throw new ServerError(ServerCode.badToken, "This token holds another seat.");
  }

  /**
   * Seats a player given only the hash of the token their process made for them: in a cluster
   * the process the player asked makes the token, and only its hash reaches the owner.
   */
  join(t: LiveTable, { seat, name, tokenHash, account = null }: HashedJoin): Promise<Joined> {
    return t.serial(async (): Promise<Joined> => {
      this.ctx.mustOwn(t);
      // The same join again (a forwarding process whose answer was lost asks once more): the seat
      // this token already holds. Tokens are random, so a hash seats one player only.
      const already = t.seatOfToken(tokenHash);
      if (already !== null) return { seat: already };
      const waiting = t.requests.find((r) => r.tokenHash === tokenHash);
      if (waiting) return { request: waiting.id };
      if (t.status === "finished")
        throw new ServerError(ServerCode.finished, "The game is over: no seat can be joined.");
      const chosen = freeSeat(t, seat);
      if (t.settings.rated) mayJoinRated(t, account);
      const taken = takenNames(t);
      const given = name === null ? null : checkName(name);
      if (given !== null && taken.some((n) => sameName(n, given)))
        throw new ServerError(
          ServerCode.nameTaken,
          "Someone at this table already has that name: choose another.",
        );
      const named = given ?? defaultName(chosen, taken);
      if (t.isPrivate) {
        // The seat is given when the host approves; the token the player holds works from then.
        const id = randomBytes(6).toString("base64url");
        const data = {
          id,
          name: named,
          tokenHash,
          seat: seat ?? null,
          ...(account === null ? {} : { account }),
        };
        const before = t.notes.get(t.version)?.length ?? 0;
        await this.journal.appendSeat(t, {
          kind: "request",
          seat: -1,
          data: JSON.stringify(data),
          client_seq: null,
        });
        this.ctx.log.info({ table: t.id, request: id }, "a player asks to join");
        this.journal.told(t, -1, before, "request");
        this.ctx.alerts?.joinRequest(t, named);
        return { request: id };
      }
      await this.seat(t, chosen, named, tokenHash, account);
      this.ctx.log.info({ table: t.id, seat: chosen }, "player joined");
      return { seat: chosen };
    });
  }

  /** Writes a player into a free seat (a join, or the host approving a request). */
  async seat(
    t: LiveTable,
    seat: Seat,
    name: string,
    tokenHash: string,
    account: string | null = null,
  ): Promise<void> {
    await this.journal.appendSeat(t, {
      kind: "join",
      seat,
      data: JSON.stringify(account === null ? { name, tokenHash } : { name, tokenHash, account }),
      client_seq: null,
    });
    await this.journal.afterSeats(t);
  }

  /** Leaving, given the hash of the seat's token (what a cluster forwards, never the token). */
  leave(t: LiveTable, tokenHash: string): Promise<{ seat: Seat }> {
    return t.serial(async () => {
      this.ctx.mustOwn(t);
      const seat = this.seatOfHash(t, tokenHash);
      await this.journal.appendSeat(t, { kind: "leave", seat, data: "{}", client_seq: null });
      this.ctx.log.info({ table: t.id, seat, status: t.status }, "player left");
      for (const sub of t.subscribers)
        if (sub.tokenHash === tokenHash) sub.close("You left the table.");
      await this.journal.afterSeats(t);
      return { seat };
    });
  }

  /**
   * A line of chat from a seat (its token's hash proves it still holds the seat) or a spectator
   * (`seat` null). The text is checked here, at the owner, whoever forwarded it.
   */
  chat(t: LiveTable, { seat, tokenHash, name, text }: ChatSaid): Promise<void> {
    return t.serial(async () => {
      this.ctx.mustOwn(t);
      const line = checkChat(text);
      let who = checkName(name);
      if (seat !== null) {
        if (tokenHash === null)
          throw new ServerError(ServerCode.badToken, "This token holds another seat.");
        this.mustHold(t, tokenHash, seat);
        who = t.seats[seat]!.name ?? who;
      }
      mayChat(t, seat);
      await this.journal.note(t, "chat", seat ?? -1, { name: who, text: line });
      this.ctx.alerts?.chat(t, seat, who, line);
    });
  }

  /** A player marks their seat away, or back. */
  away(t: LiveTable, seat: Seat, tokenHash: string, on: boolean): Promise<void> {
    return t.serial(async () => {
      this.ctx.mustOwn(t);
      this.mustHold(t, tokenHash, seat);
      if (t.status === "finished") throw new ServerError(ServerCode.finished, "The game is over.");
      if (t.marked.has(seat) === on)
        throw new ServerError(
          ServerCode.badRequest,
          on ? "Your seat is already away." : "Your seat is not away.",
        );
      await this.journal.note(t, "away", seat, { on, why: "player" });
      this.autoplay.automate(t);
    });
  }
}

/**
 * The player's seat a join may take: the one asked for, or the first free one; refused once the
 * table has started, and for a seat that does not exist or is taken.
 */
export function freeSeat(t: LiveTable, asked: Seat | undefined): Seat {
  if (t.status !== "open")
    throw new ServerError(ServerCode.started, "The table has started: its seats are taken.");
  const free = t.humanSeatsFree();
  if (asked !== undefined && !(asked >= 0 && asked < t.players))
    throw new ServerError(ServerCode.badRequest, `Seats are numbered 0 to ${t.players - 1}.`);
  const chosen = asked ?? free[0];
  if (chosen === undefined) throw new ServerError(ServerCode.noFreeSeat, "Every seat is taken.");
  if (!free.includes(chosen))
    throw new ServerError(ServerCode.seatTaken, `Seat ${chosen} is taken.`);
  return chosen;
}

/** A rated table seats accounts only, each once. */
function mayJoinRated(t: LiveTable, account: string | null): void {
  if (account === null)
    throw new ServerError(
      ServerCode.accountRequired,
      "A rated table seats signed-in players only: sign in to join.",
    );
  if (t.seats.some((s) => s.account === account && !s.left))
    throw new ServerError(ServerCode.seatTaken, "You already have a seat at this table.");
}

/** The names at a table, seated and waiting for the host: a new name must differ from each. */
function takenNames(t: LiveTable): string[] {
  const seated = t.seats.flatMap((s) => (s.name !== null && !s.left ? [s.name] : []));
  return [...seated, ...t.requests.map((r) => r.name)];
}
