// npm run bench:start — the embedded default's start-up and memory. Start-up is timed from
// spawning `node server.js` to the first 200 answer on GET /: the first start on a fresh
// DATA_DIR (initdb included), then warm starts on the same folder (the median of BENCH_STARTS),
// beside a baseline in the same run: spawn to first answer of a bare node:http server process.
// Then memory after BENCH_SEARCHES searches: the server process and all its PostgreSQL processes,
// RSS and PSS sums (bench/memory.ts). Budgets (issue 12): warm start ≤ 3 s, memory ≤ 300 MB.
//   BENCH_STARTS (5), BENCH_SEARCHES (10000), BENCH_CONNECTIONS (16)
import { spawn } from "node:child_process";
import { Agent } from "node:http";
import { freePort, startServerProcess } from "../tests/helpers/server-process.ts";
import { measure, median, perSecond, searchBody, send } from "./load.ts";
import { mb, memoryOf, withDescendants } from "./memory.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

const starts = Number(process.env.BENCH_STARTS ?? 5);
const searches = Number(process.env.BENCH_SEARCHES ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const dataDir = tempDir("classwish-bench-start-");
const env = { DATA_DIR: dataDir, RATE_LIMIT_PER_MIN: "0", LOG_LEVEL: "warn" };

/** Milliseconds from `began` until GET / answers 200 on the port (asked again 5 ms after each refusal). */
async function firstAnswer(port: number, began: number, exited: Promise<unknown>): Promise<number> {
  let gone = false;
  void exited.then(() => (gone = true));
  const agent = new Agent();
  try {
    for (;;) {
      if ((await send(port, agent, { path: "/" })).status === 200) return performance.now() - began;
      if (gone) throw new Error("the process exited before answering");
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    agent.destroy();
  }
}

async function startServer(): Promise<number> {
  const began = performance.now();
  const server = await startServerProcess(env);
  const ms = await firstAnswer(server.port, began, server.exited);
  if ((await server.stop()) !== 0) throw new Error(`the server did not stop cleanly:\n${server.output()}`);
  return ms;
}

async function startBare(): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const bare = spawn(process.execPath, ["-e", `require("node:http").createServer((_req, res) => res.end("ok")).listen(${port}, "127.0.0.1")`], { stdio: "ignore" });
  const exited = new Promise((resolve) => bare.once("exit", resolve));
  const ms = await firstAnswer(port, began, exited);
  bare.kill();
  await exited;
  return ms;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(`bench:start  the embedded default (DATA_DIR ${dataDir}), beside a bare node:http process`);
const first = await startServer();
const bareFirst = await startBare();
console.log(`  first start (initdb):   ${seconds(first)}    bare node:http: ${seconds(bareFirst)}`);
const warm: number[] = [];
const bare: number[] = [];
// Alternated, so a busy moment on the shared machine falls on both alike.
for (let i = 0; i < starts; i++) {
  warm.push(await startServer());
  bare.push(await startBare());
}
console.log(`  warm start, median of ${starts}: ${seconds(median(warm))} (${warm.map(seconds).join(", ")})    bare node:http: ${seconds(median(bare))}    (budget 3 s)`);

// Memory: the server on its warm folder, idle after its first page, then after the searches.
const server = await startServerProcess(env);
await server.ready();
const group = () => withDescendants(server.child.pid!);
const agent = new Agent({ keepAlive: true, maxSockets: connections });
await send(server.port, agent, { path: "/" });
const report = (when: string) => {
  const all = memoryOf(group());
  const own = memoryOf([server.child.pid!]);
  console.log(`  ${when.padEnd(22)} RSS sum ${mb(all.rssKb)}, PSS sum ${mb(all.pssKb)} over ${all.processes} processes (server alone: RSS ${mb(own.rssKb)}; PostgreSQL: RSS ${mb(all.rssKb - own.rssKb)}, PSS ${mb(all.pssKb - own.pssKb)})`);
  return all;
};
report("idle, after GET /:");
const load = await measure("searches", async () => (await send(server.port, agent, { method: "POST", path: "/api/find-course/", json: searchBody() })).status === 201, {
  seconds: 600,
  connections,
  maxRequests: searches,
  warmup: 0,
});
const after = report(`after ${load.ok} searches:`);
console.log(`  (${perSecond(load).toFixed(0)} searches/s at ${connections} connections, ${load.errors} errors; budget 300 MB)`);
agent.destroy();
await server.stop();
// The budget is PSS: RSS counts PostgreSQL's shared memory once per process that touched it (bench/memory.ts).
console.log(after.pssKb > 300 * 1024 ? `  OVER the budget by ${mb(after.pssKb - 300 * 1024)} PSS` : `  within the budget: ${mb(300 * 1024 - after.pssKb)} PSS to spare`);
