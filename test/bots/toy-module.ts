import { makeToy } from "../conformance/toys.js";

/** The toy game as a module a worker thread can load (see register-tsx.mjs). */
export const toyModule = {
  url: new URL("../conformance/toys.ts", import.meta.url).href,
  name: "makeToy",
};
export const toyExecArgv = ["--import", new URL("./register-tsx.mjs", import.meta.url).href];
export const toy = makeToy();
