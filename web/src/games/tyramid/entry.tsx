import { TicCardFace } from "../../cards/TicCard";
import { centred, Picture } from "../Picture";
import type { WebEntry } from "../types";

/** What the home page shows of the game before anything of it loads: its picture and its extra page. */
export const entry: WebEntry = { picture: TyramidPicture, adviser: "Move adviser" };

function TyramidPicture() {
  const cards = [
    ["3-star-red"],
    ["3-circle-red", "5-star-red"],
    ["3-circle-cyan", "1-circle-violet", "5-square-red"],
  ];
  return (
    <Picture label="a staggered pyramid of TIC cards" fill="#2d2547">
      {cards.map((row, r) =>
        row.map((c, i) => (
          <TicCardFace
            key={c}
            card={c}
            width={44}
            x={centred(row.length, 48, i) + 2}
            y={6 + r * 64}
          />
        )),
      )}
    </Picture>
  );
}
