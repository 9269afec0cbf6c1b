import { useState } from "react";
import { savedName, saveName } from "../net/seats";

/** The name others see at your seat, kept in this browser for the next table. */
export function NameField() {
  const [name, setName] = useState(savedName);
  return (
    <div className="option">
      <label htmlFor="player-name">Your name</label>
      <input
        id="player-name"
        className="name-input"
        type="text"
        maxLength={40}
        value={name}
        placeholder="shown to the other players"
        autoComplete="nickname"
        onChange={(e) => {
          setName(e.target.value);
          saveName(e.target.value.trim());
        }}
      />
    </div>
  );
}
