/** The types of the `glicko2` package (1.2.x), which ships none: the part this server uses. */
declare module "glicko2" {
  export interface Glicko2Settings {
    /** The system constant τ, constraining volatility over time (0.3 to 1.2; 0.5 by default). */
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
    volatility_algorithm?:
      | "oldprocedure"
      | "newprocedure"
      | "newprocedure_mod"
      | "oldprocedure_simple";
  }

  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }

  /** A match: two players and the first one's score (1 win, 0.5 draw, 0 loss). */
  export type Match = [Player, Player, number];

  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** One rating period: every player's rating from these matches (none: the deviation grows). */
    updateRatings(matches: Match[]): void;
  }

  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
