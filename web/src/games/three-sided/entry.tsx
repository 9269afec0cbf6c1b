import { StandardCardFace } from "../../cards/StandardCard";
import { Picture } from "../Picture";
import type { WebEntry } from "../types";

/** What the home page shows of the game before anything of it loads: its picture and its extra page. */
export const entry: WebEntry = { picture: ThreeSidedPicture, odds: "Odds calculator" };

function ThreeSidedPicture() {
  const pos: [string, number, number][] = [
    ["9s", 127, 8],
    ["Ad", 97, 60],
    ["4c", 157, 60],
    ["Kh", 67, 112],
    ["2h", 127, 112],
    ["5s", 187, 112],
  ];
  return (
    <Picture label="six shared cards in a pyramid with three sides" fill="#123c52">
      <polygon
        points="150,4 254,196 46,196"
        fill="none"
        stroke="#d4af37"
        strokeWidth="2"
        strokeDasharray="6 4"
      />
      {pos.map(([c, x, y]) => (
        <StandardCardFace key={c} card={c} width={46} x={x} y={y} />
      ))}
    </Picture>
  );
}
