import type { JsonSchema } from "../net/api";
import { Field, TextInput } from "./Field";
import { optionHelp, optionLabel } from "./optionLabels";

/**
 * A table's options drawn from the game's option schema: a select for a choice, a checkbox for a
 * yes/no, a number field for a number, a group for nested options; each with its default and the
 * schema's own description as the explanation.
 */
export function OptionsForm({
  schema,
  value,
  onChange,
  path = [],
}: {
  schema: JsonSchema;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  path?: string[];
}) {
  const props = schema.properties ?? {};
  return (
    <div className="options">
      {Object.entries(props).map(([key, field]) => (
        <OptionField
          key={key}
          name={key}
          id={[...path, key].join(".")}
          schema={field}
          value={value[key]}
          onChange={(v) => onChange({ ...value, [key]: v })}
        />
      ))}
    </div>
  );
}

/** The few whole numbers a choice may also be (Tyramid's `firstPlayer`: a seat, 0–3). */
function smallRange(a: JsonSchema): number[] | null {
  if (a.type !== "integer" || a.minimum === undefined || a.maximum === undefined) return null;
  if (a.maximum - a.minimum > 20) return null;
  return Array.from({ length: a.maximum - a.minimum + 1 }, (_, i) => a.minimum! + i);
}

/** The values of an option that is a choice among a few (a select), or null. */
function choices(schema: JsonSchema): readonly unknown[] | null {
  if (schema.enum) return schema.enum;
  const alts = schema.anyOf;
  if (alts?.every((a) => "const" in a || a.type === "null" || a.enum || smallRange(a))) {
    return alts.flatMap(
      (a) => a.enum ?? smallRange(a) ?? (a.type === "null" && !("const" in a) ? [null] : [a.const]),
    );
  }
  return null;
}

function label(v: unknown): string {
  if (v === null) return "none";
  if (v === true) return "yes";
  if (v === false) return "no";
  return String(v);
}

function OptionField({
  name,
  id,
  schema,
  value,
  onChange,
}: {
  name: string;
  id: string;
  schema: JsonSchema;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const current = value === undefined ? schema.default : value;
  const help = schema.description ? (
    <small id={`${id}-help`}>{optionHelp(schema.description)}</small>
  ) : null;
  const title = optionLabel(name);
  const fieldId = `opt-${id}`;
  const list = choices(schema);
  if (schema.type === "object" && schema.properties) {
    return (
      <fieldset className="option group">
        <legend>{title}</legend>
        {help}
        <OptionsForm
          schema={schema}
          value={(current as Record<string, unknown> | undefined) ?? {}}
          onChange={onChange}
          path={id.split(".")}
        />
      </fieldset>
    );
  }
  if (list) {
    const index = list.findIndex((c) => JSON.stringify(c) === JSON.stringify(current));
    return (
      <Field id={fieldId} label={title}>
        <select
          id={fieldId}
          aria-describedby={help ? `${id}-help` : undefined}
          value={index}
          onChange={(e) => onChange(list[Number(e.target.value)])}
        >
          {list.map((c, i) => (
            <option key={label(c)} value={i}>
              {label(c)}
              {JSON.stringify(c) === JSON.stringify(schema.default) ? " (default)" : ""}
            </option>
          ))}
        </select>
        {help}
      </Field>
    );
  }
  if (schema.type === "boolean") {
    return (
      <div className="option">
        <label className="check">
          <input
            type="checkbox"
            id={fieldId}
            checked={current === true}
            onChange={(e) => onChange(e.target.checked)}
          />{" "}
          {title}
          {schema.default !== undefined && (
            <span className="muted"> (default {label(schema.default)})</span>
          )}
        </label>
        {help}
      </div>
    );
  }
  const numeric = schema.type === "number" || schema.type === "integer";
  const nullable = (schema.anyOf ?? []).some((a) => a.type === "null");
  const inner = numeric
    ? schema
    : (schema.anyOf ?? []).find((a) => a.type === "number" || a.type === "integer");
  if (inner) {
    return (
      <Field id={fieldId} label={title}>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={inner.minimum ?? inner.exclusiveMinimum}
          max={inner.maximum ?? inner.exclusiveMaximum}
          step={inner.type === "integer" ? 1 : "any"}
          value={typeof current === "number" ? current : ""}
          placeholder={nullable ? "none" : undefined}
          onChange={(e) =>
            onChange(e.target.value === "" ? (nullable ? null : undefined) : Number(e.target.value))
          }
          aria-describedby={help ? `${id}-help` : undefined}
        />
        {schema.default !== undefined && (
          <span className="muted"> default {label(schema.default)}</span>
        )}
        {help}
      </Field>
    );
  }
  return (
    <Field id={fieldId} label={title}>
      <TextInput
        id={fieldId}
        value={current === undefined || current === null ? "" : String(current)}
        onText={onChange}
      />
      {help}
    </Field>
  );
}
