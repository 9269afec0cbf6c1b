/**
 * No module imports itself through others, types and `import()` included: the engines, bots,
 * packages, server and web client form a graph without cycles. A cycle would tie a game's hints
 * to the list that registers them (as once it did), and its modules could no longer load on their
 * own. And the layers point one way: a module imports only from its own folder or the folders
 * below it in `layers` (tests may reach anywhere).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/**
 * Static `import … from` and `export … from` (with `type` or not), and `import("…")` of a path, of
 * the repository's own modules.
 */
const importFrom =
  /(?:(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?|\bimport\(\s*)["'](\.[^"']*)["']/g;

/**
 * The layers, from the bottom up; folders on one line are one layer and may import each other.
 * What registers the games (`packages`) sits above everything a game is made of, and what reads
 * the registry (`players`: the bots by name, tournaments) above that.
 */
const layers: readonly (readonly string[])[] = [
  ["src/core"],
  ["src/cards"],
  ["src/betting"],
  ["src/games"],
  ["src/bots"],
  ["src/analysis"],
  ["src/packages"],
  ["src/players"],
  ["src/cli", "src/server"],
  ["web/src"],
];

function layerOf(file: string): number {
  const path = relative(root, file);
  return layers.findIndex((folders) => folders.some((f) => path.startsWith(`${f}/`)));
}

const isTest = (file: string) => /\.(test|check)\.tsx?$|\/testing\.ts$/.test(file);

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.js$/, ".tsx"),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    base,
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The cycles of the graph: its strongly connected components of more than one module. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

function importGraph(): Map<string, string[]> {
  const files = [...sources(join(root, "src")), ...sources(join(root, "web/src"))];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const deps = [...text.matchAll(importFrom)].flatMap((m) => {
      const target = resolveImport(file, m[1]!);
      return target ? [target] : [];
    });
    graph.set(file, deps);
  }
  return graph;
}

it("has no import cycles in src/ and web/src/", () => {
  const graph = importGraph();
  // The reading of imports works: the package list reaches every game's package.
  expect(graph.get(join(root, "src/packages/list.ts"))).toContain(
    join(root, "src/packages/colonial.ts"),
  );
  expect(cycles(graph).map((c) => c.map((f) => relative(root, f)))).toEqual([]);
});

it("imports only from its own layer or those below it", () => {
  const graph = importGraph();
  // Every module is in a declared layer, so a new folder must be given its place.
  expect([...graph.keys()].filter((f) => layerOf(f) < 0).map((f) => relative(root, f))).toEqual([]);
  expect(upwards(graph)).toEqual([]);
  // The check sees an arrow that runs up, as the bots' registry once read the package list.
  const bots = join(root, "src/bots/ismcts.ts");
  const list = join(root, "src/packages/list.ts");
  expect(upwards(new Map([[bots, [list]]]))).toEqual(["src/bots/ismcts.ts → src/packages/list.ts"]);
});

function upwards(graph: Map<string, string[]>): string[] {
  return [...graph]
    .filter(([file]) => !isTest(file))
    .flatMap(([file, deps]) =>
      deps
        .filter((d) => layerOf(d) > layerOf(file))
        .map((d) => `${relative(root, file)} → ${relative(root, d)}`),
    );
}
