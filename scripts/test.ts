// `npm test`: every check, in order. A failing step does not hide the others (the end-to-end
// specs need a build, so they are skipped only when the build itself failed).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` };

const steps: Array<{ name: string; cmd: string[]; needs?: string }> = [
  { name: "typecheck", cmd: ["react-router", "typegen"] },
  { name: "typecheck", cmd: ["tsc", "-p", "tsconfig.json"] },
  { name: "lint", cmd: ["oxlint", "--deny-warnings"] },
  { name: "build", cmd: ["react-router", "build"] },
  { name: "vitest", cmd: ["vitest", "run"], needs: "build" },
  { name: "playwright", cmd: ["playwright", "test"], needs: "build" },
];

const failed = new Set<string>();
const results: string[] = [];
for (const step of steps) {
  if (step.needs && failed.has(step.needs)) {
    results.push(`${step.name}: not run (${step.needs} failed)`);
    failed.add(step.name);
    continue;
  }
  console.log(`\n▶ ${step.cmd.join(" ")}`);
  const started = Date.now();
  const r = spawnSync(step.cmd[0]!, step.cmd.slice(1), { cwd: root, env, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) failed.add(step.name);
  results.push(`${step.cmd.join(" ")}: ${r.status === 0 ? "ok" : `FAILED (exit ${r.status ?? r.signal})`} in ${seconds} s`);
}

console.log(`\n${results.join("\n")}`);
const names = [...new Set(steps.map((s) => s.name))];
console.log(`test steps: ${names.length - failed.size} passed, ${failed.size} failed`);
process.exit(failed.size === 0 ? 0 : 1);
