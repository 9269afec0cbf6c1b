/**
 * Accounts over HTTP: sign-up, sign-in and out, the session cookie's flags, every bad input
 * refused with nothing created, and the attacks: a forged or tampered cookie, a cross-origin
 * request with a session, guessing passwords, and telling a known name from an unknown one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Every sign-up is a real scrypt hash (128 MiB, about a second on a busy machine), and the killed
// server's test starts three processes: room for a loaded machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

import { openDb } from "../../src/server/db/connect.js";
import type { RunningServer } from "../../src/server/server.js";
import { Player } from "./accounts-harness.js";
import { api, createTable, sqliteDb, startTestServer, type TestDb } from "./harness.js";

let db: TestDb;
let server: RunningServer;
beforeAll(async () => {
  db = sqliteDb();
  server = await startTestServer(db, { trustProxy: 1 });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

async function accountCount(): Promise<number> {
  const { db: k } = await openDb(db.url);
  try {
    const r = await k
      .selectFrom("account")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    return Number(r?.n);
  } finally {
    await k.destroy();
  }
}

describe("sign-up and the session cookie", () => {
  it("creates an account, sets an HttpOnly SameSite=Lax cookie, and /api/me answers with it", async () => {
    const p = new Player(server.url);
    const r = await p.call("POST", "/api/account", { name: "Maya", password: "correct horse" });
    expect(r.status).toBe(201);
    expect(r.body.name).toBe("Maya");
    const cookie = r.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^pyramids_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const me = await p.call("GET", "/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: "Maya", password: true, passkeys: 0 });
  });

  it("marks the cookie Secure behind an HTTPS proxy", async () => {
    const p = new Player(server.url, "https://play.example");
    const r = await p.call(
      "POST",
      "/api/account",
      { name: "Secure Sam", password: "correct horse" },
      { "x-forwarded-proto": "https", "x-forwarded-host": "play.example" },
    );
    expect(r.status).toBe(201);
    expect(r.headers.get("set-cookie")).toMatch(/; Secure/);
  });

  it("answers /api/me without a session with 401", async () => {
    const r = await api<{ error: { code: string } }>(server.url, "GET", "/api/me");
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe("not-signed-in");
  });

  it("refuses a taken name without regard to case with 409, creating nothing", async () => {
    await Player.signUp(server.url, "Theo");
    const before = await accountCount();
    const p = new Player(server.url);
    const r = await p.call("POST", "/api/account", { name: "tHEO", password: "another password" });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("name-taken");
    expect(p.cookie).toBeNull();
    expect(await accountCount()).toBe(before);
  });

  it.each([
    ["an empty name", { name: "  ", password: "long enough" }, "bad-name"],
    ["a name of 25 characters", { name: "x".repeat(25), password: "long enough" }, "bad-name"],
    [
      "a name with a control character",
      { name: "Ma\u0007ya", password: "long enough" },
      "bad-name",
    ],
    ["the deleted players' name", { name: "deleted PLAYER", password: "long enough" }, "bad-name"],
    ["a password of 7 characters", { name: "Short", password: "1234567" }, "bad-password"],
    [
      "a password of 1,001 characters",
      { name: "Long", password: "p".repeat(1001) },
      "bad-password",
    ],
    ["no password", { name: "Nopass" }, "bad-request"],
    ["an unknown field", { name: "Extra", password: "long enough", admin: true }, "bad-request"],
    ["a number for a name", { name: 7, password: "long enough" }, "bad-request"],
  ])("refuses %s with 400, creating nothing", async (_what, body, code) => {
    const before = await accountCount();
    const p = new Player(server.url);
    const r = await p.call("POST", "/api/account", body);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe(code);
    expect(r.body.error.message).toEqual(expect.any(String));
    expect(p.cookie).toBeNull();
    expect(await accountCount()).toBe(before);
  });

  it("takes a password of 8 and of 1,000 characters", async () => {
    await Player.signUp(server.url, "Eight", "12345678");
    await Player.signUp(server.url, "Thousand", "p".repeat(1000));
  });
});

describe("sign-in and out", () => {
  it("signs in with the right password, in any case of the name", async () => {
    await Player.signUp(server.url, "Ines", "her own password");
    const p = new Player(server.url);
    const r = await p.call("POST", "/api/session", { name: "INES", password: "her own password" });
    expect(r.status).toBe(200);
    expect(r.body.name).toBe("Ines");
    expect((await p.call("GET", "/api/me")).body.name).toBe("Ines");
  });

  it("answers a wrong password and an unknown name alike: 401 with the same body", async () => {
    await Player.signUp(server.url, "Jon", "jon's password");
    const wrong = await new Player(server.url).call("POST", "/api/session", {
      name: "Jon",
      password: "not his password",
    });
    const unknown = await new Player(server.url).call("POST", "/api/session", {
      name: "Nobody Here",
      password: "not his password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe("wrong-credentials");
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("signs out: the cookie is cleared and its session no longer works", async () => {
    const p = await Player.signUp(server.url, "Kai");
    const cookie = p.cookie!;
    const out = await p.call("DELETE", "/api/session");
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/pyramids_session=;/);
    const replay = new Player(server.url);
    replay.cookie = cookie;
    expect((await replay.call("GET", "/api/me")).status).toBe(401);
  });

  it("signs out everywhere: every session of the account ends", async () => {
    const a = await Player.signUp(server.url, "Lea", "lea's password");
    const b = new Player(server.url);
    await b.call("POST", "/api/session", { name: "Lea", password: "lea's password" });
    expect((await b.call("GET", "/api/me")).status).toBe(200);
    expect((await a.call("DELETE", "/api/sessions")).status).toBe(204);
    expect((await a.call("GET", "/api/me")).status).toBe(401);
    expect((await b.call("GET", "/api/me")).status).toBe(401);
  });

  it("changes the password: the old one no longer signs in, and a wrong old one is refused", async () => {
    const p = await Player.signUp(server.url, "Mo", "first password");
    const bad = await p.call("PUT", "/api/account/password", {
      old: "not it at all",
      password: "second password",
    });
    expect(bad.status).toBe(401);
    const ok = await p.call("PUT", "/api/account/password", {
      old: "first password",
      password: "second password",
    });
    expect(ok.status).toBe(204);
    const old = await new Player(server.url).call("POST", "/api/session", {
      name: "Mo",
      password: "first password",
    });
    expect(old.status).toBe(401);
    const next = await new Player(server.url).call("POST", "/api/session", {
      name: "Mo",
      password: "second password",
    });
    expect(next.status).toBe(200);
  });
});

describe("attacks", () => {
  it("treats a forged or tampered cookie as no session", async () => {
    const p = await Player.signUp(server.url, "Nia");
    const token = p.cookie!.split("=")[1]!;
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const value of [flipped, "x".repeat(43), "", "not a token; at all", token + "A"]) {
      const forged = new Player(server.url);
      forged.cookie = `pyramids_session=${encodeURIComponent(value)}`;
      const r = await forged.call("GET", "/api/me");
      expect(r.status).toBe(401);
    }
  });

  it("treats an expired session as no session", async () => {
    const p = await Player.signUp(server.url, "Omar");
    expect((await p.call("GET", "/api/me")).status).toBe(200);
    const { db: k } = await openDb(db.url);
    const acct = await k
      .selectFrom("account")
      .select("id")
      .where("name", "=", "Omar")
      .executeTakeFirstOrThrow();
    await k
      .updateTable("account_session")
      .set({ expires_at: Date.now() - 1 })
      .where("account_id", "=", acct.id)
      .execute();
    await k.destroy();
    expect((await p.call("GET", "/api/me")).status).toBe(401);
  });

  it("refuses a cross-origin POST with a session with 403, creating nothing", async () => {
    const p = await Player.signUp(server.url, "Pia");
    const before = (await api<unknown[]>(server.url, "GET", "/api/tables?status=open")).body.length;
    p.origin = "https://evil.example";
    const r = await p.call("POST", "/api/tables", { game: "toy-ok", seats: 2 });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("cross-origin");
    // No Origin at all, and no same-origin fetch metadata: refused too.
    p.origin = null;
    expect((await p.call("POST", "/api/tables", { game: "toy-ok", seats: 2 })).status).toBe(403);
    expect((await p.call("DELETE", "/api/sessions")).status).toBe(403);
    const after = (await api<unknown[]>(server.url, "GET", "/api/tables?status=open")).body.length;
    expect(after).toBe(before);
    // The session still works from its own origin: the refused sign-out changed nothing.
    p.origin = server.url;
    expect((await p.call("GET", "/api/me")).status).toBe(200);
    expect((await p.call("POST", "/api/tables", { game: "toy-ok", seats: 2 })).status).toBe(201);
    // A guest (no cookie) is no victim of a cross-site request: the lobby stays open to scripts.
    const guest = new Player(server.url, "https://evil.example");
    expect((await guest.call("POST", "/api/tables", { game: "toy-ok", seats: 2 })).status).toBe(
      201,
    );
  });
});

describe("deleting an account", () => {
  it("needs the password, then signs out and frees the name", async () => {
    const p = await Player.signUp(server.url, "Quinn", "quinn's password");
    const t = await createTable(server.url, { game: "toy-ok", seats: 2 });
    await p.join(t.id);
    const wrong = await p.call("DELETE", "/api/account", { password: "not quinn's" });
    expect(wrong.status).toBe(401);
    expect((await p.call("GET", "/api/me")).status).toBe(200);
    const gone = await p.call("DELETE", "/api/account", { password: "quinn's password" });
    expect(gone.status).toBe(204);
    expect((await p.call("GET", "/api/me")).status).toBe(401);
    const again = await new Player(server.url).call("POST", "/api/session", {
      name: "Quinn",
      password: "quinn's password",
    });
    expect(again.status).toBe(401);
    await Player.signUp(server.url, "quinn");
  });
});

describe("passkey ceremonies", () => {
  it("offer registration options for a free name, and refuse a taken or bad one", async () => {
    const r = await new Player(server.url).call("POST", "/api/passkey/register/options", {
      name: "Keyholder",
    });
    expect(r.status).toBe(200);
    expect(r.body.challengeId).toEqual(expect.any(String));
    expect(r.body.options).toMatchObject({ rp: { id: "127.0.0.1" }, user: { name: "Keyholder" } });
    expect(r.body.options.authenticatorSelection.residentKey).toBe("required");
    await Player.signUp(server.url, "Locksmith");
    const taken = await new Player(server.url).call("POST", "/api/passkey/register/options", {
      name: "locksmith",
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, "name-taken"]);
    const bad = await new Player(server.url).call("POST", "/api/passkey/register/options", {
      name: "",
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, "bad-name"]);
  });

  it("refuse an answer to an unknown, used or mismatched challenge with 400 passkey-refused, creating nothing", async () => {
    const before = await accountCount();
    const p = new Player(server.url);
    const forged = {
      id: "AAAA",
      rawId: "AAAA",
      type: "public-key",
      response: {},
      clientExtensionResults: {},
    };
    const unknown = await p.call("POST", "/api/passkey/register", {
      challengeId: "nope",
      response: forged,
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, "passkey-refused"]);
    const { body } = await p.call("POST", "/api/passkey/register/options", { name: "Forger" });
    const junk = await p.call("POST", "/api/passkey/register", {
      challengeId: body.challengeId,
      response: forged,
    });
    expect([junk.status, junk.body.error.code]).toEqual([400, "passkey-refused"]);
    // The challenge answered once, even wrongly, is gone.
    const again = await p.call("POST", "/api/passkey/register", {
      challengeId: body.challengeId,
      response: forged,
    });
    expect(again.body.error.message).toMatch(/expired or was used/);
    const login = await p.call("POST", "/api/passkey/login/options", {});
    const wrongKind = await p.call("POST", "/api/passkey/register", {
      challengeId: login.body.challengeId,
      response: forged,
    });
    expect(wrongKind.status).toBe(400);
    const noKey = await p.call("POST", "/api/passkey/login", {
      challengeId: (await p.call("POST", "/api/passkey/login/options", {})).body.challengeId,
      response: forged,
    });
    expect([noKey.status, noKey.body.error.code]).toEqual([400, "passkey-refused"]);
    expect(p.cookie).toBeNull();
    expect(await accountCount()).toBe(before);
  });
});
