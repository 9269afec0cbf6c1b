import { Command } from "commander";
import type { HandEvaluator } from "../../games/evaluator.js";
import type { GameRegistry } from "../../packages/registry.js";
import { extrasOf, printJson } from "../common.js";
import { fail } from "../fail.js";
import { pokerEvaluator } from "./poker.js";

/**
 * `pyramids eval <kind> …` and `pyramids compare <kind> A B`: the kinds are poker hands and each
 * registered game whose package describes its hands (its extra `hand`), each with its own flags.
 */
function evaluatorsOf(registry: GameRegistry): Readonly<Record<string, HandEvaluator>> {
  return { poker: pokerEvaluator, ...Object.fromEntries(extrasOf(registry, "hand")) };
}

function kindOf(evaluators: Readonly<Record<string, HandEvaluator>>, kind: string): HandEvaluator {
  const e = Object.hasOwn(evaluators, kind) ? evaluators[kind] : undefined;
  if (!e) fail(`Unknown hand kind "${kind}". Kinds: ${Object.keys(evaluators).join(", ")}.`);
  return e;
}

function withFlags(cmd: Command, evaluators: Readonly<Record<string, HandEvaluator>>): Command {
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

export function evalCommand(registry: GameRegistry): Command {
  const evaluators = evaluatorsOf(registry);
  return withFlags(
    new Command("eval")
      .description(
        `evaluate a hand: pyramids eval <kind> <cards…> (kinds: ${Object.keys(evaluators).join(", ")})`,
      )
      .argument("<kind>", "hand kind")
      .argument("<cards...>", "the cards, quoted"),
    evaluators,
  ).action((kind: string, cards: string[], flags: Record<string, string | boolean | undefined>) => {
    const r = kindOf(evaluators, kind).evaluate(cards, flags);
    if (flags.json) printJson(r.json);
    else process.stdout.write(`${r.lines.join("\n")}\n`);
  });
}

export function compareCommand(registry: GameRegistry): Command {
  const evaluators = evaluatorsOf(registry);
  return withFlags(
    new Command("compare")
      .description("compare two hands; the first line is A, B or tie")
      .argument("<kind>", "hand kind")
      .argument("<a>", "hand A, quoted")
      .argument("<b>", "hand B, quoted"),
    evaluators,
  ).action(
    (kind: string, a: string, b: string, flags: Record<string, string | boolean | undefined>) => {
      const e = kindOf(evaluators, kind);
      if (!e.compare) fail(`"${kind}" hands cannot be compared on their own.`);
      const r = e.compare(a, b, flags);
      if (flags.json) printJson(r.json);
      else process.stdout.write(`${[r.winner, ...r.lines].join("\n")}\n`);
    },
  );
}
