/**
 * What the cluster tests do with a table: seat players spread across the processes, wait for
 * the end, and check the record against everything every connection was told.
 */
import { expect } from "vitest";
import type { GameDefinition } from "../../src/core/game.js";
import { verifyCommitment } from "../../src/core/seed.js";
import { type Client, createTable, joinSeat, waitingFor } from "../server/harness.js";
import { checkFrames, fetchRecord, seatRng, shortMatch } from "../server/referee.js";
import { Player } from "./player.js";

/** The processes a test runs: the live ones' URLs, and what each has logged. */
export interface Procs {
  live(): string[];
  logs(): { node: string; output: string }[];
}

export interface Played {
  id: string;
  game: GameDefinition;
  commitment: string;
  players: (Player | null)[];
  spectator: Player;
}

/**
 * A table created on one process, each player seated through another and connected to a
 * third, a spectator on yet another: every seat's traffic crosses processes.
 */
export async function seat(
  procs: Procs,
  game: GameDefinition,
  players: number,
  bots: (string | null)[],
  no: number,
  creator: number,
  delayMs = 0,
): Promise<Played> {
  const urls = procs.live();
  const t = await createTable(urls[creator % urls.length]!, {
    game: game.id,
    seats: players,
    bots,
    ...(shortMatch[game.id] ? { options: shortMatch[game.id] } : {}),
  });
  return seatAt(procs, game, { ...t, players }, bots, no, delayMs);
}

/** Seats players (and a spectator) at a table already created. */
export async function seatAt(
  procs: Procs,
  game: GameDefinition,
  t: { id: string; commitment: string; players: number },
  bots: (string | null)[],
  no: number,
  delayMs = 0,
): Promise<Played> {
  const urls = procs.live();
  const live = () => procs.live();
  const spectator = new Player(t.id, null, live, no + 2, null);
  await spectator.start();
  const seated: (Player | null)[] = [];
  for (let s = 0; s < t.players; s++) {
    if (bots[s]) {
      seated.push(null);
      continue;
    }
    const { token } = await joinSeat(urls[(no + s + 1) % urls.length]!, t.id, s);
    seated.push(new Player(t.id, token, live, no + s + 2, seatRng(1000 + no, s), delayMs));
  }
  for (const p of seated) await p?.start();
  return { id: t.id, game, commitment: t.commitment, players: seated, spectator };
}

/** Actions acknowledged so far at these tables. */
export function acked(tables: readonly Played[]): number {
  return tables.reduce((n, t) => n + t.players.reduce((m, p) => m + (p?.acks.size ?? 0), 0), 0);
}

/** Waits for the end, then checks the record against everything every connection was told. */
export async function verify(procs: Procs, table: Played): Promise<void> {
  // What the processes said about the table, to tell where it stopped if it never ends.
  const stuck = () =>
    [
      `the end of table ${table.id}; what the processes logged of it:`,
      ...procs.logs().flatMap((s) =>
        s.output
          .split("\n")
          .filter((line) => line.includes(table.id) || line.includes('"level":50'))
          .map((line) => `${s.node} ${line.slice(0, 400)}`),
      ),
      JSON.stringify(
        table.players.map(
          (p) =>
            p && {
              acks: p.acks.size,
              reconnects: p.reconnects,
              last: p.client.raw.at(-1)?.slice(0, 200),
            },
        ),
      ),
      `the spectator's last frame: ${table.spectator.client.raw.at(-1)?.slice(0, 300)}`,
    ].join("\n");
  const end = await waitingFor(stuck, table.spectator.over());
  for (const p of table.players) if (p) await waitingFor(stuck, p.over());
  for (const p of table.players) await p?.idle();
  const record = await fetchRecord(procs.live()[0]!, table.id);
  expect(verifyCommitment(record.seed, table.commitment)).toBe(true);
  expect(end.seed).toBe(record.seed);
  expect(record.outcome).toEqual(end.outcome);
  for (const [seatNo, p] of table.players.entries()) {
    if (!p) continue;
    expect(p.errors).toEqual([]);
    // Nothing lost: every acknowledged action is in the record, at its version.
    for (const [seq, ack] of p.acks) {
      if (ack.duplicate) continue;
      expect(record.actions[(ack.version as number) - 1]).toEqual({
        seat: seatNo,
        action: p.sent.get(seq),
      });
    }
    // Nothing doubled: the seat's actions in the record are exactly its acknowledged ones.
    const inRecord = record.actions.filter((a) => a.seat === seatNo).length;
    if (!table.players.some((q) => q === null)) expect(inRecord).toBe(p.acks.size);
    for (const c of p.connections) checkSeries(table.game, record, table.commitment, seatNo, c);
    p.stop();
  }
  for (const c of table.spectator.connections)
    checkSeries(table.game, record, table.commitment, "spectator", c);
  table.spectator.stop();
}

/** checkFrames, and the versions one connection was told come in order, none missed. */
function checkSeries(
  game: GameDefinition,
  record: Awaited<ReturnType<typeof fetchRecord>>,
  commitment: string,
  viewer: number | "spectator",
  c: Client,
): void {
  checkFrames(game, record, commitment, viewer, c);
  let at: number | null = null;
  for (const f of c.frames) {
    if (f.type === "welcome") at = f.version as number;
    else if (f.type === "events") {
      expect(at, "events before welcome").not.toBeNull();
      expect(f.version).toBe(at! + 1);
      at = f.version as number;
    }
  }
}
