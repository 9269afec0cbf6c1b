/**
 * A small line chart in SVG: a rating after each rated table, or a running net. Points are drawn
 * in order, evenly spaced; the axis says the lowest and highest values.
 */
export function LineChart({
  values,
  label,
  format = (v) => String(Math.round(v)),
}: {
  values: readonly number[];
  label: string;
  format?: (v: number) => string;
}) {
  if (values.length === 0) return null;
  const [w, h, pad] = [320, 120, 28];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const x = (i: number) =>
    pad + (values.length === 1 ? (w - 2 * pad) / 2 : (i * (w - 2 * pad)) / (values.length - 1));
  const y = (v: number) => h - 16 - ((v - lo) / span) * (h - 32);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${w} ${h}`}
        role="img"
        aria-label={`${label}: from ${format(values[0]!)} to ${format(values.at(-1)!)}`}
      >
        <line x1={pad} y1={h - 16} x2={w - pad} y2={h - 16} className="axis" />
        <text x={2} y={y(hi) + 4} className="tick">
          {format(hi)}
        </text>
        {hi !== lo && (
          <text x={2} y={y(lo) + 4} className="tick">
            {format(lo)}
          </text>
        )}
        <polyline points={points} className="line" fill="none" />
        {values.map((v, i) => (
          <circle key={`${i}-${v}`} cx={x(i)} cy={y(v)} r={2.5} className="dot" />
        ))}
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** "1st", "2nd", "3rd", "4th"… */
export function placeText(place: number): string {
  const last = place % 10;
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? "th" : last === 1 ? "st" : last === 2 ? "nd" : last === 3 ? "rd" : "th";
  return `${place}${suffix}`;
}

/** A rating as shown: "1500?" while provisional. */
export function ratingText(r: { rating: number; provisional: boolean }): string {
  return `${Math.round(r.rating)}${r.provisional ? "?" : ""}`;
}
