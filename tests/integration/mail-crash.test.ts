import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { inviteWave } from "../../app/.server/launch/waves.ts";
import { loadConfig } from "../../app/.server/config.ts";
import { messages, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { createMailService } from "../../app/.server/mail/service.ts";
import { createSmtpTransport } from "../../app/.server/mail/transport.ts";
import { fastTuning } from "../helpers/app.ts";
import { openTestDatabase, tmpDir, type TestDatabase } from "../helpers/db.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { startWorkerProcess, type ChildRun } from "../helpers/server-process.ts";
import { startSmtpListener, type SmtpListener } from "../helpers/smtp.ts";

const PEOPLE = 30;
const KILL_AT = 10;

/** Confirmed subscribers on the launch list. */
async function seed(db: TestDatabase["db"]) {
  const rows = await db
    .insert(subscribers)
    .values(Array.from({ length: PEOPLE }, (_, i) => ({ email: `p${i}@example.com`, source: "newsletter" as const, status: "confirmed" as const })))
    .returning();
  await db.insert(subscriptions).values(rows.map((r) => ({ subscriberId: r.id, list: "launch" as const, state: "active" as const })));
}

// The process that dies is a real one, an `npm run worker` process killed with SIGKILL while a
// message is on the wire (the SMTP server has its data and has not answered). Its claim on that
// message must lapse and be taken again.
describe("a mail worker killed mid-send", () => {
  let smtp: SmtpListener | undefined;
  let processes: ChildRun[] = [];
  let opened: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const p of processes) p.child.kill("SIGKILL");
    await Promise.all(processes.map((p) => p.exited));
    for (const o of opened.toReversed()) await o.close();
    await smtp?.close();
    processes = [];
    opened = [];
  });

  it("the message it held is sent once its claim lapses; every message exactly once, nothing left", async () => {
    smtp = await startSmtpListener();
    const dataDir = tmpDir();
    const pg = await openTestDatabase();
    opened.push({ close: () => pg.destroy() });
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      SMTP_URL: smtp.url,
      MAIL_RATE: "0",
      // One message on the wire at a time, so the kill meets exactly one: with several, one the SMTP
      // server accepted just as the worker died is sent again (the duplicate window, docs/email.md).
      MAIL_CONCURRENCY: "1",
      // Short, so the test waits seconds for the claim to lapse; long enough that a live worker's
      // renewals (every third of it) keep their claims on a loaded machine.
      MAIL_LEASE_SECONDS: "8",
      LOG_LEVEL: "info",
    };
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", MAIL_RATE: "0" });
    const queueOnly = await createMailService({ database: pg, config, log: createLogger("silent"), tuning: fastTuning, transport: createSmtpTransport(smtp.url) });
    opened.push({ close: () => queueOnly.stop() });
    const start = async () => {
      const run = startWorkerProcess(env);
      processes.push(run);
      await run.waitForOutput("mail worker started");
      return run;
    };

    await seed(pg.db);
    // Two launch waves (issue 37): the first 12 by place, then everyone else.
    const services = { db: pg.db, mail: queueOnly.queue, config };
    expect(await inviteWave(services, { count: 12 })).toMatchObject({ kind: "invited", invited: 12 });
    expect(await inviteWave(services, { everyone: true })).toMatchObject({ kind: "invited", invited: PEOPLE - 12 });
    let first!: ChildRun;
    smtp.beforeAccept = async (n) => {
      if (n !== KILL_AT) return true;
      first.child.kill("SIGKILL");
      await first.exited;
      return false;
    };
    first = await start();
    expect(await first.exited).toBeNull(); // killed by the signal
    expect(smtp.received).toHaveLength(KILL_AT - 1);

    // What the dead worker left: the message it was sending is still claimed by it.
    const held = await pg.db.select().from(messages).where(eq(messages.status, "sending"));
    expect(held.map((m) => m.attempts)).toEqual([1]);

    smtp.beforeAccept = undefined;
    const second = await start();
    await smtp.waitFor(PEOPLE, 60_000);
    const rows = await waitForDrained(pg, queueOnly.boss);
    expect(await second.stop()).toBe(0);
    expect(rows.map((m) => m.status)).toEqual(Array.from({ length: PEOPLE }, () => "sent"));
    // The one on the wire was claimed again after the dead worker's claim lapsed.
    expect(rows.find((m) => m.id === held[0]!.id)!.attempts).toBeGreaterThanOrEqual(2);
    const recipients = smtp.received.map((m) => m.to[0]);
    expect(recipients).toHaveLength(PEOPLE);
    expect(new Set(recipients).size).toBe(PEOPLE);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(PEOPLE);
    // The first wave took places 1–12 (first confirmed first), the second the rest, each person once.
    const { rows: invited } = await pg.pool.query<{ email: string; wave_id: number; place: number }>(
      "select s.email, i.wave_id, i.place from launch_invitations i join subscribers s on s.id = i.subscriber_id order by i.place",
    );
    const firstWave = invited[0]!.wave_id;
    expect(invited.map((i) => [i.email, i.wave_id === firstWave, i.place])).toEqual(Array.from({ length: PEOPLE }, (_, i) => [`p${i}@example.com`, i < 12, i + 1]));
    expect(recipients.toSorted()).toEqual(invited.map((i) => i.email).toSorted());
  }, 120_000);
});
