import { type Lesson, moves } from "../../core/lesson.js";

/**
 * Three-sided Pyramid in eight moves: one hand at a table of two with the default points
 * (fixed-limit, ace-to-five lows), from the hole cards through the seven betting rounds to the
 * declaration. The seed gives the learner (seat 0) 2-3-4-5 under a pyramid whose left side
 * holds the ace and the five: the wheel, the best high of the two hands and the best low there is.
 */
export const threeSidedLesson: Lesson = {
  game: "three-sided",
  title: "Three-sided Pyramid",
  seed: "three-sided-11",
  players: 2,
  options: {},
  learner: 0,
  steps: [
    {
      say: "Everyone anted 1 chip. You hold four hole cards that only you see; above them lie six shared cards face down in a pyramid, each place numbered in the order it will be turned. There is a betting round now and one after each card is turned: seven in all. Nobody has bet yet: check.",
      highlight: ["check"],
      shows: ["5s", "4h", "2s", "3h"],
      move: "check",
      hint: "Check (check): see the first card for free.",
    },
    {
      before: moves("1: check"),
      say: "Card 1 is turned. The pyramid has three sides of three cards: left 4-3-6, right 4-1-5 and base 6-2-5; each corner (4, 6, 5) belongs to two sides. Check again.",
      highlight: ["check"],
      shows: ["9h"],
      move: "check",
      hint: "Check (check): nothing has been bet.",
    },
    {
      before: moves("1: check"),
      say: "Card 2 is turned. Your hand will be exactly five cards: two, three or four of your hole cards with three, two or one shared cards, all from ONE side. Your 2-3-4-5 needs one more card. The betting is fixed-limit: bets of 2 now. Bet 2.",
      highlight: ["bet 2"],
      shows: ["Tc"],
      move: "bet 2",
      hint: "Bet 2 (bet 2): four cards to the best low are worth a bet.",
    },
    {
      before: moves("1: call"),
      say: "Seat 1 called. Card 3, the five of diamonds, is on the left side (4-3-6). Bet 2.",
      highlight: ["bet 2"],
      shows: ["5d"],
      move: "bet 2",
      hint: "Bet 2 (bet 2).",
    },
    {
      before: moves("1: call"),
      say: "Card 4, the top corner, is the ace of diamonds, on the left and the right sides. Your four hole cards with the ace from the left side make A-2-3-4-5: a straight (five high) for high, and 5-4-3-2-A, the best possible low. Bet 2.",
      highlight: ["bet 2"],
      shows: ["Ad"],
      move: "bet 2",
      hint: "You hold the best low there is and a straight: bet 2.",
    },
    {
      before: moves("1: call"),
      say: "Card 5 is turned. In the last two rounds the bets double: 4 chips. Bet 4.",
      highlight: ["bet 4"],
      shows: ["9c"],
      move: "bet 4",
      hint: "In the last two rounds a bet is 4: bet 4.",
    },
    {
      before: moves("1: call"),
      say: "Card 6, the last, is turned. Bet 4 once more.",
      highlight: ["bet 4"],
      shows: ["Jh"],
      move: "bet 4",
      hint: "Bet 4 (bet 4).",
    },
    {
      before: moves("1: call"),
      say: "Now every player declares high, low or both, in secret, all revealed together. The best high among the high declarers takes half the pot, the best low among the low declarers the other half. Lows here are ace-to-five: straights and flushes do not count, and 5-4-3-2-A is best. Declaring both plays both hands from your hole cards and one side, and by the swing rule you must win or tie both ways or you take nothing. Your wheel can win both: declare both.",
      highlight: ["declare both"],
      shows: ["declare"],
      move: "declare both",
      hint: "With the best low and a straight from one side you can win both halves: declare both.",
    },
  ],
  after: moves("1: declare high"),
  done: "Seat 1 declared high, and its two pair could not beat your straight, and nothing beats 5-4-3-2-A for low: you scooped the pot. That is Three-sided Pyramid: four hole cards, one side of the pyramid, seven betting rounds, then high, low or both.",
};
