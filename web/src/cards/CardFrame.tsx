import type { ReactNode } from "react";

/** Where a card is drawn and how large: inside a board's SVG (x, y) or on its own. */
export interface CardPlace {
  readonly x?: number;
  readonly y?: number;
  readonly width: number;
}

/**
 * A card's SVG frame: a named image (its title and label say the card in words, for a screen
 * reader and a hover), in the card's own coordinates (`viewBox`), placed and sized by `place`;
 * the height follows from the width at the drawing's own proportions.
 */
export function CardFrame({
  className,
  viewBox,
  place,
  name,
  children,
}: {
  readonly className: string;
  readonly viewBox: string;
  readonly place: CardPlace;
  readonly name: string;
  readonly children: ReactNode;
}) {
  const [, , w = 1, h = 1] = viewBox.split(" ").map(Number);
  return (
    <svg
      className={className}
      viewBox={viewBox}
      x={place.x}
      y={place.y}
      width={place.width}
      height={(place.width * h) / w}
      role="img"
      aria-label={name}
    >
      <title>{name}</title>
      {children}
    </svg>
  );
}
