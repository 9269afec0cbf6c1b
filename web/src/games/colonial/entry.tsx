import { ColonialCardFace } from "../../cards/ColonialCard";
import { centred, Picture } from "../Picture";
import type { WebEntry } from "../types";

/** What the home page shows of the game before anything of it loads: its picture and its extra page. */
export const entry: WebEntry = { picture: ColonialPicture, adviser: "Discard odds" };

function ColonialPicture() {
  const rows: string[][] = [["P1"], ["G2", "P2"], ["P3", "O3", "C"]];
  return (
    <Picture label="a Colonial pyramid of hexagonal cards" fill="#14372a">
      {rows.map((row, r) =>
        row.map((card, i) => (
          <ColonialCardFace
            key={`${r}-${card}`}
            card={card}
            width={62}
            x={centred(row.length, 64, i)}
            y={8 + r * 60}
          />
        )),
      )}
    </Picture>
  );
}
