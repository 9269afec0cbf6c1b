/**
 * `npm run bench -- colonial-advice [hands]`: the Colonial discard adviser's speed, ms per hand,
 * for the exact class tables alone and with the win chances (3 opponents), over random dealt
 * hands. Peer: the same class table by brute force over physical cards (every set of unseen
 * cards, no grouping of interchangeable ones), on a few hands since it is slow; its results
 * are checked equal to ours. Times are CPU time of this process (user + system), so other work
 * on a shared machine distorts them less than wall time would.
 */
import { adviseColonial } from "../src/analysis/colonial-advice.js";
import { type ColonialCard, newDeck, sortCards } from "../src/cards/colonial.js";
import { classOfRank, HAND_CLASSES, rankHand } from "../src/cards/colonial-eval.js";
import { Rng } from "../src/core/rng.js";

const hands = Number(process.argv[3] ?? 200);

/** CPU milliseconds (user + system) used by this process so far. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
const rng = Rng.fromInt(2026);

function deal(size: number): ColonialCard[] {
  return sortCards(rng.shuffle(newDeck("standard")).slice(0, size));
}

function msPerHand(size: number, winChances: boolean, n: number): number {
  const dealt = Array.from({ length: n }, () => deal(size));
  const start = cpuMs();
  for (const hand of dealt) {
    const r = adviseColonial({ hand, opponents: 3, winChances });
    if (!r.ok) throw new Error(r.error);
  }
  return (cpuMs() - start) / n;
}

/** Every k-subset of the unseen cards, each evaluated: the class table the slow way. */
function bruteForce(hand: readonly ColonialCard[]): Map<string, number[]> {
  const deck = newDeck("standard");
  for (const c of hand) deck.splice(deck.indexOf(c), 1);
  const out = new Map<string, number[]>();
  const r = adviseColonial({ hand, winChances: false });
  if (!r.ok) throw new Error(r.error);
  for (const o of r.value.options) {
    const counts = new Array<number>(HAND_CLASSES.length).fill(0);
    const m = o.discard.length;
    let total = 0;
    const pick: ColonialCard[] = [];
    const walk = (from: number) => {
      if (pick.length === m) {
        counts[classOfRank(rankHand([...o.keep, ...pick])).index]!++;
        total++;
        return;
      }
      for (let i = from; i < deck.length; i++) {
        pick.push(deck[i]!);
        walk(i + 1);
        pick.pop();
      }
    };
    walk(0);
    out.set(
      o.discard.join(" "),
      counts.map((c) => c / total),
    );
  }
  return out;
}

msPerHand(6, true, 20); // warm up
const classes6 = msPerHand(6, false, hands);
const full6 = msPerHand(6, true, hands);
const classes8 = msPerHand(8, false, Math.ceil(hands / 4));
const full8 = msPerHand(8, true, Math.ceil(hands / 4));

const peerHands = [deal(6), deal(6)];
let peerMs = 0;
let oursMs = 0;
for (const hand of peerHands) {
  let t = cpuMs();
  const slow = bruteForce(hand);
  peerMs += cpuMs() - t;
  t = cpuMs();
  const r = adviseColonial({ hand, winChances: false });
  oursMs += cpuMs() - t;
  if (!r.ok) throw new Error(r.error);
  for (const o of r.value.options) {
    const want = slow.get(o.discard.join(" "))!;
    o.classes.forEach((p, i) => {
      if (Math.abs(p - want[i]!) > 1e-12)
        throw new Error(`Disagreement on ${hand.join(" ")} discarding ${o.discard.join(" ")}`);
    });
  }
}
peerMs /= peerHands.length;
oursMs /= peerHands.length;

const f = (x: number) => x.toFixed(1).padStart(8);
process.stdout.write(
  [
    `Colonial discard adviser, ${hands} random hands (standard deck, max discard 4):`,
    `  6 cards: class tables ${f(classes6)} ms/hand   with win chances (3 opponents) ${f(full6)} ms/hand`,
    `  8 cards: class tables ${f(classes8)} ms/hand   with win chances (3 opponents) ${f(full8)} ms/hand`,
    `  peer (every set of physical cards, ${peerHands.length} hands): ${f(peerMs)} ms/hand vs ours ${f(oursMs)} ms/hand — ${(peerMs / oursMs).toFixed(0)}× (same tables)`,
    "",
  ].join("\n"),
);
