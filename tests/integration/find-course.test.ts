import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { courses, searches, seats, subscribers, visitors } from "../../app/.server/db/schema.ts";
import { useTestApp } from "../helpers/app.ts";
import { seatCourse } from "../helpers/seats.ts";

describe("POST /api/find-course/", () => {
  const t = useTestApp();

  const valid = () => ({ search_id: randomUUID(), concept: "  Black holes  ", budget: 100, class_size: 5 });
  const count = async () => (await t.database.db.select().from(searches)).length;

  it("stores a trimmed search for the visitor and answers it", async () => {
    const visitor = t.app.client();
    const body = valid();
    const res = await visitor.postJson("/api/find-course/", body);
    expect(res.status).toBe(201);
    // Never cached, so no validator to compute.
    expect([res.headers.get("content-type"), res.headers.get("cache-control"), res.headers.get("etag")]).toEqual(["application/json; charset=utf-8", "private, no-store", null]);
    const json = await res.json();
    expect(json).toMatchObject({ search_id: body.search_id, concept: "Black holes", budget: 100, class_size: 5 });
    const [row] = await t.database.db.select().from(searches);
    expect(row).toMatchObject({ searchId: body.search_id, concept: "Black holes", budget: 100, classSize: 5 });
    const user = await (await visitor.fetch("/api/user/")).json();
    expect(row!.visitorId).toBe(user.visitor_id);
    expect(await t.database.db.select().from(visitors)).toHaveLength(1);
  });

  it("answers a repeated search_id the same and stores it once", async () => {
    const visitor = t.app.client();
    const body = valid();
    const first = await visitor.postJson("/api/find-course/", body);
    const second = await visitor.postJson("/api/find-course/", body);
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await count()).toBe(1);
  });

  it("refuses a search_id reused for another search or by another visitor", async () => {
    const body = valid();
    const a = t.app.client();
    expect((await a.postJson("/api/find-course/", body)).status).toBe(201);
    const changed = await a.postJson("/api/find-course/", { ...body, concept: "Stoicism" });
    expect(changed.status).toBe(409);
    const other = await t.app.client().postJson("/api/find-course/", body);
    expect(other.status).toBe(409);
    expect((await other.json()).error).toMatch(/already used/);
    const [row] = await t.database.db.select().from(searches);
    expect(row!.concept).toBe("Black holes");
    expect(await count()).toBe(1);
  });

  it.each([
    ["an empty concept", { concept: "   " }, "Please enter a concept to search for"],
    ["a concept over 200 characters", { concept: "a".repeat(201) }, "Please keep the concept to 200 characters or fewer."],
    ["control characters", { concept: "black\u0000holes" }, "The concept cannot contain control characters."],
    ["a budget under the minimum", { budget: 0 }, "Budget must be a whole number from 10 to 500 in steps of 10."],
    ["a budget over the maximum", { budget: 510 }, "Budget must be a whole number from 10 to 500 in steps of 10."],
    ["a budget off its step", { budget: 105 }, "Budget must be a whole number from 10 to 500 in steps of 10."],
    ["a budget as text", { budget: "100" }, "Budget must be a whole number from 10 to 500 in steps of 10."],
    ["a class size of 0", { class_size: 0 }, "Class size must be a whole number from 1 to 25."],
    ["a class size of 26", { class_size: 26 }, "Class size must be a whole number from 1 to 25."],
    ["a fractional class size", { class_size: 2.5 }, "Class size must be a whole number from 1 to 25."],
    ["a search_id that is not a UUID", { search_id: "abc" }, "search_id must be a UUID."],
    ["a missing concept", { concept: undefined }, "concept is required."],
    ["an unknown field", { extra: 1 }, "Unknown field: extra."],
  ])("refuses %s with a clear 400 and stores nothing", async (_name, patch, message) => {
    const res = await t.app.client().postJson("/api/find-course/", { ...valid(), ...patch });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(await count()).toBe(0);
  });

  it("accepts the edges of every range", async () => {
    const visitor = t.app.client();
    for (const patch of [
      { budget: 10, class_size: 1 },
      { budget: 500, class_size: 25 },
      { concept: "x".repeat(200) },
    ]) {
      expect((await visitor.postJson("/api/find-course/", { ...valid(), ...patch })).status).toBe(201);
    }
    expect(await count()).toBe(3);
  });

  it.each([
    ["non-JSON text", "not json", "application/json", 400, "The request body is not valid JSON."],
    ["a JSON array", "[1,2]", "application/json", 400, "The request body must be a JSON object."],
    ["JSON null", "null", "application/json", 400, "The request body must be a JSON object."],
    ["a form body", "concept=x", "application/x-www-form-urlencoded", 415, "Content-Type must be application/json."],
  ])("answers %s with a JSON 4xx", async (_name, body, type, status, error) => {
    const res = await t.app.client().fetch("/api/find-course/", { method: "POST", headers: { "content-type": type }, body });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error });
    expect(await count()).toBe(0);
  });

  it("answers a POST without a body with a clear 400", async () => {
    const res = await t.app.client().fetch("/api/find-course/", { method: "POST" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The request body must be a JSON object." });
    expect(await count()).toBe(0);
  });

  it("refuses bodies over 16 KB with 413, declared or streamed", async () => {
    const big = JSON.stringify({ ...valid(), concept: "a".repeat(17 * 1024) });
    const res = await t.app.client().postJson("/api/find-course/", big);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const chunked = await fetch(`${t.app.url}/api/find-course/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await count()).toBe(0);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.client().fetch("/api/nothing-here/");
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/No API endpoint/);
  });

  it("a course changed anywhere shows in the searches once heard, seats included", async () => {
    const course = await seatCourse(t.database, 2);
    const search = async () =>
      (await (await t.app.client().postJson("/api/find-course/", { search_id: randomUUID(), concept: course.title, budget: 100, class_size: 5 })).json()).matches[0];
    // A course added a moment ago shows once its notification is heard (a few milliseconds).
    await vi.waitFor(async () => expect(await search()).toMatchObject({ id: course.id, title: course.title, seats_left: 2 }), { timeout: 10_000 });
    // Another instance (or the console) changes the row, and someone holds a seat.
    await t.database.db.update(courses).set({ title: `${course.title} revised` }).where(eq(courses.id, course.id));
    const [person] = await t.database.db.insert(subscribers).values({ email: `seat-${randomUUID()}@example.com`, source: "course" }).returning();
    await t.database.db.insert(seats).values({ courseId: course.id, subscriberId: person!.id, state: "held" });
    // The offered courses held in memory are read again when the change is heard (a notification).
    await vi.waitFor(async () => expect(await search()).toMatchObject({ id: course.id, title: `${course.title} revised`, seats_left: 1 }), { timeout: 10_000 });
  });
});
