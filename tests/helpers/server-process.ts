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

/**
 * The system's range for the local ports of outgoing connections (Linux: 32768–60999). A port the
 * system picked (listen on 0) comes from it, so another test's connection to PostgreSQL could take it
 * in the seconds before a server started on it (EADDRINUSE, once in a run): ports are picked below it.
 */
const OUTGOING_FROM = (() => {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
})();

/** Ports each runner's worker picks from: its own block, so two workers never pick the same one. */
const BLOCK = 500;

/** Ports this process handed out: two picked before either is listened on must differ. */
const given = new Set<number>();

/** Whether nothing listens on the port now (a probe listens on it and closes). */
const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/**
 * A port nothing listens on now, for a server started a moment later: below the ports of outgoing
 * connections, in this worker's block (VITEST_POOL_ID, or Playwright's TEST_PARALLEL_INDEX after
 * Vitest's), at random within it, so a server a test stopped and one it starts next do not wait on
 * the same port.
 */
export async function freePort(): Promise<number> {
  const worker = process.env.VITEST_POOL_ID ? Number(process.env.VITEST_POOL_ID) : 16 + Number(process.env.TEST_PARALLEL_INDEX ?? -1);
  const first = OUTGOING_FROM - BLOCK * (1 + (worker % Math.floor((OUTGOING_FROM - 1024) / BLOCK)));
  for (let tries = 0; tries < 100; tries++) {
    const port = first + Math.floor(Math.random() * BLOCK);
    if (!given.has(port) && (await isFree(port))) {
      given.add(port);
      return port;
    }
  }
  throw new Error(`No free port among ${first}–${first + BLOCK - 1}.`);
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
