import type { ReactNode } from "react";

/** The frame every home-page picture shares: a 300×200 rounded panel in the game's colour. */
export function Picture({
  label,
  fill,
  children,
}: {
  label: string;
  fill: string;
  children: ReactNode;
}) {
  return (
    <svg viewBox="0 0 300 200" className="picture" role="img" aria-label={label}>
      <rect width="300" height="200" rx="12" fill={fill} />
      {children}
    </svg>
  );
}

/** The left edge of card `i` in a row of `count` cards `step` apart, centred on the panel. */
export function centred(count: number, step: number, i: number): number {
  return 150 - (count * step) / 2 + i * step;
}
