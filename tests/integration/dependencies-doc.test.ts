import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/dependencies.md says what each runtime dependency is for and where it is used. Its runtime
// section is a table with one row per package, the package's name alone (in backticks) in the
// first column; it must name exactly the packages in package.json's "dependencies". (Read from the
// sources; no server or database.)

const root = path.resolve(import.meta.dirname, "../..");
const DOC = "docs/dependencies.md";
const RUNTIME_HEADING = /^## Runtime\b/;

/** The packages named by the first column of the table under the runtime heading, in order. */
function runtimeRows(markdown: string): { names: string[]; malformed: string[] } {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => RUNTIME_HEADING.test(line));
  if (start < 0) return { names: [], malformed: ["no '## Runtime' section"] };
  const names: string[] = [];
  const malformed: string[] = [];
  let header = true;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("## ")) break;
    if (!line.startsWith("|")) continue;
    const first = line.split("|")[1]!.trim();
    // The table's header row and the |---| row under it.
    if (header || /^:?-+:?$/.test(first)) {
      header = false;
      continue;
    }
    const name = /^`([^`\s]+)`$/.exec(first)?.[1];
    if (name) names.push(name);
    else malformed.push(first);
  }
  return { names, malformed };
}

describe("docs/dependencies.md", () => {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  const dependencies = Object.keys(pkg.dependencies);
  const { names, malformed } = runtimeRows(readFileSync(path.join(root, DOC), "utf8"));

  it("has one row per runtime dependency, its name alone in the first column", () => {
    expect(malformed, `rows of ${DOC}'s runtime table whose first column is not one \`package\``).toEqual([]);
    expect(
      names.filter((name, i) => names.indexOf(name) !== i),
      `packages with more than one row in ${DOC}`,
    ).toEqual([]);
  });

  it("lists every package in package.json's dependencies", () => {
    expect(
      dependencies.filter((name) => !names.includes(name)),
      `runtime dependencies missing from ${DOC}`,
    ).toEqual([]);
  });

  it("lists nothing that is not one of them", () => {
    expect(
      names.filter((name) => !dependencies.includes(name)),
      `packages in ${DOC}'s runtime section that are not in package.json's dependencies`,
    ).toEqual([]);
  });
});
