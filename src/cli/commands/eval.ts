import { Command } from "commander";
import { printJson } from "../common.js";
import { fail } from "../fail.js";

/**
 * `pyramids eval <kind> …` and `pyramids compare <kind> A B`: each kind of hand (poker,
 * colonial, three-sided, wild-kill) registers an evaluator here, with its own flags.
 */
export interface HandEvaluator {
  /** Flags this kind accepts, as commander option specs: [flags, description, default?]. */
  readonly flags: readonly (readonly [string, string, string?])[];
  /** Describes one hand for people (lines) and programs (json). `args` are the positionals. */
  evaluate(
    args: readonly string[],
    flags: Record<string, string | boolean | undefined>,
  ): { lines: string[]; json: unknown };
  /** Compares two hands: positive when A wins, negative when B wins, 0 for a tie. */
  compare?(
    a: string,
    b: string,
    flags: Record<string, string | boolean | undefined>,
  ): { winner: "A" | "B" | "tie"; lines: string[]; json: unknown };
}

export const evaluators: Record<string, HandEvaluator> = {};

function kindOf(kind: string): HandEvaluator {
  const e = evaluators[kind];
  if (!e)
    fail(
      `Unknown hand kind "${kind}". Kinds: ${Object.keys(evaluators).join(", ") || "none yet"}.`,
    );
  return e;
}

function withFlags(cmd: Command): Command {
  const seen = new Set<string>();
  for (const e of Object.values(evaluators)) {
    for (const [flags, description, def] of e.flags) {
      if (seen.has(flags)) continue;
      seen.add(flags);
      cmd.option(flags, description, def);
    }
  }
  return cmd.option("--json", "print JSON");
}

export function evalCommand(): Command {
  return withFlags(
    new Command("eval")
      .description(
        "evaluate a hand: pyramids eval <kind> <cards…> (kinds: poker, colonial, three-sided, wild-kill)",
      )
      .argument("<kind>", "hand kind")
      .argument("<cards...>", "the cards, quoted"),
  ).action((kind: string, cards: string[], flags: Record<string, string | boolean | undefined>) => {
    const r = kindOf(kind).evaluate(cards, flags);
    if (flags.json) printJson(r.json);
    else process.stdout.write(`${r.lines.join("\n")}\n`);
  });
}

export function compareCommand(): Command {
  return withFlags(
    new Command("compare")
      .description("compare two hands; the first line is A, B or tie")
      .argument("<kind>", "hand kind")
      .argument("<a>", "hand A, quoted")
      .argument("<b>", "hand B, quoted"),
  ).action(
    (kind: string, a: string, b: string, flags: Record<string, string | boolean | undefined>) => {
      const e = kindOf(kind);
      if (!e.compare) fail(`"${kind}" hands cannot be compared on their own.`);
      const r = e.compare(a, b, flags);
      if (flags.json) printJson(r.json);
      else process.stdout.write(`${[r.winner, ...r.lines].join("\n")}\n`);
    },
  );
}
