/** Extra games for server tests: the conformance toy, served beside whatever the registry holds. */
import { makeToy } from "../conformance/toys.js";

export const games = [makeToy()];
