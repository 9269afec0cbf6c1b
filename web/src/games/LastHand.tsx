import type { ReactNode } from "react";

/**
 * How the previous hand ended. Once a new hand is dealt the felt shows that hand only: the last
 * result folds away into a line a player may open (the log keeps it too). When the table is over
 * it stays open, as the final hand's showdown.
 */
export function LastHand({ over, children }: { over: boolean; children: ReactNode }) {
  if (over) return <div className="last-hand-final">{children}</div>;
  return (
    <details className="last-hand-details">
      <summary>How the last hand ended</summary>
      {children}
    </details>
  );
}
