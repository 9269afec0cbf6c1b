/**
 * Bots: random, per-game heuristics and information-set MCTS, and tournaments between them.
 * Everything here runs in any JavaScript host. The worker-thread parts (all-core tournaments and
 * the pool the server thinks with) need Node and live in `threads.ts` and `pool.ts`.
 */
export * from "./budget.js";
export * from "./difficulty.js";
export * from "./hints.js";
export * from "./ismcts.js";
export * from "./ismcts-spec.js";
export * from "./random.js";
export * from "./registry.js";
export * from "./stats.js";
export * from "./tournament.js";
