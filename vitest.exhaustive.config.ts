import { defineConfig } from "vitest/config";

/** `npm run test:exhaustive`: the long tests (exhaustive enumerations, killed servers). */
export default defineConfig({
  test: {
    include: ["src/**/*.exhaustive.test.ts", "test/**/*.exhaustive.test.ts"],
    exclude: ["node_modules/**", "dist/**"],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
