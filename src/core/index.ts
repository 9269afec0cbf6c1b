export * from "./engine.js";
export * from "./errors.js";
export * from "./game.js";
export * from "./json.js";
export * from "./match.js";
export * from "./options.js";
export * from "./result.js";
export * from "./rng.js";
