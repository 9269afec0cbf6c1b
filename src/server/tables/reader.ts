/**
 * Tables read back from the database: a row made into a table in memory, a finished table's
 * record, and the refusal for a table set aside as void. Reading starts no bot and no clock.
 */
import { z } from "zod";
import type { TableRecord } from "../../core/match.js";
import { parseOptions } from "../../core/options.js";
import type { GameRegistry } from "../../packages/registry.js";
import { recordChat } from "../chat.js";
import { botsColumn, readJson, StoredDataError, settingsColumn } from "../db/columns.js";
import type { GameTableRow, TableLogRow } from "../db/schema.js";
import { ServerCode, ServerError } from "../errors.js";
import { LiveTable, type SeatState } from "../live.js";
import type { RecordChatLine } from "../protocol.js";
import type { Store } from "../store.js";
import { closedByHost, voidReason } from "../void.js";
import { applyEntry } from "./replay.js";

/** A finished table as `GET /api/tables/:id/record` gives it: every action, and the seed. */
export type TableRecordFile = TableRecord & {
  commitment: string;
  outcome: unknown;
  names: (string | null)[];
  chat: RecordChatLine[];
};

export class TableReader {
  constructor(
    private readonly store: Store,
    private readonly games: GameRegistry,
  ) {}

  /** A table as it was made, before any entry of its log: its seats, options and settings. */
  fromRow(row: GameTableRow): LiveTable {
    const game = this.games.get(row.game);
    if (!game)
      throw new Error(`Table ${row.id} is of game "${row.game}", which this server does not have.`);
    const seatBots = readJson(botsColumn, row.bots, `Table ${row.id}'s bots`);
    if (seatBots.length !== row.players)
      throw new StoredDataError(
        `Table ${row.id}'s bots name ${seatBots.length} seats, but it has ${row.players}.`,
      );
    const options = parseOptions(
      game,
      readJson(z.unknown(), row.options, `Table ${row.id}'s options`),
      row.players,
    );
    if (!options.ok)
      throw new StoredDataError(`Table ${row.id}'s options do not parse: ${options.error.message}`);
    const seats: SeatState[] = seatBots.map((bot) => ({
      bot,
      name: null,
      tokenHash: null,
      left: false,
      lastSeq: 0,
    }));
    const status = seatBots.every((b) => b !== null) ? "running" : "open";
    return new LiveTable(
      row.id,
      game,
      options.value,
      row.players,
      row.seed,
      row.commitment,
      seats,
      readJson(settingsColumn, row.settings, `Table ${row.id}'s settings`),
      status,
    );
  }

  /** A table rebuilt from its whole log, with the log. */
  async replayed(row: GameTableRow): Promise<{ t: LiveTable; log: TableLogRow[] }> {
    const t = this.fromRow(row);
    const log = await this.store.log(row.id);
    for (const entry of log) applyEntry(t, entry);
    return { t, log };
  }

  /**
   * A table its host closed, rebuilt from its log up to the close: it has ended, and what stays
   * readable of an ended table (its ledger, its hand histories) stays readable of it. Undefined for
   * any other table.
   */
  async closed(id: string): Promise<LiveTable | undefined> {
    const row = await this.store.table(id);
    if (row?.status !== "void" || !closedByHost(row.outcome)) return undefined;
    return (await this.replayed(row)).t;
  }

  /**
   * A finished table's record, seed revealed; refused while the table is being played. A table
   * its host closed ended too: its record runs up to the close, with the closed table's outcome.
   * A table set aside by a fault has none (`table-void`, with why).
   */
  async record(id: string): Promise<TableRecordFile> {
    const row = await this.store.table(id);
    if (!row) throw new ServerError(ServerCode.unknownTable, `There is no table "${id}".`);
    const closed = row.status === "void" && closedByHost(row.outcome);
    if (row.status === "void" && !closed) throw voidError(row);
    const { t, log } = await this.replayed(row);
    const outcome = closed ? JSON.parse(row.outcome!) : t.table.outcome();
    // The log decides: in a cluster a player may hear the end from another process a moment
    // before the owner marks the row finished.
    if (!outcome)
      throw new ServerError(
        ServerCode.notFinished,
        "The table is not finished; its seed stays secret until it is.",
      );
    return {
      ...t.table.record(t.seats.map((s) => s.bot ?? "player")),
      rulesVersion: row.rules_version,
      commitment: row.commitment,
      outcome,
      names: t.seats.map((s) => s.name),
      chat: recordChat(log),
    };
  }
}

/** The refusal for a table set aside as void, with the reason it was. */
export function voidError(row: GameTableRow): ServerError {
  const reason = voidReason(row.outcome);
  return new ServerError(ServerCode.void, reason ?? `Table ${row.id} was set aside.`);
}
