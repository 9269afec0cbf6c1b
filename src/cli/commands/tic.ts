import { Command } from "commander";
import { formatTic, parseTic, parseTicList } from "../../cards/tic.js";
import { describeScore, explainPlay, isNic } from "../../games/tyramid/score.js";
import { printJson } from "../common.js";
import { CliError, fail } from "../fail.js";

/** One Tyramid play explained: `pyramids tic score 5-star-red --touching "5-star-orange,3-star-red"`. */
export function ticScore(cardText: string, touchingText: string | undefined) {
  const card = parseTic(cardText);
  if (!card.ok) fail(card.error);
  if (touchingText === undefined)
    fail('Say which cards it touches: --touching "<card>,<card>,…" (one to three cards).');
  const touching = parseTicList(touchingText);
  if (!touching.ok) fail(touching.error);
  const n = touching.value.length;
  if (n < 1 || n > 3) fail(`A card in the pyramid touches one, two or three cards, not ${n}.`);
  if (touching.value.includes(card.value))
    fail(`${formatTic(card.value)} cannot touch itself: the deck has one of each card.`);
  const r = explainPlay(card.value, touching.value);
  if (isNic(r))
    throw new CliError(
      `${formatTic(card.value)} and ${r.nic} have nothing in common: a Nic, so the card cannot be played there.`,
      1,
    );
  return { card: formatTic(card.value), score: r };
}

export function ticCommand(): Command {
  const tic = new Command("tic").description("TIC cards and Tyramid scoring");
  tic
    .command("score")
    .description(
      "the score of one Tyramid play: each contact, Tic groups, bonus, total, extra play",
    )
    .argument("<card>", "the card played, like 5-star-red")
    .option("--touching <cards>", "the cards it touches, comma-separated")
    .option("--json", "print { contacts, groups, bonus, total, extraPlay }")
    .action((cardText: string, opts: { touching?: string; json?: boolean }) => {
      const { card, score } = ticScore(cardText, opts.touching);
      if (opts.json) {
        const { contacts, groups, bonus, total, extraPlay } = score;
        return printJson({ contacts, groups, bonus, total, extraPlay });
      }
      const out: string[] = [`${card} touching ${score.contacts.map((c) => c.card).join(", ")}:`];
      for (const c of score.contacts) {
        const what = c.kind === "tic" ? `Tic (${c.shared.join(" + ")})` : `Single (${c.shared[0]})`;
        out.push(`  ${c.card.padEnd(22)} ${what.padEnd(24)} ${c.points}`);
      }
      for (const g of score.groups)
        out.push(
          `  ${`Tic group of ${g.cards} cards`.padEnd(22)} ${`(${g.shared.join(" + ")})`.padEnd(24)} +${g.bonus}`,
        );
      if (score.bonus) out.push(`  ${"Extreme card".padEnd(22)} ${"".padEnd(24)} +${score.bonus}`);
      out.push(`  total ${score.total}${score.extraPlay ? " — 2 or more Tics: plays again" : ""}`);
      out.push(`  (${describeScore(score)})`);
      process.stdout.write(`${out.join("\n")}\n`);
    });
  return tic;
}
