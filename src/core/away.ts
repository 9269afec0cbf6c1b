import type { GameEvent, Seat } from "./game.js";

/**
 * A move the server made for a player: why (their clock ran out, or they were away) and who
 * chose it ("rule": the game's away rule, else the fallback bot's name). Records carry it, so a
 * replay says it again.
 */
export interface AwayNote {
  readonly why: "clock" | "away";
  readonly by: string;
}

/**
 * The event told before such a move. It names who moved, never the move: the game's own events
 * say that, to the seats that may see it.
 */
export function awayEvent(seat: Seat, note: AwayNote): GameEvent {
  const who = note.by === "rule" ? "the away rule" : `the ${note.by} bot`;
  const cause = note.why === "clock" ? `Seat ${seat}'s clock ran out` : `Seat ${seat} is away`;
  return {
    type: "away",
    audience: "public",
    text: `${cause}; ${who} moves for Seat ${seat}.`,
    data: { seat, why: note.why, by: note.by },
  };
}
