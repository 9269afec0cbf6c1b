import { Picture } from "../Picture";
import type { WebEntry } from "../types";

/** What the home page shows of the game before anything of it loads: its picture. */
export const entry: WebEntry = { picture: NightPicture };

function NightPicture() {
  const names = ["Three-sided", "Wild/Kill", "Colonial"];
  return (
    <Picture label="three pyramids, one table" fill="#2b2440">
      {names.map((name, i) => (
        <g key={name} transform={`translate(${20 + i * 90} 40)`}>
          <polygon points="40,0 80,90 0,90" fill={["#c9a227", "#b33a3a", "#3a7bb3"][i]} />
          <text x="40" y="115" textAnchor="middle" fill="#f3e9c6" fontSize="14">
            {name}
          </text>
        </g>
      ))}
    </Picture>
  );
}
