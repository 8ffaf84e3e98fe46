import { afterEach } from "vitest";

// Component tests render into jsdom; clean the document between tests.
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    window.localStorage.clear();
  }
});
