import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import type { Action } from "../net/protocol";
import { actionText } from "./text";

/**
 * The legal actions the board does not take itself, as controls. Actions that differ only in one
 * amount (bets, raises) become a slider with presets and one button; a long list of other choices
 * becomes a list box; the rest are plain buttons. Nothing is offered that the server did not list.
 * A fold while checking is free asks first, in every betting game. A bet's amount has pot presets;
 * a count (Colonial's cut: how many cards) is a number to choose, with no presets.
 *
 * Keys: each control carries its number, as the terminal's action list does; pressing the digit
 * takes it (see `useActionKeys`).
 */
export function Actions({
  game,
  legal,
  act,
  label,
  pot,
  disabled,
}: {
  game: string;
  legal: readonly Action[];
  act: (a: Action) => void;
  label?: ((a: Action) => string | null) | undefined;
  pot?: number | null | undefined;
  disabled?: boolean;
}) {
  const groups = useMemo(() => groupActions(legal), [legal]);
  const [asking, setAsking] = useState<Action | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  useActionKeys(box);
  const key = JSON.stringify(legal);
  // A new decision forgets a question left open on the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the choices change.
  useEffect(() => setAsking(null), [key]);
  if (legal.length === 0) return null;
  const freeCheck = legal.find((a) => a.type === "check");
  if (asking && freeCheck) {
    // Folding when checking costs nothing gives the hand away for no saving: ask first.
    return (
      <fieldset className="actions confirm-fold" role="alertdialog" aria-label="Fold?" ref={box}>
        <legend className="sr-only">Confirm</legend>
        <span>Checking is free. Fold anyway?</span>
        <ActButton type="fold" hotkey={1} disabled={disabled} onClick={() => act(asking)}>
          Yes, fold
        </ActButton>
        <ActButton
          type="check"
          confirm
          primary
          hotkey={2}
          disabled={disabled}
          onClick={() => act(freeCheck)}
        >
          Check instead
        </ActButton>
      </fieldset>
    );
  }
  const words = (a: Action) => label?.(a) ?? actionText(game, a);
  // Each control's key, in the order shown: 1, 2, 3…
  let next = 0;
  const keyOf = () => (++next <= 9 ? next : undefined);
  return (
    <fieldset className="actions" ref={box}>
      <legend className="sr-only">Your actions</legend>
      {groups.map((g) =>
        g.kind === "amount" && (betTypes.has(g.type) || countTypes.has(g.type)) ? (
          betTypes.has(g.type) ? (
            <AmountControl
              key={g.type}
              group={g}
              act={act}
              words={words}
              pot={pot ?? null}
              disabled={disabled}
              hotkey={keyOf()}
            />
          ) : (
            <CountControl
              key={g.type}
              group={g}
              act={act}
              words={words}
              disabled={disabled}
              hotkey={keyOf()}
            />
          )
        ) : g.actions.length > 12 ? (
          <ChoiceList
            key={g.type}
            actions={g.actions}
            act={act}
            words={words}
            disabled={disabled}
            hotkey={keyOf()}
          />
        ) : (
          g.actions.map((a) => {
            return (
              <ActButton
                key={JSON.stringify(a)}
                type={a.type}
                hotkey={keyOf()}
                disabled={disabled}
                onClick={() => (a.type === "fold" && freeCheck ? setAsking(a) : act(a))}
              >
                {words(a)}
              </ActButton>
            );
          })
        ),
      )}
    </fieldset>
  );
}

/**
 * A button that takes one action, numbered for `useActionKeys`. "Check instead" under a fold's
 * question is marked `data-confirm` rather than `data-action`, to tell it from a listed check.
 */
function ActButton({
  type,
  hotkey,
  primary,
  confirm,
  disabled,
  onClick,
  children,
}: {
  type: string;
  hotkey: number | undefined;
  primary?: boolean;
  confirm?: boolean;
  disabled?: boolean | undefined;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      data-action={confirm ? undefined : type}
      data-confirm={confirm ? type : undefined}
      data-key={hotkey}
      aria-keyshortcuts={hotkey === undefined ? undefined : String(hotkey)}
      className={`act act-${type}${primary ? " primary" : ""}`}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Amounts of these actions are chips: presets by the pot make sense for them. */
const betTypes: ReadonlySet<string> = new Set(["bet", "raise"]);
/**
 * Amounts of these are counts (Colonial's cut: how many cards). Other actions that differ in a
 * number (Pyramid Poker's tile to keep) are choices, each its own button.
 */
const countTypes: ReadonlySet<string> = new Set(["cut"]);

/**
 * The digit keys take the numbered controls inside `box` (not while typing in a field, nor with a
 * modifier held, so the browser's own shortcuts still work).
 */
export function useActionKeys(box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || !/^[1-9]$/.test(e.key)) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input:not([type=range]), select, textarea, [contenteditable]")) return;
      const button = box.current?.querySelector<HTMLButtonElement>(
        `button[data-key="${e.key}"]:not([disabled])`,
      );
      if (!button) return;
      e.preventDefault();
      button.click();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [box]);
}

type Group =
  | { kind: "plain"; type: string; actions: Action[] }
  | { kind: "amount"; type: string; field: string; actions: Action[]; amounts: number[] };

/** Same type, same fields, differing only in one number: an amount to choose. */
export function groupActions(legal: readonly Action[]): Group[] {
  const byType = new Map<string, Action[]>();
  for (const a of legal) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
  const out: Group[] = [];
  for (const [type, actions] of byType) {
    const field = amountField(actions);
    if (field && actions.length >= 2) {
      const sorted = [...actions].sort((x, y) => (x[field] as number) - (y[field] as number));
      out.push({
        kind: "amount",
        type,
        field,
        actions: sorted,
        amounts: sorted.map((a) => a[field] as number),
      });
    } else out.push({ kind: "plain", type, actions });
  }
  return out;
}

function amountField(actions: Action[]): string | null {
  const first = actions[0];
  if (!first) return null;
  const numeric = Object.keys(first).filter((k) => typeof first[k] === "number");
  if (numeric.length !== 1) return null;
  const field = numeric[0]!;
  const others = (a: Action) => JSON.stringify({ ...a, [field]: 0 });
  const base = others(first);
  return actions.every((a) => typeof a[field] === "number" && others(a) === base) ? field : null;
}

/** What every grouped control takes: how to act, the words for an action, and its digit key. */
interface ControlProps {
  act: (a: Action) => void;
  words: (a: Action) => string;
  disabled?: boolean | undefined;
  hotkey: number | undefined;
}

type AmountGroup = Extract<Group, { kind: "amount" }>;

/**
 * A slider over the legal amounts by position, so it stops only on legal ones; it reads out the
 * amount, not the position.
 */
function AmountSlider({
  amounts,
  index,
  label,
  disabled,
  onChange,
}: {
  amounts: readonly number[];
  index: number;
  label: string;
  disabled?: boolean | undefined;
  onChange: (index: number) => void;
}) {
  return (
    <input
      type="range"
      min={0}
      max={amounts.length - 1}
      step={1}
      value={index}
      aria-label={label}
      aria-valuetext={String(amounts[index])}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.target.value))}
    />
  );
}

function AmountControl({
  group,
  act,
  words,
  pot,
  disabled,
  hotkey,
}: ControlProps & { group: AmountGroup; pot: number | null }) {
  const { amounts, actions } = group;
  const [index, setIndex] = useState(0);
  const key = amounts.join(",");
  // A new set of legal amounts (a new betting decision) starts again at the minimum.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the amounts change.
  useEffect(() => setIndex(0), [key]);
  const min = amounts[0]!;
  const max = amounts[amounts.length - 1]!;
  // Presets snap to the nearest legal amount.
  const nearest = (x: number) =>
    amounts.reduce((best, a, i) => (Math.abs(a - x) < Math.abs(amounts[best]! - x) ? i : best), 0);
  const presets: [string, number][] = [["min", 0]];
  if (pot !== null && pot > 0) {
    presets.push(["½ pot", nearest(pot / 2)], ["pot", nearest(pot)]);
  } else if (amounts.length > 2) presets.push(["half", nearest((min + max) / 2)]);
  presets.push(["max", amounts.length - 1]);
  const chosen = actions[index]!;
  return (
    <div className="amount">
      <AmountSlider
        amounts={amounts}
        index={index}
        label={`${group.type} amount`}
        disabled={disabled}
        onChange={setIndex}
      />
      <span className="presets">
        {presets
          .filter(([, i], k) => presets.findIndex(([, j]) => j === i) === k)
          .map(([name, i]) => (
            <button
              key={name}
              type="button"
              className="quiet small"
              disabled={disabled}
              onClick={() => setIndex(i)}
              aria-pressed={i === index}
            >
              {name} {amounts[i]}
            </button>
          ))}
      </span>
      <ActButton
        type={group.type}
        primary
        hotkey={hotkey}
        disabled={disabled}
        onClick={() => act(chosen)}
      >
        {words(chosen)}
      </ActButton>
    </div>
  );
}

/**
 * A count that is not chips (Colonial's cut: how many cards): a slider and a number field over
 * the legal counts, and one button that says the count ("Cut 5 cards").
 */
function CountControl({
  group,
  act,
  words,
  disabled,
  hotkey,
}: ControlProps & { group: AmountGroup }) {
  const { amounts, actions, type } = group;
  const [index, setIndex] = useState(0);
  const [typed, setTyped] = useState<string | null>(null);
  const key = amounts.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the counts change.
  useEffect(() => {
    setIndex(0);
    setTyped(null);
  }, [key]);
  const min = amounts[0]!;
  const max = amounts[amounts.length - 1]!;
  const chosen = actions[index]!;
  const choose = (text: string) => {
    setTyped(text);
    const i = amounts.indexOf(Number(text));
    if (i >= 0) setIndex(i);
  };
  // A typed count that is not legal says so and takes nothing.
  const wrong = typed !== null && !amounts.includes(Number(typed));
  const id = `count-${type}`;
  return (
    <div className={`count count-${type}`}>
      <AmountSlider
        amounts={amounts}
        index={index}
        label={`${type}: how many`}
        disabled={disabled}
        onChange={(i) => {
          setIndex(i);
          setTyped(null);
        }}
      />
      <label htmlFor={id} className="sr-only">
        {type}: number
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="count-number"
        min={min}
        max={max}
        step={1}
        value={typed ?? String(amounts[index])}
        aria-invalid={wrong}
        disabled={disabled}
        onChange={(e) => choose(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !wrong) {
            e.preventDefault();
            act(chosen);
          }
        }}
      />
      <ActButton
        type={type}
        primary
        hotkey={hotkey}
        disabled={disabled || wrong}
        onClick={() => act(chosen)}
      >
        {words(chosen)}
      </ActButton>
      {wrong && (
        <span className="error small" role="alert">
          Choose a whole number from {min} to {max}.
        </span>
      )}
    </div>
  );
}

function ChoiceList({
  actions,
  act,
  words,
  disabled,
  hotkey,
}: ControlProps & { actions: Action[] }) {
  const [index, setIndex] = useState(0);
  const type = actions[0]!.type;
  return (
    <div className="choice">
      <select
        aria-label={`${type}: choose`}
        value={index}
        onChange={(e) => setIndex(Number(e.target.value))}
        disabled={disabled}
      >
        {actions.map((a, i) => (
          <option key={JSON.stringify(a)} value={i}>
            {words(a)}
          </option>
        ))}
      </select>
      <ActButton
        type={type}
        hotkey={hotkey}
        disabled={disabled}
        onClick={() => act(actions[Math.min(index, actions.length - 1)]!)}
      >
        {type}
      </ActButton>
    </div>
  );
}
