import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { sendNewsletterTo } from "../../app/.server/announcements/send-newsletter.ts";
import { PREFERENCES_TOKEN_TTL_MS, preferencesToken, unsubscribeToken } from "../../app/.server/mail/tokens.ts";
import { useAppWithSmtp } from "../helpers/app.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import { linkIn, postFormTo } from "../helpers/smtp.ts";

// The preference centre (issue 27, item 7): reached from every message's footer by a signed,
// expiring link; each list left or rejoined on its own; the mailbox's data downloaded or erased.
// The real app, its mail worker and a real SMTP listener.

describe("preference centre", () => {
  const t = useAppWithSmtp();
  const EMAIL = "learner@example.com";
  const post = (path: string, fields: Record<string, string>) => postFormTo(t.app.url, path, fields);
  const subscriber = async () => (await t.database.db.select().from(subscribers).where(eq(subscribers.email, EMAIL)))[0];
  const lists = async () => {
    const s = await subscriber();
    if (!s) return [];
    const rows = await t.database.db.select({ list: subscriptions.list, state: subscriptions.state }).from(subscriptions).where(eq(subscriptions.subscriberId, s.id)).orderBy(subscriptions.list);
    return rows.map((r) => `${r.list}:${r.state}`);
  };
  /** The lists as the page shows them: data-list and data-state of each row. */
  const shown = (html: string) => [...html.matchAll(/data-list="([^"]+)" data-state="([^"]+)"/g)].map((m) => `${m[1]}:${m[2]}`);

  /** Subscribes to the newsletter and confirms from the mailbox; returns the preference link of the mails received. */
  async function confirmedOnNewsletter(): Promise<string> {
    const res = await fetch(`${t.app.url}/api/subscribe/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: EMAIL, source: "newsletter" }) });
    expect(res.status).toBe(202);
    const [mail] = await t.smtp.waitFor(1);
    expect((await post(linkIn(mail!, "Confirm here"), { intent: "confirm" })).status).toBe(200);
    expect(await lists()).toEqual(["newsletter:active"]);
    // The click brings the newsletter's welcome (once, ever).
    const [, welcome] = await t.smtp.waitFor(2);
    expect(welcome!.subject).toBe("Welcome to the Classwish newsletter");
    // Every message's footer carries the link, in both parts.
    expect(mail!.html).toContain("Manage your e-mail preferences");
    return linkIn(mail!, "Manage your e-mail preferences:");
  }

  it("is reached from the footer and shows the mailbox's lists, masked, changing nothing on GET", async () => {
    const link = await confirmedOnNewsletter();
    expect(link).toMatch(/^\/preferences\?token=/);
    const res = await fetch(`${t.app.url}${link}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(shown(html)).toEqual(["newsletter:active", "launch:none"]);
    expect(html).toContain("le•••@example.com");
    expect(html).not.toContain(EMAIL);
    expect(await lists()).toEqual(["newsletter:active"]);

    // The confirmed address's referral page, shown once on the confirm page, is linked from here.
    const referral = /href="([^"]+)"[^>]*data-testid="preferences-referral-page"/.exec(html);
    const page = referral?.[1]?.replaceAll("&amp;", "&");
    expect(page).toMatch(/^\/referral\?token=/);
    const referralHtml = await (await fetch(`${t.app.url}${page}`)).text();
    expect(referralHtml).toContain("Your referral link");
    expect(referralHtml).toMatch(/\/\?ref=p_[A-Za-z0-9_-]{12}/);
  });

  it("links no referral page for an address not confirmed yet", async () => {
    const res = await fetch(`${t.app.url}/api/subscribe/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: EMAIL, source: "newsletter" }) });
    expect(res.status).toBe(202);
    const s = (await subscriber())!;
    expect(s.status).toBe("pending");
    const html = await (await fetch(`${t.app.url}/preferences?token=${encodeURIComponent(preferencesToken(t.app.config, s.publicId))}`)).text();
    expect(shown(html)).toEqual(["newsletter:pending", "launch:none"]);
    expect(html).not.toContain("preferences-referral-page");
  });

  it("refuses a tampered or expired link, and nothing changes", async () => {
    await confirmedOnNewsletter();
    const s = (await subscriber())!;
    const good = preferencesToken(t.app.config, s.publicId);
    const tampered = good.slice(0, -2) + (good.endsWith("A") ? "BB" : "AA");
    const expired = preferencesToken(t.app.config, s.publicId, Date.now() - PREFERENCES_TOKEN_TTL_MS - 60_000);
    // An unsubscribe token names the same public id but was signed for another purpose.
    const foreign = unsubscribeToken(t.app.config, s.publicId);
    for (const [token, status] of [
      [tampered, 400],
      [foreign, 400],
      ["", 400],
      [expired, 410],
    ] as const) {
      const path = `/preferences?token=${encodeURIComponent(token)}`;
      expect((await fetch(`${t.app.url}${path}`)).status).toBe(status);
      expect((await post(path, { intent: "leave", list: "newsletter" })).status).toBe(status);
      expect((await post(path, { intent: "rejoin", list: "launch" })).status).toBe(status);
      expect((await post(path, { intent: "erase", confirm: "yes" })).status).toBe(status);
      expect((await post(`/preferences/export?token=${encodeURIComponent(token)}`, {})).status).toBe(status);
    }
    expect(await lists()).toEqual(["newsletter:active"]);
    expect(await subscriber()).toEqual(s);
    await waitForDrained(t.database, t.app.mail.boss);
    // The confirmation and the newsletter's welcome its click brought.
    expect(t.smtp.received).toHaveLength(2);
  });

  it("leaves one list and rejoins it at once (confirmed before), with no new message", async () => {
    const link = await confirmedOnNewsletter();
    // A newsletter scheduled for later: leaving the list drops its message before it goes.
    const services = { db: t.database.db, mail: t.app.mail.queue, config: t.app.config };
    const later = await sendNewsletterTo(services, { subject: "Later", markdown: "Hi" }, { scheduledFor: new Date(Date.now() + 24 * 3600_000) });
    expect(later).toMatchObject({ kind: "queued", queued: 1 });
    const left = await post(link, { intent: "leave", list: "newsletter" });
    expect(left.status).toBe(200);
    expect(shown(await left.text())).toContain("newsletter:ended");
    expect(await lists()).toEqual(["newsletter:ended"]);
    expect((await t.database.db.select({ status: messages.status }).from(messages).where(eq(messages.kind, "newsletter"))).map((m) => m.status)).toEqual(["dropped"]);
    const back = await post(link, { intent: "rejoin", list: "newsletter" });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("back on this list");
    expect(await lists()).toEqual(["newsletter:active"]);
    // The mailbox's own click in its own link: no confirmation was queued for it.
    const s = (await subscriber())!;
    expect(await t.database.db.select().from(messages).where(and(eq(messages.subscriberId, s.id), eq(messages.kind, "confirm")))).toHaveLength(1);
  });

  it("joins a list never confirmed only through a confirmation message", async () => {
    const link = await confirmedOnNewsletter();
    const res = await post(link, { intent: "rejoin", list: "launch" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("confirmation link");
    expect(await lists()).toEqual(["launch:pending", "newsletter:active"]);
    const [, , second] = await t.smtp.waitFor(3);
    expect(second!.subject).toMatch(/Confirm a new list/);
    expect((await post(linkIn(second!, "Confirm here"), { intent: "confirm" })).status).toBe(200);
    expect(await lists()).toEqual(["launch:active", "newsletter:active"]);
  });

  it("holds a further confirmation back when the mailbox's budget is spent (two within 10 minutes)", async () => {
    const link = await confirmedOnNewsletter();
    await post(link, { intent: "rejoin", list: "launch" });
    await t.smtp.waitFor(3);
    // Cancelled before it was confirmed, then asked for again: a third message within 10 minutes.
    expect((await post(link, { intent: "leave", list: "launch" })).status).toBe(200);
    expect(await lists()).toEqual(["newsletter:active"]);
    const held = await post(link, { intent: "rejoin", list: "launch" });
    expect(held.status).toBe(200);
    expect(await held.text()).toMatch(/in about \d+ minutes?/);
    await waitForDrained(t.database, t.app.mail.boss);
    // Two confirmations and the newsletter's welcome (not in the budget: the mailbox's own click brought it).
    expect(t.smtp.received).toHaveLength(3);
  });

  it("after a full unsubscribe, rejoins a confirmed list at once and the address hears again", async () => {
    const link = await confirmedOnNewsletter();
    const s = (await subscriber())!;
    expect((await post(`/unsubscribe?token=${unsubscribeToken(t.app.config, s.publicId)}`, { "List-Unsubscribe": "One-Click" })).status).toBe(200);
    expect((await subscriber())!.status).toBe("unsubscribed");
    expect(shown(await (await fetch(`${t.app.url}${link}`)).text())).toEqual(["newsletter:ended", "launch:none"]);
    expect((await post(link, { intent: "rejoin", list: "newsletter" })).status).toBe(200);
    expect((await subscriber())!.status).toBe("confirmed");
    expect(await lists()).toEqual(["newsletter:active"]);
  });

  it("refuses a list that is not the mailbox's, and bad forms, with 400 and no change", async () => {
    const link = await confirmedOnNewsletter();
    for (const fields of [
      { intent: "leave", list: "course:99999" },
      { intent: "rejoin", list: "newsletter" },
      { intent: "leave", list: "'; drop table subscribers; --" },
      { intent: "nonsense" },
      { intent: "erase" },
      { intent: "erase", confirm: "no" },
      {},
    ]) {
      const res = await post(link, fields as Record<string, string>);
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await lists()).toEqual(["newsletter:active"]);
    expect(await subscriber()).toBeDefined();
  });

  it("downloads the mailbox's data by a post (a GET is refused) and erases it", async () => {
    const link = await confirmedOnNewsletter();
    const exportPath = link.replace("/preferences?", "/preferences/export?");
    expect((await fetch(`${t.app.url}${exportPath}`)).status).toBe(405);
    const res = await post(exportPath, {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const record = (await res.json()) as { subscriber: { email: string }; lists: Array<{ list: string; state: string }> };
    expect(record.subscriber.email).toBe(EMAIL);
    expect(record.lists.map((l) => `${l.list}:${l.state}`)).toEqual(["newsletter:active"]);

    const erased = await post(link, { intent: "erase", confirm: "yes" });
    expect(erased.status).toBe(200);
    expect(await erased.text()).toContain("Your data has been erased");
    expect(await subscriber()).toBeUndefined();
    // The link names nobody now.
    expect((await fetch(`${t.app.url}${link}`)).status).toBe(400);
  });
});
