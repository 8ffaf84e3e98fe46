// npm run bench:spike — a launch spike: mixed traffic (90 % GET / as a browser asks for it, 8 %
// searches with a fresh search_id, 2 % subscribes with a fresh address) at rising concurrency, a
// fixed time per step. Each step is followed by the same step against a baseline in the same run
// (a bare node:http server answering every GET with the home page's own compressed bytes), since
// the machine is shared: compare ratios, not absolute figures. Prints per step requests/s, p50/p99
// and errors; the sustained rate (the highest step with p99 < 200 ms and no error); and the peak
// memory of the server processes and their database processes (RSS and PSS sums, bench/memory.ts).
// Two set-ups: one instance on the embedded default, then three on the machine's PostgreSQL
// (127.0.0.1:5432, bench/postgres.ts) with requests spread round-robin as a load balancer would.
//   BENCH_SECONDS (5) per step, BENCH_STEPS ("8,16,32,64,128"), BENCH_SETUPS ("embedded,postgres")
import { randomUUID } from "node:crypto";
import { Agent } from "node:http";
import { Client } from "pg";
import { startServerProcess, type ServerProcess } from "../tests/helpers/server-process.ts";
import { formatResult, measure, perSecond, searchBody, send, type LoadResult } from "./load.ts";
import { mb, memoryOf, sampleMemory, withDescendants } from "./memory.ts";
import { benchDatabase } from "./postgres.ts";
import { startStaticBaseline } from "./static-baseline.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const steps = (process.env.BENCH_STEPS ?? "8,16,32,64,128").split(",").map(Number);
const setups = (process.env.BENCH_SETUPS ?? "embedded,postgres").split(",");
const P99_BUDGET_MS = 200;
const browser = { path: "/", headers: { "accept-encoding": "gzip, deflate, br, zstd" } };
const dataDir = () => tempDir("classwish-bench-spike-");

type Setup = { title: string; servers: ServerProcess[]; databasePids(): Promise<number[]>; stop(): Promise<void> };

async function embedded(): Promise<Setup> {
  const server = await startServerProcess({ DATA_DIR: dataDir(), RATE_LIMIT_PER_MIN: "0", LOG_LEVEL: "warn" });
  await server.ready();
  return {
    title: "one instance, embedded PostgreSQL (no DATABASE_URL)",
    servers: [server],
    // The postmaster is the server's child, and every backend the postmaster's.
    databasePids: async () => withDescendants(server.child.pid!).filter((pid) => pid !== server.child.pid),
    stop: async () => void (await server.stop()),
  };
}

async function postgres(): Promise<Setup> {
  const database = await benchDatabase();
  const env = { DATABASE_URL: database.url, SESSION_SECRET: "one-secret-for-every-instance-0123456789", RATE_LIMIT_PER_MIN: "0", LOG_LEVEL: "warn" };
  const servers = await Promise.all([0, 1, 2].map(() => startServerProcess({ ...env, DATA_DIR: dataDir() })));
  await Promise.all(servers.map((s) => s.ready()));
  // Watched from the admin database, so this connection is not one of the counted backends.
  const watcher = new Client({ connectionString: new URL("/postgres", database.url).toString() });
  await watcher.connect();
  const name = new URL(database.url).pathname.slice(1);
  return {
    title: "three instances, PostgreSQL at 127.0.0.1:5432, round-robin",
    servers,
    // The backends serving this database; the postmaster and its helpers serve every database on
    // the machine's server (other engineers' too), so they are not counted.
    databasePids: async () => (await watcher.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name])).rows.map((r) => r.pid),
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await watcher.end();
      await database.drop();
    },
  };
}

/** One request of the mix, to the instances in turn. */
function mixed(ports: number[], agents: Agent[]): () => Promise<boolean> {
  let next = 0;
  return async () => {
    const i = next++ % ports.length;
    const [port, agent] = [ports[i]!, agents[i]!];
    const dice = Math.random();
    if (dice < 0.9) return (await send(port, agent, browser)).status === 200;
    if (dice < 0.98) return (await send(port, agent, { method: "POST", path: "/api/find-course/", json: searchBody() })).status === 201;
    return (await send(port, agent, { method: "POST", path: "/api/subscribe/", json: { email: `spike-${randomUUID()}@example.com` } })).status === 202;
  };
}

/** The highest step within the budget: p99 under 200 ms and not one error. */
function sustained(results: Array<[number, LoadResult]>): string {
  const within = results.filter(([, r]) => r.errors === 0 && r.p99 < P99_BUDGET_MS).at(-1);
  return within ? `${perSecond(within[1]).toFixed(0)} requests/s (${within[0]} connections)` : `none (no step had p99 < ${P99_BUDGET_MS} ms and 0 errors)`;
}

async function run(start: () => Promise<Setup>): Promise<void> {
  const setup = await start();
  const ports = setup.servers.map((s) => s.port);
  const serverPids = setup.servers.map((s) => s.child.pid!);
  const memory = sampleMemory(async () => [...serverPids, ...(await setup.databasePids())]);
  // Fresh connections for each step, as a new wave of visitors opens them. Kept across steps, the
  // connections sat idle while the baseline ran, for the server's keep-alive timeout (5 s, a step's
  // length), and a request sent on one the server was closing at that moment failed with a reset.
  const newAgents = () => ports.map(() => new Agent({ keepAlive: true, maxSockets: Math.max(...steps) }));
  let agents = newAgents();
  const home = await send(ports[0]!, agents[0]!, browser);
  const bare = await startStaticBaseline(home.body, String(home.headers["content-encoding"] ?? "identity"));
  let bareAgent = new Agent({ keepAlive: true, maxSockets: Math.max(...steps) });
  const ours: Array<[number, LoadResult]> = [];
  const theirs: Array<[number, LoadResult]> = [];
  console.log(`\nbench:spike  ${setup.title}`);
  console.log(`  mix: 90 % GET / (${home.body.length} bytes, ${String(home.headers["content-encoding"])}), 8 % searches, 2 % subscribes; ${seconds} s a step`);
  console.log(`  baseline: bare node:http answering GET with the same bytes, same concurrency, after each step`);
  try {
    for (const [n, connections] of steps.entries()) {
      const warmup = n === 0 ? 200 : 0;
      if (n > 0) {
        for (const a of [...agents, bareAgent]) a.destroy();
        agents = newAgents();
        bareAgent = new Agent({ keepAlive: true, maxSockets: Math.max(...steps) });
      }
      const subject = await measure(`Classwish ×${connections}`, mixed(ports, agents), { seconds, connections, warmup });
      const baseline = await measure(`baseline ×${connections}`, async () => (await send(bare.port, bareAgent, browser)).status === 200, { seconds, connections, warmup });
      ours.push([connections, subject]);
      theirs.push([connections, baseline]);
      console.log(`  ${formatResult(subject)}`);
      console.log(`  ${formatResult(baseline)}   (Classwish: ${((perSecond(subject) / perSecond(baseline)) * 100).toFixed(0)} %)`);
    }
    const peak = await memory.stop();
    const idle = memoryOf([...serverPids, ...(await setup.databasePids())]);
    console.log(`  sustained at p99 < ${P99_BUDGET_MS} ms, 0 errors: Classwish ${sustained(ours)}; baseline ${sustained(theirs)}`);
    console.log(`  peak memory, ${setup.servers.length} server process(es) + database processes: RSS sum ${mb(peak.rssKb)}, PSS sum ${mb(peak.pssKb)} (up to ${peak.processes} processes; after the run RSS ${mb(idle.rssKb)}, PSS ${mb(idle.pssKb)})`);
  } finally {
    await memory.stop();
    for (const a of [...agents, bareAgent]) a.destroy();
    bare.stop();
    await setup.stop();
  }
}

for (const name of setups) await run(name === "postgres" ? postgres : embedded);
