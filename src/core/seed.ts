import { createHash, randomBytes } from "node:crypto";

/**
 * Commit, then reveal: a live table's seed comes from a cryptographic source and stays secret
 * until the table ends; its SHA-256 is published at the start so anyone can check afterwards that
 * the deal was not changed.
 */
export function newSeed(): string {
  return randomBytes(16).toString("hex");
}

export function commitment(seed: string): string {
  return createHash("sha256").update(seed, "utf8").digest("hex");
}

export function verifyCommitment(seed: string, published: string): boolean {
  return commitment(seed) === published.toLowerCase();
}
