/** `pyramids serve`'s first lines: a person at a terminal reads where to go, a collector gets JSON. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const running: ChildProcess[] = [];
afterEach(() => {
  for (const c of running.splice(0)) c.kill("SIGTERM");
});

/** Starts the built server on a free port and returns its stdout once it has logged `upTo`. */
async function firstLines(env: Record<string, string>, upTo: RegExp): Promise<string> {
  const db = join(mkdtempSync(join(tmpdir(), "serve-")), "pyramids.db");
  const { LOG_FORMAT: _, ...base } = process.env;
  const child = spawn(
    process.execPath,
    ["dist/cli/main.js", "serve", "--port", "0", "--host", "127.0.0.1", "--db", db],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...base, LOG_LEVEL: "info", ...env } },
  );
  running.push(child);
  let out = "";
  return await new Promise((done, failed) => {
    child.stdout!.on("data", (d) => {
      out += String(d);
      if (upTo.test(out)) done(out);
    });
    let err = "";
    child.stderr!.on("data", (d) => (err += String(d)));
    child.on("exit", (code) => failed(new Error(`serve exited ${code}: ${out}${err}`)));
  });
}

describe("pyramids serve", () => {
  it("says where to open the game and which file keeps it, then logs readable lines", async () => {
    const out = await firstLines({ LOG_FORMAT: "pretty" }, /server listening/);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^Pyramids is ready: open http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines[1]).toMatch(/^Games are saved in the SQLite file \/.*pyramids\.db\./);
    expect(out).toMatch(/^\d\d:\d\d:\d\d INFO {2}pyramids server listening port=\d+ db=/m);
    expect(out).not.toContain('{"level"');
  });

  it("logs JSON lines alone when stdout is not a terminal", async () => {
    const out = await firstLines({}, /server listening/);
    expect(out).not.toContain("Pyramids is ready");
    const records = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records.map((r) => r.msg)).toContain("pyramids server listening");
  });

  it("refuses an unknown LOG_FORMAT", async () => {
    await expect(firstLines({ LOG_FORMAT: "fancy" }, /listening/)).rejects.toThrow(
      /LOG_FORMAT is json or pretty, not "fancy"/,
    );
  });
});
