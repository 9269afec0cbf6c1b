import { Picture } from "../../../../web/src/games/Picture";
import type { WebEntry } from "../../../../web/src/games/types";

/** Secret numbers on the home page: three face-down numbers. */
export const entry: WebEntry = {
  picture: () => (
    <Picture label="three numbers, face down" fill="#203a2a">
      {[0, 1, 2].map((i) => (
        <rect key={i} x={45 + i * 75} y={60} width={60} height={80} rx={8} fill="#d4af37" />
      ))}
    </Picture>
  ),
};
