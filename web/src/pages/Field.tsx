import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * A form's row (`option`): the label, the control it names (the control takes the same `id`) and
 * anything after it, such as a help line. The forms of the site lay out every row this way.
 */
export function Field({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="option">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A one-line text box that hands `onText` the text as typed (React's `onChange` is taken). */
export function TextInput({
  onText,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> & {
  value: string;
  onText: (text: string) => void;
}) {
  return <input type="text" {...input} onChange={(e) => onText(e.target.value)} />;
}
