/** `pyramids admin accounts` and `pyramids admin disable <name>` on a real server's database. */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Every sign-up is a real scrypt hash (128 MiB, about a second on a busy machine), and the killed
// server's test starts three processes: room for a loaded machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

import type { RunningServer } from "../../src/server/server.js";
import { Player } from "./accounts-harness.js";
import { sqliteDb, startTestServer, type TestDb } from "./harness.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

function admin(db: TestDb, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "src/cli/main.ts", "admin", ...args, "--db", db.url],
      { cwd: root, encoding: "utf8" },
      (e, out, err) => done({ code: e ? Number(e.code ?? 1) : 0, out, err }),
    );
  });
}

describe("pyramids admin for accounts", () => {
  let db: TestDb;
  let server: RunningServer;
  beforeAll(async () => {
    db = sqliteDb();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it("lists the accounts, and disabling one ends its sessions and its sign-ins", async () => {
    const ada = await Player.signUp(server.url, "Ada", "ada's password");
    await Player.signUp(server.url, "Bo");
    const listed = JSON.parse((await admin(db, "accounts", "--json")).out);
    expect(listed.map((a: { name: string }) => a.name)).toEqual(["Ada", "Bo"]);
    expect(listed[0]).toMatchObject({ password: true, passkeys: 0, disabled: false });
    const text = await admin(db, "accounts");
    expect(text.out).toMatch(/^2 accounts\n {2}Ada +since \d{4}-\d\d-\d\d {2}password\n/);

    const disabled = await admin(db, "disable", "ADA");
    expect(disabled).toMatchObject({
      code: 0,
      out: "Account ADA is disabled; its sessions are ended.\n",
    });
    expect((await ada.call("GET", "/api/me")).status).toBe(401);
    const again = await new Player(server.url).call("POST", "/api/session", {
      name: "Ada",
      password: "ada's password",
    });
    expect([again.status, again.body.error.code]).toEqual([403, "account-disabled"]);
    expect((await admin(db, "accounts")).out).toMatch(/Ada .* DISABLED/);

    const none = await admin(db, "disable", "nobody");
    expect(none.code).not.toBe(0);
    expect(none.err).toMatch(/no account "nobody"/);
  });
});
