// npm run bench:api — load on POST /api/find-course/ against the production server on PostgreSQL,
// side by side with a baseline measured in the same run: a bare node:http server in a child process
// that parses the same JSON and does one INSERT with pg (bench/api-baseline.ts). Prints requests/s,
// p50/p99 latency and errors for both, and the ratio; then what each request cost in CPU, in the
// server and in PostgreSQL (steady when other work shares the machine, unlike requests/s).
// Loopback only; bounded in time and count.
//   BENCH_DATABASE_URL  an existing database to use (default: a new one on 127.0.0.1:5432, dropped after)
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (32)
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "../tests/helpers/server-process.ts";
import { cpuDuring } from "./cpu.ts";
import { measure, printSideBySide, searchBody, send, type LoadResult } from "./load.ts";
import { benchDatabase } from "./postgres.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** Keeps `connections` searches in flight against the port for `seconds`. */
function load(name: string, port: number, okStatus: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const once = async () => (await send(port, agent, { method: "POST", path: "/api/find-course/", json: searchBody() })).status === okStatus;
  return measure(name, once, { seconds, connections }).finally(() => agent.destroy());
}

const database = await benchDatabase();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "classwish-bench-")),
  RATE_LIMIT_PER_MIN: "0",
  LOG_LEVEL: "warn",
});
await server.ready();
const classwish = await cpuDuring(server.child.pid!, database.url, () => load("Classwish", server.port, 201));
await server.stop();

// The baseline uses the tables the server's migrations made.
const baselinePort = await freePort();
const baseline = spawn(process.execPath, [path.join(import.meta.dirname, "api-baseline.ts")], {
  env: { ...process.env, PORT: String(baselinePort), DATABASE_URL: database.url },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => baseline.stdout!.once("data", () => resolve()));
const bare = await cpuDuring(baseline.pid!, database.url, () => load("bare node:http + pg", baselinePort, 201));
baseline.kill("SIGTERM");
await database.drop();

printSideBySide(`bench:api  POST /api/find-course/  (PostgreSQL, ${connections} connections, ${seconds} s each, same run)`, [classwish.result, bare.result]);
const perRequest = (r: { result: LoadResult; appMs: number; databaseMs: number }) => [r.appMs / r.result.sent, r.databaseMs / r.result.sent] as const;
const [appMs, dbMs] = perRequest(classwish);
const [bareAppMs, bareDbMs] = perRequest(bare);
console.log(`  CPU per request: Classwish ${appMs.toFixed(2)} ms server + ${dbMs.toFixed(2)} ms PostgreSQL; bare ${bareAppMs.toFixed(2)} ms + ${bareDbMs.toFixed(2)} ms`);
console.log(`  CPU ratio: the baseline's CPU per request is ${(((bareAppMs + bareDbMs) / (appMs + dbMs)) * 100).toFixed(0)} % of Classwish's`);
