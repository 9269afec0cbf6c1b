/**
 * Betting, pots and showdowns shared by Colonial, Three-sided and Wild/Kill Pyramid. Pure
 * functions over plain-JSON `Betting` data; see README.md ("Betting module") and
 * docs/rules/betting.md for the rules as implemented.
 */
export * from "./actions.js";
export * from "./award.js";
export * from "./flow.js";
export * from "./hand.js";
export * from "./options.js";
export * from "./places.js";
export * from "./pots.js";
export * from "./rebuy.js";
export * from "./round.js";
export * from "./settlement.js";
export * from "./table.js";
export * from "./types.js";
export * from "./words.js";
