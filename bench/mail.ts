// npm run bench:mail — queues 10,000 course-opened messages through the operator API of the
// production server (PostgreSQL) and delivers them to a local SMTP listener with the rate limit
// lifted. Prints messages/s and the server's peak memory. Loopback only; bounded in count and time.
//   BENCH_MESSAGES (10000), BENCH_TIMEOUT_S (600); MAIL_CONCURRENCY is passed to the server (1: one
//   message at a time, as the worker delivered before it had the setting).
import { readFileSync } from "node:fs";
import { Client } from "pg";
import { SMTPServer } from "smtp-server";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { benchDatabase } from "./postgres.ts";
import { tempDir } from "../tests/helpers/temp-dir.ts";

const total = Number(process.env.BENCH_MESSAGES ?? 10_000);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 600) * 1000;
const token = "bench-operator-token-0123456789";

// The SMTP listener: counts what it accepts, and duplicates (same Message-ID twice).
let received = 0;
const seen = new Set<string>();
let duplicates = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (c: Buffer) => {
      if (head.length < 4096) head += c.toString("utf8");
    });
    stream.on("end", () => {
      const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? "";
      if (seen.has(id)) duplicates++;
      seen.add(id);
      received++;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

const database = await benchDatabase();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  DATA_DIR: tempDir("classwish-bench-mail-"),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_RATE: "0",
  RATE_LIMIT_PER_MIN: "0",
  ADMIN_TOKEN: token,
  LOG_LEVEL: "warn",
});
let peakKb = 0;
const sampler = setInterval(() => {
  try {
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
  } catch {
    // The process may just have exited.
  }
}, 200);

try {
  await server.ready();
  // Seed: confirmed subscribers, each an active member of course 1's list (consent is per list: a
  // membership left pending, as this seed once did, gets nothing, and the run queued 0).
  const pg = new Client({ connectionString: database.url });
  await pg.connect();
  await pg.query(
    `with s as (
       insert into subscribers (email, source, status, confirmed_at)
       select 'learner' || g || '@bench.example', 'course', 'confirmed', now() from generate_series(1, $1) g
       returning id)
     insert into subscriptions (subscriber_id, list, course_id, state, confirmed_at) select id, 'course', 1, 'active', now() from s`,
    [total],
  );
  await pg.end();

  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${server.port}/api/admin/courses/1/open`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  const { queued } = (await res.json()) as { queued: number };
  const queuedAt = performance.now();
  if (queued !== total) throw new Error(`queued ${queued} of ${total}: the seed's people are not what the course's opening notice goes to`);
  // `received` grows in the SMTP listener's callbacks while this loop waits.
  // oxlint-disable-next-line no-unmodified-loop-condition
  while (received < total && performance.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 100));
  const seconds = (performance.now() - started) / 1000;

  console.log(`bench:mail  ${total} course-opened messages, PostgreSQL, MAIL_RATE lifted, MAIL_CONCURRENCY ${process.env.MAIL_CONCURRENCY ?? "default (4)"}`);
  console.log(`  queued:        ${queued} in ${((queuedAt - started) / 1000).toFixed(2)} s (one API call)`);
  console.log(`  delivered:     ${received} in ${seconds.toFixed(1)} s${received < total ? " (timed out)" : ""}`);
  console.log(`  throughput:    ${(received / seconds).toFixed(0)} messages/s`);
  console.log(`  duplicates:    ${duplicates}`);
  console.log(`  server peak memory (VmHWM): ${(peakKb / 1024).toFixed(0)} MB`);
} finally {
  clearInterval(sampler);
  await server.stop();
  await new Promise<void>((r) => smtp.close(() => r()));
  await database.drop();
}
