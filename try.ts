import { adviseTyramid } from "./src/analysis/tyramid-advice.ts";
import { tyramid } from "./src/games/tyramid/index.ts";
import { randomPlayer } from "./src/bots/random.ts";
import { Rng } from "./src/core/rng.ts";
const o = tyramid.options.parse({});
let s = tyramid.setup(o, 3, "x1");
const rng = Rng.fromInt(3);
for (let i = 0; i < Number(process.argv[2]); i++) { const seat = tyramid.toAct(s)[0]; const r = tyramid.apply(s, seat, rng.pick(tyramid.legalActions(s, seat))); if (!r.ok) throw 0; s = r.value.state; }
const seat = tyramid.toAct(s)[0];
const t0 = performance.now();
const a = adviseTyramid(tyramid.view(s, seat), { iterations: 2000 });
console.log(performance.now() - t0, "ms");
if (!a.ok) console.log(a.error); else for (const m of a.value.moves) console.log(m.text, m.immediate?.total, m.visits, m.value.toFixed(2));
