/**
 * One line under every game's terminal screen saying what its notation means, so a newcomer
 * reads `P1`, `▒B` or `3★O` without the rules at hand: the game's own `legend` (none for a game
 * without one).
 */
import type { GameDefinition } from "../core/game.js";

export function notationLegend(game: GameDefinition, view: unknown): string | null {
  return game.legend?.(view) ?? null;
}
