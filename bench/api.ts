// npm run bench:api — load on POST /api/find-course/ against the production server on PostgreSQL,
// side by side with a baseline measured in the same run: a bare node:http server in a child process
// that parses the same JSON and does one INSERT with pg (bench/api-baseline.ts). Prints requests/s,
// p50/p99 latency and errors for both, and the ratio. Loopback only; bounded in time and count.
//   BENCH_DATABASE_URL  an existing database to use (default: a new one on 127.0.0.1:5432, dropped after)
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (32)
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "../tests/helpers/server-process.ts";
import { benchDatabase } from "./postgres.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const maxRequests = 500_000;
const concepts = ["Black holes", "Taoism versus Stoicism", "Longevity science", "Egyptian hieroglyphs", "Skincare that works"];

type Result = { name: string; ok: number; errors: number; elapsed: number; p50: number; p99: number };

/** Keeps `connections` requests in flight against the port for `seconds`, after a warm-up. */
async function load(name: string, port: number, okStatus: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const once = async (): Promise<{ ms: number; ok: boolean }> => {
    const body = JSON.stringify({
      search_id: randomUUID(),
      concept: concepts[Math.floor(Math.random() * concepts.length)],
      budget: 10 * (1 + Math.floor(Math.random() * 50)),
      class_size: 1 + Math.floor(Math.random() * 25),
    });
    const t = performance.now();
    const status = await new Promise<number>((resolve) => {
      const req = request(
        { host: "127.0.0.1", port, path: "/api/find-course/", method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", () => resolve(0));
      req.end(body);
    });
    return { ms: performance.now() - t, ok: status === okStatus };
  };
  // Warm-up: connections, JIT, database caches.
  for (let i = 0; i < 200; i++) await once();
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline && latencies.length + errors < maxRequests) {
        const r = await once();
        if (r.ok) latencies.push(r.ms);
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { name, ok: latencies.length, errors, elapsed, p50: pct(50), p99: pct(99) };
}

const database = await benchDatabase();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "classwish-bench-")),
  RATE_LIMIT_PER_MIN: "0",
  LOG_LEVEL: "warn",
});
await server.ready();
const classwish = await load("Classwish", server.port, 201);
await server.stop();

// The baseline uses the tables the server's migrations made.
const baselinePort = await freePort();
const baseline = spawn(process.execPath, [path.join(import.meta.dirname, "api-baseline.ts")], {
  env: { ...process.env, PORT: String(baselinePort), DATABASE_URL: database.url },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => baseline.stdout!.once("data", () => resolve()));
const bare = await load("bare node:http + pg", baselinePort, 201);
baseline.kill("SIGTERM");
await database.drop();

console.log(`bench:api  POST /api/find-course/  (PostgreSQL, ${connections} connections, ${seconds} s each, same run)`);
for (const r of [classwish, bare]) {
  console.log(
    `  ${r.name.padEnd(22)} ${(r.ok / r.elapsed).toFixed(0).padStart(6)} requests/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   ${r.errors} errors`,
  );
}
console.log(`  ratio: ${((classwish.ok / classwish.elapsed / (bare.ok / bare.elapsed)) * 100).toFixed(0)} % of the baseline`);
