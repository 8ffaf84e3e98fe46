// npm run bench:subscribe-timing — can an outsider tell a confirmed address from an unknown one by
// how long POST /api/subscribe/ takes? Alternates requests for the two kinds against the production
// server and prints the median and p90 of each, side by side, and their ratio (1.00 = no tell).
//   BENCH_PAIRS (100)
import { Agent, request } from "node:http";
import { Client } from "pg";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { benchDatabase } from "./postgres.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

const pairs = Number(process.env.BENCH_PAIRS ?? 100);
const database = await benchDatabase();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  DATA_DIR: tempDir("classwish-bench-"),
  RATE_LIMIT_PER_MIN: "0",
  LOG_LEVEL: "warn",
});
await server.ready();
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function subscribe(email: string): Promise<number> {
  const body = JSON.stringify({ email });
  const t = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: server.port, path: "/api/subscribe/", method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 202 ? resolve(performance.now() - t) : reject(new Error(`status ${res.statusCode}`))));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// Known addresses: asked for once, then marked confirmed as their mailbox's click would.
const known = Array.from({ length: pairs }, (_, i) => `known${i}@example.com`);
for (const email of known) await subscribe(email);
const c = new Client({ connectionString: database.url });
await c.connect();
await c.query("update subscribers set status = 'confirmed', confirmed_at = now(); update subscriptions set state = 'active', confirmed_at = now(); update messages set status = 'sent'");
await c.end();
for (let i = 0; i < 50; i++) await subscribe(`warmup${i}@example.com`);

const times = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < pairs; i++) {
  // Alternate which goes first, so drift on a shared machine falls on both alike.
  const order = i % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
  for (const kind of order) times[kind].push(await subscribe(kind === "known" ? known[i]! : `stranger${i}@example.com`));
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;
const row = (name: string, xs: number[]) => `${name.padEnd(10)} median ${quantile(xs, 0.5).toFixed(2)} ms   p90 ${quantile(xs, 0.9).toFixed(2)} ms`;
console.log(`POST /api/subscribe/ on PostgreSQL, ${pairs} pairs`);
console.log(row("known", times.known));
console.log(row("unknown", times.unknown));
console.log(`ratio unknown/known (median): ${(quantile(times.unknown, 0.5) / quantile(times.known, 0.5)).toFixed(2)}`);

agent.destroy();
await server.stop();
await database.drop();
