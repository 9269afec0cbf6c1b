/**
 * PostgreSQL and Redis for the tests that need them. On a machine without them those tests skip,
 * each file saying so in one line; with PYRAMIDS_REQUIRE_SERVICES=1 (as CI runs) a missing
 * service fails the file instead, so nothing is skipped unseen.
 */
import { connect } from "node:net";
import { basename } from "node:path";

export const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const services = {
  postgres: { name: "PostgreSQL", url: PG_URL, variable: "TEST_DATABASE_URL", port: 5432 },
  redis: { name: "Redis", url: REDIS_URL, variable: "TEST_REDIS_URL", port: 6379 },
} as const;

export type Service = keyof typeof services;

/**
 * Whether every service named answers (a TCP connection within 2 s). `file` is the test file's
 * `import.meta.url`, named in the line that says its tests skip.
 */
export async function servicesUp(file: string, ...needed: Service[]): Promise<boolean> {
  const down: string[] = [];
  for (const s of needed) {
    const { name, url, variable, port } = services[s];
    const u = new URL(url);
    const where = `${u.hostname}:${u.port || port}`;
    if (!(await answers(u.hostname, Number(u.port || port))))
      down.push(`${name} at ${where} (${variable})`);
  }
  return down.length === 0 || missing(file, `${down.join(" and ")}, which does not answer`);
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 2000 });
    const end = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.once("connect", () => end(true));
    socket.once("error", () => end(false));
    socket.once("timeout", () => end(false));
  });
}

/** Says in one line that a file's tests skip for want of `what` (or fails, under CI). */
export function missing(file: string, what: string): false {
  const line = `${basename(new URL(file).pathname)} needs ${what}`;
  if (process.env.PYRAMIDS_REQUIRE_SERVICES === "1")
    throw new Error(`${line}, and PYRAMIDS_REQUIRE_SERVICES=1 says it must run.`);
  console.warn(`skipped: ${line}.`);
  return false;
}
