import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { courses, messages, newsletters, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { sendNewsletterTo } from "../../app/.server/announcements/send-newsletter.ts";
import { localDateTimeInZone } from "../../app/lib/site/time-zone.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm } from "../helpers/admin.ts";
import { startTestApp, useAppWithSmtp, type TestClient } from "../helpers/app.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { tempDir } from "../helpers/temp-dir.ts";

// Console newsletters (issue 27, item 9): sent to a segment (a list, an interest category, a
// traffic source) with the exact count shown first; scheduled for later, durable across restarts
// and several instances, sent exactly once, and cancellable until it goes. Real PostgreSQL, real
// workers, a real SMTP listener.

const ADMIN_TOKEN = "schedule-test-operator-token-0123456789";
const execFileAsync = promisify(execFile);

describe("newsletter segments and schedules", () => {
  const t = useAppWithSmtp({ ADMIN_PASSWORD, ADMIN_TOKEN });
  let operator: TestClient;
  beforeEach(async () => {
    operator = t.app.client();
    await login(t.app, operator);
  });

  const send = async (fields: Record<string, string>) =>
    postForm(t.app, operator, "/admin/email", { csrf: await csrfOf(operator, "/admin/email"), subject: "November news", markdown: "Hello **there**", ...fields });

  /** Subscribers in known places: who is on which list, where they came from, what they asked for. */
  async function seed() {
    const [course] = await t.database.db.select({ id: courses.id, category: courses.category }).from(courses).orderBy(courses.id).limit(1);
    const add = async (email: string, status: "confirmed" | "pending" | "unsubscribed", source: "search" | "newsletter" | "course", lists: Array<{ list: "newsletter" | "launch" | "course"; courseId?: number }>) => {
      const [s] = await t.database.db.insert(subscribers).values({ email, status, source, confirmedAt: status === "pending" ? null : new Date() }).returning();
      for (const l of lists) {
        await t.database.db.insert(subscriptions).values({ subscriberId: s!.id, list: l.list, courseId: l.courseId ?? null, state: status === "pending" ? "pending" : "active", confirmedAt: new Date() });
      }
      return s!;
    };
    // On the newsletter list, came through the search, asked for the first course (its category).
    const ana = await add("ana@example.com", "confirmed", "search", [{ list: "newsletter" }, { list: "course", courseId: course!.id }]);
    // On the newsletter list, came through a subscribe form.
    const ben = await add("ben@example.com", "confirmed", "newsletter", [{ list: "newsletter" }]);
    // Launch list only.
    await add("cai@example.com", "confirmed", "search", [{ list: "launch" }]);
    // Never confirmed; and one who unsubscribed: neither is counted anywhere.
    await add("dee@example.com", "pending", "newsletter", [{ list: "newsletter" }]);
    await add("eve@example.com", "unsubscribed", "search", [{ list: "newsletter" }]);
    return { course: course!, ana, ben };
  }

  const countFor = async (segment: string) => {
    const html = plain(await (await send({ intent: "send-preview", segment })).text());
    return Number(/This will queue <strong>(\d+)<\/strong>/.exec(html)?.[1] ?? (html.includes("newsletter-nothing-to-send") ? 0 : Number.NaN));
  };

  it("shows the exact count for each segment before sending, and sends that many, no more", async () => {
    const { course } = await seed();
    expect(await countFor("list:newsletter")).toBe(2);
    expect(await countFor("list:launch")).toBe(1);
    expect(await countFor(`course:${course.id}`)).toBe(1);
    expect(await countFor(`category:${course.category}`)).toBe(1);
    expect(await countFor("source:search")).toBe(1);
    expect(await countFor("source:newsletter")).toBe(1);
    expect(await countFor("source:wish")).toBe(0);
    // Counting queued nothing.
    expect(await t.database.db.select().from(messages)).toEqual([]);

    const sent = await send({ intent: "send", segment: `category:${course.category}` });
    expect(plain(await sent.text())).toContain("Newsletter queued to 1 subscriber.");
    const rows = await t.database.db.select({ email: subscribers.email }).from(messages).innerJoin(subscribers, eq(subscribers.id, messages.subscriberId));
    expect(rows.map((r) => r.email)).toEqual(["ana@example.com"]);
  });

  it("refuses an unknown segment, a time already past and a malformed time, changing nothing", async () => {
    await seed();
    const refused: Array<Record<string, string>> = [
      { segment: "category:No such category" },
      { segment: "course:999999" },
      { segment: "list:everyone" },
      { segment: "source:nowhere" },
      { send_at: "2001-01-01T09:00" },
      { send_at: "tomorrow" },
      { send_at: "2027-02-30T09:00" },
    ];
    for (const fields of refused) {
      const res = await send({ intent: "send", ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await t.database.db.select().from(newsletters)).toEqual([]);
    expect(await t.database.db.select().from(messages)).toEqual([]);
  });

  it("schedules for later (listed, held in the outbox), and Cancel drops every message before it goes", async () => {
    await seed();
    const at = localDateTimeInZone(new Date(Date.now() + 2 * 24 * 3600_000));
    const preview = plain(await (await send({ intent: "send-preview", send_at: at })).text());
    expect(preview).toMatch(/This will queue <strong>2<\/strong> messages to “The newsletter list”, to go at .+ \(Singapore time\)\./);
    expect(preview).toContain("Yes, schedule it");
    const scheduled = plain(await (await send({ intent: "send", send_at: at })).text());
    expect(scheduled).toMatch(/Newsletter scheduled for .+ \(Singapore time\) to 2 subscribers\./);
    const [letter] = await t.database.db.select().from(newsletters);
    expect(letter).toMatchObject({ segment: "list:newsletter", recipients: 2, cancelledAt: null });
    const held = await t.database.db.select().from(messages);
    expect(held.map((m) => [m.status, m.sendAfter.getTime()])).toEqual([
      ["queued", letter!.scheduledFor!.getTime()],
      ["queued", letter!.scheduledFor!.getTime()],
    ]);
    const page = plain(await (await operator.fetch("/admin/email")).text());
    expect(page).toContain('data-testid="scheduled-newsletters"');
    expect(page).toContain("Cancel the newsletter “November news”");

    const cancel = async (id: number) => postForm(t.app, operator, "/admin/email", { csrf: await csrfOf(operator, "/admin/email"), intent: "cancel-newsletter", newsletterId: String(id) });
    const cancelled = await cancel(letter!.id);
    expect(plain(await cancelled.text())).toContain("Newsletter cancelled: 2 messages will not be sent.");
    expect((await t.database.db.select().from(messages)).map((m) => m.status)).toEqual(["dropped", "dropped"]);
    expect(plain(await (await operator.fetch("/admin/email")).text())).not.toContain('data-testid="scheduled-newsletters"');
    // Twice, or an unknown one: nothing to cancel.
    expect((await cancel(letter!.id)).status).toBe(404);
    expect((await cancel(999_999)).status).toBe(404);

    // Once its time has come it may be going out: too late to cancel.
    await send({ intent: "send", send_at: at });
    const [, second] = await t.database.db.select().from(newsletters).orderBy(newsletters.id);
    await t.database.db.update(newsletters).set({ scheduledFor: sql`now() - interval '1 second'` }).where(eq(newsletters.id, second!.id));
    expect((await cancel(second!.id)).status).toBe(409);
  });

  it("goes at its time exactly once, through a restart and with two instances' workers", async () => {
    await seed();
    // Scheduled by an instance that then stops: the schedule lives in the t.database.
    const first = await startTestApp(t.database, { SMTP_URL: t.smtp.url });
    const outcome = await sendNewsletterTo({ db: t.database.db, mail: first.mail.queue, config: first.config }, { subject: "Later", markdown: "Hi" }, { scheduledFor: new Date(Date.now() + 4000) });
    expect(outcome).toMatchObject({ kind: "queued", queued: 2 });
    await first.close();
    expect(t.smtp.received).toEqual([]);

    const [a, b] = await Promise.all([startTestApp(t.database, { SMTP_URL: t.smtp.url }, { worker: true }), startTestApp(t.database, { SMTP_URL: t.smtp.url }, { worker: true })]);
    try {
      await t.smtp.waitFor(2, 30_000);
      await waitForDrained(t.database, a.mail.boss);
      expect(t.smtp.received.map((m) => m.to[0]).sort()).toEqual(["ana@example.com", "ben@example.com"]);
      expect(t.smtp.received.every((m) => m.subject === "Later")).toBe(true);
      expect((await t.database.db.select().from(messages)).map((m) => m.status)).toEqual(["sent", "sent"]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("the operator API and CLI send to a segment, schedule, list and cancel, refusing what the console refuses", async () => {
    await seed();
    const api = (method: "GET" | "POST", route: string, body?: Record<string, unknown>) =>
      fetch(`${t.app.url}/api/admin${route}`, {
        method,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
        ...(body && { body: JSON.stringify(body) }),
      });
    const cli = (...args: string[]) => execFileAsync(process.execPath, ["scripts/operator.ts", ...args], { env: { ...process.env, PUBLIC_URL: t.app.url, ADMIN_TOKEN } });

    // Refused with a reason, and nothing made.
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ segment: "list:everyone" }, 400, "segment must be list:newsletter, list:launch, course:<id>"],
      [{ segment: "category:\u0000" }, 400, "segment must be list:newsletter, list:launch, course:<id>"],
      [{ segment: "category:No such category" }, 404, "segment names no course or category there is now."],
      [{ segment: "course:999999" }, 404, "segment names no course or category there is now."],
      [{ send_at: "2001-01-01T09:00:00+08:00" }, 400, "send_at has passed"],
      [{ send_at: "2027-01-05T09:00" }, 400, "send_at must be a date and time with its offset"],
      [{ send_at: "tomorrow" }, 400, "send_at must be a date and time with its offset"],
    ];
    for (const [fields, status, error] of refusals) {
      const res = await api("POST", "/newsletters", { subject: "API news", markdown: "Hi", ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(((await res.json()) as { error: string }).error).toContain(error);
    }
    expect(await t.database.db.select().from(newsletters)).toEqual([]);

    // To the launch list, now: its one confirmed member.
    const now = await api("POST", "/newsletters", { subject: "API news", markdown: "Hi", segment: "list:launch" });
    expect(now.status).toBe(201);
    const sentNow = (await now.json()) as { newsletter_id: number };
    expect(sentNow).toMatchObject({ queued: 1, scheduled_for: null });
    // Its footer gives the launch list's reason, not the newsletter's, and names that list.
    const [toLaunch] = await t.smtp.waitFor(1);
    expect(toLaunch!.text).toContain("because you asked to hear when Classwish launches");
    expect(toLaunch!.text).not.toContain("monthly newsletter");
    expect(toLaunch!.headers.get("list-id")).toMatch(/^Classwish launch </);

    // Two days on, given with an offset of its own: listed with its time, held, then cancelled by the CLI.
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2 * 24 * 3600_000);
    const inSingapore = new Date(at.getTime() + 8 * 3600_000).toISOString().replace(/\.000Z$/, "+08:00");
    const later = (await (await api("POST", "/newsletters", { subject: "Later news", markdown: "Hi", send_at: inSingapore })).json()) as { newsletter_id: number };
    expect(later).toMatchObject({ queued: 2, scheduled_for: at.toISOString() });
    expect(await (await api("GET", "/newsletters/scheduled")).json()).toEqual({
      newsletters: [{ newsletter_id: later.newsletter_id, subject: "Later news", segment: "list:newsletter", scheduled_for: at.toISOString(), recipients: 2 }],
    });
    expect((await cli("scheduled")).stdout).toMatch(new RegExp(`${later.newsletter_id}\\s+${at.toISOString()}\\s+list:newsletter\\s+2\\s+Later news`));
    expect((await cli("cancel-newsletter", String(later.newsletter_id))).stdout).toContain(`Newsletter ${later.newsletter_id} cancelled: 2 message(s) will not be sent.`);
    const held = await t.database.db.select({ status: messages.status }).from(messages).where(eq(messages.campaign, `newsletter:${later.newsletter_id}`));
    expect(held.map((m) => m.status)).toEqual(["dropped", "dropped"]);
    expect(await (await api("GET", "/newsletters/scheduled")).json()).toEqual({ newsletters: [] });
    // Cancelled already, never made, or gone: nothing to cancel.
    expect((await api("POST", `/newsletters/${later.newsletter_id}/cancel`)).status).toBe(404);
    expect((await api("POST", "/newsletters/999999/cancel")).status).toBe(404);
    expect((await api("POST", `/newsletters/${sentNow.newsletter_id}/cancel`)).status).toBe(409);
    expect((await api("POST", "/newsletters/x/cancel")).status).toBe(400);

    // The CLI's newsletter with a segment and a time.
    const file = path.join(tempDir("classwish-test-cli-"), "letter.md");
    await writeFile(file, "# For the launch list\n\nSoon.");
    const scheduled = await cli("newsletter", file, "--subject", "From the CLI", "--segment", "list:launch", "--send-at", at.toISOString());
    expect(scheduled.stdout).toMatch(new RegExp(`^Newsletter \\d+: 1 message\\(s\\) scheduled for ${at.toISOString()}\\.`));
    const listed = (await (await api("GET", "/newsletters/scheduled")).json()) as { newsletters: Array<{ segment: string; subject: string }> };
    expect(listed.newsletters.map((n) => `${n.segment} ${n.subject}`)).toEqual(["list:launch From the CLI"]);
    // An option it does not know is refused before anything is sent.
    const unknown = await cli("newsletter", file, "--subject", "X", "--sengment", "list:launch").catch((err: { code: number; stderr: string }) => err);
    expect(unknown).toMatchObject({ code: 2 });
    expect((unknown as { stderr: string }).stderr).toContain("--sengment");
  });
});
