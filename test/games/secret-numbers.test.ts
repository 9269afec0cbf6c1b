/**
 * A game joins the project as one folder and one line: Secret numbers (`secret-numbers/`: its
 * engine, its package and its web module) is registered by one line added to the project's list
 * of games, and then plays through the conformance harness, the command line (list, play, sim,
 * replay), a bot tournament on a worker thread, and a server over HTTP and WebSocket. Its web
 * module is type-checked with the web client (`web/tsconfig.json`, `test/typing-check.test.ts`),
 * and built into it by Vite in `secret-numbers.web-build.exhaustive.test.ts`.
 * It has no bots of its own: every bot level plays it, `easy` at random.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/program.js";
import { replay, type TableRecord } from "../../src/core/match.js";
import { GameRegistry, gameList, listed, packagesOf } from "../../src/packages/index.js";
import { botsFor } from "../../src/players/bots.js";
import { runTournament } from "../../src/players/threads.js";
import { runTournamentHere, type TournamentSpec } from "../../src/players/tournament.js";
import { toyExecArgv } from "../bots/toy-module.js";
import { checkGame, defaultConfig } from "../conformance/harness.js";
import {
  api,
  Client,
  createTable,
  joinSeat,
  sqliteDb,
  startTestServer,
} from "../server/harness.js";
import { type SecretNumbersAction, secretNumbersEntry } from "./secret-numbers/game.js";

// The registration: the project's list and one line.
const list = [...gameList, listed(secretNumbersEntry, () => import("./secret-numbers/package.js"))];
const registry = new GameRegistry(await packagesOf(list));
const game = registry.get("secret-numbers")!;
const packageFile = fileURLToPath(new URL("./secret-numbers/package.ts", import.meta.url));
const clock = () => performance.now();
const dir = mkdtempSync(join(tmpdir(), "pyramids-secret-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** Runs `pyramids …` in this process with the game registered; typed lines go to its stdin. */
async function pyramids(args: string[], lines: string[] = []) {
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
  const code = await main(["node", "pyramids", ...args], registry);
  vi.restoreAllMocks();
  return { code, out, err };
}

describe("a game added as one folder and one line", () => {
  it("is registered after the project's games, with every bot but a heuristic", () => {
    expect(registry.keys()).toEqual([...gameList.map((l) => l.entry.id), "secret-numbers"]);
    expect(botsFor(game, registry)).not.toContain("heuristic");
    expect(botsFor(game, registry)).toContain("easy");
  });

  it("conforms: legal, leak-free, replayable, over every variant", () => {
    expect(checkGame(game, defaultConfig).failures).toEqual([]);
  });

  it("is listed, played against easy bots, matched and replayed on the command line", async () => {
    const listedOut = await pyramids(["list"]);
    expect(listedOut.out).toContain("secret-numbers — Secret numbers (3–3 players)");

    const path = join(dir, "secret.json");
    const played = await pyramids(
      ["play", "secret-numbers", "--seed", "toy", "--save", path],
      ["pick 5", "pick 4", "pick 3"],
    );
    expect(played.err).toBe("");
    expect(played.code).toBe(0);
    expect(played.out).toMatch(/Round 3: /);
    const record = JSON.parse(readFileSync(path, "utf8")) as TableRecord;
    expect(record.players).toBe(3);
    const mine = record.actions.filter((a) => a.seat === 0).map((a) => a.action);
    expect(mine).toEqual([5, 4, 3].map((n) => ({ type: "pick", n })));
    const again = replay(game, record);
    expect(again.ok && game.outcome(again.value.state)).toBeTruthy();
    expect((await pyramids(["replay", path, "--final"])).code).toBe(0);

    const sim = await pyramids([
      "sim",
      "secret-numbers",
      "--bots",
      "easy,random,ismcts:20",
      "--games",
      "6",
      "--workers",
      "0",
      "--no-progress",
      "--json",
    ]);
    expect(sim.err).toBe("");
    expect(sim.code).toBe(0);
    expect((JSON.parse(sim.out) as { games: number }).games).toBe(6);
  });

  it("plays a bot tournament here and on a worker thread that loads its package", async () => {
    const spec: TournamentSpec = {
      game: "secret-numbers",
      options: game.options.parse({}),
      players: 3,
      bots: ["easy", "ismcts:20", "random"],
      games: 6,
      seed: "toy",
      rotate: true,
    };
    const here = runTournamentHere(game, spec, clock, undefined, registry);
    expect(here.ruleErrors).toBe(0);
    const threaded = await runTournament(game, spec, {
      workers: 1,
      registry,
      module: {
        url: new URL("./secret-numbers/package.ts", import.meta.url).href,
        name: "default",
      },
      execArgv: toyExecArgv,
    });
    expect(threaded.bots).toEqual(here.bots);
  });

  it("is served and played to the end over HTTP and WebSocket, the others' picks unseen", async () => {
    const db = sqliteDb();
    const server = await startTestServer(db, { gameModules: [packageFile] });
    try {
      const games = await api<{ id: string; bots: string[] }[]>(server.url, "GET", "/api/games");
      expect(games.body.find((g) => g.id === "secret-numbers")?.bots).toContain("easy");
      const table = await createTable(server.url, {
        game: "secret-numbers",
        seats: 3,
        bots: [null, "easy", "random"],
      });
      const { token } = await joinSeat(server.url, table.id, 0);
      const client = await Client.connect(server.url);
      let frame = await client.hello(table.id, token);
      expect(frame.type).toBe("welcome");
      for (let turns = 0; frame.type !== "over" && frame.status !== "finished"; turns++) {
        if (turns > 10) throw new Error("the table did not end");
        const legal = (frame.legal ?? []) as SecretNumbersAction[];
        const from = client.frames.length;
        let version = (frame.version as number | undefined) ?? 0;
        if (legal.length > 0) {
          const answer = await client.act(legal.at(-1)!);
          expect(answer.type === "ack" ? "ack" : JSON.stringify(answer)).toBe("ack");
          version = answer.version as number;
        }
        // The next round: a later version than this pick's with numbers to pick, or the end.
        frame = await client.next(
          (f) =>
            (f.type === "events" &&
              (f.version as number) > version &&
              (f.legal?.length ?? 0) > 0) ||
            f.type === "over",
          20_000,
          from,
        );
      }
      // The server sent this seat its own picks and no other seat's before each round was shown.
      const events = client.frames
        .filter((f) => f.type === "events")
        .flatMap((f) => (f.events ?? []) as readonly { text: string }[]);
      const texts = events.map((e) => e.text);
      expect(texts.filter((t) => /^You pick \d/.test(t))).toEqual(Array(3).fill("You pick 5."));
      expect(texts.filter((t) => /^Seat \d picks? \d/.test(t))).toEqual([]);
      expect(texts.filter((t) => t.startsWith("Round "))).toHaveLength(3);
      for (const f of client.frames)
        expect((f.view as { picks?: unknown } | undefined)?.picks).toBeUndefined();
      client.ws.close();
    } finally {
      await server.close();
      await db.drop();
    }
  });
});
