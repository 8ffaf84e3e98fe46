import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { unsubscribeToken } from "../../app/.server/mail/tokens.ts";
import { ADMIN_PASSWORD, login } from "../helpers/admin.ts";
import { useTestApp, type TestClient } from "../helpers/app.ts";
import { clickConfirm, confirmByMailbox, deliverConfirmation } from "../helpers/mailbox.ts";

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";

// Consent belongs to the mailbox: a stranger who types someone's address gains nothing for it,
// and the person receives no list mail they did not confirm.
describe("consent", () => {
  const t = useTestApp({ ADMIN_TOKEN, ADMIN_PASSWORD }, { pages: true });
  const VICTIM = "victim@example.com";

  const operator = (path: string, body?: unknown) =>
    fetch(`${t.app.url}/api/admin${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  const victimRow = async () => (await t.database.db.select().from(subscribers).where(eq(subscribers.email, VICTIM)))[0]!;
  /** The person's export (console), as the operator downloads it. */
  async function exportOf(id: number) {
    const admin = t.app.client();
    await login(t.app, admin);
    const res = await admin.fetch(`/admin/subscribers/${id}/export.json`);
    expect(res.status).toBe(200);
    return (await res.json()) as { lists: Array<{ list: string; state: string }>; searches: unknown[]; courseInterests: unknown[] };
  }
  /** Time passes: the victim's last confirmation left the per-address window. */
  const later = () => t.database.db.update(messages).set({ sendAfter: new Date(Date.now() - 3600_000) });

  async function victimOnLaunchOnly(): Promise<TestClient> {
    const own = t.app.client();
    await own.postJson("/api/find-course/", { search_id: randomUUID(), concept: "Stoicism", budget: 100, class_size: 5 });
    await own.postJson("/api/subscribe/", { email: VICTIM, source: "search" });
    await confirmByMailbox(t.app, t.database, VICTIM, own);
    await later();
    return own;
  }

  it("a stranger's browser cannot put a confirmed address on the newsletter or a course, link itself, or plant a search", async () => {
    await victimOnLaunchOnly();
    const victim = await victimRow();
    const before = await exportOf(victim.id);
    expect(before.lists.map((l) => [l.list, l.state])).toEqual([["launch", "active"]]);

    const stranger = t.app.client();
    // The same answer as for an address nobody knows.
    const unknown = await t.app.client().postJson("/api/subscribe/", { email: "nobody@example.com", source: "newsletter" });
    const newsletter = await stranger.postJson("/api/subscribe/", { email: VICTIM, source: "newsletter" });
    expect([newsletter.status, await newsletter.json()]).toEqual([unknown.status, await unknown.json()]);
    const interest = await stranger.postJson("/api/interest/", { course_id: 3 });
    expect((await interest.json()).notify).toBe(false);
    expect((await stranger.postJson("/api/subscribe/", { email: VICTIM, source: "course", course_id: 3 })).status).toBe(202);
    const search = { search_id: randomUUID(), concept: "Planted by a stranger", budget: 500, class_size: 1 };
    await stranger.postJson("/api/find-course/", search);
    expect((await stranger.postJson("/api/subscribe/", { email: VICTIM, source: "search", search_id: search.search_id })).status).toBe(202);
    expect((await (await stranger.fetch("/api/user/")).json()).has_email).toBe(false);

    // The operator opens that course and sends a newsletter: nothing for the victim.
    expect(await (await operator("/courses/3/open")).json()).toEqual({ queued: 0 });
    expect(await (await operator("/newsletters", { subject: "News", markdown: "Hello" })).json()).toMatchObject({ queued: 0 });
    const toVictim = await t.database.db.select().from(messages).where(eq(messages.subscriberId, victim.id));
    // Confirmations only, and the launch list's welcome that the victim's own click brought.
    expect(toVictim.filter((m) => m.kind !== "confirm").map((m) => [m.kind, (m.payload as { list?: string }).list])).toEqual([["welcome", "launch"]]);

    // Their record: still only the launch list; no stranger's search or registration.
    const after = await exportOf(victim.id);
    expect(after.lists.filter((l) => l.state === "active")).toEqual(before.lists);
    expect(after.searches).toEqual(before.searches);
    expect(after.courseInterests).toEqual(before.courseInterests);
    expect((await victimRow()).status).toBe("confirmed");
  });

  it("the requests wait for the mailbox: its click adds exactly what its message listed, and links only the browser that clicked", async () => {
    const own = await victimOnLaunchOnly();
    const stranger = t.app.client();
    await stranger.postJson("/api/subscribe/", { email: VICTIM, source: "newsletter" });
    const link = await deliverConfirmation(t.app, t.database, VICTIM);
    // Asked after that message went out: not covered by its link.
    await t.app.client().postJson("/api/subscribe/", { email: VICTIM, source: "course", course_id: 2 });
    const page = await t.app.client().fetch(link);
    const html = await page.text();
    expect(html).toContain("Our monthly newsletter");
    expect(html).not.toContain("opens for seats");
    expect((await clickConfirm(t.app, link, own)).status).toBe(200);
    // The browser that typed the address gained nothing, even though the mailbox said yes.
    expect((await (await stranger.fetch("/api/user/")).json()).has_email).toBe(false);
    expect((await (await own.fetch("/api/user/")).json()).has_email).toBe(true);
    const lists = await t.database.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, (await victimRow()).id)).orderBy(subscriptions.id);
    expect(lists.map((l) => [l.list, l.state])).toEqual([
      ["launch", "active"],
      ["newsletter", "active"],
      ["course", "pending"],
    ]);
    // The course request has a message of its own, not the newsletter's: the second within ten
    // minutes goes at once (the mailbox's budget allows two), so it is due now, not lost.
    // (Beside the welcomes the mailbox's own click brought: the launch list's and the newsletter's.)
    const waiting = (await t.database.db.select().from(messages).where(eq(messages.status, "queued"))).filter((m) => m.kind !== "welcome");
    expect(waiting.map((m) => m.kind)).toEqual(["confirm"]);
    expect(waiting[0]!.sendAfter.getTime()).toBeLessThanOrEqual(Date.now());
  });

  describe("subscribe again", () => {
    const token = async () => unsubscribeToken(t.app.config, (await victimRow()).publicId);
    const post = async (fields: Array<[string, string]>) =>
      fetch(`${t.app.url}/unsubscribe?token=${await token()}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    async function unsubscribedFromLaunchAndCourse() {
      const own = t.app.client();
      await own.postJson("/api/subscribe/", { email: VICTIM, source: "search" });
      await own.postJson("/api/subscribe/", { email: VICTIM, source: "course", course_id: 4 });
      await confirmByMailbox(t.app, t.database, VICTIM);
      expect((await post([["intent", "unsubscribe"]])).status).toBe(200);
      await later();
    }
    const states = async () =>
      (await t.database.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, (await victimRow()).id)).orderBy(subscriptions.id)).map(
        (l) => [l.list, l.state],
      );

    it("offers exactly the lists the person had, ticked; the newsletter is offered unticked", async () => {
      await unsubscribedFromLaunchAndCourse();
      const html = await (await fetch(`${t.app.url}/unsubscribe?token=${await token()}`)).text();
      const boxes = [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => [m[0].match(/value="([^"]+)"/)![1], m[0].includes("checked")]);
      expect(boxes).toEqual([
        ["launch", true],
        ["course:4", true],
        ["newsletter", false],
      ]);
    });

    it("restores the lists ticked, never adds the newsletter silently, and waits for the mailbox", async () => {
      await unsubscribedFromLaunchAndCourse();
      const res = await post([
        ["intent", "resubscribe"],
        ["list", "launch"],
        ["list", "course:4"],
      ]);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Please confirm with the link we&#x27;ve e-mailed you");
      expect(await states()).toEqual([
        ["launch", "pending"],
        ["course", "pending"],
      ]);
      await confirmByMailbox(t.app, t.database, VICTIM);
      expect(await states()).toEqual([
        ["launch", "active"],
        ["course", "active"],
      ]);
      expect((await victimRow()).status).toBe("confirmed");
    });

    it("only the ticked lists; none ticked is refused and changes nothing", async () => {
      await unsubscribedFromLaunchAndCourse();
      expect((await post([["intent", "resubscribe"]])).status).toBe(400);
      expect(await states()).toEqual([
        ["launch", "ended"],
        ["course", "ended"],
      ]);
      expect((await post([["intent", "resubscribe"], ["list", "course:4"]])).status).toBe(200);
      expect(await states()).toEqual([
        ["launch", "ended"],
        ["course", "pending"],
      ]);
    });

    it("says honestly when the confirmation is held back by the per-address limit", async () => {
      await unsubscribedFromLaunchAndCourse();
      // Two confirmations went to this address moments ago (its budget allows two in ten minutes).
      await t.database.db.update(messages).set({ sendAfter: new Date() });
      const victim = await victimRow();
      await t.database.db.insert(messages).values({ subscriberId: victim.id, kind: "confirm", status: "sent", dedupeKey: `confirm:${randomUUID()}`, messageId: `<${randomUUID()}@t>` });
      const html = await (await post([["intent", "resubscribe"], ["list", "launch"]])).text();
      expect(html).not.toContain("we&#x27;ve e-mailed you");
      expect(html).toMatch(/the confirmation link follows in about (9|10) minutes/);
    });
  });
});
