/** The end of a round: hands shown and scored, the match checked, the next round dealt. */
import { formatCards } from "../../cards/standard.js";
import type { GameEvent, Outcome, Step } from "../../core/game.js";
import { teamOf } from "./options.js";
import { handValue, holdemValue, type RoundResult, scoreRound } from "./score.js";
import { dealRound, layoutOf, type State } from "./state.js";

export function endRound(s: State, events: GameEvent[]): Step<State> {
  const lay = layoutOf(s);
  const values = s.hands.map((hands) =>
    hands.map((cards) => (lay.holdem ? holdemValue(cards, s.community) : handValue(cards))),
  );
  const score = scoreRound(values, lay);
  const result: RoundResult = {
    round: s.round,
    hands: s.hands,
    community: s.community,
    categories: values.map((hands) => hands.map((v) => v.category)),
    contests: score.contests,
    totals: score.totals,
    earned: score.earned,
    gain: score.gain,
    summary: score.summary,
  };
  const scores = s.scores.map((p, seat) => p + score.gain[seat]!);
  const out: GameEvent[] = [...events];
  s.hands.forEach((hands, seat) => {
    const shown = hands.map(
      (h, i) => `#${i + 1} ${formatCards(h) || "—"} (${values[seat]![i]!.category})`,
    );
    out.push({ type: "show", audience: "public", text: `Seat ${seat}: ${shown.join(", ")}.` });
  });
  out.push({
    type: "round",
    audience: "public",
    text: `Round ${s.round}: ${score.summary} Scores: ${scores.join(", ")}.`,
    data: { round: s.round, gain: score.gain, scores },
  });
  const scored: State = { ...s, scores, last: result };
  if (matchOver(scored)) {
    const o = matchOutcome(scored);
    out.push({ type: "match", audience: "public", text: o.summary });
    return { state: { ...scored, phase: "over" }, events: out };
  }
  const next = dealRound(scored, (s.first + 1) % lay.players);
  out.push(...roundOpening(next));
  return { state: next, events: out };
}

/** A round's first events: who begins, and (to them alone) the tile their supply shows. */
export function roundOpening(s: State): GameEvent[] {
  return [
    { type: "deal", audience: "public", text: `Round ${s.round} begins with seat ${s.first}.` },
    {
      type: "shown",
      audience: [s.turn],
      text: `Your supply shows you ${formatCards([s.shown])}: choose its space.`,
      data: { tile: s.shown },
    },
  ];
}

/** Over when one seat (one team) alone leads with the target reached, or the rounds run out. */
function matchOver(s: State): boolean {
  const lay = layoutOf(s);
  if (s.round >= lay.maxRounds) return true;
  const top = Math.max(...s.scores);
  if (top < lay.target) return false;
  const leaders = s.scores.flatMap((p, seat) => (p === top ? [seat] : []));
  return lay.teams
    ? leaders.every((seat) => teamOf(seat) === teamOf(leaders[0]!))
    : leaders.length === 1;
}

export function matchOutcome(s: State): Outcome {
  const lay = layoutOf(s);
  const top = Math.max(...s.scores);
  const winners = s.scores.flatMap((p, seat) => (p === top ? [seat] : []));
  const ranks = s.scores.map((p) => 1 + s.scores.filter((q) => q > p).length);
  const who = lay.teams
    ? winners.length === 2
      ? `Seats ${winners[0]} and ${winners[1]} win`
      : `The teams tie`
    : winners.length === 1
      ? `Seat ${winners[0]} wins`
      : `Seats ${winners.join(", ")} tie`;
  return {
    payoff: s.scores.slice(),
    ranks,
    winners,
    // The winner's score first: "Seat 1 wins the match 15–7".
    summary: `${who} the match ${s.scores
      .slice()
      .sort((a, b) => b - a)
      .join("–")} after ${s.round} round${s.round === 1 ? "" : "s"}.`,
  };
}
