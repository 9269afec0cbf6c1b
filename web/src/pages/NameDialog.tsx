import { useEffect, useRef, useState } from "react";
import type { NameQuestion } from "../net/askName";
import { cleanName, nameProblem } from "../net/names";
import { savedName, saveName } from "../net/seats";
import { NameInput } from "./NameField";

/** The name prompt: a modal dialog, open while a join waits for the player's name. */
export function NameDialog({ question }: { question: NameQuestion }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(savedName);
  const [problem, setProblem] = useState<string | null>(question.problem);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="name-dialog"
      aria-labelledby="name-dialog-title"
      onCancel={() => question.answer(null)}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          const wrong = nameProblem(name);
          if (wrong) return setProblem(wrong);
          const clean = cleanName(name);
          saveName(clean);
          question.answer(clean);
        }}
      >
        <h2 id="name-dialog-title">Your name at the table</h2>
        <p className="small muted">
          The others see it at your seat and in the chat. This browser remembers it; change it in
          the lobby.
        </p>
        <label htmlFor="name-dialog-input">Name</label>{" "}
        <NameInput
          id="name-dialog-input"
          value={name}
          problemId={problem ? "name-dialog-problem" : null}
          onChange={(typed) => {
            setName(typed);
            setProblem(null);
          }}
        />
        {problem && (
          <p className="notice error" id="name-dialog-problem" role="alert">
            {problem}
          </p>
        )}
        <p className="buttons">
          <button type="submit" className="primary">
            Sit down
          </button>{" "}
          <button type="button" className="quiet" onClick={() => question.answer(null)}>
            Cancel
          </button>
        </p>
      </form>
    </dialog>
  );
}
