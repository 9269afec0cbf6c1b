/**
 * Which ranks are wild and which are killed at a Wild/Kill table, from its turned rows. A rank
 * that is both is one or the other by the table's `wildKilled` option (docs/rules/wild-kill.md):
 * "killed" (the default) kills it and it is not wild; "wild" keeps it wild and it is not killed.
 */
export interface RankMarks {
  wild(rank: number): boolean;
  killed(rank: number): boolean;
}

export function rankMarks(
  wildRow: readonly number[],
  killRow: readonly number[],
  wildKilled: "killed" | "wild" = "killed",
): RankMarks {
  const wilds = new Set(wildRow);
  const kills = new Set(killRow);
  const wildWins = wildKilled === "wild";
  return {
    wild: (r) => wilds.has(r) && (wildWins || !kills.has(r)),
    killed: (r) => kills.has(r) && !(wildWins && wilds.has(r)),
  };
}
