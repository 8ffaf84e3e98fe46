import { describe, expect, it } from "vitest";
import { messages, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { and, eq, lte } from "drizzle-orm";
import { announceLaunch } from "../../app/.server/announcements/announce-launch.ts";
import { scheduleConfirmation } from "../../app/.server/mail/outbox.ts";
import { createMailService } from "../../app/.server/mail/service.ts";
import { createSmtpTransport } from "../../app/.server/mail/transport.ts";
import { fastTuning, useTestApp } from "../helpers/app.ts";
import { startSmtpListener } from "../helpers/smtp.ts";
import { SUBSCRIBE_LIMIT } from "../../app/.server/limits.ts";

describe("mail limits", () => {
  const t = useTestApp({ RATE_LIMIT_PER_MIN: "1000", MAIL_RATE: "4" });
  const noQueue = { enqueue: async () => {}, enqueueWebhooks: async () => {} };

  it("at most two confirmations per mailbox per 10 minutes and three a day: the next is held back, never lost", async () => {
    const db = t.database.db;
    const [sub] = await db.insert(subscribers).values({ email: "target@example.com", source: "newsletter" }).returning();
    const t0 = Date.now() - 23 * 3600_000;
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const schedule = (minutes: number) => db.transaction((tx) => scheduleConfirmation(tx, noQueue, sub!.id, "classwish.test", at(minutes)));
    const sendAll = () => db.update(messages).set({ status: "sent" }).where(eq(messages.status, "queued"));

    expect(await schedule(0)).toEqual({ when: "now" });
    await sendAll();
    // A person's own second action a few minutes later does not wait.
    expect(await schedule(5)).toEqual({ when: "now" });
    await sendAll();
    expect(await schedule(6)).toEqual({ when: "later", minutes: 4 }); // ten minutes after the first
    expect(await schedule(7)).toEqual({ when: "later", minutes: 3 }); // the one waiting covers this too
    await sendAll();
    // The fourth within a day waits until the first of the three is a day old.
    expect(await schedule(33)).toEqual({ when: "later", minutes: 24 * 60 - 33 });
    const rows = await db.select({ sendAfter: messages.sendAfter }).from(messages).orderBy(messages.id);
    expect(rows.map((r) => (r.sendAfter.getTime() - t0) / 60_000)).toEqual([0, 5, 10, 24 * 60]);
  });

  it("a request no held message carries gets one of its own, later; past a day's budget held, a flood adds nothing", async () => {
    const db = t.database.db;
    const spellings = await db
      .insert(subscribers)
      .values(["ana@example.com", "ana+x@example.com", "ana+y@example.com", "ana+z@example.com"].map((email) => ({ email, source: "newsletter" as const })))
      .returning();
    const [ana, anaX, anaY, anaZ] = spellings.map((r) => r.id);
    const t0 = Date.now() - 3600_000;
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const schedule = (id: number, minutes: number) => db.transaction((tx) => scheduleConfirmation(tx, noQueue, id, "classwish.test", at(minutes)));
    const sendDue = (minutes: number) => db.update(messages).set({ status: "sent" }).where(and(eq(messages.status, "queued"), lte(messages.sendAfter, at(minutes))));
    const rows = async () => (await db.select({ subscriberId: messages.subscriberId, sendAfter: messages.sendAfter }).from(messages).orderBy(messages.id)).map((r) => [r.subscriberId, (r.sendAfter.getTime() - t0) / 60_000]);

    expect(await schedule(ana!, 0)).toEqual({ when: "now" });
    await sendDue(0);
    expect(await schedule(anaX!, 1)).toEqual({ when: "now" });
    await sendDue(1);
    // Held back ten minutes: the mailbox's third message.
    expect(await schedule(ana!, 2)).toEqual({ when: "later", minutes: 8 });
    // Another spelling's request: the held message is not its own, so it gets one, when the day allows.
    expect(await schedule(anaX!, 3)).toEqual({ when: "later", minutes: 24 * 60 - 3 });
    // A request the held message does carry (the same address, not written yet) adds nothing.
    expect(await schedule(ana!, 4)).toEqual({ when: "later", minutes: 6 });
    expect(await schedule(anaY!, 5)).toEqual({ when: "later", minutes: 24 * 60 + 1 - 5 });
    expect(await rows()).toEqual([
      [ana, 0],
      [anaX, 1],
      [ana, 10],
      [anaX, 24 * 60],
      [anaY, 24 * 60 + 1],
    ]);
    // Three held back (a day's budget): a further request is a flood, answered and adding nothing.
    expect(await schedule(anaZ!, 6)).toEqual({ when: "later", minutes: 24 * 60 + 1 - 6 });
    expect(await rows()).toHaveLength(5);
  });

  it("limits subscribe requests per IP (60 per 10 minutes): 429 with Retry-After, nothing stored", async () => {
    for (let i = 0; i < SUBSCRIBE_LIMIT.perIp; i++) {
      const res = await t.app.client().postJson("/api/subscribe/", { email: `p${i}@example.com` });
      expect(res.status).toBe(202);
    }
    const refused = await t.app.client().postJson("/api/subscribe/", { email: "over@example.com" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await t.database.db.select().from(subscribers)).toHaveLength(SUBSCRIBE_LIMIT.perIp);
  });

  it("paces sending to MAIL_RATE messages a second", async () => {
    const smtp = await startSmtpListener();
    const worker = await createMailService({
      database: t.database,
      config: t.app.config,
      log: createLogger("silent"),
      tuning: fastTuning,
      transport: createSmtpTransport(smtp.url),
    });
    try {
      const rows = await t.database.db
        .insert(subscribers)
        .values(Array.from({ length: 10 }, (_, i) => ({ email: `r${i}@example.com`, source: "newsletter" as const, status: "confirmed" as const })))
        .returning();
      await t.database.db.insert(subscriptions).values(rows.map((r) => ({ subscriberId: r.id, list: "launch" as const, state: "active" as const })));
      expect(await announceLaunch({ db: t.database.db, mail: worker.queue, config: t.app.config })).toEqual({ queued: 10 });
      await worker.startWorker();
      await smtp.waitFor(10, 20_000);
      // Ten messages at four a second need three one-second windows at least (unpaced, the
      // worker sends them all within a fraction of a second).
      // The worker marks a row sent just after the SMTP server accepts it: await that state.
      await expect.poll(async () => (await t.database.db.select({ sentAt: messages.sentAt }).from(messages)).every((m) => m.sentAt !== null)).toBe(true);
      const sent = await t.database.db.select({ sentAt: messages.sentAt }).from(messages);
      const seconds = new Set(sent.map(({ sentAt }) => Math.floor(sentAt!.getTime() / 1000)));
      expect(seconds.size).toBeGreaterThanOrEqual(3);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  }, 30_000);
});
