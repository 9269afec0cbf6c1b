import { defineConfig } from "vitest/config";

/** Browser tests: Debian's Chromium driving the real server (see harness.ts). */
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.test.ts"],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // One browser and one server per file; files one after another on a small machine.
    fileParallelism: false,
  },
});
