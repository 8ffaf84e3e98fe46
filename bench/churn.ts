// npm run bench:churn — a course's page under load while the catalog changes, as seat confirmations
// change it on launch day: each change drops the kept pages on every instance, and the requests in
// flight find them gone. Side by side with the same load and no changes, in turns (3 rounds each):
// requests/s, p99, and the server's CPU per request. On PostgreSQL at 127.0.0.1:5432, where a
// client of the bench's own sends the changes (a notification on the catalog's channel).
//   BENCH_SECONDS (12, each side's total), BENCH_CONNECTIONS (64), BENCH_EVERY_MS (100: a change every 100 ms)
import { Agent } from "node:http";
import { gunzipSync } from "node:zlib";
import { Client } from "pg";
import { CATALOG_CHANNEL } from "../app/.server/catalog-changes.ts";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { cpuDuring } from "./cpu.ts";
import { combineRounds, formatResult, measure, perSecond, send, type LoadResult } from "./load.ts";
import { benchDatabase } from "./postgres.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const everyMs = Number(process.env.BENCH_EVERY_MS ?? 100);
const rounds = 3;

const database = await benchDatabase();
const server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: tempDir("classwish-bench-"), LOG_LEVEL: "warn" });
await server.ready();
const home = await send(server.port, new Agent(), { path: "/", headers: { "accept-encoding": "gzip" } });
const slug = /href="\/courses\/([a-z0-9-]+)"/.exec(gunzipSync(home.body).toString("utf8"))![1]!;
const page = { path: `/courses/${slug}`, headers: { "accept-encoding": "gzip, deflate, br, zstd" } };
const notifier = new Client({ connectionString: database.url });
await notifier.connect();

/** The page under load for `slice` seconds; with `churn`, a catalog change every `everyMs`. */
async function load(churn: boolean, slice: number, warmup: number) {
  const done = new AbortController();
  const change = async () => {
    while (!done.signal.aborted) {
      await notifier.query(`NOTIFY ${CATALOG_CHANNEL}, 'seats'`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
  const changes = churn ? change() : Promise.resolve();
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  try {
    const once = async () => (await send(server.port, agent, page)).status === 200;
    return await cpuDuring(server.child.pid!, database.url, () => measure(churn ? "catalog changing" : "no changes", once, { seconds: slice, connections, warmup }));
  } finally {
    done.abort();
    await changes;
    agent.destroy();
  }
}

const sides = [
  { churn: true, runs: [] as Array<{ result: LoadResult; appMs: number }> },
  { churn: false, runs: [] as Array<{ result: LoadResult; appMs: number }> },
];
try {
  for (let round = 0; round < rounds; round++) {
    for (const side of sides) side.runs.push(await load(side.churn, seconds / rounds, round === 0 ? 200 : 20));
  }
} finally {
  await notifier.end();
  await server.stop();
  await database.drop();
}

console.log(`bench:churn  GET ${page.path}, brotli accepted  (${connections} connections, ${seconds} s a side in ${rounds} turns, a catalog change every ${everyMs} ms)`);
const results = sides.map((side) => {
  const result = { ...combineRounds(side.runs.map((r) => r.result)), name: side.churn ? "catalog changing" : "no changes" };
  const cpu = side.runs.reduce((n, r) => n + r.appMs, 0) / result.sent;
  console.log(`  ${formatResult(result)}   server CPU ${cpu.toFixed(3)} ms a request`);
  return result;
});
console.log(`  ratio: ${((perSecond(results[0]!) / perSecond(results[1]!)) * 100).toFixed(0)} % of the rate with no changes`);
