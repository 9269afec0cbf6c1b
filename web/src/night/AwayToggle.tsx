/**
 * "Away" for the seat's own player: the away rule plays the seat (and every player sees "away"
 * at it) until the player comes back with one click.
 */
export function AwayToggle({
  away,
  setAway,
  disabled,
}: {
  away: boolean;
  setAway: (on: boolean) => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      className={`small away-toggle${away ? " primary" : " quiet"}`}
      disabled={disabled}
      onClick={() => setAway(!away)}
    >
      {away ? "I'm back" : "Away"}
    </button>
  );
}
