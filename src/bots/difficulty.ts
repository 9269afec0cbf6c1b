/**
 * Opponents by difficulty, for people choosing one (`--bots easy`, the web client's Play now and
 * Create table): each is one of the bots with a budget. `normal` and `hard` are the search with
 * each game's iterations calibrated for about 0.1 s and 1 s a move on an idle core (docs/bots.md
 * measures them against `easy`), so a level is as strong on a busy server as on an idle one.
 * Kept free of imports so the web client can show the same words.
 */
export const difficulties = {
  easy: { spec: "heuristic", says: "rules of thumb (the heuristic bot), moves at once" },
  normal: { spec: "ismcts:normal", says: "a search (ismcts), about 0.1 s a move" },
  hard: { spec: "ismcts:hard", says: "a search (ismcts), about 1 s a move" },
} as const satisfies Record<string, { spec: string; says: string }>;

export type Difficulty = keyof typeof difficulties;

export const difficultyNames = Object.keys(difficulties) as Difficulty[];

export function isDifficulty(name: string): name is Difficulty {
  return Object.hasOwn(difficulties, name);
}
