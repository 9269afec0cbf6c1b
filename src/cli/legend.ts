/**
 * One line under every game's terminal screen saying what its notation means, so a newcomer
 * reads `P1`, `▒B` or `3★O` without the rules at hand. A game not listed here has none.
 */
const legends: Readonly<Record<string, string>> = {
  colonial: "Key: P G O purple green orange · 1 2 3 level · C the Capstone, wild · ▢ hidden",
  "pyramid-poker": "Key: Ks king of spades, Jk joker · ▒A ▒B a tile's back · [ ] free · ++ open",
  "three-sided": "Key: Ks king of spades, T ten · ## face down · 1–6 the order the cards turn",
  "wild-kill": "Key: Ks king of spades, T ten · * wild · x killed · [] face down",
  tyramid: "Key: 3★O three, star, orange · ● ☾ ▲ ■ ★ circle to star · V C Y O R violet…red",
};

const calling = "Key: call <game> <point>=<value> (points not named take the game's default)";

/**
 * The legend of a game's screen; Pyramid night's is the called game's once a deal is called,
 * and the call's own words before.
 */
export function notationLegend(game: string, view?: unknown): string | null {
  if (game === "dealers-choice") {
    const called = (view as { call?: { game?: string } | null } | undefined)?.call?.game;
    return called ? (legends[called] ?? null) : calling;
  }
  return legends[game] ?? null;
}
