import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lastDays } from "../../app/.server/admin/overview.ts";
import { addCounts, type CountRow } from "../../app/.server/db/analytics.ts";
import { courses, seats, subscribers } from "../../app/.server/db/schema.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm, testIdText } from "../helpers/admin.ts";
import { useTestApp } from "../helpers/app.ts";
import { pressOnSeat, reserve, seatCourse, seatLink } from "../helpers/seats.ts";

// Issue 29 ("what a visitor and an operator still trip over"): the console's account of a person
// and its figures, against the production build on the real server and PostgreSQL.
describe("the console tells a person's seat as it happened", () => {
  const t = useTestApp({ ADMIN_PASSWORD }, { pages: true });

  it("someone who confirmed a seat from their mailbox is not 'Pending' alone; the Reserve form is named; the seat's confirmation and release are in the activity", async () => {
    const course = await seatCourse(t.database, 2);
    const email = "reserver@example.com";
    expect((await reserve(t.app, t.app.client(), course.slug, email)).status).toBe(200);
    const link = await seatLink(t.app, t.database, email);
    expect((await pressOnSeat(t.app, link, "confirm")).status).toBe(200);
    expect((await pressOnSeat(t.app, link, "release")).status).toBe(200);
    const [person] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    // No list was asked for: the address is still pending as a subscriber.
    expect(person!.status).toBe("pending");
    const [seat] = await t.database.db.select().from(seats).where(eq(seats.subscriberId, person!.id));
    expect(seat!.confirmedAt).not.toBeNull();

    const operator = t.app.client();
    await login(t.app, operator);
    // Apostrophes as the server escapes them.
    const html = plain(await (await operator.fetch(`/admin/subscribers/${person!.id}`)).text()).replaceAll("&#x27;", "'");
    expect(testIdText(html, "person-status")).toBe("Seat confirmed, no list");
    expect(testIdText(html, "person-source")).toBe("a course's Reserve form");
    const timeline = html.slice(html.indexOf('data-testid="timeline"'));
    expect(timeline).toContain("through a course's Reserve form");
    expect(timeline).not.toContain("Register prompt");
    expect(timeline).toContain(`Asked for a seat in “${course.title}”`);
    expect(timeline).toContain(`Mailbox confirmed a seat in “${course.title}”`);
    expect(timeline).toContain(`Seat in “${course.title}” released`);

    const list = plain(await (await operator.fetch(`/admin/subscribers?q=reserver`)).text());
    expect(list).toContain("Seat confirmed, no list");
  });
});

describe("the console's figures and the FAQ's", () => {
  const t = useTestApp({ ADMIN_PASSWORD }, { pages: true });

  const row = (day: string, event: string, count: number, entrances = 0): CountRow => ({
    day,
    event,
    path: "/",
    screen: "desktop",
    source: "polish",
    medium: "test",
    campaign: "rate",
    referrer: "(none)",
    ref: "(none)",
    count,
    entrances,
  });

  it("the Overview's visits chart spans the same 30 days as its neighbours, and searches per visit are a ratio, never a percentage over 100", async () => {
    const today = lastDays(new Date()).at(-1)!;
    await addCounts(t.database.db, [row(today, "pageview", 12, 12), row(today, "search", 18)]);
    const operator = t.app.client();
    await login(t.app, operator);
    const html = plain(await (await operator.fetch("/admin")).text());
    const figure = (title: string) => {
      const start = html.indexOf(`<figcaption class="font-semibold text-slate-900">${title}</figcaption>`);
      expect(start).toBeGreaterThan(-1);
      return html.slice(start, html.indexOf("</figure>", start));
    };
    const rows = (title: string) => figure(title).match(/<tr class="border-t/g)?.length;
    expect(rows("Visits per day (last 30 days)")).toBe(30);
    expect(rows("Visits per day (last 30 days)")).toBe(rows("Searches per day (last 30 days)"));
    expect(html).toContain("18 <span class=\"text-slate-600\">(1.5 per visit)</span>");
    expect(html).not.toContain("150%");
  });

  it("a newsletter nobody would receive says so, and offers no 'Yes, send'", async () => {
    const operator = t.app.client();
    await login(t.app, operator);
    const csrf = await csrfOf(operator, "/admin/email");
    const res = await postForm(t.app, operator, "/admin/email", { csrf, intent: "send-preview", subject: "November news", markdown: "Hello" });
    expect(res.status).toBe(200);
    const html = plain(await res.text());
    expect(testIdText(html, "newsletter-nothing-to-send")).toContain("Nothing would be sent: no confirmed subscriber is on the newsletter list yet.");
    expect(html).not.toContain("This will queue <strong>0</strong>");
    expect(html).not.toContain("Yes, send to the newsletter list");
  });

  it("the FAQ's prices and lengths are the catalog's: a S$150 course of 12 weeks is in them, and the old fixed figures are not", async () => {
    const before = await (await t.app.client().fetch("/faq")).text();
    expect(before).toContain("Trial courses are listed from S$19 to S$40 per course and run for 4 to 8 weeks.");
    await t.database.db.insert(courses).values({
      title: "Advanced Astrophysics Workshop",
      slug: "advanced-astrophysics-workshop",
      instructor: "Dr. Test",
      durationWeeks: 12,
      priceAmount: 150,
      category: "Technology",
      description: "A course made for one test.",
    });
    await expect
      .poll(async () => (await (await t.app.client().fetch("/faq")).text()).includes("Trial courses are listed from S$19 to S$150 per course and run for 4 to 12 weeks."), {
        timeout: 5_000,
      })
      .toBe(true);
  });
});
