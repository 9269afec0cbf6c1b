/**
 * Registers the service worker (web/src/sw.ts, built to sw.js): the app's files cached for a
 * quick start and offline play, and the push notifications shown. Browsers without service
 * workers (or a page opened from a file) simply go without.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  // Served beside index.html; a build for development (vite dev) has none.
  if (import.meta.env.DEV) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("./sw.js", { scope: "./" }).catch(() => undefined);
  });
}
