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
    expect(random.winRate.n).toBe(1); // games 0 and 1 are rotations of one deal
    expect(random.winRate.mean).toBeCloseTo(0.25);
    expect(random.payoff.mean).toBeCloseTo(-0.25);
    expect(r.ruleErrors).toBe(1);
    expect(r.firstError).toBe("game 2: boom");
    expect(r.averageActions).toBe(3);
  });

  it("observe deal by deal when seats rotate, so the deal's luck cancels in the interval", () => {
    const duel: TournamentSpec = { ...spec, players: 2, bots: ["a", "b"], games: 40 };
    const rotated = new Standings(duel);
    const fixed = new Standings({ ...duel, rotate: false });
    // Every deal hands one seat 10 chips whoever sits there, and bot "a" wins 1 more: per game
    // the payoff swings by ±10, per deal "a" is +1 every time.
    for (let g = 0; g < duel.games; g++) {
      const lucky = Math.floor(g / 2) % 2;
      const seats = seating(duel, g);
      const payoff = [0, 1].map((s) => (s === lucky ? 10 : -10) + (seats[s] === "a" ? 1 : -1));
      const game = { index: g, seats, payoff, winners: [payoff[0]! > 0 ? 0 : 1], actions: 1 };
      rotated.add(game);
      fixed.add(game);
    }
    const a = (s: Standings) => s.report(1).bots.find((b) => b.bot === "a")!;
    expect(a(rotated).payoff.n).toBe(20);
    expect(a(rotated).payoff.mean).toBeCloseTo(1);
    expect(a(rotated).payoff.margin).toBeCloseTo(0);
    expect(a(fixed).payoff.n).toBe(40);
    expect(a(fixed).payoff.mean).toBeCloseTo(1);
    expect(a(fixed).payoff.margin).toBeGreaterThan(2);
    expect(a(rotated).winRate.mean).toBeCloseTo(0.5);
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
