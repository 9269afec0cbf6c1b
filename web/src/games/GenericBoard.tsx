import type { BoardProps } from "./types";

/**
 * A readable outline of a view, for a game the web client has no drawing for yet: every field
 * the seat may know, nested, in words rather than raw JSON.
 */
export function GenericBoard({ view }: BoardProps) {
  return (
    <div className="generic-board">
      <Outline value={view} />
    </div>
  );
}

function Outline({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) {
      return (
        <span>
          {value.length === 0 ? (
            <span className="muted">none</span>
          ) : (
            value.map((v) => (v === null ? "·" : String(v))).join("  ")
          )}
        </span>
      );
    }
    return (
      <ol start={0}>
        {value.map((v, i) => (
          <li key={i}>
            <Outline value={v} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === "object") {
    return (
      <dl>
        {Object.entries(value).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <Outline value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{String(value)}</span>;
}
