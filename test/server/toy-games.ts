/**
 * Extra games for server tests, served beside whatever the registry holds: the conformance toy,
 * and a copy of it whose every action also tells the acting seat its card in a private event, so
 * that the wire leak test has private events to catch; and a copy with no away or leaver's rule.
 */
import type { GameDefinition } from "../../src/core/game.js";
import { ok } from "../../src/core/result.js";
import { makeToy } from "../conformance/toys.js";

const toy = makeToy();

const whispering: GameDefinition = {
  ...toy,
  id: "toy-private",
  name: "High card (private notes)",
  apply(state, seat, action) {
    const r = toy.apply(state, seat, action);
    if (!r.ok) return r;
    const card = (state as { hands: number[] }).hands[seat];
    const note = {
      type: "note",
      audience: [seat],
      text: `You ${action.type} your ${card}.`,
      data: { card },
    };
    return ok({ state: r.value.state, events: [note, ...r.value.events] });
  },
};

/** The toy without away or leaver's rules: such a seat is played by the fallback bot. */
const { awayAction: _away, leaveAction: _leave, ...ruleless } = toy;
const noAwayRule: GameDefinition = {
  ...ruleless,
  id: "toy-no-away",
  name: "High card (no away rule)",
};

export const games: GameDefinition[] = [toy, whispering, noAwayRule];
