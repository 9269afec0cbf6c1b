/**
 * Bots: random, per-game heuristics and information-set MCTS. Everything here runs in any
 * JavaScript host and knows no registry: the bots by name for a registry's games, tournaments and
 * their worker threads live a layer up, in `src/players`.
 */
export * from "./budget.js";
export * from "./difficulty.js";
export * from "./hints.js";
export * from "./ismcts.js";
export * from "./ismcts-spec.js";
export * from "./random.js";
export * from "./stats.js";
