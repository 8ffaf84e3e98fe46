import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailCampaignPauses, mailEvents, messages, newsletters, subscribers, suppressions } from "../../app/.server/db/schema.ts";
import { dkimTxtValue } from "../../app/.server/mail/dns-records.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm } from "../helpers/admin.ts";
import { useTestApp } from "../helpers/app.ts";

// The console's E-mail page shows deliverability: DNS records, bounce and complaint rates per
// campaign and day, paused campaigns with Resume, the suppression list (search, export, lift).

const dkimKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();

describe("the console's E-mail page: deliverability", () => {
  const ctx = useTestApp(
    { ADMIN_PASSWORD, PUBLIC_URL: "http://classwish.test", SUPPORT_EMAIL: "support@classwish.test", DKIM_DOMAIN: "classwish.test", DKIM_SELECTOR: "cw1", DKIM_PRIVATE_KEY: dkimKey },
    { pages: true },
  );

  /** A newsletter of 20 messages, 10 sent and 10 held by a pause, with 2 hard bounces and 1 complaint; three suppressed addresses. */
  async function seed() {
    const { db } = ctx.database;
    const [letter] = await db.insert(newsletters).values({ subject: "News", markdown: "Hi" }).returning();
    const people = await db
      .insert(subscribers)
      .values(Array.from({ length: 20 }, (_, i) => ({ email: `p${i}@example.com`, source: "newsletter" as const, status: "confirmed" as const })))
      .returning();
    const rows = await db
      .insert(messages)
      .values(people.map((p, i) => ({ subscriberId: p.id, kind: "newsletter" as const, dedupeKey: `newsletter:${letter!.id}:${p.id}`, payload: { newsletterId: letter!.id }, messageId: `<m${i}@classwish.test>`, status: i < 10 ? ("sent" as const) : ("paused" as const), sentAt: i < 10 ? new Date() : null })))
      .returning();
    const campaign = `newsletter:${letter!.id}`;
    await db.insert(mailEvents).values([
      { source: "smtp", eventKey: "e1", kind: "hard_bounce", email: "p0@example.com", messageId: rows[0]!.id, campaign },
      { source: "ses", eventKey: "e2", kind: "hard_bounce", email: "p1@example.com", messageId: rows[1]!.id, campaign },
      { source: "postmark", eventKey: "e3", kind: "complaint", email: "p2@example.com", messageId: rows[2]!.id, campaign },
    ]);
    await db.insert(suppressions).values([
      { email: "p0@example.com", reason: "hard_bounce", detail: "smtp: 550 5.1.1 Mailbox does not exist" },
      { email: "p1@example.com", reason: "hard_bounce", detail: "ses: Permanent/General" },
      { email: "p2@example.com", reason: "complaint", detail: "postmark: SpamComplaint" },
    ]);
    await db.insert(mailCampaignPauses).values({ campaign, pausedAt: new Date(), reason: "bounce rate 20.0 % after 10 messages (limit 5 %)" });
    return { campaign };
  }

  it("shows the DNS records, the rates against the thresholds, the pause and the suppression list", async () => {
    const { campaign } = await seed();
    const c = ctx.app.client();
    await login(ctx.app, c);
    const html = plain(await (await c.fetch("/admin/email")).text());
    // DKIM: the record to publish from the configured key; this machine cannot reach DNS (or finds nothing).
    expect(html).toContain("cw1._domainkey.classwish.test");
    expect(html).toContain(dkimTxtValue(dkimKey));
    expect(html).toMatch(/_dmarc\.classwish\.test<\/code> — <span[^>]*>could not check</);
    expect(html).toContain("this server cannot reach DNS");
    expect(html).toContain("v=DMARC1; p=none; rua=mailto:support@classwish.test");
    // Rates per campaign: 2 hard bounces and 1 complaint over 10 messages, over the complaint limit.
    // The campaign is named in words (the newsletter's subject), never by its key.
    expect(html).toContain(`Newsletter: “News”<strong class="ml-2 text-red-700">paused</strong>`);
    expect(html).not.toContain(`${campaign}<`);
    expect(html).toContain("2 (20 %)");
    expect(html).toContain("1 (10 %, over the limit)");
    expect(html).toContain("under 0.3 % of the mail delivered, better under 0.1 %");
    expect(html).toMatch(/Newsletter: “News” paused itself at \d{1,2} \w{3} \d{4}, \d\d:\d\d SGT:/);
    expect(html).toContain(`aria-label="Resume Newsletter: “News”"`);
    // The form still posts the campaign's key.
    expect(html).toContain(`name="campaign" value="${campaign}"`);
    expect(html.match(/data-testid="suppression-row"/g)).toHaveLength(3);
    expect(html).toContain("smtp: 550 5.1.1 Mailbox does not exist");

    const searched = plain(await (await c.fetch("/admin/email?q=P2%40")).text());
    expect(searched.match(/data-testid="suppression-row"/g)).toHaveLength(1);
    expect(searched).toContain("p2@example.com");
    expect(plain(await (await c.fetch("/admin/email?q=nobody")).text())).toContain("No suppressed address matches.");
  });

  it("lifts a suppression with a reason (kept, and in the export), and Resume queues the held messages", async () => {
    const { campaign } = await seed();
    const c = ctx.app.client();
    await login(ctx.app, c);
    const csrf = await csrfOf(c, "/admin/email");
    const [p0] = await ctx.database.db.select().from(suppressions).where(eq(suppressions.email, "p0@example.com"));

    expect((await postForm(ctx.app, c, "/admin/email", { intent: "lift", suppressionId: String(p0!.id), reason: "", csrf })).status).toBe(400);
    expect((await postForm(ctx.app, c, "/admin/email", { intent: "lift", suppressionId: String(p0!.id), reason: "forged", csrf: "forged" })).status).toBe(403);
    expect((await ctx.database.db.select().from(suppressions).where(eq(suppressions.id, p0!.id)))[0]!.liftedAt).toBeNull();
    const lifted = await postForm(ctx.app, c, "/admin/email", { intent: "lift", suppressionId: String(p0!.id), reason: "the mailbox exists again", csrf });
    expect(lifted.status).toBe(200);
    expect(plain(await lifted.text())).toContain("p0@example.com may get mail again.");
    const [row] = await ctx.database.db.select().from(suppressions).where(eq(suppressions.id, p0!.id));
    expect(row).toMatchObject({ reason: "hard_bounce", liftReason: "the mailbox exists again" });

    const csv = await (await c.fetch("/admin/export/suppressions.csv")).text();
    expect(csv.split(/\r?\n/)[0]).toBe('"id","email","reason","detail","suppressed_at","lifted_at","lift_reason"');
    expect(csv).toContain("the mailbox exists again");
    expect(csv).toContain('"p2@example.com","complaint"');
    const searchedCsv = await (await c.fetch("/admin/export/suppressions.csv?q=p1")).text();
    expect(searchedCsv).toContain("p1@example.com");
    expect(searchedCsv).not.toContain("p2@example.com");
    // A search that cannot be searched for (a NUL, which PostgreSQL refuses: a 500 before) gives the whole list.
    const nul = await c.fetch("/admin/export/suppressions.csv?q=a%00");
    expect(nul.status).toBe(200);
    expect(await nul.text()).toContain("p2@example.com");
    expect((await c.fetch("/admin/email?q=%00")).status).toBe(200);

    expect((await postForm(ctx.app, c, "/admin/email", { intent: "resume", campaign: "newsletter:999", csrf })).status).toBe(409);
    // A number past PostgreSQL's integer, or none: still named in words, still 409.
    for (const key of ["newsletter:99999999999", "course_opened:x", ":"]) expect((await postForm(ctx.app, c, "/admin/email", { intent: "resume", campaign: key, csrf })).status).toBe(409);
    const resumed = await postForm(ctx.app, c, "/admin/email", { intent: "resume", campaign, csrf });
    expect(plain(await resumed.text())).toContain("Newsletter: “News” resumed: 10 held messages are queued again.");
    const statuses = (await ctx.database.db.select().from(messages)).map((m) => m.status);
    expect(statuses.filter((s) => s === "queued")).toHaveLength(10);
    expect(statuses.filter((s) => s === "paused")).toHaveLength(0);
    expect((await ctx.database.db.select().from(mailCampaignPauses))[0]!.pausedAt).toBeNull();
  });
});
