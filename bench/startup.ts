/**
 * `npm run bench -- startup [runs]` (after `npm run build`): how long `pyramids play` takes to put
 * the table's first line on screen, and to reach the first prompt, against the peer of a bare
 * `node` start in the same run (wall time, median of the runs, runs interleaved so the machine's
 * load falls on both alike).
 */
import { spawn } from "node:child_process";

const runs = Number(process.argv[3] ?? 7);

/** Milliseconds from spawn until stdout shows `first` and then `prompt` (or the process ends). */
function timed(args: string[], first: string, prompt: string): Promise<[number, number]> {
  return new Promise((done, fail) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { env: { ...process.env, NO_COLOR: "1" } });
    let out = "";
    let seen = 0;
    child.stdout.on("data", (d) => {
      out += String(d);
      if (!seen && out.includes(first)) seen = performance.now() - start;
      if (out.includes(prompt)) child.stdin.end("quit\n");
    });
    child.on("error", fail);
    child.on("close", () => {
      const end = performance.now() - start;
      done([seen || end, end]);
    });
  });
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const node: number[] = [];
const first: number[] = [];
const prompt: number[] = [];
for (let i = 0; i < runs; i++) {
  node.push((await timed(["-e", "process.stdout.write('x')"], "x", "x"))[1]);
  const [line, end] = await timed(
    ["dist/cli/main.js", "play", "tyramid", "--seed", "bench", "--save", "/dev/null"],
    "Tyramid — 2 players",
    "your move> ",
  );
  first.push(line);
  prompt.push(end);
}
const peer = median(node);
const row = (what: string, ms: number) =>
  `${what.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms   ${(ms / peer).toFixed(1).padStart(5)}× bare node`;
process.stdout.write(
  [
    `pyramids play tyramid, median of ${runs} runs (wall time)`,
    row("bare node start (the peer)", peer),
    row("first line of the table", median(first)),
    row("first prompt, then quit", median(prompt)),
  ].join("\n") + "\n",
);
