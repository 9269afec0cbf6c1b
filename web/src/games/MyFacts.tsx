import type { ReactNode } from "react";
import { Chips } from "./Chips";

/**
 * The facts under a betting game's own hand: the seat's name, the dealer button, the stack, its
 * bet in the open round and its status when it is not simply in; `children` add the game's own.
 */
export function MyFacts({
  name,
  dealer,
  stack,
  bet,
  status,
  children,
}: {
  readonly name: string;
  readonly dealer: boolean;
  readonly stack: number;
  readonly bet: number;
  readonly status: string;
  readonly children?: ReactNode;
}) {
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
