import { describe, expect, it } from "vitest";
import { toy, toyExecArgv, toyModule } from "../../test/bots/toy-module.js";
import { runTournament } from "./threads.js";
import {
  botSeed,
  checkTournament,
  runTournamentHere,
  Standings,
  seating,
  type TournamentSpec,
  tableSeed,
} from "./tournament.js";

const clock = () => performance.now();
const spec: TournamentSpec = {
  game: toy.id,
  options: toy.options.parse({}),
  players: 3,
  bots: ["ismcts:30", "random", "random"],
  games: 60,
  seed: "t",
  rotate: true,
};

describe("tournaments", () => {
  it("rotate the bots one seat a game and play each deal from every rotation", () => {
    expect([0, 1, 2, 3].map((g) => seating(spec, g))).toEqual([
      ["ismcts:30", "random", "random"],
      ["random", "random", "ismcts:30"],
      ["random", "ismcts:30", "random"],
      ["ismcts:30", "random", "random"],
    ]);
    expect([0, 1, 2, 3].map((g) => tableSeed(spec, g))).toEqual(["t-0", "t-0", "t-0", "t-1"]);
    expect(seating({ ...spec, rotate: false }, 1)).toEqual(spec.bots);
    expect(botSeed(spec, 1, 0)).not.toBe(botSeed(spec, 1, 1));
  });

  it("give the same report on worker threads as in this thread", async () => {
    const here = runTournamentHere(toy, spec, clock);
    let told = 0;
    const threaded = await runTournament(toy, spec, {
      workers: 2,
      module: toyModule,
      execArgv: toyExecArgv,
      onGames: (rs) => (told += rs.length),
    });
    expect(told).toBe(spec.games);
    expect(threaded.ruleErrors).toBe(0);
    const strip = (r: typeof here) => ({ ...r, seconds: 0, gamesPerSecond: 0 });
    expect(strip(threaded)).toEqual(strip(here));
  });

  it("count each game once for a bot in several seats", () => {
    const s = new Standings(spec);
    s.add({ index: 0, seats: spec.bots, payoff: [2, -1, -1], winners: [0], actions: 3 });
    s.add({ index: 1, seats: spec.bots, payoff: [-1, 2, -1], winners: [1], actions: 3 });
    s.add({ index: 2, seats: spec.bots, payoff: [], winners: [], actions: 0, error: "boom" });
    const r = s.report(1);
    const random = r.bots.find((b) => b.bot === "random")!;
    expect(random.winRate.n).toBe(2);
    expect(random.winRate.mean).toBeCloseTo(0.25);
    expect(random.payoff.mean).toBeCloseTo(-0.25);
    expect(r.ruleErrors).toBe(1);
    expect(r.firstError).toBe("game 2: boom");
    expect(r.averageActions).toBe(3);
  });

  it("refuse bad bots and sizes before playing", () => {
    expect(() => checkTournament(toy, { ...spec, bots: ["random", "nobody", "random"] })).toThrow(
      /Unknown bot "nobody"/,
    );
    expect(() =>
      checkTournament(toy, { ...spec, bots: ["ismcts:fast", "random", "random"] }),
    ).toThrow(/cannot read "fast"/);
    expect(() => checkTournament(toy, { ...spec, bots: ["random"] })).toThrow(/one bot per seat/);
    expect(() => checkTournament(toy, { ...spec, games: 0 })).toThrow(/at least one game/);
  });

  it("report a bot's illegal action as an error, not a result", () => {
    const r = runTournamentHere(
      toy,
      { ...spec, bots: ["random", "random", "random"], games: 3 },
      clock,
    );
    expect(r.ruleErrors).toBe(0);
  });
});
