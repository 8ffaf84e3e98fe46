// `npm test`: every check. Lint and the build run side by side; then Vitest, with the typecheck
// beside it (it only reads the sources; Vitest's workers leave a core part idle while they wait on
// PostgreSQL and the processes they start); then Playwright alone, so the browser tests get the
// machine to themselves. A failing step does not hide the others (the test runners need a build,
// so they are skipped only when the build failed). Each step prints its time.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` };

/** `quiet`: beside another step, its output is printed whole when it ends (the other's is shown live). */
type Step = { name: string; cmds: string[][]; needs?: string; quiet?: boolean };

/**
 * The CPU time (user and system) of every process this one has started and waited for, with theirs:
 * Linux counts it in /proc/self/stat (cutime and cstime, in clock ticks of 1/100 s); undefined elsewhere.
 */
function childrenCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // The fields after the command name (in parentheses, which may hold spaces): cutime and cstime are the 16th and 17th of the line.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

// Steps in one phase run at the same time; phases run in order.
const phases: Step[][] = [
  [
    { name: "lint", cmds: [["oxlint", "--deny-warnings"]], quiet: true },
    { name: "build", cmds: [["react-router", "build"], ["node", "scripts/fresh-build.ts", "--stamp"]], quiet: true },
  ],
  [
    { name: "vitest", cmds: [["vitest", "run"]], needs: "build" },
    // typegen writes only .react-router/types, which neither the build nor the tests read.
    { name: "typecheck", cmds: [["react-router", "typegen"], ["tsc", "-p", "tsconfig.json"]], quiet: true },
  ],
  [{ name: "playwright", cmds: [["playwright", "test"]], needs: "build" }],
];

type Outcome = { status: number | null; signal: NodeJS.Signals | null; output: string };

/** Runs a command; alone it shows its output live, beside others it is printed whole when it ends. */
function run(cmd: string[], live: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    const take = (d: Buffer) => {
      chunks.push(d);
      if (live) process.stdout.write(d);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (status, signal) => {
      const output = Buffer.concat(chunks).toString();
      if (!live) process.stdout.write(`\n▶ ${cmd.join(" ")}\n${output}`);
      resolve({ status, signal, output });
    });
  });
}

// A failed run's own lines that name what failed, repeated under the summary: a log read from its
// end (as CI's is) otherwise shows only the last step's output. Colour codes are dropped to match.
const FAILURE_LINE = /^\s*(FAIL\b|×|✘|\d+\) |\d+ (failed|flaky)\b|Error: |AssertionError|Test Files .*failed|Tests .*failed)/;
function failureLines(output: string): string[] {
  // oxlint-disable-next-line no-control-regex -- the colour codes are what is removed
  const plain = output.replace(/\u001b\[[0-9;]*m/g, "").split("\n");
  return plain.filter((line) => FAILURE_LINE.test(line)).slice(0, 60);
}

const failed = new Set<string>();
const results: string[] = [];
const failures: string[] = [];
const startedAll = Date.now();
for (const phase of phases) {
  await Promise.all(
    phase.map(async (step) => {
      const live = phase.length === 1 || !step.quiet;
      if (step.needs && failed.has(step.needs)) {
        results.push(`${step.name}: not run (${step.needs} failed)`);
        failed.add(step.name);
        return;
      }
      for (const cmd of step.cmds) {
        if (live) console.log(`\n▶ ${cmd.join(" ")}`);
        const started = Date.now();
        const r = await run(cmd, live);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const ok = r.status === 0;
        results.push(`${cmd.join(" ")}: ${ok ? "ok" : `FAILED (exit ${r.status ?? r.signal})`} in ${seconds} s`);
        console.log(`${step.name}: ${cmd.join(" ")} ${ok ? "ok" : "FAILED"} in ${seconds} s`);
        if (!ok) {
          failures.push(`${cmd.join(" ")}:`, ...failureLines(r.output).map((line) => `  ${line.trim()}`));
          failed.add(step.name);
          return;
        }
      }
    }),
  );
}

if (failures.length > 0) console.log(`\nWhat failed:\n${failures.join("\n")}`);
console.log(`\n${results.join("\n")}`);
const names = phases.flat().map((s) => s.name);
const cpu = childrenCpuSeconds();
console.log(
  `test steps: ${names.length - failed.size} passed, ${failed.size} failed, in ${((Date.now() - startedAll) / 1000).toFixed(1)} s` +
    (cpu === undefined ? "" : `, ${cpu.toFixed(0)} CPU-seconds (goals: 300 s and 600 CPU-seconds on a quiet 2-core machine)`),
);
process.exit(failed.size === 0 ? 0 : 1);
