// npm run bench:pages — GET / on the production server (embedded database), side by side with a
// baseline measured in the same run: the same page's bytes, gzipped once, from a bare node:http
// server in a process of its own. Prints requests/s and p50/p99 for both, and the ratio.
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (32)
import { mkdtempSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { measure, printSideBySide, send } from "./load.ts";
import { startStaticBaseline } from "./static-baseline.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const home = { path: "/", headers: { "accept-encoding": "gzip" } };

function load(name: string, port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return measure(name, async () => (await send(port, agent, home)).status === 200, { seconds, connections }).finally(() => agent.destroy());
}

const server = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "classwish-bench-")), LOG_LEVEL: "warn" });
await server.ready();
const sample = await send(server.port, new Agent(), home);
console.log(`GET / : ${sample.body.length} bytes gzipped, set-cookie: ${sample.headers["set-cookie"] ? "yes" : "none"}, cache-control: ${String(sample.headers["cache-control"] ?? "none")}`);
const classwish = await load("Classwish", server.port);
await server.stop();

const bare = await startStaticBaseline(sample.body, "gzip");
const baseline = await load("bare node:http, static", bare.port);
bare.stop();

printSideBySide(`bench:pages  GET /  (${connections} connections, ${seconds} s each, same run)`, [classwish, baseline]);
