import { type Lesson, moves } from "../../core/lesson.js";

/**
 * Tyramid in eight moves: a 4-row pyramid for two, the learner (seat 0) playing first, from the
 * first card under the peak to the last card of the bottom row.
 */
export const tyramidLesson: Lesson = {
  game: "tyramid",
  title: "Tyramid",
  seed: "tyramid-3",
  players: 2,
  options: { rows: 4, firstPlayer: 0 },
  learner: 0,
  steps: [
    {
      say: "Every TIC card has a number (1–5), a shape (circle, crescent, triangle, square, star) and a colour (violet, cyan, yellow, orange, red). The peak is 3-crescent-orange. A card may touch another only if they share at least one property: one in common is a Single (1 point), two is a Tic (2 points), none is a Nic, never allowed. Play 2-circle-orange under the peak at 2,0: they share orange, a Single.",
      highlight: ["2-circle-orange", "2,0"],
      shows: ["3-crescent-orange", "2-circle-orange"],
      move: "play 2-circle-orange at 2,0",
      hint: "Play 2-circle-orange at 2,0: it shares orange with the peak.",
    },
    {
      before: moves("1: play 1-circle-orange at 2,1"),
      say: "Seat 1 played 1-circle-orange at 2,1: a Tic with your card (circle and orange) and a Single with the peak, 3 points. Row 2 is full. 5-circle-orange at 3,1 touches both: two Tics that share the same two properties, circle and orange, make a Tic group of 3 cards: 2 + 2 + 3 = 7 points. Play it.",
      highlight: ["5-circle-orange", "3,1"],
      shows: ["5-circle-orange"],
      move: "play 5-circle-orange at 3,1",
      hint: "Play 5-circle-orange at 3,1: it makes a Tic group with the two cards above it.",
    },
    {
      say: "Two or more Tics earn another play, and you may go on as long as each card makes two Tics. None of your cards can be played now, so stop: your turn ends, and you draw back up to 5 cards.",
      highlight: ["stop"],
      move: "stop",
      hint: "No card of yours fits: stop.",
    },
    {
      before: moves("1: play 4-circle-red at 3,2"),
      say: "A new row may start anywhere, but every later card extends the chain at one of its ends: never a gap. 4-star-orange fits at 3,0: it touches 2,0 and 3,1, orange with each, two Singles.",
      highlight: ["4-star-orange", "3,0"],
      shows: ["4-star-orange"],
      move: "play 4-star-orange at 3,0",
      hint: "Play 4-star-orange at 3,0: orange with both cards it touches.",
    },
    {
      before: moves("1: play 4-star-violet at 4,0"),
      say: "Stuck: none of your cards shares something with every card it would touch. Reveal the top 3 cards of the deck: if one of them fits you must play it, if none does you keep one.",
      highlight: ["reveal"],
      move: "reveal",
      hint: "No card in your hand can be played: reveal.",
    },
    {
      say: "None of the three revealed cards fits either. Keep one of them in your hand, 5-square-orange, and the other two are discarded; your turn ends.",
      highlight: ["5-square-orange"],
      shows: ["5-square-orange"],
      move: "keep 5-square-orange",
      hint: "No revealed card fits: keep 5-square-orange.",
    },
    {
      before: moves("1: reveal", "1: play 4-triangle-orange at 4,1"),
      say: "Seat 1 was stuck too, revealed and played 4-triangle-orange from the revealed cards. You are stuck again: reveal.",
      highlight: ["reveal"],
      move: "reveal",
      hint: "None of your cards fits: reveal.",
    },
    {
      say: "4-crescent-orange fits at 4,2: a Single with each card above it (orange, then 4) and a Tic with 4-triangle-orange beside it (4 and orange): 1 + 1 + 2 = 4 points. Play it.",
      highlight: ["4-crescent-orange", "4,2"],
      shows: ["4-crescent-orange"],
      move: "play 4-crescent-orange at 4,2",
      hint: "Play the revealed 4-crescent-orange at 4,2.",
    },
  ],
  after: moves("1: play 4-crescent-red at 4,3"),
  done: "Seat 1 filled the last place, and the game ends the moment the pyramid is complete: seat 1 wins 15 to 14. That is Tyramid: touch with a Single or a Tic, score 1 and 2, 7 for a Tic group of 3 and 10 for 4, play again after two Tics, reveal 3 when stuck.",
};
