/**
 * How `pyramids serve` ends: a port in use exits at once with one line and a non-zero code, and
 * SIGTERM while bots search stops within its grace with exit code 0, abandoning the decisions.
 */
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createTable, exited, freePort, spawnServer, sqliteDb } from "./harness.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("pyramids serve's life cycle", () => {
  it("exits with code 1 and one line when its port is in use", async () => {
    const taken: Server = createServer();
    await new Promise<void>((done) => taken.listen(0, "127.0.0.1", done));
    const port = (taken.address() as { port: number }).port;
    const db = sqliteDb();
    try {
      const child = spawn(
        process.execPath,
        [
          "dist/cli/main.js",
          "serve",
          "--host",
          "127.0.0.1",
          "--port",
          String(port),
          "--db",
          db.url,
        ],
        {
          cwd: root,
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...process.env, LOG_FORMAT: "json" },
        },
      );
      let err = "";
      child.stderr.on("data", (d) => (err += String(d)));
      // The test waits for the exit itself: a process that lingered would time the test out.
      expect(await exited(child)).toBe(1);
      expect(err).toBe(
        `pyramids: 127.0.0.1 port ${port} is in use by another process: stop it or give --port.\n`,
      );
    } finally {
      taken.close();
      await db.drop();
    }
  });

  it("stops on SIGTERM while bots search, abandoning their decisions, with exit code 0", async () => {
    const db = sqliteDb();
    const { child, url, output } = await spawnServer(db, await freePort(), ["--bot-threads", "1"]);
    try {
      // Tables of six searching bots on one search thread: decisions queue behind each other.
      for (let i = 0; i < 4; i++)
        await createTable(url, {
          game: "colonial",
          seats: 6,
          bots: Array.from({ length: 6 }, () => "ismcts"),
        });
      // Stop once a search runs and others wait (read from the server, not guessed from time).
      for (;;) {
        const { bots } = (await (await fetch(`${url}/healthz`)).json()) as {
          bots: { thinking: number; queued: number };
        };
        if (bots.thinking > 0 && bots.queued > 0) break;
      }
      child.kill("SIGTERM");
      expect(await exited(child)).toBe(0);
      expect(output()).toContain("pyramids server stopped");
      expect(output()).not.toMatch(/did not stop|bot failed|"level":50/);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await db.drop();
    }
  });
});
