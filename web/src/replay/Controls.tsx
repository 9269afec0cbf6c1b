import { useEffect } from "react";

/** Whose eyes the replay shows: a seat's, a spectator's, or every card face up. */
export type ReplayViewer = number | "spectator" | "all";

/** Steps with the arrow keys, Home and End, unless the keys are typing into a field. */
export function useStepKeys(last: number, setStep: (next: (s: number) => number) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.closest("input, select, textarea")) return;
      if (e.key === "ArrowRight") setStep((s) => Math.min(last, s + 1));
      else if (e.key === "ArrowLeft") setStep((s) => Math.max(0, s - 1));
      else if (e.key === "Home") setStep(() => 0);
      else if (e.key === "End") setStep(() => last);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [last, setStep]);
}

/** First, back, the slider, next, last, the step count, and whose view is shown. */
export function ReplayControls({
  step,
  last,
  setStep,
  viewer,
  setViewer,
  players,
  seatName,
}: {
  step: number;
  last: number;
  setStep: (step: number) => void;
  viewer: ReplayViewer;
  setViewer: (viewer: ReplayViewer) => void;
  players: number;
  seatName: (s: number) => string;
}) {
  return (
    <fieldset className="replay-controls">
      <legend className="sr-only">Replay controls</legend>
      <button
        type="button"
        onClick={() => setStep(0)}
        disabled={step === 0}
        aria-label="first position"
      >
        |◀
      </button>
      <button
        type="button"
        onClick={() => setStep(Math.max(0, step - 1))}
        disabled={step === 0}
        aria-label="back one action"
      >
        ◀ Back
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={step}
        onChange={(e) => setStep(Number(e.target.value))}
        aria-label="position in the replay"
        aria-valuetext={`action ${step} of ${last}`}
      />
      <button
        type="button"
        className="primary"
        onClick={() => setStep(Math.min(last, step + 1))}
        disabled={step === last}
        aria-label="forward one action"
      >
        Next ▶
      </button>
      <button
        type="button"
        onClick={() => setStep(last)}
        disabled={step === last}
        aria-label="last position"
      >
        ▶|
      </button>
      <span className="step-count">
        {step} / {last}
      </span>
      <label>
        View{" "}
        <select
          value={String(viewer)}
          onChange={(e) =>
            setViewer(
              e.target.value === "all" || e.target.value === "spectator"
                ? e.target.value
                : Number(e.target.value),
            )
          }
        >
          <option value="all">all cards face up</option>
          <option value="spectator">a spectator</option>
          {Array.from({ length: players }, (_, s) => (
            <option key={`v-${s}`} value={s}>
              {seatName(s)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
