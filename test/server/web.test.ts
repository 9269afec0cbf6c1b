/** The web client's build is served at / when it exists; API misses stay JSON errors. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../web/precompress.js";
import { sqliteDb, startTestServer, type TestDb } from "./harness.js";

// A script large enough to be worth compressing, as Vite names it under assets/.
const script = Array.from({ length: 400 }, (_, i) => `export const card${i} = ${i};`).join("\n");

describe("serving the web client", () => {
  let db: TestDb;
  let web: string;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = sqliteDb();
    web = mkdtempSync(join(tmpdir(), "pyramids-web-"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>pyramids</title>");
    writeFileSync(join(web, "app.js"), "console.log(1)");
    mkdirSync(join(web, "assets"));
    writeFileSync(join(web, "assets/index-Ab12Cd34.js"), script);
    // A build's files compressed at build time, as `npm run build:web` leaves them.
    writeFileSync(join(web, "assets/built-Ef56Gh78.js"), script);
    precompressDir(join(web, "assets"));
    rmSync(join(web, "assets/index-Ab12Cd34.js.br"));
    rmSync(join(web, "assets/index-Ab12Cd34.js.gz"));
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

  it("compresses the scripts for a browser that takes brotli or gzip", async () => {
    for (const encoding of ["br", "gzip"]) {
      const res = await fetch(`${server.url}/assets/index-Ab12Cd34.js`, {
        headers: { "accept-encoding": encoding },
      });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toContain("accept-encoding");
      expect(await res.text()).toBe(script);
    }
    const plain = await fetch(`${server.url}/assets/index-Ab12Cd34.js`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("sends the .br and .gz written at build time, smaller than the script", async () => {
    for (const [encoding, file] of [
      ["br", "built-Ef56Gh78.js.br"],
      ["gzip", "built-Ef56Gh78.js.gz"],
    ] as const) {
      const res = await fetch(`${server.url}/assets/built-Ef56Gh78.js`, {
        headers: { "accept-encoding": encoding },
      });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(await res.text()).toBe(script);
      expect(readFileSync(join(web, "assets", file)).length).toBeLessThan(script.length / 4);
    }
    // The prebuilt brotli is the best setting's: smaller than gzip's best.
    const br = readFileSync(join(web, "assets/built-Ef56Gh78.js.br")).length;
    expect(br).toBeLessThan(readFileSync(join(web, "assets/built-Ef56Gh78.js.gz")).length);
  });

  it("lets a browser keep hashed assets a year and checks the page itself each time", async () => {
    const asset = await fetch(`${server.url}/assets/index-Ab12Cd34.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const page of ["/", "/index.html", "/table/abc"])
      expect((await fetch(`${server.url}${page}`)).headers.get("cache-control")).toBe("no-cache");
  });
});
