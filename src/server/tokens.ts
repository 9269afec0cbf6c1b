import { createHash, randomBytes } from "node:crypto";

/** A seat token: 192 random bits. Only its hash is ever stored or compared. */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * A table id: short, unguessable enough that tables cannot be enumerated. It starts with a letter
 * or digit: an id starting with "-" would read as an option on a command line
 * (`pyramids admin close <table>`).
 */
export function newTableId(): string {
  for (;;) {
    const id = randomBytes(9).toString("base64url");
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}

/**
 * Whether `id` has a table id's shape (base64url, as newTableId makes, or a test's short name).
 * Checked before any query, so that no byte a database refuses (a NUL, say) ever reaches one.
 */
export function isTableId(id: unknown): id is string {
  return typeof id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(id);
}
