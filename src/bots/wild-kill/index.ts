export * from "./heuristic.js";
