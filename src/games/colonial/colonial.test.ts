import { describe, expect, it } from "vitest";
import {
  type ColonialCard,
  countKinds,
  earthText,
  newDeck,
  sortCards,
} from "../../cards/colonial.js";
import { colonialCards as cards } from "../../cards/testing.js";
import { plain } from "../../cli/paint.js";
import { startTable } from "../../core/engine.js";
import type { GameEvent } from "../../core/game.js";
import { canonical } from "../../core/json.js";
import { byText, inTurn, tableState } from "../testing.js";
import { colonial } from "./index.js";
import type { ColonialState } from "./state.js";

const table = (options: unknown, players: number, seed = "flow"): ColonialState =>
  tableState(colonial, options, players, seed);

const { play, refuse } = byText(colonial);

/**
 * Deals chosen hands (after the cut): the named seats get those cards, the stock is the rest of
 * the deck with `top` first. Keeps the deck whole, so every card is still somewhere.
 */
function rig(s: ColonialState, hands: Record<number, string>, top = ""): ColonialState {
  const next = structuredClone(s);
  const h = next.hand!;
  const rest = newDeck(next.options.deck);
  const take = (c: ColonialCard) => {
    if (!rest.includes(c)) throw new Error(`rig: no ${c} left in the deck`);
    rest.splice(rest.indexOf(c), 1);
  };
  for (const [seat, text] of Object.entries(hands)) {
    h.hands[Number(seat)] = sortCards(cards(text));
    cards(text).forEach(take);
  }
  for (const [seat, held] of h.hands.entries()) {
    if (hands[seat] === undefined) held.forEach(take);
  }
  const first = cards(top);
  first.forEach(take);
  h.stock = [...first, ...rest];
  return next;
}

/** Dealing order: the dealer's left first, the dealer last. */
const orderOf = (s: ColonialState) =>
  Array.from({ length: s.players }, (_, k) => (s.dealer + 1 + k) % s.players);

const cardsInPlay = (s: ColonialState) => {
  const h = s.hand!;
  return [
    ...h.stock,
    ...h.pile.map((p) => p.card),
    ...h.muck.map((p) => p.card),
    ...h.hands.flat(),
  ];
};

describe("a hand with the defaults", () => {
  it("ante, cut, deal, bet, secret discards, draw, bet, announce, pot to the best hand", () => {
    let s = table({}, 3);
    const [a, b, d] = orderOf(s);
    const cutter = (s.dealer + 2) % 3; // the dealer's right
    expect(colonial.toAct(s)).toEqual([cutter]);
    expect(s.hand!.betting.committed).toEqual([1, 1, 1]);
    expect(colonial.legalActions(s, cutter)).toHaveLength(55); // tap, cut 1…54
    const cut = play(s, [[cutter, "cut 20"]]);
    s = cut.state;
    expect(cut.texts).toContain(`Seat ${cutter} cuts 20 cards.`);
    expect(s.hand!.hands.map((h) => h.length)).toEqual([6, 6, 6]);
    // Private deals: each seat is told only its own cards.
    const dealt = cut.events.filter((e) => e.type === "dealt");
    expect(dealt.map((e) => e.audience)).toEqual([[a], [b], [d]]);

    s = rig(
      s,
      {
        [a!]: "P3 P3 P2 G1 O1 O2",
        [b!]: "G3 O3 G2 G2 P1 P1",
        [d!]: "O3 O3 O3 O2 G1 G1",
      },
      "P2 O2 G3 P1 O2 O1 O1",
    );
    expect(colonial.toAct(s)).toEqual([a]);
    s = play(s, [
      [a!, "bet 4"],
      [b!, "call"],
      [d!, "raise to 10"],
      ...inTurn([a!, b!], "call"),
    ]).state;
    expect(s.hand!.phase).toBe("discard");
    expect([...colonial.toAct(s)].sort()).toEqual([0, 1, 2]);

    // Secret and simultaneous: a choice shows only as "has chosen" to the others.
    let step = play(s, [[d!, "discard G1 G1"]]);
    s = step.state;
    expect(step.texts).toEqual([`Seat ${d} has chosen a discard.`]);
    expect(colonial.view(s, a!).chosen[d!]).toBe(true);
    expect(colonial.view(s, a!).myDiscard).toBeNull();
    expect(colonial.view(s, d!).myDiscard).toEqual(["G1", "G1"]);
    expect(canonical(colonial.view(s, "spectator"))).not.toContain("G1");
    expect(refuse(s, d!, "discard none")).toContain("It is not your turn");

    step = play(s, [
      [b!, "discard P1 P1"],
      [a!, "discard G1 O1 O2"],
    ]);
    s = step.state;
    // Counts revealed in dealing order, then replacements in dealing order, the dealer last.
    expect(step.texts.filter((t) => t.includes("discards") || t.includes("takes"))).toEqual([
      `Seat ${a} discards 3.`,
      `Seat ${b} discards 2.`,
      `Seat ${d} discards 2.`,
      `Seat ${a} takes 3.`,
      `Seat ${b} takes 2.`,
      "Dealer takes 2.",
    ]);
    expect(s.hand!.hands[a!]).toEqual(["P2", "P2", "O2", "P3", "P3", "G3"]);
    const counts = [0, 0, 0];
    [counts[a!], counts[b!], counts[d!]] = [3, 2, 2];
    expect(colonial.view(s, b!).discardCounts).toEqual([counts]);
    expect(colonial.view(s, b!).cards[a!]).toBeNull();

    s = play(s, [...inTurn([a!, b!, d!], "check"), ...inTurn([a!, b!], "show")]).state;
    const last = play(s, [[d!, "fold"]]);
    // The purple second-level pyramid takes the pot of 33.
    expect(last.texts).toContain(`Seat ${a} wins 33 from the pot.`);
    s = last.state;
    expect(s.stacks[a!]).toBe(100 - 11 + 33);
    expect(s.handsPlayed).toBe(1);
    expect(s.dealer).toBe(a);
    expect(s.last?.won[a!]).toBe(33);
  });

  it("refuses bad input with a reason and changes nothing", () => {
    const s = table({}, 2);
    const before = canonical(s);
    const cutter = colonial.toAct(s)[0]!;
    expect(refuse(s, cutter, "cut 55")).toContain("cut N");
    expect(refuse(s, cutter, "check")).toContain("no betting");
    expect(refuse(s, cutter, "fold")).toContain("cannot fold");
    expect(colonial.parseAction("discard X9").ok).toBe(false);
    expect(canonical(s)).toBe(before);
  });
});

describe("folding at any time", () => {
  it("out of turn during the betting, after choosing a discard, never after showing", () => {
    let s = play(table({}, 4), []).state;
    s = play(s, [[colonial.toAct(s)[0]!, "tap"]]).state;
    const [a, b, c, d] = orderOf(s);
    expect(colonial.toAct(s)).toEqual([a]);
    // Seat c folds while a is to act: accepted through the engine boundary.
    expect(colonial.anytimeActions!(s, c!)).toEqual([{ type: "fold" }]);
    s = play(s, [[c!, "fold"]]).state;
    expect(s.hand!.betting.status[c!]).toBe("folded");
    expect(s.hand!.hands[c!]).toEqual([]);
    expect(colonial.view(s, "spectator").cards[c!]).toBeNull();
    expect(colonial.view(s, c!).myFolded).toHaveLength(6);
    expect(colonial.toAct(s)).toEqual([a]);
    s = play(s, [...inTurn([a!, b!, d!], "check"), [a!, "discard none"]]).state;
    // a has chosen and waits: it may still fold, and the others need not wait for it.
    expect(colonial.legalActions(s, a!)).toEqual([]);
    s = play(s, [[a!, "fold"]]).state;
    s = play(s, [
      ...inTurn([b!, d!], "discard none"),
      ...inTurn([b!, d!], "check"),
      [b!, "show"],
    ]).state;
    expect(colonial.anytimeActions!(s, b!)).toEqual([]);
    expect(refuse(s, b!, "fold")).toContain("not your turn");
  });

  it("the last player left takes the pot without showing", () => {
    let s = table({ cut: false }, 3);
    const [a, b, d] = orderOf(s);
    const r = play(s, inTurn([b!, a!], "fold"));
    s = r.state;
    expect(r.texts).toContain(`Seat ${d} wins 3 from the pot.`);
    expect(r.events.some((e) => e.type === "show")).toBe(false);
    expect(s.handsPlayed).toBe(1);
  });
});

describe("runoffs", () => {
  it("tied players play a new hand alone for the pot, without an ante", () => {
    let s = table({ cut: false, discards: 0 }, 3);
    const [a, b, d] = orderOf(s);
    s = rig(s, {
      [a!]: "P1 G2 O2 P3 G3 O3",
      [b!]: "O1 P2 G2 O3 O3 G3",
      [d!]: "P2 O3 G1 G1 O1 O1",
    });
    let r = play(s, [[a!, "bet 5"], ...inTurn([b!, d!], "call"), ...inTurn([a!, b!, d!], "show")]);
    s = r.state;
    expect(r.texts).toContain(`Seats ${[a, b].sort().join(", ")} tie for the pot (18): runoff.`);
    expect(s.hand!.runoff).toBe(1);
    expect(s.hand!.betting.status[d!]).toBe("out");
    expect(s.hand!.betting.committed).toEqual([0, 0, 0]);
    expect(s.hand!.betting.dead).toBe(18);
    expect(colonial.conserved!(s)).toBe(300);
    expect(s.handsPlayed).toBe(0);
    // The runoff: a fresh deal to the tied seats only.
    expect(s.hand!.hands[d!]).toEqual([]);
    s = rig(s, { [a!]: "C P3 P3 P3 P2 P2", [b!]: "G1 G1 O1 O2 G2 G3" });
    const first = colonial.toAct(s)[0]!;
    const second = first === a ? b! : a!;
    r = play(s, [...inTurn([first, second], "check"), ...inTurn([first, second], "show")]);
    s = r.state;
    expect(r.texts).toContain(`Seat ${a} wins 18 from the pot.`);
    expect(s.stacks[a!]).toBe(100 - 6 + 18);
    expect(s.handsPlayed).toBe(1);
    expect(s.hand!.runoff).toBe(0);
  });

  it("a pot still tied after five runoffs is split", () => {
    let s = table({ cut: false, discards: 0 }, 2);
    for (let runoff = 0; runoff <= 5; runoff++) {
      expect(s.hand!.runoff).toBe(runoff);
      const [first, second] =
        colonial.toAct(s)[0] === s.dealer ? [s.dealer, 1 - s.dealer] : [1 - s.dealer, s.dealer];
      s = rig(s, { [first]: "P1 G2 O2 P3 G3 O3", [second]: "O1 P2 G2 O3 O3 G3" });
      const r = play(s, [...inTurn([first, second], "check"), ...inTurn([first, second], "show")]);
      s = r.state;
      if (runoff < 5) expect(r.texts).toContain("Seats 0, 1 tie for the pot (2): runoff.");
      else expect(r.texts.filter((t) => t.includes("wins 1 from the pot"))).toHaveLength(2);
    }
    expect(s.handsPlayed).toBe(1);
    expect(s.hand!.runoff).toBe(0);
  });

  it("ties: split shares the pot, odd chip to the first winner left of the dealer", () => {
    let s = table({ cut: false, discards: 0, ties: "split" }, 3);
    const [a, b, d] = orderOf(s);
    s = rig(s, {
      [a!]: "P1 G2 O2 P3 G3 O3",
      [b!]: "O1 P2 G2 O3 O3 G3",
      [d!]: "P2 O3 G1 G1 O1 O1",
    });
    const r = play(s, [...inTurn([a!, b!, d!], "check"), ...inTurn([a!, b!, d!], "show")]);
    expect(r.texts).toContain(`Seat ${a} wins 2 from the pot.`);
    expect(r.texts).toContain(`Seat ${b} wins 1 from the pot.`);
  });
});

describe("the stock", () => {
  it("runs out while drawing: the discard pile is shuffled into a new stock", () => {
    let s = table({ cut: false, maxDiscard: 6 }, 6);
    const order = orderOf(s);
    for (const seat of order) s = play(s, [[seat, "check"]]).state;
    expect(s.hand!.stock).toHaveLength(55 - 36);
    for (const seat of order) {
      const mine = s.hand!.hands[seat]!;
      s = play(s, [[seat, `discard ${mine.slice(0, 5).join(" ")}`]]).state;
    }
    // 30 discards, 19 in the stock: the pile became the stock once.
    expect(s.hand!.reshuffles).toBe(1);
    expect(s.hand!.hands.every((h) => h.length === 6)).toBe(true);
    expect(countKinds(cardsInPlay(s))).toEqual(countKinds(newDeck("standard")));
    expect(s.hand!.stock.length + s.hand!.pile.length).toBe(19);
  });
});

describe("variants", () => {
  it("discards: 0 goes from the only betting round to the announcements", () => {
    let s = table({ discards: 0, cut: false }, 2);
    const [a, d] = orderOf(s);
    s = play(s, inTurn([a!, d!], "check")).state;
    expect(s.hand!.phase).toBe("announce");
    expect(colonial.legalActions(s, a!)).toEqual([{ type: "show" }, { type: "fold" }]);
  });

  it("discards: 2 has two discard rounds and three betting rounds", () => {
    let s = table({ discards: 2, cut: false }, 2);
    const [a, d] = orderOf(s);
    for (let round = 0; round < 2; round++) {
      s = play(s, [...inTurn([a!, d!], "check"), ...inTurn([a!, d!], "discard none")]).state;
    }
    expect(s.hand!.discardCounts).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(s.hand!.betRound).toBe(3);
    s = play(s, inTurn([a!, d!], "check")).state;
    expect(s.hand!.phase).toBe("announce");
  });

  it("faceUp shows every hand still in, and the discards", () => {
    let s = table({ faceUp: true, cut: false }, 3);
    const [a, b, d] = orderOf(s);
    const spectator = colonial.view(s, "spectator");
    expect(spectator.cards.every((c) => c?.length === 6)).toBe(true);
    s = play(s, inTurn([a!, b!, d!], "check")).state;
    const gone = s.hand!.hands[a!]![0]!;
    s = play(s, [
      [a!, `discard ${gone}`],
      [b!, "fold"],
      [d!, "discard none"],
    ]).state;
    const v = colonial.view(s, "spectator");
    expect(v.pile).toEqual([gone]);
    expect(v.cards[b!]).toBeNull(); // folded: never shown again
    expect(v.cards[a!]).toHaveLength(6);
  });

  it("handSize 8: eight cards each, the best pyramid plus kickers", () => {
    let s = table({ handSize: 8, cut: false, discards: 0 }, 2);
    const [a, d] = orderOf(s);
    s = rig(s, { [a!]: "P1 P2 P2 P3 P3 P3 G1 O3", [d!]: "P1 P2 P2 P3 P3 P3 G1 G3" });
    const r = play(s, [...inTurn([a!, d!], "check"), ...inTurn([a!, d!], "show")]);
    expect(r.texts).toContain(
      `Seat ${a} shows Purple Full Perfect Pyramid, kickers G1 O3: P1 G1 P2 P2 P3 P3 P3 O3.`,
    );
    expect(r.texts).toContain(`Seat ${d} wins 2 from the pot.`);
  });

  it("maxDiscard limits the choices", () => {
    let s = table({ maxDiscard: 1, cut: false }, 2);
    const [a, d] = orderOf(s);
    s = play(s, inTurn([a!, d!], "check")).state;
    const legal = colonial.legalActions(s, a!);
    expect(
      legal.every((x) => x.type === "fold" || (x.type === "discard" && x.cards.length <= 1)),
    ).toBe(true);
    const two = s.hand!.hands[a!]!.slice(0, 2).join(" ");
    expect(refuse(s, a!, `discard ${two}`)).toContain("at most 1");
  });

  it("maxDiscard: 0 has no discard round: from the only betting round to the announcements", () => {
    let s = table({ maxDiscard: 0, cut: false }, 2);
    const [a, d] = orderOf(s);
    const r = play(s, inTurn([a!, d!], "check"));
    s = r.state;
    expect(s.hand!.phase).toBe("announce");
    expect(r.texts.some((t) => t.startsWith("Discard"))).toBe(false);
  });

  it("betting.anteDoublesEvery: a rising ante, doubled every N hands", () => {
    let s = table({ cut: false, betting: { anteDoublesEvery: 2 } }, 2);
    const antes: string[] = [];
    for (let hand = 0; hand < 5; hand++) {
      const actor = colonial.toAct(s)[0]!;
      const r = play(s, [[actor, "fold"]]);
      antes.push(r.texts.find((t) => t.startsWith("Every player antes"))!);
      s = r.state;
    }
    // Hand 1's ante is in the opening; these are hands 2 to 6.
    expect(antes).toEqual([
      "Every player antes 1.",
      "Every player antes 2.",
      "Every player antes 2.",
      "Every player antes 4.",
      "Every player antes 4.",
    ]);
  });

  it("deck: as-listed deals from 9/6/3 per colour", () => {
    const s = table({ deck: "as-listed" }, 2);
    const all = countKinds(cardsInPlay(s));
    expect(all).toEqual(countKinds(newDeck("as-listed")));
    expect(all[8]).toBe(9); // nine P1
  });

  it("cut: false deals at once; a tap deals without cutting", () => {
    expect(table({ cut: false }, 2).hand!.phase).toBe("bet");
    const s = table({}, 2);
    const cutter = colonial.toAct(s)[0]!;
    const tapped = play(s, [[cutter, "tap"]]).state;
    const stockBefore = s.hand!.stock.slice(12);
    expect(tapped.hand!.stock).toEqual(stockBefore);
    expect(tapped.hand!.cut).toBe("tap");
  });

  it("betting structures and caps", () => {
    const pot = table({ cut: false, betting: { structure: "pot-limit" } }, 3);
    const [a] = orderOf(pot);
    const bets = colonial.legalActions(pot, a!).filter((x) => x.type === "bet");
    expect(bets.at(-1)).toEqual({ type: "bet", amount: 3 }); // the pot of three antes
    const fixed = table({ cut: false, betting: { structure: "fixed-limit", bet: 2 } }, 3);
    expect(colonial.legalActions(fixed, orderOf(fixed)[0]!)).toEqual([
      { type: "fold" },
      { type: "check" },
      { type: "bet", amount: 2 },
    ]);
    const capped = table({ cut: false, betting: { maxBet: 10, maxRaise: 5 } }, 3);
    const top = colonial.legalActions(capped, orderOf(capped)[0]!).filter((x) => x.type === "bet");
    expect(top.at(-1)).toEqual({ type: "bet", amount: 5 });
  });

  it("plays to the agreed number of hands", () => {
    let s = table({ hands: 1, cut: false }, 2);
    const [a] = orderOf(s);
    s = play(s, [[a!, "fold"]]).state;
    expect(s.over).toBe(true);
    expect(colonial.outcome(s)?.payoff.reduce((x, y) => x + y, 0)).toBe(0);
    expect(colonial.outcome(s)?.summary).toMatch(/^After 1 hand Seat/);
  });

  it("earth shows the Earth faces, and changes nothing else", () => {
    const plainTable = table({ cut: false }, 2, "earth");
    const earthTable = table({ cut: false, earth: true }, 2, "earth");
    expect(earthTable.hand!.hands).toEqual(plainTable.hand!.hands);
    const seat = orderOf(earthTable)[0]!;
    const drawn = colonial.render!(colonial.view(earthTable, seat), seat, plain);
    expect(drawn).toMatch(/[AK2][♥♣♦♠]/);
    expect(drawn).not.toMatch(/\b[PGO][123]\b/);
    expect(drawn).toContain("Earth faces");
  });

  it("earth writes the log, the action list and its hints in Earth faces, and reads them", () => {
    const earthStart = startTable(
      colonial,
      colonial.options.parse({ cut: false, earth: true }),
      2,
      "earth",
    );
    const plainStart = startTable(colonial, colonial.options.parse({ cut: false }), 2, "earth");
    const dealt = (events: readonly GameEvent[]) => events.find((e) => e.type === "dealt")!.text;
    expect(dealt(earthStart.events)).toBe(earthText(dealt(plainStart.events)));
    expect(dealt(earthStart.events)).toMatch(/^You are dealt ([AKQ234][♥♣♦♠] ?){6}\.$/);
    let s = earthStart.state;
    const [a, d] = orderOf(s);
    s = play(s, inTurn([a!, d!], "check")).state;
    const view = colonial.view(s, a!);
    const discard = colonial
      .legalActions(s, a!)
      .find((x) => x.type === "discard" && x.cards.length === 2)!;
    const shown = colonial.showAction!(view, discard);
    expect(shown).toMatch(/^discard [AKQ234][♥♣♦] [AKQ234][♥♣♦]$/);
    expect(colonial.parseAction(shown)).toEqual({ ok: true, value: discard });
    expect(colonial.hint!(view, discard)).toMatch(/^keep ([AKQ234][♥♣♦♠] ?){4}$/);
  });
});

describe("text forms", () => {
  it("round-trip and normalise discards", () => {
    for (const text of ["tap", "cut 12", "discard P1 G2", "keep", "show", "raise to 8", "all-in"]) {
      const a = colonial.parseAction(text);
      expect(a.ok).toBe(true);
      if (a.ok) expect(colonial.formatAction(a.value)).toBe(text);
    }
    const d = colonial.parseAction("discard g2 p1");
    expect(d.ok && d.value).toEqual({ type: "discard", cards: ["P1", "G2"] });
    const none = colonial.parseAction("discard none");
    expect(none.ok && none.value).toEqual({ type: "discard", cards: [] });
  });

  it("asks which cards for a bare discard instead of discarding none", () => {
    for (const text of ["discard", "  discard  "]) {
      const a = colonial.parseAction(text);
      expect(a.ok).toBe(false);
      if (!a.ok)
        expect(a.error.message).toBe(
          "Discard which cards? Name them (discard P1 G2); to discard none, say keep.",
        );
    }
  });
});
