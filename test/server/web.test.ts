/** The web client's build is served at / when it exists; API misses stay JSON errors. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteDb, startTestServer, type TestDb } from "./harness.js";

describe("serving the web client", () => {
  let db: TestDb;
  let web: string;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = sqliteDb();
    web = mkdtempSync(join(tmpdir(), "pyramids-web-"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>pyramids</title>");
    writeFileSync(join(web, "app.js"), "console.log(1)");
    server = await startTestServer(db, { webDir: web });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    rmSync(web, { recursive: true, force: true });
  });

  it("serves files, the app for client routes, and JSON for unknown API paths", async () => {
    const home = await fetch(`${server.url}/`);
    expect(await home.text()).toContain("<title>pyramids</title>");
    expect(await (await fetch(`${server.url}/app.js`)).text()).toBe("console.log(1)");
    expect(await (await fetch(`${server.url}/table/abc`)).text()).toContain("<title>");
    const miss = await fetch(`${server.url}/api/nothing`);
    expect(miss.status).toBe(404);
    expect(((await miss.json()) as { error: { code: string } }).error.code).toBe("not-found");
  });

  it("sends the security headers, and a Content-Security-Policy of its own origin only", async () => {
    for (const path of ["/", "/app.js", "/api/games", "/api/nothing"]) {
      const h = (await fetch(`${server.url}${path}`)).headers;
      expect(h.get("x-content-type-options")).toBe("nosniff");
      expect(h.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(h.get("referrer-policy")).toBe("no-referrer");
      const csp = h.get("content-security-policy") ?? "";
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "worker-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
      ])
        expect(csp).toContain(directive);
      expect(csp).not.toContain("unsafe");
    }
  });
});
