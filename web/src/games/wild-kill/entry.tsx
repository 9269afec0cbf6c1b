import { StandardCardFace } from "../../cards/StandardCard";
import { centred, Picture } from "../Picture";
import type { WebEntry } from "../types";

/** What the home page shows of the game before anything of it loads: its picture and its extra page. */
export const entry: WebEntry = { picture: WildKillPicture, odds: "Odds calculator" };

function WildKillPicture() {
  const rows: { cards: string[]; y: number; wild?: boolean; struck?: boolean }[] = [
    { cards: ["7h", "Jc"], y: 6, wild: true },
    { cards: ["As", "Qd", "9h"], y: 68 },
    { cards: ["3c", "8d", "Ks", "5h"], y: 130, struck: true },
  ];
  return (
    <Picture label="a wild row, a shared row and a kill row" fill="#4a1d2c">
      {rows.map((row) =>
        row.cards.map((c, i) => (
          <StandardCardFace
            key={c}
            card={c}
            width={44}
            x={centred(row.cards.length, 50, i) + 3}
            y={row.y}
            wild={row.wild}
            struck={row.struck}
          />
        )),
      )}
    </Picture>
  );
}
