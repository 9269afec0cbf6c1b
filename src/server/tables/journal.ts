/**
 * Writing to a table's log. Every change — an action, a join, a line of chat, a host's action —
 * is written to the log first, then applied in memory by the same code that rebuilds a table, then
 * told to the watchers: an acknowledged change survives a crash.
 */
import { act } from "../../core/engine.js";
import type { Action, Seat, Step } from "../../core/game.js";
import { err, ok } from "../../core/result.js";
import type { TableLogRow } from "../db/schema.js";
import { ownedElsewhere, ServerCode, ServerError } from "../errors.js";
import type { LiveTable } from "../live.js";
import { FencedError } from "../store.js";
import { type AwayBy, type AwayWhy, encodeAction } from "./action-entry.js";
import type { Automate, TableContext } from "./context.js";
import { applyEntry, overFrame, tellEvents, tellSeats, tellTable } from "./replay.js";
import type { ActResult } from "./requests.js";

/** A log entry as written: the table, its place in the log and the time are filled in. */
export type NewEntry = Omit<TableLogRow, "table_id" | "seq" | "at">;

export class Journal {
  constructor(
    private readonly ctx: TableContext,
    private readonly automate: Automate,
  ) {}

  /**
   * Applies one action for a seat, by its player or (with `away`, why and by whom) by the server
   * for them. A client sequence number already applied is acknowledged again without applying it
   * twice; `seen` is the version the mover had in front of them.
   */
  move(
    t: LiveTable,
    seat: Seat,
    seq: number | null,
    action: unknown,
    seen?: { version: number; strict: boolean },
    away?: { why: AwayWhy; by: AwayBy },
  ): Promise<ActResult> {
    return t.serial(async (): Promise<ActResult> => {
      if (!this.ctx.owns(t)) return err(ownedElsewhere());
      const s = t.seats[seat]!;
      if (seq !== null && seq <= s.lastSeq) return ok({ version: t.version, duplicate: true });
      // A bot's choice holds only at the version it was made for; a player's still stands if it
      // is legal, and if not, saying the table moved on tells a race from a mistake.
      const moved = seen !== undefined && seen.version !== t.version;
      if (t.status === "finished")
        return err({
          code: moved ? ServerCode.stale : ServerCode.finished,
          message: moved
            ? `The table moved on since version ${seen.version}: the game is over.`
            : "The game is over.",
        });
      if (t.status !== "running")
        return err({ code: ServerCode.notRunning, message: "The table waits for its players." });
      if (t.paused)
        return err({
          code: ServerCode.paused,
          message: "The host paused the table: no move is played until they resume it.",
        });
      if (this.ctx.closing)
        return err({
          code: ServerCode.shuttingDown,
          message: "The server is restarting; send it again after reconnecting.",
        });
      if (moved && seen.strict)
        return err({ code: ServerCode.stale, message: "The table moved on." });
      const r = act(t.game, t.table.state, seat, action);
      if (!r.ok && moved)
        return err({
          code: ServerCode.stale,
          message: `The table moved on since version ${seen.version}: ${r.error.message}`,
        });
      if (!r.ok) return r;
      try {
        await this.append(
          t,
          { kind: "action", seat, data: encodeAction(action as Action, away), client_seq: seq },
          r.value,
        );
      } catch (e) {
        if (e instanceof FencedError) return err(ownedElsewhere());
        this.ctx.log.error({ table: t.id, err: e }, "could not write an action");
        return err({
          code: ServerCode.storage,
          message: "The action could not be saved; it was not applied. Try again.",
        });
      }
      this.ctx.applied++;
      this.afterAction(t);
      return ok({ version: t.version });
    });
  }

  /**
   * An entry other than an action (a join, a leave, a request, a note), its failures said as the
   * refusals a player or a forwarding process understands: a fenced write means the table moved
   * (ask its new owner), a failed one that nothing was done (ask again).
   */
  async appendSeat(t: LiveTable, entry: NewEntry): Promise<void> {
    try {
      await this.append(t, entry);
    } catch (e) {
      if (e instanceof FencedError) throw new ServerError(ownedElsewhere());
      this.ctx.log.error({ table: t.id, err: e }, `could not write a ${entry.kind}`);
      throw new ServerError(ServerCode.storage, "The seat change could not be saved. Try again.");
    }
  }

  /** Writes a log entry, then applies it in memory (the same code that rebuilds a table). */
  private async append(t: LiveTable, entry: NewEntry, step?: Step<unknown>): Promise<void> {
    const row = { ...entry, table_id: t.id, seq: t.logSeq };
    try {
      await this.ctx.store.append({ ...row, epoch: t.epoch });
    } catch (e) {
      if (e instanceof FencedError) {
        this.ctx.lose(t);
        throw e;
      }
      // The write may have landed even though it reported failure: read back what the log holds.
      await this.catchUp(t).catch(() => undefined);
      throw e;
    }
    const written = { ...row, at: this.ctx.timers.now() };
    applyEntry(t, written, step);
    if (this.ctx.hooks) t.unpublished.push(written);
  }

  /** Writes one table entry (chat, host, away) and tells everyone what it changed. */
  async note(
    t: LiveTable,
    kind: "chat" | "host" | "away",
    seat: number,
    data: unknown,
  ): Promise<void> {
    const before = t.notes.get(t.version)?.length ?? 0;
    await this.appendSeat(t, { kind, seat, data: JSON.stringify(data), client_seq: null });
    this.told(t, seat, before, kind);
  }

  /**
   * After an entry that changes no seat's game (chat, a host's action, a request, away): the
   * watchers here are told, the other processes of a cluster too, and the server moves on.
   */
  told(t: LiveTable, seat: number, notesBefore: number, kind: TableLogRow["kind"]): void {
    tellTable(t, { kind, seat } as TableLogRow, notesBefore);
    this.ctx.hooks?.changed(t);
  }

  /** Applies log entries this process has not applied yet (after an ambiguous write failure). */
  private async catchUp(t: LiveTable): Promise<void> {
    const rows = await this.ctx.store.log(t.id);
    const before = t.version;
    for (const row of rows.slice(t.logSeq)) {
      applyEntry(t, row);
      if (this.ctx.hooks) t.unpublished.push(row);
    }
    if (t.version !== before) this.afterAction(t);
  }

  /** After a join or a leave: the table may have started, and everyone hears who sits where. */
  async afterSeats(t: LiveTable): Promise<void> {
    // Applying the last join already made the table running in memory; the row follows.
    if (t.status === "running" && t.version === 0 && t.seats.some((s) => s.bot === null)) {
      await this.ctx.store.setStatus(t.id, "running");
      this.ctx.log.info({ table: t.id }, "table started");
    }
    this.automate(t);
    tellSeats(t);
    this.ctx.hooks?.changed(t);
  }

  private afterAction(t: LiveTable): void {
    const events = t.history[t.version - 1] ?? [];
    const outcome = t.table.outcome();
    if (outcome) t.status = "finished";
    this.automate(t, t.table.actions.at(-1)?.seat);
    tellEvents(t, events);
    this.ctx.hooks?.changed(t);
    if (outcome) void this.finish(t);
  }

  private async finish(t: LiveTable): Promise<void> {
    const outcome = t.table.outcome()!;
    t.finishedAt = this.ctx.timers.now();
    try {
      await this.ctx.store.setStatus(t.id, "finished", JSON.stringify(outcome));
      this.ctx.onFinished?.(t.id);
    } catch (e) {
      // The log holds the whole game; the next start marks it finished from there.
      this.ctx.log.error({ table: t.id, err: e }, "could not mark the table finished");
    }
    this.ctx.log.info(
      { table: t.id, actions: t.version, summary: outcome.summary },
      "table finished",
    );
    t.broadcast(() => overFrame(t, outcome));
    this.ctx.evictLater(t);
  }
}
