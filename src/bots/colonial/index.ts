export * from "./heuristic.js";
export * from "./hints.js";
export * from "./odds.js";
