import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "web/src/**/*.test.ts"],
    // Exhaustive enumerations and browser tests have their own scripts (see package.json).
    exclude: ["**/*.exhaustive.test.ts", "test/e2e/**", "node_modules/**", "dist/**"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
