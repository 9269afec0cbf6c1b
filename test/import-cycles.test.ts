/**
 * No module imports itself through others, types included: the engines, bots, packages, server
 * and web client form a graph without cycles. A cycle would tie a game's hints to the list that
 * registers them (as once it did), and its modules could no longer load on their own.
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

/** Static `import … from` and `export … from` (with `type` or not) of the repository's own modules. */
const importFrom =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?["'](\.[^"']*)["']/g;

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

it("has no import cycles in src/ and web/src/", () => {
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
  // The reading of imports works: the package list reaches every game's package.
  expect(graph.get(join(root, "src/packages/index.ts"))).toContain(
    join(root, "src/packages/colonial.ts"),
  );
  expect(cycles(graph).map((c) => c.map((f) => relative(root, f)))).toEqual([]);
});
