import type { Lesson } from "../../core/lesson.js";

/**
 * Colonial Pyramid in seven moves, at a table of two with the default options: one hand from the
 * cut to the showdown, then the start of the next. The seed deals the learner (seat 1) a mixed
 * first-level pyramid that a four-card discard turns into a purple perfect one with the Capstone
 * beside it.
 */
export const colonialLesson: Lesson = {
  game: "colonial",
  title: "Colonial Pyramid",
  seed: "colonial-76",
  players: 2,
  options: {},
  learner: 1,
  steps: [
    {
      say: "Every player has put in the ante, 1 chip, so the pot holds 2 before a card is dealt. Seat 0 deals. Before the deal the player on the dealer's right may cut the deck or tap it to decline the cut. Tap the deck.",
      highlight: ["tap"],
      shows: ["cut"],
      move: "tap",
      hint: "A cut only moves cards around: tap the deck (tap) and let the deal begin.",
    },
    {
      say: "You hold six hexagonal cards. Each has a colour (purple P, green G, orange O) and a level: 1 at the top of a pyramid, 2 in the middle, 3 at the base. A pyramid is built from the bottom: two third-level cards and one second-level card make a First-Level Pyramid, and you hold one already (P2 over P3 G3). The first betting round starts at the dealer's left: you. Bet 2 chips.",
      highlight: ["bet 2"],
      shows: ["P2", "P3", "G3", "G1"],
      move: "bet 2",
      hint: "Your first-level pyramid is worth a small bet: bet 2 (the smallest bet).",
    },
    {
      before: [{ seat: 0, move: "call" }],
      say: "Seat 0 calls. Now everyone discards up to four cards in secret and draws as many. A pyramid of one colour is a perfect pyramid, and any perfect pyramid beats a mixed pyramid of its level; among perfect ones purple beats green beats orange. Keep your purple P2 and P3, and throw the other four: G1 G3 O3 O3.",
      highlight: ["G1", "G3", "O3", "discard"],
      shows: ["discard"],
      move: "discard G1 G3 O3 O3",
      hint: "Keep only the purple cards, P2 and P3, to draw toward a perfect purple pyramid: discard G1 G3 O3 O3.",
    },
    {
      before: [{ seat: 0, move: "keep" }],
      say: "Seat 0 kept all six; you drew four. P3 P3 P2 are all purple: a Purple First-Level Perfect Pyramid. The black card is the Capstone, wild in any pyramid; outside it, as here, it is the best single card there is, and the cards outside your pyramid (the kickers) break ties. The second betting round starts: bet 10.",
      highlight: ["bet 10"],
      shows: ["C", "P1", "P2", "P3"],
      move: "bet 10",
      hint: "A perfect pyramid is a strong hand: bet 10.",
    },
    {
      before: [{ seat: 0, move: "raise to 30" }],
      say: "Seat 0 raises to 30. The round goes on until the bets are equal: you may fold, call or raise again. Call the 30.",
      highlight: ["call"],
      move: "call",
      hint: "Your perfect pyramid beats every mixed first-level pyramid: call.",
    },
    {
      say: "The betting is over. In dealing order each player shows the best pyramid of their hand or folds without showing it. Show yours.",
      highlight: ["show"],
      shows: ["announce"],
      move: "show",
      hint: "Show your hand (show): folding now would give the pot away.",
    },
    {
      before: [
        { seat: 0, move: "show" },
        { seat: 0, move: "tap" },
        { seat: 0, move: "bet 2" },
      ],
      say: "Seat 0 showed a mixed first-level pyramid, and your perfect one took the pot. Hand 2: the button moved to you, everyone anted again, seat 0 tapped and bet 2. Hands still equal after every kicker play a runoff: a new hand among the tied players only, for the pot they tied for. You hold another first-level pyramid: call the 2.",
      highlight: ["call"],
      shows: ["G1", "P2", "O3"],
      move: "call",
      hint: "A first-level pyramid is worth seeing the draw for 2 chips: call.",
    },
  ],
  done: "You have played a hand of Colonial Pyramid: ante, cut, bet, discard and draw, bet, show. A perfect pyramid beats a mixed one of its level; a higher level beats any lower; the Capstone Pyramid (a perfect second-level pyramid with the Capstone on top) beats everything.",
};
