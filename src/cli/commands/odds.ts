import { availableParallelism } from "node:os";
import { SingleBar } from "cli-progress";
import { Command } from "commander";
import {
  chooseMethod,
  DEFAULT_SAMPLES,
  type EquityTask,
  type Request,
  taskWork,
} from "../../analysis/equity-run.js";
import { runEquity } from "../../analysis/equity-threads.js";
import type { EquityReport, Estimate } from "../../analysis/hilo-equity.js";
import { parseThreeSided } from "../../analysis/three-sided-equity.js";
import { parseWildKill } from "../../analysis/wild-kill-equity.js";
import { formatCards } from "../../cards/standard.js";
import { intArg, printJson } from "../common.js";
import { fail } from "../fail.js";

interface Common {
  hole: string[];
  low?: string;
  qualifier?: string;
  exact?: boolean;
  samples?: string;
  seed?: string;
  workers?: string;
  progress?: boolean;
  json?: boolean;
}
interface ThreeSidedOpts extends Common {
  board?: string;
}
interface WildKillOpts extends Common {
  wild?: string;
  shared?: string;
  kill?: string;
  wildKilled?: string;
}

const repeat = (v: string, acc: string[]) => [...acc, v];

function common(cmd: Command, lowHelp: string): Command {
  return cmd
    .option(
      "--hole <cards>",
      'a player\'s hole cards, or "random" (repeat per player)',
      repeat,
      [] as string[],
    )
    .option("--low <order>", lowHelp)
    .option("--qualifier <n>", 'low qualifier: "none" or 8 (eight or better) etc.', "none")
    .option("--exact", "enumerate every deal (refused when far too many)")
    .option("--samples <n>", "Monte Carlo with this many deals")
    .option("--seed <seed>", "sampling seed", "odds")
    .option("--workers <n>", "worker threads (0 runs in this thread)", `${availableParallelism()}`)
    .option("--no-progress", "no progress bar")
    .option("--json", "print the report as JSON");
}

export function oddsCommand(): Command {
  const odds = new Command("odds").description(
    "exact or sampled equity: each player's chance of the best high, the best low and both",
  );
  odds.addCommand(
    common(
      new Command("three-sided")
        .description("Three-sided Pyramid: 4 hole cards each, board positions 1-6")
        .option("--board <cards>", 'turned board cards as position=card, e.g. "1=As 2=Kd 4=7c"'),
      "ace-to-five (default), ace-to-six or deuce-to-seven",
    ).action(async (opts: ThreeSidedOpts) => {
      const spec = parseThreeSided({
        holes: opts.hole,
        board: opts.board ?? "",
        low: opts.low ?? "ace-to-five",
        qualifier: opts.qualifier ?? null,
      });
      if (!spec.ok) fail(spec.error);
      const holes = spec.value.holes;
      await run(
        opts,
        (method, samples, seed) => ({
          game: "three-sided",
          spec: spec.value,
          method,
          samples,
          seed,
        }),
        `Three-sided, ${spec.value.low} low${spec.value.qualifier ? `, ${spec.value.qualifier} or better` : ""}`,
        holes.map((h) => (h ? formatCards(h) : "random")),
      );
    }),
  );
  odds.addCommand(
    common(
      new Command("wild-kill")
        .description("Wild/Kill Pyramid: 5 hole cards each; rows wild 2, shared 3, kill 4")
        .option("--wild <cards>", "the top row (its ranks are wild), up to 2 cards")
        .option("--shared <cards>", "the middle row, up to 3 cards")
        .option("--kill <cards>", "the bottom row (its ranks are killed), up to 4 cards")
        .option("--wild-killed <rule>", "a rank both wild and killed is: killed (default) or wild"),
      "none (high only, the default), ace-to-five, ace-to-six or deuce-to-seven",
    ).action(async (opts: WildKillOpts) => {
      const spec = parseWildKill({
        holes: opts.hole,
        wild: opts.wild ?? "",
        shared: opts.shared ?? "",
        kill: opts.kill ?? "",
        low: opts.low ?? "none",
        qualifier: opts.qualifier ?? null,
        wildKilled: opts.wildKilled ?? "killed",
      });
      if (!spec.ok) fail(spec.error);
      const s = spec.value;
      await run(
        opts,
        (method, samples, seed) => ({ game: "wild-kill", spec: s, method, samples, seed }),
        `Wild/Kill, ${s.low === null ? "high only" : `high-low, ${s.low} low${s.qualifier ? `, ${s.qualifier} or better` : ""}`}, wild and killed = ${s.wildKilled}`,
        s.holes.map((h) => (h ? formatCards(h) : "random")),
      );
    }),
  );
  return odds;
}

async function run(
  opts: Common,
  makeTask: (method: EquityTask["method"], samples: number, seed: string) => EquityTask,
  title: string,
  hands: string[],
): Promise<void> {
  const samples = intArg("--samples", opts.samples, 1, 1e9);
  if (opts.exact && samples !== undefined) fail("Give --exact or --samples, not both.");
  const workers = intArg("--workers", opts.workers, 0, 256);
  const request: Request = opts.exact ? "exact" : samples !== undefined ? "sample" : "auto";
  const probe = makeTask("sample", 0, "");
  const chosen = chooseMethod(probe.game, probe.spec, request);
  if ("error" in chosen) fail(chosen.error);
  const task = makeTask(chosen.method, samples ?? DEFAULT_SAMPLES, opts.seed ?? "odds");
  const units = taskWork(task).units;
  const bar =
    opts.progress !== false && process.stderr.isTTY
      ? new SingleBar({
          stream: process.stderr,
          format: "{bar} {percentage}%  {eta_formatted} left",
          hideCursor: true,
        })
      : undefined;
  bar?.start(units, 0);
  let report: EquityReport;
  try {
    report = await runEquity(task, {
      ...(workers !== undefined ? { workers } : {}),
      onProgress: (u) => bar?.increment(u),
    });
  } catch (e) {
    bar?.stop();
    fail((e as Error).message);
  }
  bar?.stop();
  if (opts.json) printJson({ title, method: task.method, hands, ...report });
  else process.stdout.write(describeEquity(title, task, hands, report));
}

function pct(e: Estimate, exact: boolean): string {
  const v = `${(e.value * 100).toFixed(2)}%`;
  return exact ? v : `${v} ±${(e.error * 100).toFixed(2)}`;
}

const METHOD = {
  fast: "exact",
  enumerate: "exact",
  sample: "Monte Carlo",
} as const;

export function describeEquity(
  title: string,
  task: EquityTask,
  hands: string[],
  r: EquityReport,
): string {
  const what =
    task.method === "sample"
      ? `${r.deals.toLocaleString("en")} samples (± = 95% interval)`
      : `${r.deals.toLocaleString("en")} ${task.game === "three-sided" && task.method === "fast" ? "board arrangement" : "deal"}${r.deals === 1 ? "" : "s"}`;
  const lines = [`${title}: ${METHOD[task.method]}, ${what}, ${r.seconds?.toFixed(2) ?? "?"} s`];
  const cols = r.hiLo
    ? (["highWin", "highTie", "lowWin", "lowTie", "scoop", "equity"] as const)
    : (["highWin", "highTie", "equity"] as const);
  const names: Record<string, string> = {
    highWin: "high win",
    highTie: "high tie",
    lowWin: "low win",
    lowTie: "low tie",
    scoop: "scoop",
    equity: "equity",
  };
  const width = task.method === "sample" ? 16 : 9;
  const handWidth = Math.max(4, ...hands.map((h) => h.length));
  const numberWidth = String(r.seats.length).length;
  lines.push(
    `  ${"#".padStart(numberWidth)}  ${"hand".padEnd(handWidth)}  ${cols.map((c) => names[c]!.padStart(width)).join(" ")}`,
  );
  r.seats.forEach((s, i) => {
    lines.push(
      `  ${String(i + 1).padStart(numberWidth)}  ${hands[i]!.padEnd(handWidth)}  ${cols
        .map((c) => pct(s[c], r.exact).padStart(width))
        .join(" ")}`,
    );
  });
  if (r.hiLo) lines.push(`  no qualifying low: ${pct(r.noLow, r.exact)}`);
  return `${lines.join("\n")}\n`;
}
