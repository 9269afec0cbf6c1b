/**
 * Secret numbers as a package: the engine and its entry, no bots of its own (every bot level
 * plays it, `easy` at random). `packages` is what `pyramids serve --games` and the conformance
 * tests' `PYRAMIDS_GAMES` read.
 */
import { gamePackage } from "../../../src/packages/package.js";
import { secretNumbers, secretNumbersEntry } from "./game.js";

const secretNumbersPackage = gamePackage({ entry: secretNumbersEntry, game: secretNumbers });
export default secretNumbersPackage;
export const packages = [secretNumbersPackage];
