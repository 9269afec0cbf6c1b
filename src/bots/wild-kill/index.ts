export * from "./heuristic.js";
export * from "./hints.js";
