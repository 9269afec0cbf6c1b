/**
 * The server's VAPID keys (RFC 8292): the push services know the server by them. Given by the
 * environment, or made at the first start and kept in the database, so that every process of a
 * cluster, and every restart, signs with the same key the browsers subscribed to.
 */
import webpush from "web-push";
import type { PushStore } from "./store.js";

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  /** Who runs the server, for the push services: a mailto: or https: address. */
  readonly subject: string;
}

export interface VapidConfig {
  readonly publicKey?: string | undefined;
  readonly privateKey?: string | undefined;
  readonly subject?: string | undefined;
}

/** The keys from the environment's variables, where both are set. */
export function vapidFromEnv(env: NodeJS.ProcessEnv = process.env): VapidConfig {
  return {
    publicKey: env.PYRAMIDS_VAPID_PUBLIC_KEY,
    privateKey: env.PYRAMIDS_VAPID_PRIVATE_KEY,
    subject: env.PYRAMIDS_VAPID_SUBJECT,
  };
}

const defaultSubject = "mailto:admin@localhost";

export async function vapidKeys(store: PushStore, given: VapidConfig = {}): Promise<VapidKeys> {
  const subject = given.subject ?? defaultSubject;
  if (given.publicKey && given.privateKey) {
    // web-push checks the keys' lengths and the subject's form, and says what is wrong.
    webpush.setVapidDetails(subject, given.publicKey, given.privateKey);
    return { publicKey: given.publicKey, privateKey: given.privateKey, subject };
  }
  if (given.publicKey || given.privateKey)
    throw new Error(
      "Give both PYRAMIDS_VAPID_PUBLIC_KEY and PYRAMIDS_VAPID_PRIVATE_KEY, or neither (the server then makes its own).",
    );
  const made = webpush.generateVAPIDKeys();
  // Two processes starting at once may both make keys: the first written is the one all use.
  const kept = await store.keepSecret("vapid", JSON.stringify(made));
  const keys = JSON.parse(kept) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}
