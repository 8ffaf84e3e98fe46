// npm run bench:api — load on POST /api/find-course/ against the production server on PostgreSQL,
// side by side with a baseline measured in the same run: a bare node:http server in a child process
// that parses the same JSON and does one INSERT with pg (bench/api-baseline.ts). The two take turns,
// five rounds each. Prints requests/s, p50/p99 latency and errors for both, the ratio and each
// round's; then what each request cost in CPU, in the server and in PostgreSQL (steadier when other
// work shares the machine than requests/s).
// Loopback only; bounded in time and count.
//   BENCH_DATABASE_URL  an existing database to use (default: a new one on 127.0.0.1:5432, dropped after)
//   BENCH_SECONDS (10, each side's total), BENCH_ROUNDS (5: the sides take turns), BENCH_CONNECTIONS (32)
//   BENCH_WRITE_LIMIT=1  the per-IP write limit on, at its default (60 a minute), each search from
//                        an address of its own (X-Forwarded-For from a documentation IPv6 range,
//                        TRUST_PROXY=loopback), as launch-day visitors come; by default it is lifted
//   BENCH_VISITORS       first-time (default: no cookie, so each search comes from a new visitor,
//                        as a launch spike brings them, and is answered with a new visitor cookie)
//                        or returning (each search carries one of 1,000 visitors' cookies)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import path from "node:path";
import { freePort, startServerProcess } from "../tests/helpers/server-process.ts";
import { cpuDuring } from "./cpu.ts";
import { measure, printRounds, searchBody, send, type LoadResult } from "./load.ts";
import { benchDatabase } from "./postgres.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const writeLimit = process.env.BENCH_WRITE_LIMIT === "1";
/** A visitor's own address, one of 2^32 in 2001:db8::/32 (documentation: names no real host). */
const visitorAddress = () => `2001:db8::${randomBytes(4).toString("hex").replace(/(....)(....)/, "$1:$2")}`;
const returning = process.env.BENCH_VISITORS === "returning";
/** Returning visitors' cookies, fetched once before the load (GET /api/user/ sets one). */
const visitorCookies: string[] = [];
const headers = (): Record<string, string> => ({
  ...(writeLimit ? { "x-forwarded-for": visitorAddress() } : {}),
  ...(returning ? { cookie: visitorCookies[Math.floor(Math.random() * visitorCookies.length)]! } : {}),
});

/** Keeps `connections` searches in flight against the port for `slice` seconds. */
function load(name: string, port: number, slice: number, warmup: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const once = async () => (await send(port, agent, { method: "POST", path: "/api/find-course/", json: searchBody(), headers: headers() })).status === 201;
  return measure(name, once, { seconds: slice, connections, warmup }).finally(() => agent.destroy());
}

const database = await benchDatabase();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  DATA_DIR: tempDir("classwish-bench-"),
  ...(writeLimit ? { TRUST_PROXY: "loopback" } : { RATE_LIMIT_PER_MIN: "0" }),
  LOG_LEVEL: "warn",
});
await server.ready();
if (returning) {
  const agent = new Agent({ keepAlive: true });
  for (let i = 0; i < 1_000; i++) {
    const { headers: answer } = await send(server.port, agent, { path: "/api/user/" });
    visitorCookies.push(String(answer["set-cookie"]?.[0]?.split(";")[0]));
  }
  agent.destroy();
}
// The baseline uses the tables the server's migrations made.
const baselinePort = await freePort();
const baseline = spawn(process.execPath, [path.join(import.meta.dirname, "api-baseline.ts")], {
  env: { ...process.env, PORT: String(baselinePort), DATABASE_URL: database.url },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => baseline.stdout!.once("data", () => resolve()));

// Both in turns, `rounds` times, so a slow moment of this shared machine falls on both sides
// alike rather than on one: each round's ratio, and their median, are the figures to read.
type Round = { result: LoadResult; appMs: number; databaseMs: number };
const sides = [
  { name: "Classwish", pid: server.child.pid!, port: server.port, rounds: [] as Round[] },
  { name: "bare node:http + pg", pid: baseline.pid!, port: baselinePort, rounds: [] as Round[] },
];
try {
  for (let round = 0; round < rounds; round++) {
    for (const side of sides) {
      side.rounds.push(await cpuDuring(side.pid, database.url, () => load(side.name, side.port, seconds / rounds, round === 0 ? 200 : 20)));
    }
  }
} finally {
  baseline.kill("SIGTERM");
  await server.stop();
  await database.drop();
}

const [subject, bare] = sides.map((side) => side.rounds);
printRounds(`bench:api  POST /api/find-course/  (PostgreSQL, ${connections} connections, ${seconds} s each in ${rounds} turns, same run${writeLimit ? "; the write limit on, an address a search" : ""}; ${returning ? "returning visitors" : "first-time visitors"})`, subject!.map((r) => r.result), bare!.map((r) => r.result));
/** CPU a request cost (server, PostgreSQL), over all of a side's rounds. */
const perRequest = (rs: Round[]) => {
  const sent = rs.reduce((n, r) => n + r.result.sent, 0);
  return [rs.reduce((n, r) => n + r.appMs, 0) / sent, rs.reduce((n, r) => n + r.databaseMs, 0) / sent] as const;
};
const [appMs, dbMs] = perRequest(subject!);
const [bareAppMs, bareDbMs] = perRequest(bare!);
console.log(`  CPU per request: Classwish ${appMs.toFixed(2)} ms server + ${dbMs.toFixed(2)} ms PostgreSQL; bare ${bareAppMs.toFixed(2)} ms + ${bareDbMs.toFixed(2)} ms`);
console.log(`  CPU ratio: the baseline's CPU per request is ${(((bareAppMs + bareDbMs) / (appMs + dbMs)) * 100).toFixed(0)} % of Classwish's`);
