import { toCallOf } from "./betting";

/**
 * What calling costs this seat (the chips to add, not the bet to match); a spectator sees the bet
 * to match.
 */
export function CallCost({
  round,
  seat,
  stack,
}: {
  round: { bets: number[]; level: number } | null;
  seat: number | null;
  stack: number;
}) {
  if (!round || round.level === 0) return null;
  if (seat === null) return <span className="to-call">Bet to match: {round.level}</span>;
  const cost = toCallOf(round, seat);
  if (cost === null) return null;
  return (
    <span className="to-call" data-to-call={cost}>
      To call: {cost}
      {cost >= stack ? " (all in)" : ""}
    </span>
  );
}
