import { defineConfig } from "vitest/config";

// Unit, component (jsdom, per-file `@vitest-environment jsdom`) and integration tests against the
// real database: PostgreSQL at TEST_DATABASE_URL (CI sets it), else an embedded one started for the run.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    setupFiles: ["tests/helpers/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three on two cores: the slow files mostly wait (a claim to lapse, a process to start), and
    // a third worker fills that time (97 s with two, 81 s with three, 78 s with four).
    maxWorkers: 3,
  },
});
