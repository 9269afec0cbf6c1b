/** A choice among whole numbers, each shown as itself. */
export function NumberSelect({
  id,
  value,
  numbers,
  onChange,
}: {
  id?: string | undefined;
  value: number;
  numbers: readonly number[];
  onChange: (n: number) => void;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {numbers.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
}

/** A choice among labelled settings (clocks, graces), by position in `choices`. */
export function LabelSelect({
  id,
  index,
  choices,
  onChange,
}: {
  id: string;
  index: number;
  choices: readonly { readonly label: string }[];
  onChange: (index: number) => void;
}) {
  return (
    <select id={id} value={index} onChange={(e) => onChange(Number(e.target.value))}>
      {choices.map((c, i) => (
        <option key={c.label} value={i}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** `from` to `to`, both included. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A choice among named things (games, members): each shown by its name, chosen by its id. */
export function NamedSelect({
  id,
  value,
  choices,
  onChange,
}: {
  id: string;
  value: string;
  choices: readonly { readonly id: string; readonly name: string }[];
  onChange: (id: string) => void;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
