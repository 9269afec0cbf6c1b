/**
 * Opponents by difficulty, for people choosing one (`--bots easy`, the web client's Play now and
 * Create table): each is one of the bots with a budget. `normal` is the search measured above
 * every game's heuristic in docs/bots.md; `hard` is the same search at the default budget.
 * Kept free of imports so the web client can show the same words.
 */
export const difficulties = {
  easy: { spec: "heuristic", says: "rules of thumb (the heuristic bot), moves at once" },
  normal: { spec: "ismcts:100ms", says: "a search (ismcts), 0.1 s a move" },
  hard: { spec: "ismcts", says: "a search (ismcts), 1,000 iterations or 1 s a move" },
} as const satisfies Record<string, { spec: string; says: string }>;

export type Difficulty = keyof typeof difficulties;

export const difficultyNames = Object.keys(difficulties) as Difficulty[];

export function isDifficulty(name: string): name is Difficulty {
  return Object.hasOwn(difficulties, name);
}
