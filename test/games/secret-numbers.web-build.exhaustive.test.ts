/**
 * Secret numbers joins the web build as a contributor would add it: in a copy of the project, its
 * engine goes to `src/games/secret-numbers/`, its package to `src/packages/`, its web module to
 * `web/src/games/secret-numbers/`, and one line joins it to the list of games (with its entry's
 * import). The web client is then type-checked and built with Vite, and the built app holds the
 * game: its picture on the home page and its board in the table's chunk. (The fixture's relative
 * imports are re-pointed for their new places; nothing else is edited.) Slow (a whole Vite build),
 * so it runs with the exhaustive tests.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const toy = join(root, "test/games/secret-numbers");
const copy = mkdtempSync(join(tmpdir(), "pyramids-web-build-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Where each fixture file goes in the copy, as a contributor would place it. */
const places: Record<string, string> = {
  [join(toy, "game.ts")]: "src/games/secret-numbers/game.ts",
  [join(toy, "package.ts")]: "src/packages/secret-numbers.ts",
  [join(toy, "web/entry.tsx")]: "web/src/games/secret-numbers/entry.tsx",
  [join(toy, "web/index.tsx")]: "web/src/games/secret-numbers/index.tsx",
};

/** A file's relative imports, re-pointed from its fixture place to its place in the copy. */
function moved(from: string, to: string): string {
  return readFileSync(from, "utf8").replace(
    /(from\s+|import\()"(\.{1,2}\/[^"]+)"/g,
    (_all, lead: string, spec: string) => {
      const target = resolve(dirname(from), spec);
      const source = target.replace(/\.js$/, ".ts");
      const placed =
        places[source] ?? places[target] ?? places[target.replace(/\.js$/, ".tsx")] ?? null;
      const there = placed
        ? join(copy, placed).replace(/\.tsx?$/, spec.endsWith(".js") ? ".js" : "")
        : join(copy, relative(root, target));
      let rel = relative(dirname(join(copy, to)), there);
      if (!rel.startsWith(".")) rel = `./${rel}`;
      return `${lead}"${rel}"`;
    },
  );
}

function run(args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, args, { cwd: copy, encoding: "utf8" });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe("a game added as one folder and one line", () => {
  it("is in the web client's type-check and its Vite build", () => {
    for (const part of ["src", "web/src", "web/public", "docs"])
      cpSync(join(root, part), join(copy, part), { recursive: true });
    for (const file of [
      "package.json",
      "tsconfig.json",
      "web/index.html",
      "web/precompress.ts",
      "web/tsconfig.json",
      "web/vite.config.ts",
    ])
      cpSync(join(root, file), join(copy, file));
    symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");

    for (const [from, to] of Object.entries(places)) {
      mkdirSync(dirname(join(copy, to)), { recursive: true });
      writeFileSync(join(copy, to), moved(from, to));
    }
    // The one line (and its entry's import).
    const listFile = join(copy, "src/packages/list.ts");
    const list = readFileSync(listFile, "utf8")
      .replace(
        'import type { GamePackage } from "./package.js";',
        'import { secretNumbersEntry } from "../games/secret-numbers/game.js";\nimport type { GamePackage } from "./package.js";',
      )
      .replace(
        "] as const;",
        '  listed(secretNumbersEntry, () => import("./secret-numbers.js")),\n] as const;',
      );
    expect(list).toContain('import("./secret-numbers.js")');
    writeFileSync(listFile, list);

    const tsc = join(root, "node_modules/typescript/bin/tsc");
    const checked = run([tsc, "-p", "web/tsconfig.json"]);
    expect(checked.status, checked.out).toBe(0);

    const vite = join(root, "node_modules/vite/bin/vite.js");
    const built = run([vite, "build", "--config", "web/vite.config.ts", "--logLevel", "error"]);
    expect(built.status, built.out).toBe(0);

    const assets = join(copy, "web/dist/assets");
    const js = readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(assets, f), "utf8"));
    // The home page's picture, the catalogue's entry and the board, each in the built app.
    expect(js.some((text) => text.includes("three numbers, face down"))).toBe(true);
    expect(js.some((text) => /["'`]secret-numbers["'`]/.test(text))).toBe(true);
    expect(js.some((text) => text.includes("the highest number nobody else picked"))).toBe(true);
    expect(js.some((text) => text.includes("board secret-numbers"))).toBe(true);
  });
});
