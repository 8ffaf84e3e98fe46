// npm run bench:share-cards — issue 26's share-card load: BENCH_WISHES (304) class wishes asked for
// round-robin at /wishes/{id}/share.png by BENCH_CONNECTIONS (8) clients from BENCH_ADDRESSES (1)
// source addresses, BENCH_ROUNDS (3) times over, on the embedded default, with the default limits (one
// address gets SHARE_RENDER_LIMIT new cards a minute; 64 addresses get every card rendered). Side by side in the
// same run: a course page's latency and the server's memory before the load (the baseline) and
// during it, against the 300 MB budget; and how the card requests were answered (200 rendered or
// stored, 429 over an address's render limit). BENCH_SERVER_ENV="NAME=value,…" adds to the server's
// environment (for example MALLOC_ARENA_MAX=2, to compare allocator settings).
import { randomUUID } from "node:crypto";
import { Agent } from "node:http";
import { gunzipSync } from "node:zlib";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";
import { send } from "./load.ts";
import { mb, memoryOf, sampleMemory, withDescendants } from "./memory.ts";

const wishCount = Number(process.env.BENCH_WISHES ?? 304);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const addresses = Number(process.env.BENCH_ADDRESSES ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET_MB = 300;

// TRUST_PROXY=loopback: the bench's X-Forwarded-For is each request's source address.
const dataDir = tempDir("classwish-bench-cards-");
const server = await startServerProcess({
  DATA_DIR: dataDir,
  TRUST_PROXY: "loopback",
  LOG_LEVEL: "warn",
  ...(process.env.BENCH_SERVER_ENV ? Object.fromEntries(process.env.BENCH_SERVER_ENV.split(",").map((kv) => kv.split("=") as [string, string])) : {}),
});
await server.ready();
const agent = new Agent({ keepAlive: true, maxSockets: connections + 1 });
const from = (i: number) => ({ "x-forwarded-for": `198.18.${Math.floor(i / 250) % 250}.${(i % 250) + 1}` });
const group = () => withDescendants(server.child.pid!);

try {
  const wishes: string[] = [];
  for (let i = 0; i < wishCount; i++) {
    const search_id = randomUUID();
    const search = await send(server.port, agent, { method: "POST", path: "/api/find-course/", headers: from(i), json: { search_id, concept: `Card bench wish ${i} 🎨`, budget: 100, class_size: 5 } });
    if (search.status !== 201) throw new Error(`search ${i}: ${search.status} ${search.body.toString()}`);
    // A search is shared as a wish by the browser that made it: its visitor cookie.
    const cookie = (search.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const wish = await send(server.port, agent, { method: "POST", path: "/api/wishes/", headers: { ...from(i), cookie }, json: { search_id } });
    if (wish.status !== 201) throw new Error(`wish ${i}: ${wish.status} ${wish.body.toString()}`);
    wishes.push((JSON.parse(wish.body.toString()) as { id: string }).id);
  }
  const home = await send(server.port, agent, { path: "/", headers: { "accept-encoding": "gzip" } });
  const slug = /href="\/courses\/([a-z0-9-]+)"/.exec(gunzipSync(home.body).toString("utf8"))![1]!;

  /** A course page's latencies, one request at a time, until `until` resolves (or `count` requests). */
  const coursePage = async (until: Promise<unknown> | undefined, count = 60) => {
    const ms: number[] = [];
    let over = false;
    void until?.then(() => (over = true));
    for (let i = 0; until ? !over : i < count; i++) {
      const t = performance.now();
      const answer = await send(server.port, agent, { path: `/courses/${slug}?bench=${i}`, headers: { "accept-encoding": "gzip" } });
      if (answer.status !== 200) throw new Error(`course page: ${answer.status}`);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    return { p50: ms[Math.floor(ms.length / 2)]!, p95: ms[Math.floor(ms.length * 0.95)]!, n: ms.length };
  };

  const idle = memoryOf(group());
  const before = await coursePage(undefined);
  // The first card loads the renderer and its fonts: a cost paid once, told apart from the load's.
  await send(server.port, agent, { path: `/wishes/${wishes[0]}/share.png`, headers: from(0) });
  const oneCard = memoryOf(group());

  const statuses = new Map<number, number>();
  let next = 0;
  const total = wishes.length * rounds;
  const sampler = sampleMemory(async () => group(), 200);
  const started = performance.now();
  const load = Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < total; i = next++) {
        const answer = await send(server.port, agent, { path: `/wishes/${wishes[i % wishes.length]}/share.png`, headers: from(i % addresses) });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  const during = await coursePage(load);
  await load;
  const seconds = (performance.now() - started) / 1000;
  const peak = await sampler.stop();
  const after = memoryOf(group());
  const node = memoryOf([server.child.pid!]);

  console.log(`bench:share-cards  ${wishes.length} wishes × ${rounds} rounds round-robin, ${connections} connections from ${addresses} addresses, embedded PostgreSQL`);
  console.log(`  card requests: ${total} in ${seconds.toFixed(1)} s; answers ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(", ")}`);
  console.log(`  course page, no load (baseline):  p50 ${before.p50.toFixed(1)} ms   p95 ${before.p95.toFixed(1)} ms   (${before.n} requests)`);
  console.log(`  course page, during the load:     p50 ${during.p50.toFixed(1)} ms   p95 ${during.p95.toFixed(1)} ms   (${during.n} requests)`);
  console.log(`  memory, server + PostgreSQL: idle RSS ${mb(idle.rssKb)} / PSS ${mb(idle.pssKb)}; after one card RSS ${mb(oneCard.rssKb)} / PSS ${mb(oneCard.pssKb)}; peak RSS ${mb(peak.rssKb)} / PSS ${mb(peak.pssKb)}; after RSS ${mb(after.rssKb)} / PSS ${mb(after.pssKb)}`);
  console.log(`  of which the Node process after the load: RSS ${mb(node.rssKb)} / PSS ${mb(node.pssKb)}`);
  console.log(`  peak PSS ${peak.pssKb / 1024 <= BUDGET_MB ? "within" : "OVER"} the ${BUDGET_MB} MB budget`);
} finally {
  agent.destroy();
  await server.stop();
}
