// Worker threads do not inherit vitest's TypeScript loader; tests that hand workers a toy game
// written in TypeScript start them with `--import` of this file.
import { register } from "tsx/esm/api";

register();
