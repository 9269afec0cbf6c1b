/**
 * The CLI's commands other than `serve` and `admin` never load the server (fastify, the database
 * drivers, redis): loading them costs over a second of CPU on every `pyramids list`. A module
 * resolution hook in the child process names every module it loads.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const hooks = `export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  process.stderr.write("loaded " + r.url + "\\n");
  return r;
}`;
const registration = `import { register } from "node:module";
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;

/** The modules a `pyramids` run loads, as URLs. */
function loaded(args: string[]): string[] {
  const r = spawnSync(
    process.execPath,
    [
      "--import",
      `data:text/javascript,${encodeURIComponent(registration)}`,
      "dist/cli/main.js",
      ...args,
    ],
    { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
  );
  expect(r.status, r.stderr).toBe(0);
  return r.stderr
    .split("\n")
    .filter((l) => l.startsWith("loaded "))
    .map((l) => l.slice("loaded ".length));
}

const server =
  /\/dist\/server\/|\/node_modules\/(fastify|@fastify|pg|ioredis|kysely|better-sqlite3)\//;

const dir = mkdtempSync(join(tmpdir(), "pyramids-cli-load-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the CLI's modules", () => {
  it("loads no server module for the commands that start no server", () => {
    for (const args of [
      ["list"],
      ["eval", "poker", "As", "Ks", "Qs", "Js", "Ts"],
      ["tic", "--help"],
    ]) {
      const urls = loaded(args);
      expect(urls.some((u) => u.endsWith("/dist/cli/program.js"))).toBe(true);
      expect(urls.filter((u) => server.test(u))).toEqual([]);
    }
  });
  it("loads the server's modules for admin", () => {
    const urls = loaded(["admin", "tables", "--db", join(dir, "t.db")]);
    expect(urls.some((u) => server.test(u))).toBe(true);
  });
});
