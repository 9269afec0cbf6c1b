/// <reference lib="webworker" />
/**
 * The service worker: the app's files are precached (Workbox, from the build's manifest), so the
 * site starts at once, installs on a phone's home screen and plays against bots with no network;
 * and it shows the push notifications the server sends ("Your turn: Tyramid with Ann"), opening
 * the table on a click.
 */
import { clientsClaim } from "workbox-core";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every page is the one index.html (the routes are in the address's #): offline too. The API,
// the WebSocket and the server's own pages are never answered from the cache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), { denylist: [/^\/api\//, /^\/ws/] }),
);
self.skipWaiting();
clientsClaim();

/** What the server's push message holds: the table, the game and why; never a card. */
interface PushMessage {
  table: string;
  game: string;
  reason: string;
  title: string;
  body: string;
  url: string;
}

self.addEventListener("push", (event) => {
  let m: PushMessage;
  try {
    m = event.data?.json() as PushMessage;
  } catch {
    return;
  }
  if (!m?.title) return;
  event.waitUntil(
    self.registration.showNotification(m.title, {
      body: m.body,
      icon: "icons/icon-192.png",
      badge: "icons/icon-192.png",
      // A newer message about the same table replaces the older one.
      tag: `${m.table}:${m.reason}`,
      data: { url: m.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data as { url?: string })?.url ?? "./",
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // A page of the site already open goes to the table; else a new one opens there.
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.navigate(url).catch(() => undefined);
        await open.focus();
      } else await self.clients.openWindow(url);
    })(),
  );
});
