import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { MAIL_QUEUE, startBoss } from "../../app/.server/mail/queue.ts";
import { batchSizeFor } from "../../app/.server/mail/worker.ts";
import { openTestDatabase, removeDir, tmpDir, type TestDatabase } from "../helpers/db.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

// Three real server processes on one PostgreSQL database, as behind a load balancer: what one
// instance changes or counts, every instance sees, and their mail workers share one outbox.

const TOKEN = "instances-operator-token-0123456789";
const WRITE_LIMIT = 5;
// One worker takes at most a full batch at a time (MAIL_RATE lifted, the default lease), so more
// than two batches' worth of recipients leaves work for the third instance's worker.
const PEOPLE = 2 * batchSizeFor(0, 30) + 10;

describe("three instances on one database", () => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let boss: PgBoss;
  let instances: ServerProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpListener();
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: "one-secret-for-every-instance-0123456789",
      SMTP_URL: smtp.url,
      ADMIN_TOKEN: TOKEN,
      RATE_LIMIT_PER_MIN: String(WRITE_LIMIT),
      MAIL_RATE: "0",
    };
    instances = await Promise.all(
      [0, 1, 2].map(async () => {
        const dataDir = tmpDir();
        dirs.push(dataDir);
        return startServerProcess({ ...env, DATA_DIR: dataDir });
      }),
    );
    await Promise.all(instances.map(async (s) => Promise.all([s.ready(), s.waitForOutput("mail worker started")])));
    // Only to read the queue's state for waitForDrained; this process runs no worker.
    boss = await startBoss(database, createLogger("silent"));
  });

  afterAll(async () => {
    await boss?.stop({ graceful: false, close: false });
    await Promise.all(instances.map((s) => s.stop()));
    await smtp?.close();
    await database?.destroy();
    for (const dir of dirs) removeDir(dir);
  });

  const url = (i: number, path: string) => `http://127.0.0.1:${instances[i]!.port}${path}`;
  const home = async (i: number) => (await fetch(url(i, "/"))).text();

  it("a course changed through one instance's operator API is served changed by all three", async () => {
    // Each instance renders / once and keeps it.
    for (const i of [0, 1, 2]) {
      expect(await home(i)).toContain('\\"registration_open\\"');
      expect(await home(i)).not.toContain('\\"opened\\"');
    }
    const res = await fetch(url(1, "/api/admin/courses/1/open"), { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    // Well within the cache's one-minute lifetime: only the catalog notification can refresh them.
    for (const i of [0, 1, 2]) {
      await vi.waitFor(async () => expect(await home(i)).toContain('\\"opened\\"'), { timeout: 10_000, interval: 50 });
    }
  });

  it("one client's writes, spread over the three, are refused once the shared limit is reached, wherever the next one lands", async () => {
    const search = (i: number) =>
      fetch(url(i, "/api/find-course/"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ search_id: randomUUID(), concept: "Jazz piano", budget: 80, class_size: 4 }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    // Round-robin, one at a time, as a load balancer would send them.
    for (let n = 0; n < WRITE_LIMIT + 3; n++) statuses.push(await search(n % 3));
    // Each instance alone would have allowed WRITE_LIMIT; the last three land one on each instance.
    expect(statuses).toEqual([...Array.from({ length: WRITE_LIMIT }, () => 201), 429, 429, 429]);
  });

  it("a launch announcement queued through one instance is delivered once per person, by the workers of all three", async () => {
    const rows = await database.db
      .insert(subscribers)
      .values(Array.from({ length: PEOPLE }, (_, i) => ({ email: `p${i}@example.com`, source: "newsletter" as const, status: "confirmed" as const })))
      .returning();
    await database.db.insert(subscriptions).values(rows.map((r) => ({ subscriberId: r.id, list: "launch" as const, state: "active" as const })));

    // The first message is held on the wire until every job is in some worker's hands, so a fast
    // worker cannot empty the queue before the others have polled it.
    const everyJobTaken = () =>
      vi.waitFor(
        async () => {
          const { rows: jobs } = await database.pool.query<{ waiting: number; total: number }>(
            "select count(*) filter (where state in ('created', 'retry'))::int as waiting, count(*)::int as total from pgboss.job where name = $1",
            [MAIL_QUEUE],
          );
          expect(jobs[0]).toEqual({ waiting: 0, total: PEOPLE });
        },
        { timeout: 15_000, interval: 50 },
      );
    let allTaken: Promise<void> | undefined;
    smtp.beforeAccept = async () => {
      allTaken ??= everyJobTaken();
      await allTaken;
      return true;
    };

    const res = await fetch(url(2, "/api/admin/announcements/launch"), { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await res.json()).toEqual({ queued: PEOPLE });
    await smtp.waitFor(PEOPLE);
    const outbox = await waitForDrained(database, boss);

    expect(outbox.map((m) => m.status)).toEqual(Array.from({ length: PEOPLE }, () => "sent"));
    const recipients = smtp.received.map((m) => m.to.join(","));
    expect(recipients.toSorted()).toEqual(rows.map((r) => r.email).toSorted());
    // Each instance's worker sent some of them (every send is logged by the instance that made it).
    // A line is written after its row is marked sent and reaches us through a pipe: the last ones
    // may still be on their way when the outbox reads drained (59 of 60 once, on a loaded machine).
    const sentBy = () => instances.map((s) => s.output().split("\n").filter((line) => line.includes('"msg":"mail sent"')).length);
    await vi.waitFor(() => expect(sentBy().reduce((a, b) => a + b, 0)).toBe(PEOPLE), { timeout: 10_000 });
    expect(sentBy().every((n) => n > 0), `sent per instance: ${sentBy().join(", ")}`).toBe(true);
  });
});
