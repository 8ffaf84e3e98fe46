import { afterAll, afterEach, beforeAll } from "vitest";
import { removeMadeDirs } from "./db.ts";
import { watchQueryOverlap } from "./query-overlap.ts";

// Component tests render into jsdom.
if (typeof document !== "undefined") {
  beforeAll(async () => {
    // findBy…/waitFor wait on a state, not a clock: 1 s (the default) was too short for a dialog
    // whose code is imported on first use while the suite loads both cores (site-header.test.tsx).
    const { configure } = await import("@testing-library/react");
    configure({ asyncUtilTimeout: 10_000 });
  });
  // Clean the document between tests: what Testing Library rendered, and what a test wrote into
  // the page itself (files share one document: isolate is off), which the next file's queries
  // would otherwise find (course-card.test.tsx found autoplay.test.ts's buttons).
  afterEach(async () => {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    document.body.innerHTML = "";
    window.localStorage.clear();
  });
} else {
  // No file's code hands a pg client a query while it runs one (a transaction's reads started side
  // by side): pg 8 queues it with a warning printed once per process, pg 9 refuses it.
  const watch = watchQueryOverlap();
  // The file's temporary folders (tests/helpers/db.ts), once its own afterAll hooks have closed what used them.
  afterAll(removeMadeDirs);
  afterAll(() => {
    watch.stop();
    if (watch.overlaps.length > 0) throw new Error(`Queries handed to a pg client while it ran one: ${JSON.stringify(watch.overlaps)}`);
  });
}
