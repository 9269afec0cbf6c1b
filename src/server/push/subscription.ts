/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's
 * endpoint and the keys its messages are encrypted to. Parsed once at the door; past it, a
 * `Subscription` is known good.
 */
import { z } from "zod";

/** base64url, as the Push API writes keys (padding tolerated). */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, "is not base64url");

function bytes(s: string): Buffer {
  return Buffer.from(s.replace(/=+$/, ""), "base64url");
}

export const subscriptionSchema = z.strictObject({
  endpoint: z.string().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key, uncompressed: 65 bytes starting with 4. */
    p256dh: base64url.refine((k) => {
      const b = bytes(k);
      return b.length === 65 && b[0] === 4;
    }, "is not an uncompressed P-256 public key"),
    /** The shared authentication secret: 16 bytes. */
    auth: base64url.refine((k) => bytes(k).length === 16, "is not 16 bytes"),
  }),
});

export interface Subscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** Loopback hosts: a push service stood in by a test, never a real one. */
function loopback(host: string): boolean {
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Why an endpoint is refused, or null: a push service is reached over HTTPS only (the push
 * message is encrypted, but the request carries our VAPID signature), on a named host, never on
 * this machine unless `allowLoopback` (tests stand a push service in there).
 */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The subscription's endpoint is not a URL.";
  }
  if (url.username || url.password) return "The subscription's endpoint may not carry a password.";
  if (loopback(url.hostname))
    return allowLoopback && (url.protocol === "http:" || url.protocol === "https:")
      ? null
      : "The subscription's endpoint is on this machine, which is no push service.";
  if (url.protocol !== "https:") return "The subscription's endpoint must be an https: address.";
  return null;
}
