import { type Lesson, moves } from "../../core/lesson.js";

/**
 * Pyramid night in nine moves: three players with 6 chips each, the learner (seat 0) dealing
 * first. A deal of Wild/Kill that busts seat 2, a deal of Colonial called by seat 1, and the
 * learner's second call, with its points.
 */
export const dealersChoiceLesson: Lesson = {
  game: "dealers-choice",
  title: "Pyramid night",
  seed: "dc-4",
  players: 3,
  options: { stack: 6 },
  learner: 0,
  steps: [
    {
      say: "Pyramid night is one table and one pile of chips, the deal passing to the left, and each dealer calling the game. You deal first. A call names a game of the table and its points, the things its rules leave to the table; any point not named takes the game's default. Call Wild/Kill Pyramid with its defaults: high only, and a rank both wild and killed is killed.",
      highlight: ["call wild-kill"],
      move: "call wild-kill",
      hint: "Call the game first: call wild-kill.",
    },
    {
      before: moves("1: bet 2", "2: call"),
      say: "The deal is played by the called game's own rules: everyone anted 1, five hole cards each, the rows face down. Seat 1 bet 2 and seat 2 called. Call the 2 with your pair of tens.",
      highlight: ["call"],
      shows: ["Th", "Td"],
      move: "call",
      hint: "A pair of tens is worth 2 chips: call.",
    },
    {
      before: moves("1: bet 2", "2: all-in"),
      say: "The wild row made aces and fives wild, so your ace makes three tens. But seat 2 went all-in, and a kill row of tens would leave you little. Your chips carry from deal to deal: fold and keep your 3 chips for the next deal.",
      highlight: ["fold"],
      shows: ["Ah", "5c"],
      move: "fold",
      hint: "Keep your chips for the next deal: fold.",
    },
    {
      before: moves("1: all-in", "1: call colonial"),
      say: "The kill row killed the tens. Seat 1's full house took seat 2's last chips: seat 2 is busted and sits out every later deal. The deal passed left and seat 1 called Colonial Pyramid. You are on the dealer's right, so Colonial's own cut is yours: tap.",
      highlight: ["tap"],
      shows: ["colonial"],
      move: "tap",
      hint: "The called game's rules hold: tap the deck (tap) to decline the cut.",
    },
    {
      say: "You hold three purple second-level cards: a First-Level Pyramid with P3 and G3. Check.",
      highlight: ["check"],
      shows: ["P2", "P3", "G3"],
      move: "check",
      hint: "Check (check): nothing has been bet.",
    },
    {
      before: moves("1: check"),
      say: "Discard G1 and one P2: two third-level cards drawn would make a Second-Level Pyramid.",
      highlight: ["G1", "P2"],
      move: "discard G1 P2",
      hint: "Throw G1 and one P2: discard G1 P2.",
    },
    {
      before: moves("1: keep"),
      say: "You drew G3 and O2: P3 G3 G3 at the base and P2 P2 above them, a Second-Level Pyramid. Go all-in with your last 2 chips.",
      highlight: ["all-in"],
      shows: ["O2"],
      move: "all-in",
      hint: "A second-level pyramid is strong: all-in.",
    },
    {
      before: moves("1: call"),
      say: "Seat 1 called. Show your pyramid.",
      highlight: ["show"],
      move: "show",
      hint: "Show your hand (show).",
    },
    {
      before: moves("1: show"),
      say: "Seat 1 had no pyramid, and you doubled up to 6 chips, which go with you into the next deal. The button passed seat 2, who has no chips, so the call is yours again. This time name points too: Three-sided Pyramid with ace-to-six lows that must be eight or better.",
      highlight: ["call three-sided low=ace-to-six qualifier=8"],
      move: "call three-sided low=ace-to-six qualifier=8",
      hint: "Call Three-sided with its points: call three-sided low=ace-to-six qualifier=8.",
    },
  ],
  done: "That is Pyramid night: the dealer calls the game and its points, the deal is that game's own hand, chips carry from deal to deal, and a player without chips sits out until one player holds them all.",
};
