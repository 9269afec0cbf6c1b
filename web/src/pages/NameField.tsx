import { useState } from "react";
import { cleanName, NAME_MAX, nameProblem } from "../net/names";
import { savedName, saveName } from "../net/seats";

/**
 * The name others see at your seat, kept in this browser for the next table: the place to change
 * it. A name that would be refused is explained here and not kept.
 */
export function NameField() {
  const [name, setName] = useState(savedName);
  const problem = name === "" ? null : nameProblem(name);
  return (
    <div className="option">
      <label htmlFor="player-name">Your name</label>
      <input
        id="player-name"
        className="name-input"
        type="text"
        maxLength={NAME_MAX + 8}
        value={name}
        placeholder="shown to the other players"
        autoComplete="nickname"
        aria-invalid={problem !== null}
        aria-describedby={problem ? "player-name-problem" : undefined}
        onChange={(e) => {
          const typed = e.target.value;
          setName(typed);
          if (typed.trim() === "") saveName("");
          else if (nameProblem(typed) === null) saveName(cleanName(typed));
        }}
      />
      {problem && (
        <small className="error" id="player-name-problem" role="alert">
          {problem}
        </small>
      )}
    </div>
  );
}
