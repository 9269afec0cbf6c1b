/**
 * A seat's token sealed with its account's key (AES-256-GCM): My tables gives a signed-in player
 * the token of their own seat on any device, while the database keeps no token in the clear.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export function newSealKey(): string {
  return randomBytes(32).toString("base64url");
}

export function seal(key: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(key, "base64url"), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The sealed text, or null when it was not sealed with this key (or was altered). */
export function unseal(key: string, sealed: string): string | null {
  const all = Buffer.from(sealed, "base64url");
  if (all.length < 28) return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      Buffer.from(key, "base64url"),
      all.subarray(0, 12),
    );
    decipher.setAuthTag(all.subarray(12, 28));
    return Buffer.concat([decipher.update(all.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
