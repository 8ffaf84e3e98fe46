// npm run bench:api — load on POST /api/find-course/ against the production server on PostgreSQL.
// Prints requests/s and p50/p99 latency. Loopback only; bounded in time and count.
//   BENCH_DATABASE_URL  an existing database to use (default: a new one on 127.0.0.1:5432, dropped after)
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (32)
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Agent, request } from "node:http";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { benchDatabase } from "./postgres.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const maxRequests = 500_000;

const database = await benchDatabase();

const server = await startServerProcess({
  DATABASE_URL: database.url,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "classwish-bench-")),
  RATE_LIMIT_PER_MIN: "0",
  LOG_LEVEL: "warn",
});
await server.ready();
const { port } = server;
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const concepts = ["Black holes", "Taoism versus Stoicism", "Longevity science", "Egyptian hieroglyphs", "Skincare that works"];

async function once(): Promise<{ ms: number; ok: boolean }> {
  const body = JSON.stringify({
    search_id: randomUUID(),
    concept: concepts[Math.floor(Math.random() * concepts.length)],
    budget: 10 * (1 + Math.floor(Math.random() * 50)),
    class_size: 1 + Math.floor(Math.random() * 25),
  });
  const t = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/api/find-course/", method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
  return { ms: performance.now() - t, ok: status === 201 };
}

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
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;

await server.stop();
agent.destroy();
await database.drop();

console.log(`bench:api  POST /api/find-course/  (PostgreSQL, ${connections} connections, ${elapsed.toFixed(1)} s)`);
console.log(`  requests:     ${latencies.length} ok, ${errors} failed`);
console.log(`  throughput:   ${(latencies.length / elapsed).toFixed(0)} requests/s`);
console.log(`  latency p50:  ${pct(50).toFixed(2)} ms`);
console.log(`  latency p99:  ${pct(99).toFixed(2)} ms`);
