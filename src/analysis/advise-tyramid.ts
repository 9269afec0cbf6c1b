/** Tyramid's move adviser for the command line (`pyramids advise tyramid <record.json>`). */
import { replay } from "../core/match.js";
import { refuse } from "../games/evaluator.js";
import { tyramid } from "../games/tyramid/index.js";
import { type AdviseHook, wholeNumber } from "./advise.js";
import { adviseTyramid, type TyramidAdvice } from "./tyramid-advice.js";

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

export const tyramidAdviser: AdviseHook = {
  description: "every legal Tyramid move: what it scores now and its value after a search",
  argument: ["<record>", "a table record (pyramids play/sim/replay, or the server's record)"],
  reads: "record",
  flags: [
    ["--seat <k>", "the seat to advise (default: the seat to act)"],
    ["--at <version>", "advise after this many actions (default: the whole record)"],
    ["--iterations <n>", "search iterations", "2000"],
    ["--seed <n>", "the search's seed", "1"],
  ],
  advise(record, flags) {
    if (typeof record === "string") refuse("Give a Tyramid table record.");
    if (record.game !== tyramid.id)
      refuse(`That is a ${record.game} record; this adviser needs a Tyramid one.`);
    const game = tyramid;
    const at = wholeNumber("--at", flags.at, 0, record.actions.length);
    const played = replay(game, record, at);
    if (!played.ok) refuse(played.error.message);
    const state = played.value.state;
    const acting = game.toAct(state);
    const seat = wholeNumber("--seat", flags.seat, 0, record.players - 1) ?? acting[0];
    if (seat === undefined) refuse("The game is over: there is no move to advise.");
    // Only the seat's view goes to the adviser: it never sees the true state.
    const view = game.view(state, seat);
    const r = adviseTyramid(view, {
      iterations: wholeNumber("--iterations", flags.iterations, 1, 10_000_000),
      seed: wholeNumber("--seed", flags.seed, 0, 2 ** 31 - 1),
    });
    if (!r.ok) refuse(r.error);
    const json = {
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
    };
    return { lines: tyramidLines(r.value), json };
  },
};
