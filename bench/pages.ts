// npm run bench:pages — GET / on the production server (embedded database), side by side with a
// baseline measured in the same run: the same page's bytes, gzipped once, from a bare node:http
// server in a process of its own. Then the same for a course's page and a class wish's, each through
// its shared link (where a launch's visitors land), and the largest script a first visit loads, all
// asked for as a browser does (brotli accepted). The two sides take turns, BENCH_ROUNDS times a
// page, so a slow moment of this shared machine falls on both alike; each side's first turn
// follows 2 s of the same load, uncounted (a server just started grows its heap and compiles).
// Prints requests/s and p50/p99 for both, the ratio, and each round's ratio.
//   BENCH_SECONDS (10, each side's total a page), BENCH_ROUNDS (3), BENCH_CONNECTIONS (32)
import { randomUUID } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { Agent } from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { measure, printRounds, send, type LoadResult } from "./load.ts";
import { startStaticBaseline } from "./static-baseline.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
type Asked = { path: string; headers: Record<string, string> };
const home: Asked = { path: "/", headers: { "accept-encoding": "gzip" } };
const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
const assets = path.join(import.meta.dirname, "../build/client/assets");
const largest = readdirSync(assets)
  .filter((f) => f.endsWith(".js"))
  .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0]!;
const script: Asked = { path: `/assets/${largest}`, headers: browser };

/** A side's turn; the first of each side is preceded by 2 s of the same load, not counted. */
function load(name: string, port: number, request: Asked, first: boolean): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const warmup = { warmup: first ? 500 : 50, warmupSeconds: first ? 2 : 0 };
  return measure(name, async () => (await send(port, agent, request)).status === 200, { seconds: seconds / rounds, connections, ...warmup }).finally(() => agent.destroy());
}

const server = await startServerProcess({ DATA_DIR: tempDir("classwish-bench-"), LOG_LEVEL: "warn" });
await server.ready();
const sample = await send(server.port, new Agent(), home);
// The first course the home page lists.
const slug = /href="\/courses\/([a-z0-9-]+)"/.exec(gunzipSync(sample.body).toString("utf8"))![1]!;
// A class wish, shared from a search as a visitor shares one.
const visitor = new Agent({ keepAlive: true });
const cookie = String((await send(server.port, visitor, { path: "/api/user/" })).headers["set-cookie"]).split(";")[0]!;
const searchId = randomUUID();
await send(server.port, visitor, { method: "POST", path: "/api/find-course/", headers: { cookie }, json: { search_id: searchId, concept: "Deep sea creatures", budget: 120, class_size: 6 } });
const wish = JSON.parse((await send(server.port, visitor, { method: "POST", path: "/api/wishes/", headers: { cookie }, json: { search_id: searchId } })).body.toString("utf8")) as { id: string };
visitor.destroy();
const pages = [
  { title: "GET /", request: home },
  { title: "a course's page through its shared link, brotli accepted", request: { path: `/courses/${slug}?ref=c_${slug}`, headers: browser } },
  { title: "a wish's page through its shared link, brotli accepted", request: { path: `/wishes/${wish.id}?ref=w_${wish.id}`, headers: browser } },
  { title: "the largest script, brotli accepted", request: script },
];
try {
  for (const { title, request } of pages) {
    const answer = await send(server.port, new Agent(), request);
    const encoding = String(answer.headers["content-encoding"] ?? "identity");
    const setCookie = answer.headers["set-cookie"] ? "yes" : "none";
    console.log(`GET ${request.path} : ${answer.body.length} bytes (${encoding}), set-cookie: ${setCookie}, cache-control: ${String(answer.headers["cache-control"] ?? "none")}`);
    const bare = await startStaticBaseline(answer.body, encoding);
    const sides = { server: [] as LoadResult[], bare: [] as LoadResult[] };
    try {
      for (let round = 0; round < rounds; round++) {
        sides.server.push(await load("Classwish", server.port, request, round === 0));
        sides.bare.push(await load("bare node:http, static", bare.port, request, round === 0));
      }
    } finally {
      bare.stop();
    }
    printRounds(`bench:pages  ${title}  (${connections} connections, ${seconds} s a side in ${rounds} turns, same run)`, sides.server, sides.bare);
  }
} finally {
  await server.stop();
}
