import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/helpers/sequencer.ts";

// Unit, component (jsdom, per-file `@vitest-environment jsdom`) and integration tests against the
// real database: PostgreSQL at TEST_DATABASE_URL (CI sets it), else an embedded one started for the run.

// Files that replace a module with vi.mock need a module graph of their own: in a shared one, a
// file run earlier in the same worker may have loaded the real module already.
const OWN_MODULE_GRAPH = ["app/components/courses-section.test.tsx"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    globalSetup: ["tests/helpers/global-setup.ts"],
    setupFiles: ["tests/helpers/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Four on two cores: the slow files mostly wait (a claim to lapse, a process to start, a
    // commit), and more workers fill that time: 165.9 s with three, 135.6 s with four, 135.2 s
    // with five (the whole run against CI's PostgreSQL, one after another on a quiet machine).
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
    projects: [
      // A worker runs file after file in one module graph: the app, the production build and the
      // word vectors are imported once per worker, not once per file. Imports were a fifth of the
      // run's time (191 s isolated against 113 s shared, same machine, same hour). State kept in a
      // module is keyed by its database (WeakMap<Db, …>), and every file opens a database of its
      // own, so no file sees another's. `vitest --sequence.shuffle` checks that nothing leaks.
      {
        extends: true,
        // The integration tests serve the production build as `npm start` does, so with the
        // libraries' production builds too (React, React DOM and React Router choose theirs by
        // NODE_ENV): their development builds check and warn on every render, and the fuzz run
        // spent 21.2 s of CPU with them against 13.2 s without. The app's own mode is its config
        // (tests/helpers/app.ts), not this variable. production-libraries.test.ts checks it holds.
        test: { name: "integration", isolate: false, include: ["tests/integration/**/*.test.ts"], env: { NODE_ENV: "production" } },
      },
      // Unit and component tests: React's development build, whose act() Testing Library needs.
      { extends: true, test: { name: "unit", isolate: false, include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"], exclude: OWN_MODULE_GRAPH } },
      { extends: true, test: { name: "isolated", include: OWN_MODULE_GRAPH } },
    ],
  },
});
