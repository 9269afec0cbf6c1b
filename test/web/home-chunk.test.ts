/**
 * The home page's script (the entry chunk of the web build) carries no game engine, bot or
 * betting table: those load with the page that runs them (a table, a replay, an adviser, the
 * odds tools). Built here, not read from web/dist, so the check is of the code as it is now.
 */
import { join, relative } from "node:path";
import { build, type Rollup } from "vite";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");

/**
 * Code the home page must not load. Words and plain data it may: `src/bots/difficulty.ts` (the
 * difficulties' words, shared so Play now names them as the CLI does) and each game's catalogue
 * entry (`src/games/entry.ts`, `src/games/<id>/entry.ts`: name, player counts and blurb, importing
 * nothing but types), listed with a loader of its package in the one list of games
 * (`src/packages/list.ts`), whose packages the home page never loads.
 */
const engineFolder = /^src\/(games|betting|bots|analysis|packages|players)\//;
const isEngineCode = (m: string) => engineFolder.test(relative(root, m));
const wordsOnlyFiles = new Set(
  ["src/bots/difficulty.ts", "src/packages/list.ts", "src/games/entry.ts"].map((f) =>
    join(root, f),
  ),
);
const catalogueEntry = /\/src\/games\/[a-z-]+\/entry\.ts$/;
const wordsOnly = (m: string) => wordsOnlyFiles.has(m) || catalogueEntry.test(m);

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
      .filter((m) => isEngineCode(m) && !wordsOnly(m))
      .map((m) => m.slice(root.length + 1));
    expect(engines).toEqual([]);
  });
});
