import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A module imported both with import() and statically cannot be split off: the bundler keeps it in
// place and warns (INEFFECTIVE_DYNAMIC_IMPORT) on every build. Each module under app/ is imported
// one way. (Read from the sources, so the rule holds without running a build.)

const root = path.resolve(import.meta.dirname, "../..");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );

/** A specifier as a path under the repository, without its extension ("~/x" is app/x). */
function resolve(from: string, spec: string): string | undefined {
  const bare = spec.replace(/\.(tsx?|js)$/, "");
  if (bare.startsWith("~/")) return path.join(root, "app", bare.slice(2));
  if (bare.startsWith(".")) return path.join(path.dirname(from), bare);
  return undefined;
}

describe("module imports", () => {
  it("no module under app/ is imported both dynamically and statically", () => {
    const files = sources(path.join(root, "app"));
    const dynamic = new Map<string, string>();
    const statics = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
        const target = resolve(file, m[1]!);
        if (target) dynamic.set(target, path.relative(root, file));
      }
      for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+["']([^"']+)["']/gm)) {
        const target = resolve(file, m[1]!);
        if (target) statics.add(target);
      }
    }
    expect(dynamic.size).toBeGreaterThan(0);
    const both = [...dynamic.keys()].filter((target) => statics.has(target)).map((target) => path.relative(root, target));
    expect(both).toEqual([]);
  });
});
