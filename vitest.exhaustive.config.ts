import { defineConfig } from "vitest/config";

/** The long enumerations `npm test` leaves out: `npm run test:exhaustive` (CI runs it). */
export default defineConfig({
  test: {
    include: ["src/**/*.exhaustive.test.ts", "test/**/*.exhaustive.test.ts"],
    testTimeout: 30 * 60_000,
  },
});
