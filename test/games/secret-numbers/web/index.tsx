import type { BoardProps, WebGame } from "../../../../web/src/games/types";
import type { SecretNumbersAction, SecretNumbersView } from "../game.js";

/** The table: the scores, the rounds shown so far, and the numbers to pick from. */
function Board({
  view,
  seat,
  legal,
  act,
  seatName,
}: BoardProps<SecretNumbersView, SecretNumbersAction>) {
  const rounds = view.shown.map((picks, r) => ({ label: `Round ${r + 1}`, picks }));
  return (
    <div className="board secret-numbers">
      <p>
        Round {Math.min(view.round + 1, view.rounds)} of {view.rounds}
        {seat !== null && view.mine !== null ? `: you picked ${view.mine}` : ""}.
      </p>
      <ul>
        {view.scores.map((score, s) => (
          <li key={seatName(s)}>
            {seatName(s)}: {score} points{view.picked[s] ? ", picked" : ""}
          </li>
        ))}
      </ul>
      <ul>
        {rounds.map(({ label, picks }) => (
          <li key={label}>
            {label}: {picks.join(", ")}
          </li>
        ))}
      </ul>
      <div className="buttons">
        {legal.map((a) => (
          <button key={a.n} type="button" onClick={() => act(a)}>
            {a.n}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Secret numbers in the browser: its board, typed by its view and actions, and no extras. */
export const web: WebGame<SecretNumbersView, SecretNumbersAction> = {
  id: "secret-numbers",
  ui: { Board, seatInfo: (view, seat) => [`${view.scores[seat]} points`] },
};
