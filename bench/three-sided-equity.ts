/**
 * `npm run bench -- three-sided-equity [workers]`: the exact heads-up Three-sided equity from an
 * empty board (every one of the 44·43·42·41·40·39 = 5,082,517,440 board arrangements, i.e. the
 * 7,059,052 six-card sets in each of their 720 placements, 120 of them distinct side layouts),
 * in this thread and on worker threads (run `npm run build` first: workers run dist/ code).
 * The peer is the plain way, every player's best hand over the three sides straight from the
 * evaluator, timed per board on random boards and scaled to the same count: the ratio holds on a
 * busy machine where the raw times do not. The load average is printed with the times.
 */
import { availableParallelism, loadavg } from "node:os";
import { type EquityTask, runHere } from "../src/analysis/equity-run.js";
import { runEquity } from "../src/analysis/equity-threads.js";
import { parseThreeSided, showdown } from "../src/analysis/three-sided-equity.js";
import { Rng } from "../src/core/rng.js";

const workers = Number(process.argv[3] ?? availableParallelism());
const parsed = parseThreeSided({ holes: ["As Ks Qd 2c", "7h 7d 3s 4c"] });
if (!parsed.ok) throw new Error(parsed.error);
const spec = parsed.value;
const task: EquityTask = { game: "three-sided", spec, method: "fast", samples: 0, seed: "bench" };

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");

// The peer: plain showdowns on random boards.
const rng = Rng.fromInt(7);
const pool: number[] = [];
const used = new Set([...spec.holes[0]!, ...spec.holes[1]!]);
for (let c = 0; c < 52; c++) if (!used.has(c)) pool.push(c);
const holes = spec.holes as number[][];
const high = new Int32Array(2);
const low = new Int32Array(2);
const plain = (boards: number) => {
  const start = cpu();
  let sink = 0;
  for (let i = 0; i < boards; i++) {
    rng.shuffle(pool);
    showdown(spec, holes, pool.slice(0, 6), high, low);
    sink += high[0]! > high[1]! ? 1 : 0;
  }
  return { seconds: cpu() - start, sink };
};
plain(5_000);
const peerBoards = 100_000;
const peer = plain(peerBoards);
const perBoard = peer.seconds / peerBoards;
const arrangements = 44 * 43 * 42 * 41 * 40 * 39;
process.stdout.write(
  `load average ${load()} on ${availableParallelism()} cores\n` +
    `peer: plain showdowns ${(perBoard * 1e6).toFixed(2)} µs CPU per board: ` +
    `${((perBoard * arrangements) / 3600).toFixed(1)} h for all ${arrangements.toLocaleString("en")} arrangements, ` +
    `${((perBoard * 7_059_052 * 120) / 60).toFixed(1)} min for the 120 distinct layouts of each six-card set\n\n`,
);

// The first run builds the evaluator's tables and warms the JIT, as every worker's first chunk does.
const cold = performance.now();
runHere(task);
process.stdout.write(
  `exact, 1 thread, cold (tables built, JIT warming): ${((performance.now() - cold) / 1000).toFixed(2)} s wall\n`,
);
const c0 = cpu();
const w0 = performance.now();
const here = runHere(task);
const single = (performance.now() - w0) / 1000;
const singleCpu = cpu() - c0;
process.stdout.write(
  `exact, 1 thread:     ${single.toFixed(2)} s wall, ${singleCpu.toFixed(2)} s CPU ` +
    `(${((singleCpu / arrangements) * 1e12).toFixed(0)} ps CPU per arrangement; ` +
    `${(perBoard * arrangements) / singleCpu >= 1 ? `${((perBoard * arrangements) / singleCpu).toFixed(0)}×` : "?"} the peer)  load ${load()}\n`,
);
const w1 = performance.now();
const threaded = await runEquity(task, { workers });
const wall = (performance.now() - w1) / 1000;
process.stdout.write(
  `exact, ${workers} workers:   ${wall.toFixed(2)} s wall (target: under 10 s)  load ${load()}\n`,
);
const same = here.seats.every((s, i) => s.equity.value === threaded.seats[i]!.equity.value);
process.stdout.write(
  `equity ${here.seats.map((s) => `${(s.equity.value * 100).toFixed(3)}%`).join(" vs ")}; ` +
    `threads agree with one thread: ${same}\n`,
);
if (!same) process.exitCode = 1;
