// npm run bench:pages — GET / on the production server (embedded database), side by side with a
// baseline measured in the same run: the same page's bytes, gzipped once, from a bare node:http
// server in a process of its own. Prints requests/s and p50/p99 for both, and the ratio.
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (32)
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "../tests/helpers/server-process.ts";
import { measure, printSideBySide } from "./load.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

function get(port: number, agent: Agent): Promise<{ status: number; body: Buffer; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent, headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on("error", () => resolve({ status: 0, body: Buffer.alloc(0), headers: {} }));
    req.end();
  });
}

function load(name: string, port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return measure(name, async () => (await get(port, agent)).status === 200, { seconds, connections }).finally(() => agent.destroy());
}

const server = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "classwish-bench-")), LOG_LEVEL: "warn" });
await server.ready();
const sample = await get(server.port, new Agent());
console.log(`GET / : ${sample.body.length} bytes gzipped, set-cookie: ${sample.headers["set-cookie"] ? "yes" : "none"}, cache-control: ${String(sample.headers["cache-control"] ?? "none")}`);
const classwish = await load("Classwish", server.port);
await server.stop();

// The baseline: the same gzipped bytes from bare node:http, in a process of its own like the server.
const file = path.join(mkdtempSync(path.join(tmpdir(), "classwish-bench-")), "home.html.gz");
writeFileSync(file, sample.body);
const port = await freePort();
const bare = spawn(process.execPath, ["-e", `
  const body = require("node:fs").readFileSync(${JSON.stringify(file)});
  require("node:http").createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": body.length });
    res.end(body);
  }).listen(${port}, "127.0.0.1", () => console.log("listening"));`], { stdio: ["ignore", "pipe", "inherit"] });
await new Promise<void>((resolve) => bare.stdout!.once("data", () => resolve()));
const baseline = await load("bare node:http, static", port);
bare.kill();

printSideBySide(`bench:pages  GET /  (${connections} connections, ${seconds} s each, same run)`, [classwish, baseline]);
