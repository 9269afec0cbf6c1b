/**
 * Drives WebSocket clients through whole games, and checks afterwards, from the revealed record,
 * that every frame a viewer received held exactly what that viewer may see.
 */
import { expect } from "vitest";
import { act, startTable } from "../../src/core/engine.js";
import type { Action, GameDefinition, GameEvent, Viewer } from "../../src/core/game.js";
import type { TableRecord } from "../../src/core/match.js";
import { parseOptions } from "../../src/core/options.js";
import { Rng } from "../../src/core/rng.js";
import { commitment } from "../../src/core/seed.js";
import { namedText } from "../../src/server/names.js";
import { api, Client, createTable, joinSeat } from "./harness.js";

type Frame = Client["frames"][number];

/**
 * Matches cut to a few hands (or a low target), so that every game and player count fits in the
 * test's time; whole matches to the last chip are the conformance harness's job.
 */
export const shortMatch: Record<string, object> = {
  colonial: { hands: 3 },
  "pyramid-poker": { target: 3 },
  "three-sided": { hands: 2 },
  "wild-kill": { hands: 2 },
  // Three-sided alone seats the ten players the table test seats; sim and the browser play the rest.
  "dealers-choice": { hands: 2, games: ["three-sided"] },
};

/**
 * Plays a seat: whenever the latest frame asks it to act at a version it has not acted on, it
 * sends one of its legal actions (picked by `rng`), one action in flight at a time.
 */
export function autoplay(
  client: Client,
  rng: Rng,
  delayMs = 0,
): { acks: Frame[]; errors: Frame[]; stale: Frame[] } {
  const acks: Frame[] = [];
  const errors: Frame[] = [];
  const stale: Frame[] = [];
  let latest: Frame | null = null;
  let actedAt = -1;
  let busy = false;
  const step = () => {
    if (busy || !latest) return;
    const f = latest as Frame & { legal?: Action[]; version?: number; toAct?: number[] };
    if (!f.legal?.length || f.version === undefined || f.version <= actedAt) return;
    // Only in turn: a seat not to act is offered its fold at any time, which a random pick
    // would take at once, every time.
    const seat = client.frames.find((w) => w.type === "welcome")?.seat;
    if (!f.toAct?.includes(seat as number)) return;
    busy = true;
    actedAt = f.version;
    const action = rng.pick(f.legal);
    const go = () =>
      client.act(action, undefined, f.version).then(
        (reply) => {
          busy = false;
          // A client that plays faster than the per-connection rate limit waits and tries again,
          // as a real client would. A `stale` refusal is a true race (another seat acted first
          // and made this choice illegal): choose again from the newer frame. Any other refusal
          // is an error the test reports.
          const code = (reply as { code?: string }).code;
          if (code === "stale") {
            stale.push(reply);
            step();
            return;
          }
          if (code === "table-finished") {
            // Also a race: the others' moves finished the table while this one was on its way.
            // The test checks the record and outcome on their own.
            stale.push(reply);
            return;
          }
          if (code === "rate-limited") {
            actedAt = -1;
            setTimeout(step, 250);
            return;
          }
          (reply.type === "ack" ? acks : errors).push(reply);
          step();
        },
        () => {
          // The connection closed before the answer: nothing more is played on it.
          busy = false;
        },
      );
    if (delayMs) setTimeout(go, delayMs);
    else void go();
  };
  client.onFrame = (f) => {
    if ("legal" in f) latest = f;
    step();
  };
  const last = [...client.frames].reverse().find((f) => "legal" in f);
  if (last) {
    latest = last;
    step();
  }
  return { acks, errors, stale };
}

export interface PlayedTable {
  id: string;
  commitment: string;
  seats: { seat: number; token: string | null; client: Client | null }[];
  spectator: Client;
}

/** Creates a table, seats a WebSocket client in every human seat, and a spectator. */
export async function seatTable(
  base: string,
  req: { game: string; seats: number; bots?: (string | null)[]; options?: object; clock?: object },
): Promise<PlayedTable> {
  const t = await createTable(base, req);
  const spectator = await Client.connect(base);
  await spectator.hello(t.id);
  const seats: PlayedTable["seats"] = [];
  for (let s = 0; s < req.seats; s++) {
    if (req.bots?.[s]) {
      seats.push({ seat: s, token: null, client: null });
      continue;
    }
    const { token } = await joinSeat(base, t.id, s);
    const client = await Client.connect(base);
    const welcome = await client.hello(t.id, token);
    expect(welcome.type).toBe("welcome");
    seats.push({ seat: s, token, client });
  }
  return { id: t.id, commitment: t.commitment, seats, spectator };
}

/** Waits until a client has been told the game is over. */
export function over(client: Client): Promise<Frame> {
  return client.next((f) => f.type === "over", 0);
}

export async function fetchRecord(
  base: string,
  id: string,
): Promise<TableRecord & { commitment: string; outcome: unknown }> {
  const r = await api<TableRecord & { commitment: string; outcome: unknown }>(
    base,
    "GET",
    `/api/tables/${id}/record`,
  );
  expect(r.status).toBe(200);
  return r.body;
}

interface Replayed {
  states: unknown[];
  /** events[v]: the events of version v; events[0] the table's opening, before any action. */
  events: GameEvent[][];
}

export function replaySteps(game: GameDefinition, record: TableRecord): Replayed {
  const options = parseOptions(game, record.options, record.players);
  if (!options.ok) throw new Error(options.error.message);
  const start = startTable(game, options.value, record.players, record.seed);
  let state = start.state;
  const states = [state];
  const events: GameEvent[][] = [[...start.events]];
  for (const { seat, action } of record.actions) {
    const r = act(game, state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    states.push(state);
    events.push([...r.value.events]);
  }
  return { states, events };
}

const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

/** The events a viewer may see, written here again so the test does not trust the server's. */
function seenBy(events: readonly GameEvent[], viewer: Viewer) {
  const visible = events.filter((e) =>
    e.audience === "public" ? true : typeof viewer === "number" && e.audience.includes(viewer),
  );
  return visible.map(({ type, text, data }) => ({ type, text, data }));
}

/**
 * The leak test over the wire: every view a viewer was sent equals the game's own view for that
 * viewer at that version, every event list is exactly the events that viewer may see, and no
 * frame carries an audience list or, before the end, the seed.
 */
export function checkFrames(
  game: GameDefinition,
  record: TableRecord,
  published: string,
  viewer: Viewer,
  client: Client,
): number {
  expect(commitment(record.seed)).toBe(published);
  const { states, events } = replaySteps(game, record);
  // Each sentence names the seats as this viewer reads them, by the names the seats had when it
  // was sent: those of the latest seats the client was told (a welcome's, a seats frame's).
  let names: (string | null)[] = [];
  const seen = (e: readonly GameEvent[]) =>
    seenBy(e, viewer).map((x) => ({ ...x, text: namedText(x.text, viewer, names) }));
  let checked = 0;
  client.frames.forEach((f, i) => {
    const raw = client.raw[i]!;
    expect(raw).not.toContain('"audience"');
    if (f.type !== "over") expect(raw).not.toContain(record.seed);
    if ("seats" in f) names = (f.seats as { name: string | null }[]).map((x) => x.name);
    const v = f.version as number | undefined;
    if ("view" in f && v !== undefined) {
      expect(f.view, `${f.type} frame at version ${v} for ${viewer}`).toEqual(
        plain(game.view(states[v], viewer)),
      );
      const legal =
        viewer === "spectator" || f.status !== "running"
          ? []
          : (f.toAct as number[]).includes(viewer)
            ? game.legalActions(states[v], viewer)
            : (game.anytimeActions?.(states[v], viewer) ?? []);
      expect(f.legal).toEqual(plain(legal));
      checked++;
    }
    if (f.type === "events") {
      expect(f.events).toEqual(plain(seen(events[v!]!)));
    }
    if (f.type === "welcome") {
      const history = f.history as { version: number; events: unknown }[];
      // Every version from the first one told (0, the opening, after a hello without `since`)
      // up to the welcome's own, none missed.
      if (history.length > 0)
        expect(history.map((h) => h.version)).toEqual(range(history[0]!.version, v!));
      for (const h of history) {
        expect(h.events).toEqual(plain(seen(events[h.version]!)));
      }
    }
  });
  return checked;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A different generator per seat and table, reproducible from the test's own seed. */
export function seatRng(table: number, seat: number): Rng {
  return Rng.fromSeed(`server-test-${table}-${seat}`);
}
