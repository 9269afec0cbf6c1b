/**
 * Password hashes: scrypt from node:crypto, memory-hard, with parameters in the stored string so
 * that stronger ones can come later without breaking old hashes. The work runs on libuv's thread
 * pool, off the event loop.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** What one hash costs: N = 2^17, r = 8 (128 MiB per hash), p = 1, the strong end of OWASP's list. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export const strongCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((done, fail) =>
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_BYTES,
      // scrypt needs 128·N·r bytes; the default ceiling (32 MiB) is below that.
      { ...cost, maxmem: 256 * cost.N * cost.r },
      (e, key) => (e ? fail(e) : done(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string, cost = strongCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    "scrypt",
    cost.N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** The cost a stored hash was made with, or null for a string that is no hash of ours. */
export function costOf(stored: string): ScryptCost | null {
  const [kind, N, r, p] = stored.split("$");
  if (kind !== "scrypt") return null;
  return { N: Number(N), r: Number(r), p: Number(p) };
}

/** Whether `password` is the one `stored` was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  const cost = costOf(stored);
  if (!cost || parts.length !== 6) return false;
  const expected = Buffer.from(parts[5]!, "base64url");
  const key = await derive(password, Buffer.from(parts[4]!, "base64url"), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** How a password is hashed and checked: the scrypt functions, or a test's counting wrapper. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

export const scryptHasher: PasswordHasher = {
  hash: (p) => hashPassword(p),
  verify: verifyPassword,
};
