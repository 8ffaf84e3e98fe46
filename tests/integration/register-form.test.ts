import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseInterests, courses, referralCredits, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import { startTestApp, useTestApp, type TestApp, type TestClient } from "../helpers/app.ts";
import { confirmByMailbox } from "../helpers/mailbox.ts";

// A course card's Register button is the submit button of a form posting to /register. Without
// JavaScript the browser posts it and the server renders the result: that is what these requests
// do, against the production build on the real server, with a visitor's cookie jar.
describe("Register without JavaScript", () => {
  const t = useTestApp({}, { pages: true });

  const HIEROGLYPHS = "Reading Egyptian Hieroglyphs from Scratch";
  const interests = () => t.database.db.select().from(courseInterests);

  /** A browser posting a form: same-origin, form-encoded, with the visitor's cookie. */
  const postForm = (client: TestClient, fields: Record<string, string>, app: TestApp = t.app) =>
    client.fetch("/register", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  /** A visitor who opened the home page first (which is where the visitor cookie is set). */
  const visitor = async (app: TestApp = t.app) => {
    const client = app.client();
    expect((await client.fetch("/")).status).toBe(200);
    const id = (await (await client.fetch("/api/user/")).json()).visitor_id as string;
    return { client, id };
  };
  /** The hidden fields and the field of the result page's e-mail form (the footer has an `email` field too). */
  const emailFormOf = (html: string) => /<form\b[^>]*>(?:(?!<\/form>)[\s\S])*name="intent" value="email"[\s\S]*?<\/form>/.exec(html)?.[0];

  it("every course card on the home page is a form posting its course_id to /register", async () => {
    const html = await (await fetch(`${t.app.url}/`)).text();
    const forms = [...html.matchAll(/<form\b[^>]*action="\/register"[^>]*>([\s\S]*?)<\/form>/g)];
    expect(forms).toHaveLength(9);
    const ids = forms.map(([form, body]) => {
      expect(form).toMatch(/method="post"/);
      expect(body).toMatch(/<button[^>]*type="submit"[^>]*aria-label="Register for “[^”]+”"/);
      return Number(/<input type="hidden" name="course_id" value="(\d+)"/.exec(body!)?.[1]);
    });
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("records the interest once, however often it is posted, and offers the course's e-mail form", async () => {
    const { client, id } = await visitor();
    const first = await postForm(client, { course_id: "4" });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain(`You&#x27;re registered for “${HIEROGLYPHS}”.`);
    expect(html).toContain("We&#x27;ve saved your interest in this course.");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain("<title>Register for a trial course | Classwish</title>");
    expect(html).toMatch(/<a[^>]*href="\/#courses"[^>]*>Back to the courses<\/a>/);
    const form = emailFormOf(html);
    expect(form).toBeDefined();
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/<input type="hidden" name="course_id" value="4"/);
    expect(form).toMatch(/<input[^>]*name="website"/);
    expect(form).toMatch(/<input[^>]*name="email"/);
    expect(form).toContain("Email me when it opens");

    expect((await postForm(client, { course_id: "4" })).status).toBe(200);
    const rows = await interests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ courseId: 4, visitorId: id });
  });

  it("a shared link's ref rides from the Register form to the result page's e-mail form, which credits it", async () => {
    const slug = "black-holes-what-happens-beyond-the-event-horizon";
    const ref = `c_${slug}`;
    const field = `<input type="hidden" name="ref" value="${ref}"/>`;
    // Every card's form on the home page, and the course page's form, carry the address's ref.
    const home = await (await fetch(`${t.app.url}/?ref=${ref}`)).text();
    const forms = [...home.matchAll(/<form\b[^>]*action="\/register"[^>]*>([\s\S]*?)<\/form>/g)];
    expect(forms).toHaveLength(9);
    for (const [, body] of forms) expect(body).toContain(field);
    const coursePage = await (await fetch(`${t.app.url}/courses/${slug}?ref=${ref}`)).text();
    expect(/<form\b[^>]*action="\/register"[^>]*>([\s\S]*?)<\/form>/.exec(coursePage)?.[1]).toContain(field);

    const { client } = await visitor();
    expect(emailFormOf(await (await postForm(client, { course_id: "4", ref })).text())).toContain(field);
    // A mistyped address keeps it too; the corrected one is credited to the course shared.
    const mistyped = await postForm(client, { intent: "email", course_id: "4", email: "brought.example.com", ref });
    expect(mistyped.status).toBe(400);
    expect(emailFormOf(await mistyped.text())).toContain(field);
    expect((await postForm(client, { intent: "email", course_id: "4", email: "brought@example.com", ref })).status).toBe(200);
    const credits = await t.database.db.select({ kind: referralCredits.kind, courseId: referralCredits.courseId }).from(referralCredits);
    expect(credits).toEqual([{ kind: "subscribe", courseId: 2 }]);
  });

  it("answers an unknown course with a 404 page and stores nothing", async () => {
    const { client } = await visitor();
    const res = await postForm(client, { course_id: "999" });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Course not found");
    expect(html).not.toContain("Oops! Page not found");
    expect(emailFormOf(html)).toBeUndefined();
    expect(await interests()).toHaveLength(0);
    expect(await t.database.db.select().from(visitors)).toHaveLength(0);
  });

  it("refuses a closed course with 409 and stores nothing", async () => {
    await t.database.db.update(courses).set({ status: "closed" }).where(eq(courses.id, 3));
    try {
      const { client } = await visitor();
      const res = await postForm(client, { course_id: "3" });
      expect(res.status).toBe(409);
      const html = await res.text();
      expect(html).toMatch(/Registration for “[^”]+” is closed\./);
      expect(emailFormOf(html)).toBeUndefined();
      // Nor can the e-mail form put an address on its list.
      expect((await postForm(client, { intent: "email", course_id: "3", email: "late@example.com" })).status).toBe(409);
      expect(await interests()).toHaveLength(0);
      expect(await t.database.db.select().from(subscribers)).toHaveLength(0);
    } finally {
      await t.database.db.update(courses).set({ status: "registration_open" }).where(eq(courses.id, 3));
    }
  });

  it.each([
    ["no course_id", {}],
    ["an empty course_id", { course_id: "" }],
    ["a course_id that is not a number", { course_id: "four" }],
    ["a zero course_id", { course_id: "0" }],
    ["a negative course_id", { course_id: "-1" }],
    ["a fractional course_id", { course_id: "1.5" }],
    ["a course_id out of range", { course_id: "99999999999" }],
  ])("refuses %s with a clear 400 page and stores nothing", async (_name, fields: Record<string, string>) => {
    const { client } = await visitor();
    const res = await postForm(client, fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("We couldn&#x27;t tell which course you chose");
    expect(html).toContain("Nothing was saved.");
    expect(await interests()).toHaveLength(0);
    expect(await t.database.db.select().from(visitors)).toHaveLength(0);
  });

  it("a visitor whose confirmed address is on the course's list is told they will be notified, and asked nothing", async () => {
    const { client, id } = await visitor();
    await client.postJson("/api/subscribe/", { email: "known@example.com", source: "course", course_id: 2 });
    await confirmByMailbox(t.app, t.database, "known@example.com", client);
    const res = await postForm(client, { course_id: "2" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/You&#x27;re all set! We&#x27;ll notify you when “[^”]+” begins\./);
    expect(emailFormOf(html)).toBeUndefined();
    expect(await interests()).toEqual([expect.objectContaining({ courseId: 2, visitorId: id })]);
    const [sub] = await t.database.db.select().from(subscribers);
    const lists = await t.database.db.select().from(subscriptions).where(eq(subscriptions.list, "course"));
    expect(lists).toEqual([expect.objectContaining({ subscriberId: sub!.id, courseId: 2 })]);
  });

  it("the result page's e-mail form asks the mailbox to confirm the course's opening list", async () => {
    const { client, id } = await visitor();
    await postForm(client, { course_id: "4" });
    const res = await postForm(client, { intent: "email", course_id: "4", email: "  Glyphs@Example.COM ", website: "" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Thank you! You&#x27;ll be notified when “${HIEROGLYPHS}” opens.`);
    expect(html).toContain("Please confirm with the link we&#x27;ve e-mailed you");
    expect(emailFormOf(html)).toBeUndefined();
    const [sub] = await t.database.db.select().from(subscribers);
    expect(sub).toMatchObject({ email: "glyphs@example.com", source: "course", status: "pending" });
    const lists = await t.database.db.select().from(subscriptions);
    expect(lists.map((l) => [l.list, l.courseId, l.state])).toEqual([["course", 4, "pending"]]);
    const linkedTo = async () => (await t.database.db.select().from(visitors).where(eq(visitors.id, id)))[0]!.subscriberId;
    expect(await linkedTo()).toBeNull();
    await confirmByMailbox(t.app, t.database, "glyphs@example.com", client);
    expect(await linkedTo()).toBe(sub!.id);
    expect((await (await client.fetch("/api/user/")).json()).has_email).toBe(true);
    // Registering for course 4 again asks for nothing: the address is on its list.
    expect(await (await postForm(client, { course_id: "4" })).text()).toMatch(/You&#x27;re all set!/);
  });

  it("a malformed address gets a 400 page with the error next to the typed text, and nothing is stored", async () => {
    const { client } = await visitor();
    const res = await postForm(client, { intent: "email", course_id: "4", email: "glyphs.example.com" });
    expect(res.status).toBe(400);
    const form = emailFormOf(await res.text());
    expect(form).toMatch(/<p[^>]*role="alert"[^>]*>Please enter a valid email address\.<\/p>/);
    expect(form).toMatch(/<input[^>]*name="email"[^>]*value="glyphs.example.com"/);
    expect(form).toMatch(/aria-invalid="true"/);
    expect(await t.database.db.select().from(subscribers)).toHaveLength(0);
    expect(await t.database.db.select().from(subscriptions)).toHaveLength(0);
  });

  it("a bot that fills the honeypot is thanked and nothing is stored", async () => {
    const { client } = await visitor();
    const res = await postForm(client, { intent: "email", course_id: "4", email: "bot@example.com", website: "https://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thank you! You&#x27;ll be notified");
    expect(await t.database.db.select().from(subscribers)).toHaveLength(0);
  });

  it("a plain visit to /register shows a page that leads to the courses", async () => {
    const res = await fetch(`${t.app.url}/register`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/#courses"[^>]*>See the courses<\/a>/);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(await interests()).toHaveLength(0);
  });

  it("a post from another site is refused and stores nothing", async () => {
    const res = await fetch(`${t.app.url}/register`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({ course_id: "4" }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await interests()).toHaveLength(0);
  });

  it("shares the per-IP write limit: over it, 429 with Retry-After and nothing more stored", async () => {
    const limited = await startTestApp(t.database, { RATE_LIMIT_PER_MIN: "1" }, { pages: true });
    try {
      const client = limited.client();
      expect((await postForm(client, { course_id: "1" }, limited)).status).toBe(200);
      const over = await postForm(client, { course_id: "2" }, limited);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await over.text()).toMatch(/Too many requests/);
      expect((await interests()).map((r) => r.courseId)).toEqual([1]);
      // The result page's e-mail form counts against the same limit: refused, and no address kept.
      const email = await postForm(client, { intent: "email", course_id: "1", email: "late@example.com" }, limited);
      expect(email.status).toBe(429);
      expect(Number(email.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await email.text()).toMatch(/Too many requests/);
      expect(await t.database.db.select().from(subscribers)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
