// npm run bench:import — imports a 100,000-row list through POST /api/admin/imports on the
// production server with its embedded default database (a fresh DATA_DIR), and prints how long the
// dry run and the import took, rows a second, and the server's memory after. Issue 39's bar:
// 100,000 rows within 60 s.
//   BENCH_ROWS (100000); BENCH_CONSENT (0.5): the share of rows with stated consent (added
//   confirmed); the rest are asked by e-mail (confirmations queued, spread over time, not sent:
//   no SMTP_URL, so the worker writes .eml files; the spread keeps nearly all of them for later).
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { mb, memoryOf, withDescendants } from "./memory.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const consentShare = Number(process.env.BENCH_CONSENT ?? 0.5);
const token = "bench-import-operator-token-0123456789";
const server = await startServerProcess({
  DATA_DIR: tempDir("classwish-bench-"),
  ADMIN_TOKEN: token,
  RATE_LIMIT_PER_MIN: "0",
  LOG_LEVEL: "warn",
});
await server.ready();

// A list as another tool exports it: names, sign-up times over two years, lists, a consent note
// on some rows; and what real lists hold: a few invalid, disposable and repeated addresses.
const start = Date.UTC(2024, 0, 1);
const lines = ["email,name,signed_up_at,lists,consent,consent_at"];
for (let i = 0; i < rows; i++) {
  const at = new Date(start + Math.floor((i / rows) * 700 * 86_400_000)).toISOString();
  const email = i % 1000 === 7 ? `not-an-address-${i}` : i % 1000 === 8 ? `person${i}@mailinator.com` : i % 1000 === 9 ? `person${i - 3}@example.com` : `person${i}@example.com`;
  const consent = i / rows < consentShare ? `Signup form on oldsite.example,${at}` : ",";
  lines.push(`${email},Person ${i},${at},${i % 3 === 0 ? "launch newsletter" : "launch"},${consent}`);
}
const csv = lines.join("\n") + "\n";

async function post(query: string) {
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${server.port}/api/admin/imports${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
    body: csv,
  });
  const body = (await res.json()) as { counts: Record<string, number>; error?: string };
  const seconds = (performance.now() - t) / 1000;
  if (!res.ok) throw new Error(`${res.status} ${body.error}`);
  return { seconds, counts: body.counts };
}


const before = memoryOf(withDescendants(server.child.pid!));
const ownBefore = memoryOf([server.child.pid!]);
console.log(`bench:import  ${rows.toLocaleString("en")} rows (${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB), ${Math.round(consentShare * 100)} % with stated consent, embedded default`);
const dry = await post("?dry_run=true");
console.log(`dry run      ${dry.seconds.toFixed(1)} s  (${Math.round(rows / dry.seconds).toLocaleString("en")} rows/s)  ${JSON.stringify(dry.counts)}`);
const real = await post("");
console.log(`import       ${real.seconds.toFixed(1)} s  (${Math.round(rows / real.seconds).toLocaleString("en")} rows/s)  ${JSON.stringify(real.counts)}`);
const again = await post("");
console.log(`same again   ${again.seconds.toFixed(1)} s  new ${again.counts.new}, known ${again.counts.known}`);
const own = memoryOf([server.child.pid!]);
const all = memoryOf(withDescendants(server.child.pid!));
console.log(`memory: server and its PostgreSQL ${mb(before.pssKb)} PSS before, ${mb(all.pssKb)} after (${all.processes} processes); the server alone ${mb(ownBefore.rssKb)} RSS before, ${mb(own.rssKb)} after`);
await server.stop();
