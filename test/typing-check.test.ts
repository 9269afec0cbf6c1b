/**
 * `web/src/games/typing.check.ts` holds lines that must not compile (`@ts-expect-error`): it
 * guards the boards' typing only while `npm run typecheck` reads it. These tests fail if the web
 * project's file set drops it, or if it loses its checks.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const checkFile = fileURLToPath(new URL("../web/src/games/typing.check.ts", import.meta.url));
const tsc = fileURLToPath(new URL("../node_modules/typescript/bin/tsc", import.meta.url));

it("is in the file set of the web project the typecheck compiles", () => {
  const script = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
    .scripts.typecheck as string;
  expect(script).toContain("tsc -p web/tsconfig.json");
  const files = execFileSync(
    process.execPath,
    [tsc, "-p", "web/tsconfig.json", "--listFilesOnly"],
    {
      cwd: root,
      encoding: "utf8",
    },
  )
    .split("\n")
    .map((f) => f.trim());
  expect(files).toContain(checkFile);
  // The toy game's web module is type-checked with the client it would join.
  expect(files).toContain(
    fileURLToPath(new URL("games/secret-numbers/web/index.tsx", import.meta.url)),
  );
});

it("keeps its lines that must not compile", () => {
  const text = readFileSync(checkFile, "utf8");
  expect(text.match(/\/\/ @ts-expect-error /g)?.length ?? 0).toBeGreaterThanOrEqual(5);
  expect(text).not.toMatch(/@ts-nocheck|@ts-ignore/);
});
