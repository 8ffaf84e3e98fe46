// Starts the production server (`node server.js`) or the mail worker (`node server.js worker`)
// as a child process: used by the process-level tests and the benchmarks, which need a real,
// separate process (one that can be killed with SIGKILL).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

const serveWords = (JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as { scripts: { serve: string } }).scripts.serve.split(/\s+/);
/** The Node flags `npm run serve` starts the server with (package.json), so tests and benchmarks run it as production does. */
export const serveFlags: string[] = serveWords.filter((word) => word.startsWith("--"));
/** The environment `npm run serve` sets (NODE_ENV, MALLOC_ARENA_MAX), likewise. */
export const serveEnv: Record<string, string> = Object.fromEntries(
  serveWords.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
);

export type ChildRun = {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** Resolves once the output contains this text (a log line), or rejects if the process exits first. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
};

export type ServerProcess = ChildRun & {
  port: number;
  /** Resolves once /readyz answers 200 (the database is open and migrated). */
  ready(): Promise<void>;
};

/** A port that was free a moment ago (the OS picks it). */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

function startChild(args: string[], env: Record<string, string>, cwd = root): ChildRun {
  const child = spawn(process.execPath, [...serveFlags, ...args], {
    cwd,
    env: { ...process.env, ...serveEnv, NODE_ENV: "production", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiters = new Set<() => void>();
  const append = (d: Buffer) => {
    output += d;
    for (const w of waiters) w();
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    waitForOutput: (text, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const done = (err?: Error) => {
          waiters.delete(check);
          clearTimeout(timer);
          if (err) reject(err);
          else resolve();
        };
        const check = () => {
          if (output.includes(text)) done();
        };
        const timer = setTimeout(() => done(new Error(`${args.join(" ")} did not print ${JSON.stringify(text)} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
        void exited.then((code) => done(new Error(`${args.join(" ")} exited (${code}) before printing ${JSON.stringify(text)}:\n${output}`)));
        waiters.add(check);
        check();
      }),
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** The production server (`node server.js`), from this checkout or from another folder holding a deployment (`cwd`). */
export async function startServerProcess(env: Record<string, string>, cwd = root): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  if (!existsSync(`${cwd}/build/server/index.js`)) throw new Error("No production build: run `npm run build` first (npm test does).");
  const run = startChild(["server.js"], { ...env, PORT: env.PORT ?? String(port) }, cwd);
  return {
    ...run,
    port,
    async ready() {
      for (let i = 0; i < 600 && run.child.exitCode === null; i++) {
        const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server did not become ready on port ${port}:\n${run.output()}`);
    },
  };
}

/** `npm run worker`: the mail worker as a process of its own (`waitForOutput("mail worker started")` once it takes jobs). */
export function startWorkerProcess(env: Record<string, string>): ChildRun {
  return startChild(["server.js", "worker"], env);
}
