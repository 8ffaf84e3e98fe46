// npm run bench:pages — GET / on the production server (embedded database), side by side with a
// baseline measured in the same run: the same page's bytes, gzipped once, from a bare node:http
// server in a process of its own. Then the same for the largest script a first visit loads, asked
// for as a browser does (brotli accepted). Prints requests/s and p50/p99 for both, and the ratio.
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (32)
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { measure, printSideBySide, send } from "./load.ts";
import { startStaticBaseline } from "./static-baseline.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const home = { path: "/", headers: { "accept-encoding": "gzip" } };
const assets = path.join(import.meta.dirname, "../build/client/assets");
const largest = readdirSync(assets)
  .filter((f) => f.endsWith(".js"))
  .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0]!;
const script = { path: `/assets/${largest}`, headers: { "accept-encoding": "gzip, deflate, br, zstd" } };

function load(name: string, port: number, request: typeof home) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return measure(name, async () => (await send(port, agent, request)).status === 200, { seconds, connections }).finally(() => agent.destroy());
}

const server = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "classwish-bench-")), LOG_LEVEL: "warn" });
await server.ready();
const sample = await send(server.port, new Agent(), home);
console.log(`GET / : ${sample.body.length} bytes gzipped, set-cookie: ${sample.headers["set-cookie"] ? "yes" : "none"}, cache-control: ${String(sample.headers["cache-control"] ?? "none")}`);
const classwish = await load("Classwish", server.port, home);
const scriptSample = await send(server.port, new Agent(), script);
const encoding = String(scriptSample.headers["content-encoding"] ?? "identity");
console.log(`GET ${script.path} : ${scriptSample.body.length} bytes (${encoding}), cache-control: ${String(scriptSample.headers["cache-control"] ?? "none")}`);
const classwishScript = await load("Classwish", server.port, script);
await server.stop();

const bare = await startStaticBaseline(sample.body, "gzip");
const baseline = await load("bare node:http, static", bare.port, home);
bare.stop();
const bareScript = await startStaticBaseline(scriptSample.body, encoding);
const baselineScript = await load("bare node:http, static", bareScript.port, script);
bareScript.stop();

printSideBySide(`bench:pages  GET /  (${connections} connections, ${seconds} s each, same run)`, [classwish, baseline]);
printSideBySide(`bench:pages  GET ${script.path}, brotli accepted  (same)`, [classwishScript, baselineScript]);
