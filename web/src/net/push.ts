/**
 * Push notifications on this browser: turned on once (the browser asks the player's leave), then
 * every seat this browser holds, and every seat it takes from then on, is subscribed at its table.
 * The server sends only the table, the game and why ("Your turn: Tyramid with Ann").
 */

import { isLocalTable } from "../offline/tables";
import { accountName } from "./account";
import { api } from "./api";
import { heldSeats } from "./seats";

const KEY = "pyramids.push";

export type PushSupport = "unsupported" | "denied" | "off" | "on";

export function pushSupport(): PushSupport {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return Notification.permission === "granted" && localStorage.getItem(KEY) === "on" ? "on" : "off";
}

async function subscription(): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const { publicKey } = await api.pushKey();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
}

/** Turns notifications on for every seat held here; the reason if it could not. */
export async function turnPushOn(): Promise<string | null> {
  if (pushSupport() === "unsupported") return "This browser cannot show notifications from a site.";
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    return "Notifications are blocked for this site in the browser's settings.";
  const sub = (await subscription()).toJSON();
  localStorage.setItem(KEY, "on");
  // Signed in: every seat of the account, taken on this device or another, from now on.
  if (accountName() !== null) await api.subscribePushAccount(sub).catch(() => undefined);
  for (const { table, token } of heldSeats().filter((s) => !isLocalTable(s.table)))
    await api.subscribePush(sub, table, token).catch(() => undefined);
  return null;
}

export async function turnPushOff(): Promise<void> {
  localStorage.removeItem(KEY);
  const registration = await navigator.serviceWorker.ready;
  await (await registration.pushManager.getSubscription())?.unsubscribe();
}

/** A seat just taken: told of it too, where notifications are on. */
export function pushNewSeat(table: string, token: string): void {
  if (pushSupport() !== "on" || isLocalTable(table)) return;
  void subscription()
    .then((sub) => api.subscribePush(sub.toJSON(), table, token))
    .catch(() => undefined);
}
