import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./precompress";

/**
 * The web client. Built into web/dist, which the game server serves. It imports the engine code
 * in ../src directly (action text forms, card notation, replays), so the dev server may read the
 * whole repository; docs/rules is read at build time for the rules pages.
 *
 * It is an installable app (a web app manifest, icons and a service worker, web/src/sw.ts): every
 * file of the build is precached, so it starts at once and plays against bots offline.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: "./",
  plugins: [
    react(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      // Registered by the app itself (web/src/pwa.ts): the page's CSP allows no inline script.
      injectRegister: false,
      manifest: {
        name: "Pyramids — every game called Pyramid",
        short_name: "Pyramids",
        description:
          "Colonial Pyramid, Pyramid Poker, Three-sided, Wild/Kill, Tyramid and Pyramid night: play with friends, apart in time, or against bots offline.",
        start_url: "./",
        scope: "./",
        display: "standalone",
        background_color: "#1b1f24",
        theme_color: "#1b1f24",
        icons: [
          { src: "icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "icons/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "icons/maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,png,svg,webmanifest}"],
        // The engines, bots and odds tables are a few large files: all of them, for offline play.
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  // Module workers (each is started with type "module"): the package list loads its games with
  // a top-level await, which only ES modules allow.
  worker: { format: "es" },
  server: {
    fs: { allow: [".."] },
    // `npm run dev:web` against a server started on 8080.
    proxy: {
      "/api": { target: "http://127.0.0.1:8080" },
      "/ws": { target: "ws://127.0.0.1:8080", ws: true },
    },
  },
});
