import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseInterests, courses, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import { useTestApp, type TestClient } from "../helpers/app.ts";
import { confirmByMailbox } from "../helpers/mailbox.ts";

describe("POST /api/interest/ and course subscriptions", () => {
  const t = useTestApp({}, { pages: true });

  const visitorId = async (client: TestClient) => (await (await client.fetch("/api/user/")).json()).visitor_id as string;
  const interests = () => t.database.db.select().from(courseInterests);
  const courseLists = () => t.database.db.select().from(subscriptions).where(eq(subscriptions.list, "course"));

  it("records the visitor's interest once, however often Register is pressed", async () => {
    const visitor = t.app.client();
    const first = await visitor.postJson("/api/interest/", { course_id: 4 });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({
      course_id: 4,
      title: "Reading Egyptian Hieroglyphs from Scratch",
      registered: true,
      already_registered: false,
      notify: false,
    });
    const again = await visitor.postJson("/api/interest/", { course_id: 4 });
    expect(again.status).toBe(200);
    expect((await again.json()).already_registered).toBe(true);
    const rows = await interests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ courseId: 4, visitorId: await visitorId(visitor) });
  });

  it("keeps separate rows per course and per visitor", async () => {
    const a = t.app.client();
    const b = t.app.client();
    await a.postJson("/api/interest/", { course_id: 1 });
    await a.postJson("/api/interest/", { course_id: 2 });
    await b.postJson("/api/interest/", { course_id: 1 });
    expect(await interests()).toHaveLength(3);
  });

  it("two simultaneous clicks still record once", async () => {
    const visitor = t.app.client();
    await visitor.fetch("/api/user/");
    const answers = await Promise.all([1, 2, 3].map(() => visitor.postJson("/api/interest/", { course_id: 7 })));
    expect(answers.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await interests()).toHaveLength(1);
  });

  it("answers an unknown course with a JSON 404 and stores nothing", async () => {
    const res = await t.app.client().postJson("/api/interest/", { course_id: 999 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No course with id 999." });
    expect(await interests()).toHaveLength(0);
    expect(await t.database.db.select().from(visitors)).toHaveLength(0);
  });

  it("refuses a closed course with 409 and stores nothing", async () => {
    await t.database.db.update(courses).set({ status: "closed" }).where(eq(courses.id, 3));
    try {
      const res = await t.app.client().postJson("/api/interest/", { course_id: 3 });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/closed/);
      expect(await interests()).toHaveLength(0);
    } finally {
      await t.database.db.update(courses).set({ status: "registration_open" }).where(eq(courses.id, 3));
    }
  });

  it.each([
    ["a course_id as text", { course_id: "4" }, "course_id must be a positive whole number."],
    ["a zero course_id", { course_id: 0 }, "course_id must be a positive whole number."],
    ["a fractional course_id", { course_id: 1.5 }, "course_id must be a positive whole number."],
    ["a missing course_id", {}, "course_id is required."],
    ["an unknown field", { course_id: 1, email: "x@example.com" }, "Unknown field: email."],
  ])("refuses %s with a clear 400 and stores nothing", async (_name, body, error) => {
    const res = await t.app.client().postJson("/api/interest/", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(await interests()).toHaveLength(0);
  });

  it("answers a non-JSON body with a JSON 4xx", async () => {
    const res = await t.app.client().fetch("/api/interest/", { method: "POST", headers: { "content-type": "text/plain" }, body: "4" });
    expect(res.status).toBe(415);
    expect(await interests()).toHaveLength(0);
  });

  it("Register joins no list, even from a confirmed browser; notify says whether its address is on the course's list", async () => {
    const visitor = t.app.client();
    await visitor.postJson("/api/subscribe/", { email: "ana@example.com", source: "search" });
    await confirmByMailbox(t.app, t.database, "ana@example.com", visitor);
    const res = await visitor.postJson("/api/interest/", { course_id: 2 });
    expect((await res.json()).notify).toBe(false);
    expect(await courseLists()).toHaveLength(0);
    // The course's list is asked for, and confirmed from the mailbox: from then on notify is true.
    await visitor.postJson("/api/subscribe/", { email: "ana@example.com", source: "course", course_id: 2 });
    expect((await courseLists()).map((l) => l.state)).toEqual(["pending"]);
    expect((await (await visitor.postJson("/api/interest/", { course_id: 2 })).json()).notify).toBe(false);
    await confirmByMailbox(t.app, t.database, "ana@example.com", visitor);
    expect((await (await visitor.postJson("/api/interest/", { course_id: 2 })).json()).notify).toBe(true);
    expect(await courseLists()).toHaveLength(1);
    expect(await interests()).toHaveLength(1);
  });

  it("an unsubscribed address is not put back on a list by a Register click", async () => {
    const visitor = t.app.client();
    await visitor.postJson("/api/subscribe/", { email: "gone@example.com", source: "search" });
    await t.database.db.update(subscribers).set({ status: "unsubscribed" });
    const res = await visitor.postJson("/api/interest/", { course_id: 2 });
    expect((await res.json()).notify).toBe(false);
    expect(await courseLists()).toHaveLength(0);
    expect(await interests()).toHaveLength(1);
  });

  it("the prompt after Register asks for that course's list; confirming it links the interest", async () => {
    const visitor = t.app.client();
    await visitor.postJson("/api/interest/", { course_id: 5 });
    const res = await visitor.postJson("/api/subscribe/", { email: " Bo@Example.com ", source: "course", course_id: 5 });
    expect(res.status).toBe(202);
    const [sub] = await t.database.db.select().from(subscribers);
    expect(sub).toMatchObject({ email: "bo@example.com", source: "course", status: "pending" });
    const lists = await t.database.db.select().from(subscriptions);
    expect(lists.map((l) => [l.list, l.courseId, l.state])).toEqual([["course", 5, "pending"]]);
    await confirmByMailbox(t.app, t.database, "bo@example.com", visitor);
    // The interest now reaches the subscriber through the visitor.
    const [linked] = await t.database.db
      .select({ subscriberId: visitors.subscriberId })
      .from(courseInterests)
      .innerJoin(visitors, eq(visitors.id, courseInterests.visitorId))
      .where(and(eq(courseInterests.courseId, 5)));
    expect(linked!.subscriberId).toBe(sub!.id);
    // The same address for another course: one subscriber, two course lists.
    await visitor.postJson("/api/subscribe/", { email: "bo@example.com", source: "course", course_id: 6 });
    expect(await t.database.db.select().from(subscribers)).toHaveLength(1);
    expect((await courseLists()).map((l) => l.courseId).sort()).toEqual([5, 6]);
  });

  it.each([
    ["source 'course' without course_id", { email: "c@example.com", source: "course" }, 400, "course_id is required when source is course."],
    ["course_id with another source", { email: "c@example.com", source: "newsletter", course_id: 2 }, 400, "course_id is only allowed when source is course."],
    ["a course_id as text", { email: "c@example.com", source: "course", course_id: "2" }, 400, "course_id must be a positive whole number."],
    ["an unknown course", { email: "c@example.com", source: "course", course_id: 999 }, 404, "No course with id 999."],
    ["a malformed address", { email: "c.example.com", source: "course", course_id: 2 }, 400, "Please enter a valid email address."],
  ])("a course subscription with %s is refused and stores nothing", async (_name, body, status, error) => {
    const res = await t.app.client().postJson("/api/subscribe/", body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error });
    expect(await t.database.db.select().from(subscribers)).toHaveLength(0);
    expect(await t.database.db.select().from(subscriptions)).toHaveLength(0);
  });

  it("the API's reads (the courses, a wish's counts) need no cookie and set none; GET /api/user/, the step before a write, does", async () => {
    const res = await fetch(`${t.app.url}/api/courses/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await fetch(`${t.app.url}/api/wishes/AAAAAAAAAAAAAAAAAAAAAA`)).headers.get("set-cookie")).toBeNull();
    expect(await t.database.db.select().from(visitors)).toHaveLength(0);
    expect((await fetch(`${t.app.url}/api/user/`)).headers.get("set-cookie")).toMatch(/^cw_vid=/);
  });
});
