import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, seats, subscribers } from "../../app/.server/db/schema.ts";
import { unsubscribeToken } from "../../app/.server/mail/tokens.ts";
import { ADMIN_PASSWORD, login, plain } from "../helpers/admin.ts";
import { useTestApp } from "../helpers/app.ts";
import { oneClickUnsubscribe } from "../helpers/mailbox.ts";
import { pressOnSeat, reserve, seatCourse, seatLink } from "../helpers/seats.ts";

// Unsubscribing does not strand a seat (issue 41, item 4), on the real server (production build)
// and PostgreSQL, as a browser without JavaScript posts the forms: the unsubscribe page names the
// seats a person holds, with Keep and Release… each; the seat's own mail stays queued when the lists
// go; Release (after its question) frees the seat for the first waiting; the console shows a holder
// who opted out of mail.
describe("unsubscribing with a seat", () => {
  const t = useTestApp({ ADMIN_PASSWORD }, { pages: true });

  async function holdSeat(slug: string, email: string) {
    expect((await reserve(t.app, t.app.client(), slug, email)).status).toBe(200);
    expect((await pressOnSeat(t.app, await seatLink(t.app, t.database, email), "confirm")).status).toBe(200);
  }
  async function subscriberOf(email: string) {
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    return row!;
  }
  async function seatOf(email: string) {
    const [row] = await t.database.db.select({ id: seats.id, publicId: seats.publicId, state: seats.state }).from(seats).innerJoin(subscribers, eq(subscribers.id, seats.subscriberId)).where(eq(subscribers.email, email));
    return row!;
  }
  const messagesOf = async (email: string) =>
    (
      await t.database.db
        .select({ kind: messages.kind, status: messages.status })
        .from(messages)
        .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
        .where(eq(subscribers.email, email))
    ).map((m) => `${m.kind} ${m.status}`);
  /** The unsubscribe page's form, posted as the browser posts it (no JavaScript: a plain form post). */
  const post = (link: string, fields: Record<string, string>) =>
    t.app.client().fetch(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url }, body: new URLSearchParams(fields) });

  it("names the seat before and after one-click unsubscribe, keeps its mail queued, keeps it or releases it to the waitlist, and the console shows the holder opted out", async () => {
    const course = await seatCourse(t.database, 1);
    await holdSeat(course.slug, "ana@example.com");
    await holdSeat(course.slug, "ben@example.com");
    expect((await seatOf("ben@example.com")).state).toBe("waiting");
    // Ana's seat mail: the receipt and the two reminders before the first class, not sent yet (no worker runs here).
    expect((await messagesOf("ana@example.com")).filter((m) => !m.startsWith("seat_confirm")).sort()).toEqual(["seat_receipt queued", "seat_reminder queued", "seat_reminder queued"]);

    const ana = await subscriberOf("ana@example.com");
    const link = `/unsubscribe?token=${unsubscribeToken(t.app.config, ana.publicId)}`;
    const before = plain(await (await t.app.client().fetch(link)).text());
    expect(before).toContain(`A seat in “${course.title}”`);
    expect(before).toContain("Unsubscribing does not give up a seat");

    // A mail provider's one-click unsubscribe: off every list at once, and the seat's mail stays queued.
    expect((await oneClickUnsubscribe(t.app, t.database, "ana@example.com")).status).toBe(200);
    expect((await subscriberOf("ana@example.com")).status).toBe("unsubscribed");
    expect((await messagesOf("ana@example.com")).filter((m) => !m.startsWith("seat_confirm")).sort()).toEqual(["seat_receipt queued", "seat_reminder queued", "seat_reminder queued"]);
    const after = plain(await (await t.app.client().fetch(link)).text());
    expect(after).toMatch(/<h1[^>]*>You(&#x27;|')re unsubscribed<\/h1>/);
    expect(after).toContain("Unsubscribing did not give up a seat");
    expect(after).toContain(`A seat in “${course.title}”`);
    expect(after).toMatch(new RegExp(`aria-label="Keep my seat in “${course.title}”"`));
    expect(after).toMatch(new RegExp(`aria-label="Release my seat in “${course.title}”"`));

    // The console: the holder is marked on the course's seats, in Subscribers and on the person's page.
    const operator = t.app.client();
    await login(t.app, operator);
    const marked = async (page: string) => plain(await (await operator.fetch(page)).text()).match(/data-testid="opted-out-holder"[^>]*>([^<]*)</g)?.length ?? 0;
    expect(await marked(`/admin/courses/${course.id}`)).toBe(1);
    expect(await marked("/admin/subscribers")).toBe(1);
    expect(await marked(`/admin/subscribers/${ana.id}`)).toBe(1);
    expect(await marked(`/admin/subscribers/${(await subscriberOf("ben@example.com")).id}`)).toBe(0);

    const seat = await seatOf("ana@example.com");
    const kept = plain(await (await post(link, { intent: "keep-seat", seat: seat.publicId })).text());
    expect(kept).toContain(`Kept: your seat in “${course.title}” stays yours, and its reminders and joining link still come to this address.`);
    expect((await seatOf("ana@example.com")).state).toBe("held");

    // Someone else's seat cannot be released with Ana's link: nothing changes.
    const bens = await seatOf("ben@example.com");
    const forged = plain(await (await post(link, { intent: "release-seat", seat: bens.publicId })).text());
    expect(forged).not.toContain("Released:");
    expect((await seatOf("ben@example.com")).state).toBe("waiting");

    // Release… asks first and changes nothing; Yes releases it, and Ben (first waiting) gets it with an e-mail.
    const asked = plain(await (await post(link, { intent: "ask-release-seat", seat: seat.publicId })).text());
    expect(asked).toContain(`Your seat in “${course.title}” goes at once to the next person on the waitlist.`);
    expect(asked).toContain("Yes, release my seat");
    expect((await seatOf("ana@example.com")).state).toBe("held");
    const released = await post(link, { intent: "release-seat", seat: seat.publicId });
    expect(released.status).toBe(200);
    const html = plain(await released.text());
    expect(html).toContain(`Released: your seat in “${course.title}” went to the next person on the waitlist.`);
    expect(html).not.toContain(`A seat in “${course.title}”`);
    expect((await seatOf("ana@example.com")).state).toBe("released");
    expect((await seatOf("ben@example.com")).state).toBe("held");
    expect(await messagesOf("ben@example.com")).toContain("seat_granted queued");
    expect(await marked(`/admin/courses/${course.id}`)).toBe(0);
    // Still unsubscribed: releasing a seat asks for no list back.
    expect((await subscriberOf("ana@example.com")).status).toBe("unsubscribed");
  });

  it("without a seat the page is as before: no seats part; a pending seat request is not named, and its link mail is dropped", async () => {
    const course = await seatCourse(t.database, 2);
    expect((await reserve(t.app, t.app.client(), course.slug, "cy@example.com")).status).toBe(200);
    const cy = await subscriberOf("cy@example.com");
    const link = `/unsubscribe?token=${unsubscribeToken(t.app.config, cy.publicId)}`;
    expect(plain(await (await t.app.client().fetch(link)).text())).not.toContain('data-testid="unsubscribe-seats"');
    expect((await oneClickUnsubscribe(t.app, t.database, "cy@example.com")).status).toBe(200);
    const [confirm] = await t.database.db
      .select({ status: messages.status })
      .from(messages)
      .where(and(eq(messages.subscriberId, cy.id), eq(messages.kind, "seat_confirm")));
    expect(confirm?.status).toBe("dropped");
    expect(plain(await (await t.app.client().fetch(link)).text())).not.toContain('data-testid="unsubscribe-seats"');
  });
});
