import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "web/src/**/*.test.ts"],
    // Exhaustive enumerations and browser tests have their own scripts (see package.json).
    exclude: ["**/*.exhaustive.test.ts", "test/e2e/**", "node_modules/**", "dist/**"],
    // Caps, not measures: a slow machine (shared, loaded) must not fail a test that waits on
    // events; scrypt's sign-ups and servers started in child processes take their time there.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
