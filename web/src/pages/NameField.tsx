import { useState } from "react";
import { useAccount } from "../net/account";
import { cleanName, NAME_MAX, nameProblem } from "../net/names";
import { savedName, saveName } from "../net/seats";

/**
 * The name others see at your seat, kept in this browser for the next table: the place to change
 * it. A name that would be refused is explained here and not kept.
 */
export function NameField() {
  const [name, setName] = useState(savedName);
  const me = useAccount();
  const problem = name === "" ? null : nameProblem(name);
  // Signed in, a seat takes the account's name.
  if (me)
    return (
      <p className="option">
        You play as <strong>{me.name}</strong>, your account's name.
      </p>
    );
  return (
    <div className="option">
      <label htmlFor="player-name">Your name</label>
      <NameInput
        id="player-name"
        value={name}
        placeholder="shown to the other players"
        problemId={problem ? "player-name-problem" : null}
        onChange={(typed) => {
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

/**
 * A player's name as typed, with `problemId` naming the text that says what is wrong with it (null
 * while nothing is).
 */
export function NameInput({
  id,
  value,
  placeholder,
  problemId,
  onChange,
}: {
  id: string;
  value: string;
  placeholder?: string;
  problemId: string | null;
  onChange: (typed: string) => void;
}) {
  return (
    <input
      id={id}
      className="name-input"
      type="text"
      // Room for a few more than allowed, so an over-long name is explained, not cut.
      maxLength={NAME_MAX + 8}
      value={value}
      placeholder={placeholder}
      autoComplete="nickname"
      aria-invalid={problemId !== null}
      aria-describedby={problemId ?? undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
