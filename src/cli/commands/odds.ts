import { availableParallelism } from "node:os";
import { Command } from "commander";
import {
  chooseMethod,
  DEFAULT_SAMPLES,
  type EquityTask,
  type Request,
  taskWork,
} from "../../analysis/equity-run.js";
import { runEquity } from "../../analysis/equity-threads.js";
import {
  EQUITY_COLUMNS,
  type EquityReport,
  type Estimate,
  equityColumns,
  percentText,
} from "../../analysis/hilo-equity.js";
import type { OddsHook, OddsQuestion } from "../../packages/odds.js";
import type { GameRegistry } from "../../packages/registry.js";
import { extrasOf, printJson, wholeNumber, wordsOf } from "../common.js";
import { fail } from "../fail.js";
import { withProgress } from "../progress.js";

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

/** `pyramids odds <game>`: a subcommand for each registered game whose package has odds. */
export function oddsCommand(registry: GameRegistry): Command {
  const odds = new Command("odds").description(
    "exact or sampled equity: each player's chance of the best high, the best low and both",
  );
  for (const [id, hook] of extrasOf(registry, "odds")) {
    const cmd = common(new Command(id).description(hook.description), hook.lowHelp);
    for (const [flags, description] of hook.flags) cmd.option(flags, description);
    odds.addCommand(
      cmd.action(async (opts: Common & Record<string, unknown>) => {
        const asked = hook.ask(opts.hole, wordsOf(opts));
        if (!asked.ok) fail(asked.error);
        await run(opts, asked.value, hook);
      }),
    );
  }
  return odds;
}

async function run(opts: Common, question: OddsQuestion, hook: OddsHook): Promise<void> {
  const { title, hands } = question;
  const makeTask = question.task;
  const samples = wholeNumber("--samples", opts.samples, 1, 1e9);
  if (opts.exact && samples !== undefined) fail("Give --exact or --samples, not both.");
  const workers = wholeNumber("--workers", opts.workers, 0, 256);
  const request: Request = opts.exact ? "exact" : samples !== undefined ? "sample" : "auto";
  const probe = makeTask("sample", 0, "");
  const chosen = chooseMethod(probe.game, probe.spec, request);
  if ("error" in chosen) fail(chosen.error);
  const task = makeTask(chosen.method, samples ?? DEFAULT_SAMPLES, opts.seed ?? "odds");
  const units = taskWork(task).units;
  const progress = {
    show: opts.progress !== false && process.stderr.isTTY,
    total: units,
    format: "{bar} {percentage}%  {eta_formatted} left",
  };
  const report = await withProgress(progress, (onProgress) =>
    runEquity(task, { ...(workers !== undefined ? { workers } : {}), onProgress }),
  );
  if (opts.json) printJson({ title, method: task.method, hands, ...report });
  else process.stdout.write(describeEquity(title, task, hands, report, hook.unit?.(task.method)));
}

/** A chance in a column: the margin close to its sign, to keep the columns narrow. */
const pct = (e: Estimate, exact: boolean) => percentText(e, exact, " ±");

const METHOD = {
  fast: "exact",
  enumerate: "exact",
  sample: "Monte Carlo",
} as const;

export function describeEquity(
  title: string,
  task: EquityTask,
  hands: readonly string[],
  r: EquityReport,
  unit = "deal",
): string {
  const what =
    task.method === "sample"
      ? `${r.deals.toLocaleString("en")} samples (± = 95% interval)`
      : `${r.deals.toLocaleString("en")} ${unit}${r.deals === 1 ? "" : "s"}`;
  const lines = [`${title}: ${METHOD[task.method]}, ${what}, ${r.seconds?.toFixed(2) ?? "?"} s`];
  const cols = equityColumns(r.hiLo);
  const width = task.method === "sample" ? 16 : 9;
  const handWidth = Math.max(4, ...hands.map((h) => h.length));
  const numberWidth = String(r.seats.length).length;
  lines.push(
    `  ${"#".padStart(numberWidth)}  ${"hand".padEnd(handWidth)}  ${cols.map((c) => EQUITY_COLUMNS[c].toLowerCase().padStart(width)).join(" ")}`,
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
