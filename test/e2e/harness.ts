/**
 * The real thing for browser tests: the `pyramids serve` server on a loopback port with a fresh
 * SQLite file, serving the built web client, and Debian's Chromium driven by playwright-core.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

const root = resolve(import.meta.dirname, "../..");
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface Served {
  url: string;
  games: string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

/** The server, with `extra` flags for `pyramids serve` (a test's own caps, say). */
export async function startServer(extra: readonly string[] = []): Promise<Served> {
  if (!existsSync(join(root, "web/dist/index.html")))
    throw new Error("Build the web client first: npm run build:web");
  const dir = mkdtempSync(join(tmpdir(), "pyramids-e2e-"));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "dist/cli/main.js",
      "serve",
      "--port",
      String(port),
      "--host",
      "127.0.0.1",
      "--db",
      join(dir, "e2e.db"),
      "--web",
      "web/dist",
      ...extra,
    ],
    {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "warn" },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      const res = await fetch(`${url}healthz`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("The server did not come up in 30 s.");
    await new Promise((r) => setTimeout(r, 200));
  }
  const games = ((await (await fetch(`${url}api/games`)).json()) as { id: string }[]).map(
    (g) => g.id,
  );
  return {
    url,
    games,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/**
 * Fails the test on any error the page throws, and on any Content-Security-Policy violation (the
 * browser reports one as a console error and a `securitypolicyviolation` event; workers the page
 * starts report theirs on their own consoles, watched too).
 */
export function watchErrors(page: Page, errors: string[]): void {
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("worker", (worker) =>
    worker.on("console", (m) => {
      if (m.type() === "error") errors.push(`worker: ${m.text()}`);
    }),
  );
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().includes("favicon")) errors.push(m.text());
  });
}

/** Something this seat can do now: a legal action's control, or a card to pick first. */
const actionable = "[data-action]:not([disabled]), [data-pick]:not([disabled])";

/** Waits until this seat can act (true) or the table shows its result (false). */
export async function waitForTurn(page: Page, timeout = 60_000): Promise<boolean> {
  await page.waitForFunction(
    (sel) => document.querySelector(".outcome") !== null || document.querySelector(sel) !== null,
    actionable,
    { timeout },
  );
  return (await page.locator(".outcome").count()) === 0;
}

/**
 * One move through the UI, as a player would: click a legal control at random (picking a card
 * first where the board asks for one). Returns false once the table shows its result.
 */
export async function move(
  page: Page,
  rng: () => number,
  avoid: readonly string[] = [],
  timeout = 60_000,
): Promise<boolean> {
  if (!(await waitForTurn(page, timeout))) return false;
  // Avoided actions (folding, say) only when nothing else is offered.
  const others = avoid.map((a) => `:not([data-action="${a}"])`).join("");
  const preferred = page.locator(`[data-action]:not([disabled])${others}`);
  const p = await preferred.count();
  if (p > 0) {
    await preferred.nth(Math.floor(rng() * p)).click();
    return true;
  }
  const actions = page.locator("[data-action]:not([disabled])");
  const n = await actions.count();
  if (n > 0) {
    await actions.nth(Math.floor(rng() * n)).click();
    return true;
  }
  const picks = page.locator("[data-pick]:not([disabled])");
  const k = await picks.count();
  if (k > 0) await picks.nth(Math.floor(rng() * k)).click();
  return true;
}

/** A small seeded generator so a test's clicks are the same every run. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const screenshots = join(root, "docs/screenshots");

/** A screenshot of the whole page in one tall viewport, so nothing sticky floats mid-page. */
export async function shoot(page: Page, file: string): Promise<void> {
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(screenshots, file) });
  await page.setViewportSize(size);
}

/**
 * A browser of its own for a player who has given their name before, so taking a seat does not
 * open the name prompt (the test of the prompt itself starts without one).
 */
export async function namedContext(
  browser: Browser,
  name: string,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript((n) => {
    if (localStorage.getItem("pyramids.name") === null) localStorage.setItem("pyramids.name", n);
  }, name);
  return context;
}

/**
 * Signs up with a password on the page's sign-in form (the Sign in page's, or any page's that
 * shows it), and waits until the header names the account.
 */
export async function signUp(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await page.getByRole("navigation", { name: "account" }).getByText(name).waitFor();
}
