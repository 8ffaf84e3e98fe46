import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { courses, messages, seats, subscribers } from "../../app/.server/db/schema.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm } from "../helpers/admin.ts";
import { useTestApp } from "../helpers/app.ts";
import { pressOnSeat, reserve, seatCourse, seatLink } from "../helpers/seats.ts";

// Course pages and seats against the production build on the real server: a seat is held only by
// the mailbox's click, in the order of the clicks, never beyond the class size; a full course has a
// waitlist with places, and a released seat goes to the first waiting with an e-mail.
describe("course pages and seats", () => {
  const t = useTestApp({ ADMIN_PASSWORD }, { pages: true });

  const page = async (slug: string) => {
    const res = await t.app.client().fetch(`/courses/${slug}`);
    return { res, html: await res.text() };
  };
  const seatStates = async (courseId: number) =>
    Object.fromEntries(
      (
        await t.database.db
          .select({ email: subscribers.email, state: seats.state })
          .from(seats)
          .innerJoin(subscribers, eq(subscribers.id, seats.subscriberId))
          .where(eq(seats.courseId, courseId))
      ).map((r) => [r.email, r.state]),
    );

  it("every course has a shared page with its facts, schema.org Course and a live-seat cache rule; the API, cards and sitemap link to it", async () => {
    const { res, html } = await page("black-holes-what-happens-beyond-the-event-horizon");
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    // Seat counts change with every confirmation: shared caches must ask again each time.
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(html).toMatch(/<h1[^>]*>Black Holes: What Happens Beyond the Event Horizon<\/h1>/);
    expect(html).toContain("Registration Open");
    expect(html).toContain("Tuesday, 12 January 2027, 7:00 pm");
    expect(html).toContain("Tuesdays at 7:00 pm");
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/courses\/black-holes-what-happens-beyond-the-event-horizon"/);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({ "@type": "Course", name: "Black Holes: What Happens Beyond the Event Horizon", offers: { priceCurrency: "SGD" } });
    expect(ld.hasCourseInstance[0]).toMatchObject({ courseMode: "online", maximumAttendeeCapacity: 10, startDate: "2027-01-12T19:00:00+08:00" });

    // Its share card: the course's own image, rendered on the server, cached for good under its version.
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(og).toMatch(/\/courses\/black-holes-what-happens-beyond-the-event-horizon\/share\.png\?v=[\w-]{12}$/);
    const image = await t.app.client().fetch(new URL(og).pathname + new URL(og).search);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(ld.image).toBe(og);
    expect((await t.app.client().fetch("/courses/no-such-course/share.png")).status).toBe(404);

    const missing = await page("no-such-course");
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain("Oops! Page not found");

    const api = (await (await t.app.client().fetch("/api/courses/")).json()).courses as Array<{ id: number; slug: string; url: string }>;
    expect(api.find((c) => c.id === 2)).toMatchObject({ slug: "black-holes-what-happens-beyond-the-event-horizon", url: `${t.app.config.PUBLIC_URL}/courses/black-holes-what-happens-beyond-the-event-horizon` });
    const home = await (await t.app.client().fetch("/")).text();
    for (const c of api) expect(home).toContain(`href="/courses/${c.slug}"`);
    const sitemap = await (await t.app.client().fetch("/sitemap.xml")).text();
    for (const c of api) expect(sitemap).toContain(`<loc>${c.url}</loc>`);
  });

  it("a seat is held only by the mailbox's click; a full course puts the next on its waitlist; a released seat goes to the first waiting with an e-mail", async () => {
    const course = await seatCourse(t.database, 1);
    const browser = t.app.client();
    const sent = await reserve(t.app, browser, course.slug, "ana@example.com");
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Nothing is held until you press it");
    expect(await seatStates(course.id)).toEqual({ "ana@example.com": "pending" });
    // Asking again is covered by the message still waiting to go: one message, not two.
    expect((await reserve(t.app, browser, course.slug, "ana@example.com")).status).toBe(200);
    expect(await t.database.db.select().from(messages).where(eq(messages.kind, "seat_confirm"))).toHaveLength(1);

    const anaLink = await seatLink(t.app, t.database, "ana@example.com");
    const shown = await (await t.app.client().fetch(anaLink)).text();
    expect(shown).toContain("Confirm your seat");
    expect(shown).toContain("a•••@example.com");
    expect(await seatStates(course.id)).toEqual({ "ana@example.com": "pending" });
    const confirmed = await pressOnSeat(t.app, anaLink, "confirm");
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your seat is confirmed");
    const full = (await page(course.slug)).html;
    expect(full).toContain("Full (waitlist)");
    expect(full).toMatch(/data-testid="seats-left"[^>]*>0 of 1</);
    expect(full).toContain("Join the waitlist");

    for (const email of ["ben@example.com", "cy@example.com"]) {
      await reserve(t.app, t.app.client(), course.slug, email);
      const html = await (await pressOnSeat(t.app, await seatLink(t.app, t.database, email), "confirm")).text();
      expect(html).toMatch(new RegExp(`data-testid="waitlist-position"[^>]*>${email === "ben@example.com" ? 1 : 2}<`));
    }

    const released = await pressOnSeat(t.app, anaLink, "release");
    expect(await released.text()).toContain("Your seat is released");
    expect(await seatStates(course.id)).toEqual({ "ana@example.com": "released", "ben@example.com": "held", "cy@example.com": "waiting" });
    // Ben is told, and his e-mail's link shows his seat; Cy moved up to first.
    const benLink = await seatLink(t.app, t.database, "ben@example.com", "seat_granted");
    expect(await (await t.app.client().fetch(benLink)).text()).toContain("You have a seat");
    const cy = await (await t.app.client().fetch(await seatLink(t.app, t.database, "cy@example.com"))).text();
    expect(cy).toMatch(/data-testid="waitlist-position"[^>]*>1</);
  });

  it("the console lists seats and releases one; a larger class moves the waitlist up; erasing a holder passes the seat on; the kept home page follows at once", async () => {
    const course = await seatCourse(t.database, 1);
    for (const name of ["ana", "ben", "cy", "dee"]) {
      await reserve(t.app, t.app.client(), course.slug, `${name}@example.com`);
      await pressOnSeat(t.app, await seatLink(t.app, t.database, `${name}@example.com`), "confirm");
    }
    // The card's state on the home page (a kept page: the held seats' triggers refresh it).
    const card = async () => {
      const html = await (await fetch(`${t.app.url}/`)).text();
      return new RegExp(`data-course-id="${course.id}"[\\s\\S]*?data-testid="course-level">[\\s\\S]*?</span>([^<]+)<`).exec(html)?.[1];
    };
    expect(await card()).toBe("Full (waitlist)");

    const operator = t.app.client();
    await login(t.app, operator);
    const consolePage = `/admin/courses/${course.id}`;
    const csrf = await csrfOf(operator, consolePage);
    const html = plain(await (await operator.fetch(consolePage)).text());
    expect(html).toContain("Waitlist #3");
    expect(html).toMatch(/<strong>1<\/strong> of 1 seats held · <strong>3<\/strong> on the waitlist/);
    const idOf = async (email: string) =>
      (await t.database.db.select({ id: seats.id, subscriberId: seats.subscriberId }).from(seats).innerJoin(subscribers, eq(subscribers.id, seats.subscriberId)).where(eq(subscribers.email, email)))[0]!;

    const released = await postForm(t.app, operator, consolePage, { csrf, intent: "release-seat", seat_id: String((await idOf("ana@example.com")).id) });
    expect(released.status).toBe(302);
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    const save = { csrf, intent: "save", title: row!.title, instructor: row!.instructor, durationWeeks: "4", priceAmount: "30", currency: "SGD", category: "Technology", description: row!.description, status: "opened", slug: row!.slug, startsAt: "" };
    expect((await postForm(t.app, operator, consolePage, { ...save, classSize: "3" })).status).toBe(302);
    expect(await seatStates(course.id)).toEqual({ "ana@example.com": "released", "ben@example.com": "held", "cy@example.com": "held", "dee@example.com": "held" });
    // Each one the waitlist moved up was told.
    expect(await t.database.db.select().from(messages).where(eq(messages.kind, "seat_granted"))).toHaveLength(3);
    expect(await card()).toBe("Full (waitlist)");

    const ben = await idOf("ben@example.com");
    expect((await postForm(t.app, operator, `/admin/subscribers/${ben.subscriberId}`, { csrf, intent: "erase", confirm: "yes" })).status).toBe(302);
    expect(await seatStates(course.id)).toEqual({ "ana@example.com": "released", "cy@example.com": "held", "dee@example.com": "held" });
    await expect.poll(card, { timeout: 5_000 }).toBe("Open for seats");

    const csv = await (await operator.fetch(`${consolePage}/seats.csv`)).text();
    expect(csv.split("\r\n")[0]).toBe('"email","state","waitlist_position","requested_at","confirmed_at","released_at","subscriber_id"');
    expect(csv).toContain('"cy@example.com","held"');
    expect(csv).toContain('"ana@example.com","released"');
  });

  it("bad input and courses without seats answer clearly, never a 5xx", async () => {
    const open = await seatCourse(t.database, 5);
    const bad = await reserve(t.app, t.app.client(), open.slug, "not-an-address");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a valid email address.");
    const interest = await seatCourse(t.database, 5, "registration_open");
    const early = await reserve(t.app, t.app.client(), interest.slug, "ana@example.com");
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("This course is not open for seats yet.");
    const closed = await seatCourse(t.database, 5, "closed");
    expect((await page(closed.slug)).html).toContain("This course is closed");
    expect((await reserve(t.app, t.app.client(), closed.slug, "ana@example.com")).status).toBe(409);
    expect((await reserve(t.app, t.app.client(), "no-such-course", "ana@example.com")).status).toBe(404);
    expect((await t.app.client().fetch("/seats?token=forged")).status).toBe(400);
    expect((await pressOnSeat(t.app, "/seats?token=forged", "confirm")).status).toBe(400);
    expect(await t.database.db.select().from(seats).where(and(eq(seats.courseId, open.id)))).toHaveLength(0);
  });

  it("50 parallel confirmations for a 10-seat course hold exactly 10 seats, and the other 40 wait in order", async () => {
    const course = await seatCourse(t.database, 10);
    const emails = Array.from({ length: 50 }, (_, i) => `learner${i}@example.com`);
    const asked = await Promise.all(emails.map((email) => reserve(t.app, t.app.client(), course.slug, email)));
    expect(asked.map((r) => r.status)).toEqual(emails.map(() => 200));
    const links = await Promise.all(emails.map((e) => seatLink(t.app, t.database, e)));
    const answers = await Promise.all(links.map((link) => pressOnSeat(t.app, link, "confirm")));
    expect(answers.map((r) => r.status)).toEqual(emails.map(() => 200));
    const states = Object.values(await seatStates(course.id));
    expect(states.filter((s) => s === "held")).toHaveLength(10);
    expect(states.filter((s) => s === "waiting")).toHaveLength(40);
    const waiting = await t.database.db.select({ confirmedAt: seats.confirmedAt }).from(seats).where(and(eq(seats.courseId, course.id), eq(seats.state, "waiting")));
    const held = await t.database.db.select({ confirmedAt: seats.confirmedAt }).from(seats).where(and(eq(seats.courseId, course.id), eq(seats.state, "held")));
    // Seats went in the order of the clicks: every holder confirmed before anyone waiting.
    const lastHeld = Math.max(...held.map((r) => r.confirmedAt!.getTime()));
    expect(waiting.every((r) => r.confirmedAt!.getTime() >= lastHeld)).toBe(true);
    expect((await page(course.slug)).html).toContain("Full (waitlist)");
  });
});
