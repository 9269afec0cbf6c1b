/**
 * `pyramids advise colonial "<hand>" …`: every discard with its exact class odds and its chance
 * against random opponents; `pyramids advise tyramid <record.json> …`: every legal move with what
 * it scores now and its value after an ISMCTS search, from the acting seat's view only.
 */
import { Command } from "commander";
import {
  adviseColonial,
  type ColonialAdvice,
  type DiscardAdvice,
  likelyClasses,
} from "../../analysis/colonial-advice.js";
import { adviseTyramid, type TyramidAdvice } from "../../analysis/tyramid-advice.js";
import {
  type ColonialCard,
  DECK_COMPOSITIONS,
  type DeckComposition,
  parseCards,
} from "../../cards/colonial.js";
import { evaluateHand, HAND_CLASSES } from "../../cards/colonial-eval.js";
import { replay, type TableRecord } from "../../core/match.js";
import type { TyramidView } from "../../games/tyramid/view.js";
import { gameById, intArg, printJson, readRecord } from "../common.js";
import { fail } from "../fail.js";

const pct = (p: number) => `${(100 * p).toFixed(1)}%`.padStart(6);
/** "Purple Second-Level Perfect" for the table's narrow column. */
const shortName = (i: number) => HAND_CLASSES[i]!.name.replace(/ Pyramid$/, "");

function colonialLines(a: ColonialAdvice): string[] {
  const n = a.opponents;
  const now = evaluateHand(a.hand);
  const lines = [
    `Hand ${a.hand.join(" ")}: ${now.description}`,
    `${a.unseen} unseen cards${a.seen.length ? ` (seen: ${a.seen.join(" ")})` : ""}; against ${n} random opponent${n === 1 ? "" : "s"} dealt from the rest, ties counting half`,
    `Best: ${a.best.discard.length ? `discard ${a.best.discard.join(" ")}` : "stand pat"} — ${pct(a.best.win).trim()} to beat ${n === 1 ? "the opponent" : `all ${n}`}`,
    "",
    `${"win".padStart(6)} ${"vs 1".padStart(6)}  ${"discard".padEnd(12)} ${"keep".padEnd(18)} final hand`,
  ];
  for (const o of a.options) lines.push(optionLine(o));
  return lines;
}

function optionLine(o: DiscardAdvice): string {
  const classes = likelyClasses(o)
    .slice(0, 4)
    .map(([i, p]) => `${shortName(i)} ${pct(p).trim()}`);
  const more = likelyClasses(o).length > 4 ? " …" : "";
  const discard = o.discard.length ? o.discard.join(" ") : "none";
  return `${pct(o.win)} ${pct(o.winOne)}  ${discard.padEnd(12)} ${o.keep.join(" ").padEnd(18)} ${classes.join(" · ")}${more}`;
}

function colonialJson(a: ColonialAdvice) {
  const option = (o: DiscardAdvice) => ({
    discard: o.discard,
    keep: o.keep,
    draws: o.draws,
    win: o.win,
    winOne: o.winOne,
    classes: Object.fromEntries(HAND_CLASSES.map((c, i) => [c.id, o.classes[i]!])),
  });
  return {
    hand: a.hand,
    deck: a.deck,
    seen: a.seen,
    opponents: a.opponents,
    unseen: a.unseen,
    best: option(a.best),
    options: a.options.map(option),
  };
}

function colonialCommand(): Command {
  return new Command("colonial")
    .description("every discard of a Colonial hand: exact odds of each final hand, chance to win")
    .argument("<hand>", 'the hand, e.g. "C P3 P3 P3 P2 O1" (6 or 8 cards)')
    .option("--opponents <n>", "random opponents to beat (1–5)", "1")
    .option("--deck <deck>", `deck composition: ${DECK_COMPOSITIONS.join(" or ")}`, "standard")
    .option("--seen <cards>", "cards you know are not in the stock (your discards, face-up cards)")
    .option("--max-discard <n>", "most cards one discard may throw", "4")
    .option("--json", "print the whole table as JSON")
    .action(
      (
        handText: string,
        opts: {
          opponents: string;
          deck: string;
          seen?: string;
          maxDiscard: string;
          json?: boolean;
        },
      ) => {
        if (!DECK_COMPOSITIONS.includes(opts.deck as DeckComposition))
          fail(`--deck must be ${DECK_COMPOSITIONS.join(" or ")}, not "${opts.deck}".`);
        const deck = opts.deck as DeckComposition;
        const hand = parseCards(handText, deck, [6, 8]);
        if (!hand.ok) fail(hand.error);
        let seen: ColonialCard[] = [];
        if (opts.seen !== undefined) {
          const r = parseCards(opts.seen, deck);
          if (!r.ok) fail(`--seen: ${r.error}`);
          seen = r.value;
        }
        const r = adviseColonial({
          hand: hand.value,
          deck,
          seen,
          opponents: intArg("--opponents", opts.opponents, 1, 5),
          maxDiscard: intArg("--max-discard", opts.maxDiscard, 0, hand.value.length),
        });
        if (!r.ok) fail(r.error);
        if (opts.json) return printJson(colonialJson(r.value));
        process.stdout.write(`${colonialLines(r.value).join("\n")}\n`);
      },
    );
}

function tyramidLines(a: TyramidAdvice): string[] {
  const tie =
    a.tied.length > 0
      ? [
          `Tied: ${a.tied.map((m) => m.text).join(", ")} ${a.tied.length === 1 ? "is" : "are"} within the search's noise of the choice (95% intervals of the difference); more iterations may separate them.`,
        ]
      : [];
  const lines = [
    `Seat ${a.seat} to play; ISMCTS ${a.iterations} iterations from this seat's view only.`,
    `Search's choice: ${a.best.text}`,
    ...tie,
    ...(a.topScore && a.topScore !== a.best
      ? [`Scores most now: ${a.topScore.text} (${a.topScore.immediate!.total})`]
      : []),
    "",
    `${"now".padStart(4)} ${"value".padStart(7)} ${"± 95%".padStart(7)} ${"visits".padStart(7)}  move`,
  ];
  for (const m of a.moves) {
    const now = m.immediate ? String(m.immediate.total) : "–";
    const again = m.immediate?.extraPlay ? "  (plays again)" : "";
    const margin = Number.isFinite(m.margin) ? m.margin.toFixed(2) : "n/a";
    const mark = m === a.best ? "  ← choice" : a.tied.includes(m) ? "  ← tied" : "";
    lines.push(
      `${now.padStart(4)} ${m.value.toFixed(2).padStart(7)} ${margin.padStart(7)} ${String(m.visits).padStart(7)}  ${m.text}${again}${mark}`,
    );
  }
  return lines;
}

/**
 * Where to advise in a record: at its end while someone is still to act (undefined), else before
 * the last move of the asked seat, or of the seat the record calls "you", or the last move made.
 */
function lastTurn(record: TableRecord, seat: number | undefined): number | undefined {
  const game = gameById(record.game);
  const whole = replay(game, record);
  if (!whole.ok || game.outcome(whole.value.state) === null) return undefined;
  const you = record.seats?.indexOf("you") ?? -1;
  const who = seat ?? (you >= 0 ? you : record.actions.at(-1)?.seat);
  for (let i = record.actions.length - 1; i >= 0; i--)
    if (record.actions[i]!.seat === who) return i;
  return undefined;
}

function tyramidCommand(): Command {
  return new Command("tyramid")
    .description("every legal Tyramid move: what it scores now and its value after a search")
    .argument("<record>", "a table record (pyramids play/sim/replay, or the server's record)")
    .option("--seat <k>", "the seat to advise (default: the seat to act)")
    .option("--at <version>", "advise after this many actions (default: the whole record)")
    .option("--iterations <n>", "search iterations", "2000")
    .option("--seed <n>", "the search's seed", "1")
    .option("--json", "print the advice as JSON")
    .action(
      (
        path: string,
        opts: { seat?: string; at?: string; iterations: string; seed: string; json?: boolean },
      ) => {
        const record = readRecord(path);
        if (record.game !== "tyramid")
          fail(`${path} is a ${record.game} record; advise tyramid needs a Tyramid one.`);
        const game = gameById("tyramid");
        const asked = intArg("--seat", opts.seat, 0, record.players - 1);
        const at = intArg("--at", opts.at, 0, record.actions.length) ?? lastTurn(record, asked);
        const played = replay(game, record, at);
        if (!played.ok) fail(played.error.message);
        const state = played.value.state;
        const seat = asked ?? game.toAct(state)[0];
        if (seat === undefined) fail("The game is over: there is no move to advise.");
        if (at !== undefined && !opts.json)
          process.stdout.write(
            `The game is over: the position before seat ${seat}'s last move (after ${at} actions; --at picks another).\n`,
          );
        // Only the seat's view goes to the adviser: it never sees the true state.
        const view = game.view(state, seat) as TyramidView;
        const r = adviseTyramid(view, {
          iterations: intArg("--iterations", opts.iterations, 1, 10_000_000),
          seed: intArg("--seed", opts.seed, 0, 2 ** 31 - 1),
        });
        if (!r.ok) fail(r.error);
        if (opts.json)
          return printJson({
            seat: r.value.seat,
            at: at ?? record.actions.length,
            iterations: r.value.iterations,
            best: r.value.best.text,
            tied: r.value.tied.map((m) => m.text),
            moves: r.value.moves.map((m) => ({
              action: m.action,
              text: m.text,
              score: m.immediate?.total ?? null,
              extraPlay: m.immediate?.extraPlay ?? false,
              visits: m.visits,
              value: m.value,
              // JSON has no Infinity: a move tried fewer than twice has no interval.
              margin: Number.isFinite(m.margin) ? m.margin : null,
            })),
          });
        process.stdout.write(`${tyramidLines(r.value).join("\n")}\n`);
      },
    );
}

export function adviseCommand(): Command {
  return new Command("advise")
    .description("advice for a hand or a position: Colonial discards, Tyramid moves")
    .addCommand(colonialCommand())
    .addCommand(tyramidCommand());
}
