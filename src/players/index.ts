/**
 * The registered games' players: the bots by name for a registry's games (`bots.ts`), tournaments
 * between them (`tournament.ts`) and on worker threads (`threads.ts`, which need Node). This layer
 * sits above the packages it reads; the bots' algorithms below it know no registry.
 */
export * from "./bots.js";
export * from "./tournament.js";
