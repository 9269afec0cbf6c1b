import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The web client. Built into web/dist, which the game server serves. It imports the engine code
 * in ../src directly (action text forms, card notation, replays), so the dev server may read the
 * whole repository; docs/rules is read at build time for the rules pages.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: "./",
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    fs: { allow: [".."] },
    // `npm run dev:web` against a server started on 8080.
    proxy: {
      "/api": { target: "http://127.0.0.1:8080" },
      "/ws": { target: "ws://127.0.0.1:8080", ws: true },
    },
  },
});
