/**
 * The home page's script (the entry chunk of the web build) carries no game engine, bot or
 * betting table: those load with the page that runs them (a table, a replay, an adviser, the
 * odds tools). Built here, not read from web/dist, so the check is of the code as it is now.
 */
import { join } from "node:path";
import { build, type Rollup } from "vite";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");

/**
 * Code the home page must not load. `src/bots/difficulty.ts` is the difficulties' words only
 * (no imports, no bot), shared so Play now names them as the CLI does.
 */
const engineCode = /\/src\/(games|betting|bots|analysis)\//;
const wordsOnly = new Set([join(root, "src/bots/difficulty.ts")]);

async function entryModules(): Promise<string[]> {
  const out = await build({
    configFile: join(root, "web/vite.config.ts"),
    logLevel: "silent",
    build: { write: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[];
  const entries = outputs
    .flatMap((o) => o.output)
    .filter((c): c is Rollup.OutputChunk => c.type === "chunk" && c.isEntry);
  expect(entries.map((c) => c.name)).toEqual(["index"]);
  return entries[0]!.moduleIds;
}

describe("the home page's script", () => {
  test("loads no engine, bot or betting code", async () => {
    const modules = await entryModules();
    // The check is worth something only if it sees the pages the home page does draw.
    expect(modules.some((m) => m.endsWith("web/src/pages/HomePage.tsx"))).toBe(true);
    const engines = modules
      .filter((m) => engineCode.test(m) && !wordsOnly.has(m))
      .map((m) => m.slice(root.length + 1));
    expect(engines).toEqual([]);
  });
});
