// npm run bench:pages — GET / on the production server (embedded database), side by side with a
// baseline measured in the same run: the same page's bytes, gzipped once, from a bare node:http
// server in a process of its own. Then the same for a course's page and a class wish's, each through
// its shared link (where a launch's visitors land), and the largest script a first visit loads, all
// asked for as a browser does (brotli accepted). Prints requests/s and p50/p99 for both, and the
// ratio, for each.
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (32)
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { measure, printSideBySide, send } from "./load.ts";
import { startStaticBaseline } from "./static-baseline.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
type Asked = { path: string; headers: Record<string, string> };
const home: Asked = { path: "/", headers: { "accept-encoding": "gzip" } };
const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
const assets = path.join(import.meta.dirname, "../build/client/assets");
const largest = readdirSync(assets)
  .filter((f) => f.endsWith(".js"))
  .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0]!;
const script: Asked = { path: `/assets/${largest}`, headers: browser };

function load(name: string, port: number, request: Asked) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return measure(name, async () => (await send(port, agent, request)).status === 200, { seconds, connections }).finally(() => agent.destroy());
}

const server = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "classwish-bench-")), LOG_LEVEL: "warn" });
await server.ready();
const sample = await send(server.port, new Agent(), home);
console.log(`GET / : ${sample.body.length} bytes gzipped, set-cookie: ${sample.headers["set-cookie"] ? "yes" : "none"}, cache-control: ${String(sample.headers["cache-control"] ?? "none")}`);
const classwish = await load("Classwish", server.port, home);
// The first course the home page lists.
const slug = /href="\/courses\/([a-z0-9-]+)"/.exec(gunzipSync(sample.body).toString("utf8"))![1]!;
// A class wish, shared from a search as a visitor shares one.
const visitor = new Agent({ keepAlive: true });
const cookie = String((await send(server.port, visitor, { path: "/api/user/" })).headers["set-cookie"]).split(";")[0]!;
const searchId = randomUUID();
await send(server.port, visitor, { method: "POST", path: "/api/find-course/", headers: { cookie }, json: { search_id: searchId, concept: "Deep sea creatures", budget: 120, class_size: 6 } });
const wish = JSON.parse((await send(server.port, visitor, { method: "POST", path: "/api/wishes/", headers: { cookie }, json: { search_id: searchId } })).body.toString("utf8")) as { id: string };
visitor.destroy();
const others = [
  { title: "a course's page through its shared link", request: { path: `/courses/${slug}?ref=c_${slug}`, headers: browser } },
  { title: "a wish's page through its shared link", request: { path: `/wishes/${wish.id}?ref=w_${wish.id}`, headers: browser } },
  { title: "the largest script", request: script },
];
const measured = [];
for (const { title, request } of others) {
  const answer = await send(server.port, new Agent(), request);
  const encoding = String(answer.headers["content-encoding"] ?? "identity");
  console.log(`GET ${request.path} : ${answer.body.length} bytes (${encoding}), cache-control: ${String(answer.headers["cache-control"] ?? "none")}`);
  measured.push({ title, request, answer, encoding, result: await load("Classwish", server.port, request) });
}
await server.stop();

const bare = await startStaticBaseline(sample.body, "gzip");
const baseline = await load("bare node:http, static", bare.port, home);
bare.stop();
printSideBySide(`bench:pages  GET /  (${connections} connections, ${seconds} s each, same run)`, [classwish, baseline]);
for (const m of measured) {
  const same = await startStaticBaseline(m.answer.body, m.encoding);
  const result = await load("bare node:http, static", same.port, m.request);
  same.stop();
  printSideBySide(`bench:pages  ${m.title}, brotli accepted  (same)`, [m.result, result]);
}
