import { timingSafeEqual } from "node:crypto";
/**
 * What a table's host may do: pause and resume, start early with bots, remove a player, mute,
 * spectators' chat, make the table private and answer requests, change the clock, and close the
 * table. Each action is a log entry, so a restart replays it.
 */
import type { Seat } from "../../core/game.js";
import { ServerCode, ServerError } from "../errors.js";
import type { HostRequest } from "../host.js";
import type { LiveTable, SeatState } from "../live.js";
import { CLOSED_BY_HOST, voidOutcome } from "../void.js";
import type { Autoplay } from "./autoplay.js";
import type { TableContext } from "./context.js";
import type { Journal } from "./journal.js";
import { tellEvents } from "./replay.js";
import { freeSeat, type Seating } from "./seating.js";

/** The host asked for what the table cannot do now ("The table is paused already."). */
const refuse = (message: string) => new ServerError(ServerCode.hostRefused, message);

export class Hosting {
  constructor(
    private readonly ctx: TableContext,
    private readonly journal: Journal,
    private readonly autoplay: Autoplay,
    private readonly seating: Seating,
  ) {}

  /** A host's action, given the hash of the token they sent (refused `not-host` if it is not theirs). */
  host(t: LiveTable, hostHash: string, req: HostRequest): Promise<{ version: number }> {
    return t.serial(async () => {
      this.ctx.mustOwn(t);
      mustBeHost(t, hostHash);
      if (t.status === "finished") throw new ServerError(ServerCode.finished, "The game is over.");
      const said = (data: unknown) => this.journal.note(t, "host", -1, data);
      switch (req.action) {
        case "pause":
          if (t.paused) throw refuse("The table is paused already.");
          // The clocks stop with the time they had left.
          this.ctx.clocks.freeze(t);
          await said({ action: "pause" });
          break;
        case "resume":
          if (!t.paused) throw refuse("The table is not paused.");
          await said({ action: "resume" });
          this.autoplay.automate(t);
          break;
        case "start":
          await this.startEarly(t);
          break;
        case "close":
          await said({ action: "close" });
          await this.close(t);
          break;
        case "remove":
          await this.remove(t, req.seat);
          break;
        case "mute":
        case "unmute":
          playerAt(t, req.seat);
          if (t.muted.has(req.seat) === (req.action === "mute"))
            throw refuse(
              `Seat ${req.seat} is ${req.action === "mute" ? "muted" : "not muted"} already.`,
            );
          await said({ action: req.action, seat: req.seat });
          break;
        case "spectator-chat":
          if (t.spectatorChat === req.on)
            throw refuse(`Spectators' chat is ${req.on ? "on" : "off"} already.`);
          await said(req);
          break;
        case "private":
          if (t.isPrivate === req.on)
            throw refuse(`The table is ${req.on ? "private" : "open"} already.`);
          await said(req);
          break;
        case "clock": {
          const hand = t.hand();
          await said({
            action: "clock",
            ms: req.seconds === null ? null : req.seconds * 1000,
            // A game played in hands changes its clock from the next one; any other, now.
            fromHand: hand === null ? null : hand + 1,
          });
          if (hand === null) this.autoplay.automate(t);
          break;
        }
        case "approve":
          await this.approve(t, req.request, req.seat);
          break;
        case "deny":
          if (!t.requests.some((x) => x.id === req.request))
            throw new ServerError(ServerCode.unknownRequest, "No such request waits to join.");
          await said(req);
          break;
      }
      this.ctx.log.info({ table: t.id, action: req.action }, "host action");
      return { version: t.version };
    });
  }

  /** Starts the table now, bots in the seats nobody took. */
  private async startEarly(t: LiveTable): Promise<void> {
    if (t.status !== "open") throw refuse("The table has started already.");
    if (t.settings.rated)
      throw refuse("A rated table seats no bot: it starts when its seats are taken.");
    if (!t.seats.some((s) => s.bot === null && s.tokenHash !== null))
      throw refuse("Nobody has joined yet: a table of bots alone is not started early.");
    await this.journal.note(t, "host", -1, { action: "start" });
    // The lobby reads a table's bots from its row.
    await this.ctx.store.setBots(
      t.id,
      t.seats.map((s) => s.bot),
    );
    this.ctx.botTables.add(t);
    await this.journal.afterSeats(t);
  }

  /**
   * Removes a player: before the start their seat is free again; once playing, their token stops
   * working and the seat is played as a leaver's.
   */
  private async remove(t: LiveTable, seat: Seat): Promise<void> {
    const s = playerAt(t, seat);
    if (s.left) throw refuse(`Seat ${seat}'s player has left already.`);
    const leaving = s.tokenHash;
    const before = t.notes.get(t.version)?.length ?? 0;
    await this.journal.appendSeat(t, {
      kind: "leave",
      seat,
      data: JSON.stringify({ by: "host" }),
      client_seq: null,
    });
    this.ctx.log.info({ table: t.id, seat }, "the host removed a player");
    for (const sub of t.subscribers)
      if (sub.tokenHash === leaving) sub.close("The host removed you from the table.");
    tellEvents(t, (t.notes.get(t.version) ?? []).slice(before));
    await this.journal.afterSeats(t);
  }

  /** Seats a player who asked to join a private table (the request named, or the first). */
  private async approve(t: LiveTable, request?: string, seat?: Seat): Promise<void> {
    const r =
      request !== undefined
        ? t.requests.find((x) => x.id === request)
        : (t.requests.find((x) => x.seat === seat) ?? t.requests[0]);
    if (!r) throw new ServerError(ServerCode.unknownRequest, "No such request waits to join.");
    const chosen = freeSeat(t, seat ?? r.seat ?? undefined);
    await this.seating.seat(t, chosen, r.name, r.tokenHash, r.account ?? null);
    this.ctx.log.info({ table: t.id, seat: chosen, request: r.id }, "the host approved a join");
    // The seat is in the log; the account's list is a convenience beside it, so a failure to
    // record it there is logged, not the host's refusal.
    if (r.account)
      await this.ctx
        .onGranted?.(t.id, chosen, r.account)
        .catch((e: unknown) =>
          this.ctx.log.error(
            { table: t.id, seat: chosen, err: e },
            "could not record a granted seat",
          ),
        );
  }

  /**
   * Ends a table its host closed: it is set aside as void, as an abandoned table is (a table that
   * ends before its game does has no outcome of its own), the hand in play void, each seat keeping
   * what it held when that hand began.
   */
  private async close(t: LiveTable): Promise<void> {
    const outcome = closedOutcome(t);
    this.ctx.clocks.stopAll(t);
    try {
      await this.ctx.store.setStatus(t.id, "void", JSON.stringify(outcome));
    } catch (e) {
      // The log holds the close: the next start sets the table aside from there.
      this.ctx.log.error({ table: t.id, err: e }, "could not mark the table closed");
    }
    this.ctx.retire(t, CLOSED_BY_HOST);
  }
}

/** A closed table's outcome: the hand in play void, each seat keeping what it held when it began. */
export function closedOutcome(t: LiveTable) {
  return voidOutcome(t.game.handStart?.(t.table.state) ?? null, t.players, CLOSED_BY_HOST);
}

/** The seat of a player the host names: refused if it holds a bot or nobody. */
function playerAt(t: LiveTable, seat: Seat): SeatState {
  const s = t.seats[seat];
  if (!s) throw new ServerError(ServerCode.badRequest, `Seats are numbered 0 to ${t.players - 1}.`);
  if (s.bot !== null || (s.tokenHash === null && !s.left))
    throw refuse(`Seat ${seat} holds no player.`);
  return s;
}

/** Whether `hash` is the table's host token's hash, compared in constant time. */
export function isHost(t: LiveTable, hash: string): boolean {
  const mine = t.settings.hostHash;
  if (mine === undefined) return false;
  const a = Buffer.from(mine, "utf8");
  const b = Buffer.from(hash, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mustBeHost(t: LiveTable, hash: string): void {
  if (!isHost(t, hash))
    throw new ServerError(ServerCode.notHost, "Only the table's host may do this.");
}
