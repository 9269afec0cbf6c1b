/**
 * A million random seven-card hands ranked by ours and by phe (a port of HenryRLee's
 * PokerHandEvaluator, a dev dependency): the same order and the same ties.
 */
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { sameOrder } from "../../../test/poker/oracle.js";
import { Rng } from "../../core/rng.js";
import { evaluateHigh7 } from "./index.js";

const require = createRequire(import.meta.url);
const phe = require("phe") as { evaluateCardCodes(codes: number[]): number };

/** phe numbers cards rank * 4 + suit with suits s, h, d, c = 0..3; ours are c, d, h, s. */
function toPhe(card: number): number {
  return (card & ~3) | (3 - (card & 3));
}

it("ranks a million random seven-card hands exactly as phe does", () => {
  const rng = Rng.fromSeed("differential");
  const n = 1_000_000;
  const ours = new Int32Array(n);
  const theirs = new Int32Array(n);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const codes = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    // A partial Fisher-Yates: seven distinct cards.
    for (let k = 0; k < 7; k++) {
      const j = k + rng.int(52 - k);
      const t = deck[k]!;
      deck[k] = deck[j]!;
      deck[j] = t;
      codes[k] = toPhe(deck[k]!);
    }
    ours[i] = evaluateHigh7(deck[0]!, deck[1]!, deck[2]!, deck[3]!, deck[4]!, deck[5]!, deck[6]!);
    // phe: smaller is better, so negate it to compare in one direction.
    theirs[i] = -phe.evaluateCardCodes(codes);
  }
  expect(sameOrder(Array.from(ours), Array.from(theirs))).toBeNull();
});
