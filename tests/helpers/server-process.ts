// Starts the production server (`node server/main.ts`) as a child process and waits until it
// listens: used by the lifecycle tests and the benchmarks, which need a real, separate process.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  port: number;
  /** Resolves once /readyz answers 200 (the database is open and migrated). */
  ready(): Promise<void>;
  stop(): Promise<number | null>;
};

/** A port that was free a moment ago (the OS picks it). */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  if (!existsSync(`${root}/build/server/index.js`)) throw new Error("No production build: run `npm run build` first (npm test does).");
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env, PORT: env.PORT ?? String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    port,
    async ready() {
      for (let i = 0; i < 600 && child.exitCode === null; i++) {
        const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server did not become ready on port ${port}:\n${output}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
