/**
 * A game joins the project by one package and one registration: Nim, declared in
 * `nim-package.ts`, is added to a registry built from the project's list and then played through
 * the command line (list, play, sim, replay, in this process), a bot tournament (here and on a
 * worker thread), and a server on SQLite over HTTP and WebSocket, its bot seat thinking on the
 * server's bot thread with the package's heuristic.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/program.js";
import { replay, type TableRecord } from "../../src/core/match.js";
import { registry as projectRegistry } from "../../src/packages/index.js";
import { botsFor, hintsFor } from "../../src/players/bots.js";
import { runTournament } from "../../src/players/threads.js";
import { runTournamentHere, type TournamentSpec } from "../../src/players/tournament.js";
import { toyExecArgv } from "../bots/toy-module.js";
import {
  api,
  Client,
  createTable,
  joinSeat,
  sqliteDb,
  startTestServer,
} from "../server/harness.js";
import { nimPackage } from "./nim-package.js";

const registry = projectRegistry.with([nimPackage]);
const nim = nimPackage.game;
const clock = () => performance.now();
const dir = mkdtempSync(join(tmpdir(), "pyramids-toy-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** Runs `pyramids …` in this process with the toy registered; typed lines go to its stdin. */
async function pyramids(args: string[], lines: string[] = [], with_ = registry) {
  let out = "";
  let err = "";
  vi.spyOn(process, "stdin", "get").mockReturnValue(
    Readable.from(lines.map((l) => `${l}\n`)) as unknown as typeof process.stdin,
  );
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    err += String(chunk);
    return true;
  });
  const code = await main(["node", "pyramids", ...args], with_);
  vi.restoreAllMocks();
  return { code, out, err };
}

describe("a toy game registered as one package", () => {
  it("brings its own bots, and only to the registry it is registered in", () => {
    expect(botsFor(nim, registry)).toContain("heuristic");
    expect(botsFor(nim)).not.toContain("heuristic");
    expect(hintsFor(nim, registry).rollout).toBeTypeOf("function");
    expect(hintsFor(nim)).toEqual({});
    expect(registry.games.slice(0, -1)).toEqual(projectRegistry.games);
  });

  it("is listed, played against its heuristic, matched and replayed on the command line", async () => {
    const list = await pyramids(["list"]);
    expect(list.code).toBe(0);
    expect(list.out).toContain("nim — Nim (2–4 players)");

    const path = join(dir, "nim.json");
    // 22 stones, the person taking one a turn: the heuristic leaves a multiple of four each time.
    const played = await pyramids(
      [
        "play",
        "nim",
        "--option",
        "stones=22",
        "--bots",
        "heuristic",
        "--seed",
        "toy",
        "--save",
        path,
      ],
      Array.from({ length: 6 }, () => "take 1"),
    );
    expect(played.err).toBe("");
    expect(played.code).toBe(0);
    expect(played.out).toContain("Seat 1 takes the last stone.");
    const record = JSON.parse(readFileSync(path, "utf8")) as TableRecord;
    expect(record.game).toBe("nim");
    const again = replay(nim, record);
    expect(again.ok && nim.outcome(again.value.state)?.winners).toEqual([1]);
    let stones = 22;
    for (const { seat, action } of record.actions) {
      stones -= nim.actionSchema.parse(action).n;
      if (seat === 1) expect(stones % 4).toBe(0);
    }

    const shown = await pyramids(["replay", path, "--final"]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain("Seat 1 takes the last stone.");

    const sim = await pyramids([
      "sim",
      "nim",
      "--bots",
      "heuristic,random",
      "--games",
      "20",
      "--workers",
      "0",
      "--no-progress",
      "--json",
    ]);
    expect(sim.code).toBe(0);
    const report = JSON.parse(sim.out) as { bots: { bot: string; winRate: { mean: number } }[] };
    const heuristic = report.bots.find((b) => b.bot === "heuristic")!;
    expect(heuristic.winRate.mean).toBeGreaterThan(0.8);

    // The project's own registry has no such game.
    const plain = await pyramids(["sim", "nim", "--no-progress"], [], projectRegistry);
    expect(plain.code).toBe(2);
    expect(plain.err).toContain('Unknown game "nim"');
  });

  it("plays a bot tournament with its heuristic and its search hints, here and on a worker", async () => {
    const spec: TournamentSpec = {
      game: "nim",
      options: nim.options.parse({ stones: 22 }),
      players: 2,
      bots: ["heuristic", "ismcts:30"],
      games: 8,
      seed: "toy",
      rotate: true,
    };
    const here = runTournamentHere(nim, spec, clock, undefined, registry);
    expect(here.ruleErrors).toBe(0);
    expect(here.games).toBe(8);
    // Without the package the heuristic is unknown to the tournament.
    expect(() => runTournamentHere(nim, spec, clock)).toThrow(/no heuristic bot for Nim/);
    const searched = runTournamentHere(
      nim,
      { ...spec, bots: ["ismcts:30", "random"] },
      clock,
      undefined,
      registry,
    );
    expect(searched.bots.find((b) => b.bot === "ismcts:30")!.winRate.mean).toBeGreaterThan(0.7);
    // A worker thread loads the package from its module and plays the same games.
    const threaded = await runTournament(nim, spec, {
      workers: 1,
      registry,
      module: { url: new URL("./nim-package.ts", import.meta.url).href, name: "nimPackage" },
      execArgv: toyExecArgv,
    });
    expect(threaded.bots).toEqual(here.bots);
  });

  it("is served, and played to the end over HTTP and WebSocket against its heuristic", async () => {
    const db = sqliteDb();
    const server = await startTestServer(db, {
      gameModules: [fileURLToPath(new URL("./nim-package.ts", import.meta.url))],
    });
    try {
      const listed = await api<{ id: string; bots: string[] }[]>(server.url, "GET", "/api/games");
      expect(listed.body.find((g) => g.id === "nim")?.bots).toContain("heuristic");
      const table = await createTable(server.url, {
        game: "nim",
        seats: 2,
        options: { stones: 22 },
        bots: [null, "heuristic"],
      });
      const { token } = await joinSeat(server.url, table.id, 0);
      const client = await Client.connect(server.url);
      let frame = await client.hello(table.id, token);
      expect(frame.type).toBe("welcome");
      for (let turns = 0; ; turns++) {
        if (turns > 20) throw new Error("the table did not end");
        const legal = (frame.legal ?? []) as { type: string; n: number }[];
        if (frame.status === "finished") break;
        const from = client.frames.length;
        if (legal.length > 0) {
          const ack = await client.act(legal.find((a) => a.n === 1)!);
          expect(ack.type).toBe("ack");
        }
        frame = await client.next(
          (f) => (f.type === "events" && (f.legal?.length ?? 0) > 0) || f.type === "over",
          from,
        );
        if (frame.type === "over") break;
      }
      const over = await client.next((f) => f.type === "over", 0);
      expect((over.outcome as { winners: number[] }).winners).toEqual([1]);
      client.ws.close();
    } finally {
      await server.close();
      await db.drop();
    }
  });
});
