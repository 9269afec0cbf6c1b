import { type Lesson, moves } from "../../core/lesson.js";

/**
 * Wild/Kill Pyramid in six moves: one hand at a table of two, high only, fixed-limit. The seed
 * deals the learner (seat 1) two aces; the shared row brings two more and a wild nine, and the
 * kill row takes three of the learner's cards but none that matter: five aces.
 */
export const wildKillLesson: Lesson = {
  game: "wild-kill",
  title: "Wild/Kill Pyramid",
  seed: "wild-kill-89",
  players: 2,
  options: {},
  learner: 1,
  steps: [
    {
      say: "Everyone anted 1 chip. You hold five hole cards; nine shared cards lie face down in three rows: two wild, three shared, four kill. Each row is turned in turn, with a betting round before the first and after each. The dealer announced the points: high only, and a rank both wild and killed is killed. You hold a pair of aces: bet 2.",
      highlight: ["bet 2"],
      shows: ["Ac", "As"],
      move: "bet 2",
      hint: "A pair of aces is worth a bet: bet 2.",
    },
    {
      before: moves("0: call"),
      say: "The wild row is turned: the nine of diamonds and the four of clubs. Every nine and every four is now wild, in the shared row and in every hand; the two wild-row cards themselves are dead, nobody plays them. Bet 2.",
      highlight: ["bet 2"],
      shows: ["9d", "4c"],
      move: "bet 2",
      hint: "Bet 2 (bet 2).",
    },
    {
      before: moves("0: raise to 4"),
      say: "Seat 0 raises to 4. The betting goes on until the bets are equal. Call.",
      highlight: ["call"],
      move: "call",
      hint: "Call the raise (call): the shared row is still to come.",
    },
    {
      say: "The shared row is turned: every player may use these three cards with their own. The nine of clubs is wild, and the two aces join yours: four aces and a wild card make five of a kind, which ranks above a straight flush. In the last two rounds the bets are 4: bet 4.",
      highlight: ["bet 4"],
      shows: ["9c", "Ah", "Ad"],
      move: "bet 4",
      hint: "Five of a kind is the best hand there is: bet 4.",
    },
    {
      before: moves("0: raise to 8"),
      say: "Seat 0 raises to 8. Raise again, to 12: the kill row can only kill fours, nines or aces to hurt you.",
      highlight: ["raise to 12"],
      move: "raise to 12",
      hint: "Raise (raise to 12): your five aces are worth more chips.",
    },
    {
      before: moves("0: call"),
      say: "The kill row is turned: every card of the same rank as a kill-row card is killed and discarded, from the shared row and from every hand. Your seven, ten and five are gone, but the aces and the wild nine survive: still five aces. Bet 4.",
      highlight: ["bet 4"],
      shows: ["7h", "5c", "Td", "5d"],
      move: "bet 4",
      hint: "Your five aces survived the kill: bet 4.",
    },
  ],
  after: moves("0: call"),
  done: "At the showdown your five aces beat seat 0's three aces (its ten and seven were killed too), and the pot is yours. That is Wild/Kill Pyramid: the wild row makes wild cards, the shared row is everyone's, the kill row takes away, and five of a kind is the best hand.",
};
