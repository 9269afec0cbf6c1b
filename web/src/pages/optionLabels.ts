/**
 * The words a player reads for each table option, by the option's name in the game's schema.
 * A name not listed here is spelled out from its parts ("maxDiscard" → "Max discard"), so no raw
 * name ever reaches the form.
 */
const labels: Readonly<Record<string, string>> = {
  // Colonial Pyramid
  deck: "Deck",
  handSize: "Cards dealt to each player",
  discards: "Discard-and-draw rounds",
  maxDiscard: "Most cards to discard in a round",
  faceUp: "Deal face up",
  ties: "Tied best hands",
  cut: "Cut before the deal",
  earth: "Earth faces (aces, kings, queens…)",
  // Betting (Colonial, Three-sided, Wild/Kill, Pyramid night)
  betting: "Betting",
  structure: "Structure",
  ante: "Ante",
  bet: "Bet size",
  bigBet: "Big bet",
  bigBetRounds: "Rounds with the big bet",
  maxBet: "Most chips a player may bet in one round",
  maxRaise: "Largest single raise",
  maxRaises: "Raises allowed after the opening bet",
  anteDoublesEvery: "Ante doubles every (hands)",
  stack: "Starting chips",
  hands: "Hands to play",
  rebuy: "Rebuys per player",
  rebuyBelow: "Rebuy allowed at or below (chips)",
  // Three-sided and Wild/Kill
  low: "Low ranking",
  lowQualifier: "Low qualifier",
  split: "High only, or high-low",
  wildKilled: "A rank both wild and killed",
  // Pyramid Poker
  variant: "Variant",
  scoring: "Scoring",
  teams: "Teams (four players)",
  target: "Points to win",
  maxRounds: "Most rounds",
  // Tyramid
  mode: "Mode",
  rows: "Rows in the pyramid",
  halfRows: "Rows on each side of the centre card",
  firstPlayer: "Who plays first",
  // Pyramid night
  games: "Games the dealer may call",
};

/** "maxDiscard" → "Max discard": a name split at its capitals, the first letter capitalised. */
function spelledOut(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function optionLabel(name: string): string {
  return labels[name] ?? spelledOut(name);
}

/**
 * An option's description with the other options it names (`bigBetRounds`, written in
 * backquotes) called by their labels on the form, in quotes.
 */
export function optionHelp(description: string): string {
  return description.replace(
    /`([A-Za-z][A-Za-z0-9]*)`/g,
    (_, name: string) => `“${optionLabel(name)}”`,
  );
}
