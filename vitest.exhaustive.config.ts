import { defineConfig } from "vitest/config";

/** `npm run test:exhaustive`: the long tests (exhaustive enumerations, killed servers); CI runs them. */
export default defineConfig({
  test: {
    include: ["src/**/*.exhaustive.test.ts", "test/**/*.exhaustive.test.ts"],
    exclude: ["node_modules/**", "dist/**"],
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
  },
});
