import { StandardBack, StandardCardFace } from "../../cards/StandardCard";
import { centred, Picture } from "../Picture";
import type { WebEntry } from "../types";

/** What the home page shows of the game before anything of it loads: its picture. */
export const entry: WebEntry = { picture: PokerPicture };

function PokerPicture() {
  // Some tiles face this side (their faces show), the rest face the far side (backs with arrows).
  const faces: Record<string, string> = {
    "0-0": "Ah",
    "0-2": "Kh",
    "0-4": "Qh",
    "0-5": "Jh",
    "1-1": "7c",
    "1-4": "Th",
    "2-2": "9s",
    "3-1": "Jk",
  };
  return (
    <Picture label="a pyramid of poker tiles" fill="#3b2a1a">
      {[0, 1, 2, 3].map((level) => {
        const n = 7 - level;
        return Array.from({ length: n }, (_, i) => {
          const x = centred(n, 38, i);
          const y = 140 - level * 42;
          const face = faces[`${level}-${i}`];
          return face ? (
            <StandardCardFace key={`${level}-${i}`} card={face} tile width={36} x={x} y={y} />
          ) : (
            <StandardBack
              key={`${level}-${i}`}
              tile
              width={36}
              x={x}
              y={y}
              facing={{ arrow: (i + level) % 2 ? "up" : "down", label: "" }}
            />
          );
        });
      })}
    </Picture>
  );
}
