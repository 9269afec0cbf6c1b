import { actionText } from "../games/text";
import type { Action } from "../net/protocol";

/**
 * What this seat may do while others act (Colonial Pyramid's fold at any time). Marked apart
 * from the turn's actions (`data-anytime`): taking one is never a move made in turn.
 */
export function AnytimeActions({
  game,
  legal,
  act,
  disabled,
}: {
  game: string;
  legal: readonly Action[];
  act: (a: Action) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="actions anytime">
      <legend className="sr-only">Out of turn</legend>
      <span className="muted">While the others act you may still</span>
      {legal.map((a) => (
        <button
          key={JSON.stringify(a)}
          type="button"
          data-anytime={a.type}
          className={`act act-${a.type}`}
          disabled={disabled}
          onClick={() => act(a)}
        >
          {a.type === "fold" ? "Fold now" : actionText(game, a)}
        </button>
      ))}
    </fieldset>
  );
}
