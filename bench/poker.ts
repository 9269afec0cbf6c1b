/**
 * `npm run bench -- poker [seconds]`: random 7-card and 5-card high hands per second, ours against
 * the npm evaluators people would otherwise pick (phe, poker-evaluator, pokersolver), all in this
 * run, the three 7-card low orders beside our high evaluator, and the constrained Three-sided
 * hand (best of 2–4 hole cards + 1–3 of a side, over three sides) against phe evaluating the same
 * 63 five-card hands.
 *
 * Rates are per second of this process's CPU time (one core), not of wall-clock time, so that
 * other work on a shared machine does not count against anyone. Each contestant runs in several
 * short rounds, interleaved with the others, and keeps its best round (the least disturbed one). Every contestant
 * evaluates the same pre-dealt hands and the results feed a checksum, so no work is optimised away.
 */
import { createRequire } from "node:module";
import {
  evaluateBestOf,
  evaluateHigh,
  evaluateHigh5,
  evaluateHigh7,
  evaluateLow,
  type LowOrder,
  THREE_SIDED,
} from "../src/cards/poker/index.js";
import { formatCard } from "../src/cards/standard.js";
import { Rng } from "../src/core/rng.js";

const require = createRequire(import.meta.url);
const phe = require("phe") as { evaluateCardCodes(codes: number[]): number };
const phe7 = require("phe/lib/evaluator7") as (...cards: number[]) => number;
const phe5 = require("phe/lib/evaluator5") as (...cards: number[]) => number;
const pokerEvaluator = require("poker-evaluator") as {
  evalHand(cards: number[]): { value: number };
};
const pokersolver = require("pokersolver") as {
  Hand: { solve(cards: string[]): { rank: number } };
};

const seconds = Number(process.argv[3] ?? 0.4);
const ROUNDS = 5;
const HANDS = 1 << 18;

function deal(size: number, count: number): Uint8Array {
  const rng = Rng.fromSeed(`bench ${size}`);
  const out = new Uint8Array(count * size);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let h = 0; h < count; h++) {
    for (let k = 0; k < size; k++) {
      const j = k + rng.int(52 - k);
      const t = deck[k]!;
      deck[k] = deck[j]!;
      deck[j] = t;
      out[h * size + k] = deck[k]!;
    }
  }
  return out;
}

/** phe numbers suits s, h, d, c; ours c, d, h, s. poker-evaluator numbers cards from 1. */
const toPhe = (c: number) => (c & ~3) | (3 - (c & 3));
const toPE = (c: number) => c + 1;

interface Contestant {
  name: string;
  /** Evaluates hands [from, from + n) of the set; returns a checksum. */
  run(from: number, n: number): number;
  /** How many hands one call should do (slow peers get fewer). */
  batch: number;
}

function measure(contestants: Contestant[], total: number): Map<string, number> {
  const best = new Map<string, number>();
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of contestants) {
      let done = 0;
      let from = 0;
      const start = process.cpuUsage();
      let elapsed = 0;
      while (elapsed < seconds * 1e6) {
        sink ^= c.run(from, c.batch);
        done += c.batch;
        from = (from + c.batch) % (total - c.batch + 1);
        const used = process.cpuUsage(start);
        elapsed = used.user + used.system;
      }
      const rate = done / (elapsed / 1e6);
      if (rate > (best.get(c.name) ?? 0)) best.set(c.name, rate);
    }
  }
  if (sink === 0.5) process.stdout.write(""); // keep the checksum alive
  return best;
}

function table(title: string, rates: Map<string, number>, ours: string): void {
  const mine = rates.get(ours)!;
  process.stdout.write(`\n${title}\n`);
  process.stdout.write(`| evaluator | evaluations/s | ours ÷ this |\n| --- | ---: | ---: |\n`);
  for (const [name, rate] of rates) {
    const ratio = name === ours ? "—" : `${(mine / rate).toFixed(2)}×`;
    const shown = rate >= 1e6 ? `${(rate / 1e6).toFixed(2)} M` : `${(rate / 1e3).toFixed(1)} k`;
    process.stdout.write(`| ${name} | ${shown} | ${ratio} |\n`);
  }
}

// Seven cards.
{
  const hands = deal(7, HANDS);
  const pheCodes = Array.from({ length: HANDS }, (_, h) =>
    Array.from(hands.subarray(h * 7, h * 7 + 7), toPhe),
  );
  const peCards = Array.from({ length: HANDS }, (_, h) =>
    Array.from(hands.subarray(h * 7, h * 7 + 7), toPE),
  );
  const strings = Array.from({ length: 4096 }, (_, h) =>
    Array.from(hands.subarray(h * 7, h * 7 + 7), formatCard),
  );
  const arrays = Array.from({ length: HANDS }, (_, h) => hands.subarray(h * 7, h * 7 + 7));
  const rates = measure(
    [
      {
        name: "pyramids evaluateHigh7 (7 arguments)",
        batch: 65536,
        run(from, n) {
          let x = 0;
          for (let h = from, o = from * 7; h < from + n; h++, o += 7)
            x ^= evaluateHigh7(
              hands[o]!,
              hands[o + 1]!,
              hands[o + 2]!,
              hands[o + 3]!,
              hands[o + 4]!,
              hands[o + 5]!,
              hands[o + 6]!,
            );
          return x;
        },
      },
      {
        name: "pyramids evaluateHigh (array)",
        batch: 65536,
        run(from, n) {
          let x = 0;
          for (let h = from; h < from + n; h++) x ^= evaluateHigh(arrays[h]!);
          return x;
        },
      },
      {
        name: "phe evaluate_7_cards (internal, 7 arguments)",
        batch: 65536,
        run(from, n) {
          let x = 0;
          for (let h = from, o = from * 7; h < from + n; h++, o += 7)
            x ^= phe7(
              toPhe(hands[o]!),
              toPhe(hands[o + 1]!),
              toPhe(hands[o + 2]!),
              toPhe(hands[o + 3]!),
              toPhe(hands[o + 4]!),
              toPhe(hands[o + 5]!),
              toPhe(hands[o + 6]!),
            );
          return x;
        },
      },
      {
        name: "phe evaluateCardCodes (array)",
        batch: 65536,
        run(from, n) {
          let x = 0;
          for (let h = from; h < from + n; h++) x ^= phe.evaluateCardCodes(pheCodes[h]!);
          return x;
        },
      },
      {
        name: "poker-evaluator evalHand (2+2 table)",
        batch: 16384,
        run(from, n) {
          let x = 0;
          for (let h = from; h < from + n; h++) x ^= pokerEvaluator.evalHand(peCards[h]!).value;
          return x;
        },
      },
      {
        name: "pokersolver Hand.solve",
        batch: 256,
        run(from, n) {
          let x = 0;
          for (let h = from; h < from + n; h++)
            x ^= pokersolver.Hand.solve(strings[h % 4096]!).rank;
          return x;
        },
      },
    ],
    HANDS,
  );
  table("Random 7-card high hands", rates, "pyramids evaluateHigh7 (7 arguments)");
}

// Seven-card lows, beside the high evaluator on the same hands (the ratio is ace-to-five's rate
// over each row's: ace-to-six and deuce-to-seven must stay within 2×).
{
  const hands = deal(7, HANDS);
  const arrays = Array.from({ length: HANDS }, (_, h) => hands.subarray(h * 7, h * 7 + 7));
  const lowOf = (order: LowOrder): Contestant => ({
    name: `pyramids evaluateLow ${order} (array)`,
    batch: 65536,
    run(from, n) {
      let x = 0;
      for (let h = from; h < from + n; h++) x ^= evaluateLow(arrays[h]!, order);
      return x;
    },
  });
  const rates = measure(
    [
      lowOf("ace-to-five"),
      lowOf("ace-to-six"),
      lowOf("deuce-to-seven"),
      {
        name: "pyramids evaluateHigh (array)",
        batch: 65536,
        run(from, n) {
          let x = 0;
          for (let h = from; h < from + n; h++) x ^= evaluateHigh(arrays[h]!);
          return x;
        },
      },
    ],
    HANDS,
  );
  table("Random 7-card lows", rates, "pyramids evaluateLow ace-to-five (array)");
}

// Five cards.
{
  const hands = deal(5, HANDS);
  const pheCodes = Array.from({ length: HANDS }, (_, h) =>
    Array.from(hands.subarray(h * 5, h * 5 + 5), toPhe),
  );
  const peCards = Array.from({ length: HANDS }, (_, h) =>
    Array.from(hands.subarray(h * 5, h * 5 + 5), toPE),
  );
  const strings = Array.from({ length: 4096 }, (_, h) =>
    Array.from(hands.subarray(h * 5, h * 5 + 5), formatCard),
  );
  const rates = measure(
    [
      {
        name: "pyramids evaluateHigh5 (5 arguments)",
        batch: 65536,
        run(from, n) {
          let x = 0;
          for (let h = from, o = from * 5; h < from + n; h++, o += 5)
            x ^= evaluateHigh5(
              hands[o]!,
              hands[o + 1]!,
              hands[o + 2]!,
              hands[o + 3]!,
              hands[o + 4]!,
            );
          return x;
        },
      },
      {
        name: "phe evaluate_5_cards (internal, 5 arguments)",
        batch: 65536,
        run(from, n) {
          let x = 0;
          for (let h = from, o = from * 5; h < from + n; h++, o += 5)
            x ^= phe5(
              toPhe(hands[o]!),
              toPhe(hands[o + 1]!),
              toPhe(hands[o + 2]!),
              toPhe(hands[o + 3]!),
              toPhe(hands[o + 4]!),
            );
          return x;
        },
      },
      {
        name: "phe evaluateCardCodes (array)",
        batch: 65536,
        run(from, n) {
          let x = 0;
          for (let h = from; h < from + n; h++) x ^= phe.evaluateCardCodes(pheCodes[h]!);
          return x;
        },
      },
      {
        name: "poker-evaluator evalHand (2+2 table)",
        batch: 16384,
        run(from, n) {
          let x = 0;
          for (let h = from; h < from + n; h++) x ^= pokerEvaluator.evalHand(peCards[h]!).value;
          return x;
        },
      },
      {
        name: "pokersolver Hand.solve",
        batch: 256,
        run(from, n) {
          let x = 0;
          for (let h = from; h < from + n; h++)
            x ^= pokersolver.Hand.solve(strings[h % 4096]!).rank;
          return x;
        },
      },
    ],
    HANDS,
  );
  table("Random 5-card high hands", rates, "pyramids evaluateHigh5 (5 arguments)");
}

// Three-sided: 4 hole cards and a six-card pyramid whose three sides share corners.
{
  const count = 1 << 15;
  const deals = deal(10, count);
  // Board positions in turn-up order 1..6 sit at deal offsets 4..9; sides: 4-3-6, 4-1-5, 6-2-5.
  const SIDES = [
    [4 + 3, 4 + 2, 4 + 5],
    [4 + 3, 4 + 0, 4 + 4],
    [4 + 5, 4 + 1, 4 + 4],
  ];
  const holes = Array.from({ length: count }, (_, d) => deals.subarray(d * 10, d * 10 + 4));
  const sides = Array.from({ length: count }, (_, d) =>
    SIDES.map((s) => Uint8Array.from(s, (i) => deals[d * 10 + i]!)),
  );
  // The 63 five-card hands phe must rate: per side, 2-4 hole cards and the rest from the side.
  const combos: number[][] = [];
  for (let mask = 0; mask < 128; mask++) {
    const picked = [0, 1, 2, 3, 4, 5, 6].filter((i) => mask & (1 << i));
    const hole = picked.filter((i) => i < 4).length;
    if (picked.length === 5 && hole >= 2 && hole <= 4) combos.push(picked);
  }
  const rates = measure(
    [
      {
        name: "pyramids evaluateBestOf(hole, 3 sides, THREE_SIDED)",
        batch: 4096,
        run(from, n) {
          let x = 0;
          for (let d = from; d < from + n; d++)
            x ^= evaluateBestOf(holes[d]!, sides[d]!, THREE_SIDED);
          return x;
        },
      },
      {
        name: "phe over the same 63 five-card hands",
        batch: 1024,
        run(from, n) {
          let x = 0;
          const seven = [0, 0, 0, 0, 0, 0, 0];
          for (let d = from; d < from + n; d++) {
            let best = 1 << 30;
            for (const side of sides[d]!) {
              for (let i = 0; i < 4; i++) seven[i] = toPhe(holes[d]![i]!);
              for (let i = 0; i < 3; i++) seven[4 + i] = toPhe(side[i]!);
              for (const c of combos) {
                const v = phe5(
                  seven[c[0]!]!,
                  seven[c[1]!]!,
                  seven[c[2]!]!,
                  seven[c[3]!]!,
                  seven[c[4]!]!,
                );
                if (v < best) best = v;
              }
            }
            x ^= best;
          }
          return x;
        },
      },
    ],
    count,
  );
  table(
    "Three-sided constrained high hand (best over three sides)",
    rates,
    "pyramids evaluateBestOf(hole, 3 sides, THREE_SIDED)",
  );
}
process.stdout.write(
  `\nNode ${process.version}; per CPU-second of one core; best of ${ROUNDS} rounds of ${seconds} s each.\n`,
);
