import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsFresh, writeStamp } from "../../scripts/fresh-build.ts";

// `npm start` serves the existing build when it is up to date with the sources, and builds
// otherwise: here on a small copy of a project's layout.
describe("npm start's build check", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function project() {
    root = mkdtempSync(path.join(tmpdir(), "classwish-start-"));
    for (const dir of ["app/routes", "server", "build/server", "build/client"]) mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 1;\n");
    writeFileSync(path.join(root, "server/index.ts"), "export {};\n");
    writeFileSync(path.join(root, "package.json"), "{}\n");
    writeFileSync(path.join(root, "build/server/index.js"), "// built\n");
  }

  it("a build made from the sources as they are is served; one never stamped is built again", () => {
    project();
    expect(buildIsFresh(root)).toBe(false);
    writeStamp(root);
    expect(buildIsFresh(root)).toBe(true);
  });

  it("a changed, added or removed source, or a missing build, means building", () => {
    project();
    writeStamp(root);
    writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 2;\n");
    expect(buildIsFresh(root)).toBe(false);
    writeStamp(root);
    writeFileSync(path.join(root, "app/routes/about.tsx"), "export default 3;\n");
    expect(buildIsFresh(root)).toBe(false);
    writeStamp(root);
    unlinkSync(path.join(root, "app/routes/about.tsx"));
    expect(buildIsFresh(root)).toBe(false);
    writeStamp(root);
    expect(buildIsFresh(root)).toBe(true);
    rmSync(path.join(root, "build/server/index.js"));
    expect(buildIsFresh(root)).toBe(false);
  });
});
