import type { ReactNode } from "react";
import { Chips } from "./Chips";

/** What every betting game's view tells about the seats, which MyFacts reads for one seat. */
export interface SeatFacts {
  readonly dealer: number;
  readonly stacks: readonly number[];
  readonly status: readonly string[];
}

/**
 * The facts under a betting game's own hand: the seat's name, the dealer button, the stack, its
 * bet in the open round (`bets`, absent between rounds) and its status when it is not simply in;
 * `children` add the game's own.
 */
export function MyFacts({
  name,
  seat,
  view,
  bets,
  children,
}: {
  readonly name: string;
  readonly seat: number;
  readonly view: SeatFacts;
  readonly bets: readonly number[] | undefined;
  readonly children?: ReactNode;
}) {
  const dealer = view.dealer === seat;
  const stack = view.stacks[seat] ?? 0;
  const bet = bets?.[seat] ?? 0;
  const status = view.status[seat] ?? "active";
  return (
    <div className="my-facts">
      <strong>{name}</strong>
      {dealer && (
        <span className="dealer-button" title="dealer">
          D
        </span>
      )}
      <span>
        Stack <Chips amount={stack} />
      </span>
      {bet > 0 && <span>bet {bet}</span>}
      {status !== "active" && <span className="badge">{status}</span>}
      {children}
    </div>
  );
}
