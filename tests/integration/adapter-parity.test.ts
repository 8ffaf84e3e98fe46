import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseInterests, courses, messages, subscribers, subscriptions, wishes, wishJoins } from "../../app/.server/db/schema.ts";
import { ADMIN_PASSWORD, csrfOf, login, postForm as postConsoleForm } from "../helpers/admin.ts";
import { useTestApp, type TestClient } from "../helpers/app.ts";

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";

// Every rule lives in a use case, so the JSON API and the page/console forms give the same outcome
// for the same input: each pair below runs both adapters on a fresh database and compares.
describe("the API and the forms agree", () => {
  const t = useTestApp({ ADMIN_TOKEN, ADMIN_PASSWORD }, { pages: true });
  const CLOSED = 7;

  /** What a request left behind: the rows a rule could have written. */
  async function footprint() {
    const db = t.database.db;
    // In a stated order: rows come back in whatever order the table's pages hold them, and a reset
    // frees space that later inserts fill in another order.
    const subs = await db.select({ email: subscribers.email, status: subscribers.status }).from(subscribers).orderBy(subscribers.email);
    const lists = await db
      .select({ list: subscriptions.list, courseId: subscriptions.courseId, state: subscriptions.state })
      .from(subscriptions)
      .orderBy(subscriptions.list, subscriptions.courseId, subscriptions.state);
    const interests = await db.select({ courseId: courseInterests.courseId }).from(courseInterests).orderBy(courseInterests.courseId);
    const mail = await db.select({ kind: messages.kind }).from(messages).orderBy(messages.kind);
    return { subs, lists, interests, mail };
  }
  const form = (c: TestClient, path: string, fields: Record<string, string>) =>
    c.fetch(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url }, body: new URLSearchParams(fields) });
  const closeCourse = () => t.database.db.update(courses).set({ status: "closed" }).where(eq(courses.id, CLOSED));

  type Run = () => Promise<number>;
  /** Runs both adapters, each on a fresh database; a page answers success with 200 where the API says 201/202. */
  async function bothWays(api: Run, page: Run) {
    await closeCourse();
    const apiStatus = await api();
    const apiRows = await footprint();
    await t.database.reset();
    await closeCourse();
    const pageStatus = await page();
    const outcome = (status: number) => (status < 300 ? "ok" : status);
    return { api: { status: outcome(apiStatus), rows: apiRows }, page: { status: outcome(pageStatus), rows: await footprint() } };
  }

  it.each([
    ["a newsletter address", { email: "Reader@Example.com", source: "newsletter" }, { email: "Reader@Example.com" }, "/subscribe", "ok", 1],
    ["a malformed address", { email: "reader.example.com", source: "newsletter" }, { email: "reader.example.com" }, "/subscribe", 400, 0],
    ["a course's opening list", { email: "r@example.com", source: "course", course_id: 2 }, { intent: "email", course_id: "2", email: "r@example.com" }, "/register", "ok", 1],
    ["a closed course's list", { email: "r@example.com", source: "course", course_id: CLOSED }, { intent: "email", course_id: String(CLOSED), email: "r@example.com" }, "/register", 409, 0],
    ["an unknown course's list", { email: "r@example.com", source: "course", course_id: 999 }, { intent: "email", course_id: "999", email: "r@example.com" }, "/register", 404, 0],
    ["a malformed address for an unknown course", { email: "r.example.com", source: "course", course_id: 999 }, { intent: "email", course_id: "999", email: "r.example.com" }, "/register", 400, 0],
    ["a honeypot", { email: "bot@example.com", source: "newsletter", website: "spam" }, { email: "bot@example.com", website: "spam" }, "/subscribe", "ok", 0],
    ["a honeypot on a course's list", { email: "bot@example.com", source: "course", course_id: 2, website: "spam" }, { intent: "email", course_id: "2", email: "bot@example.com", website: "spam" }, "/register", "ok", 0],
  ])("subscribe: %s", async (_name, body, fields, path, status, pendingLists) => {
    const { api, page } = await bothWays(
      async () => (await t.app.client().postJson("/api/subscribe/", body)).status,
      async () => (await form(t.app.client(), path, fields)).status,
    );
    expect(page).toEqual(api);
    expect(api.status).toBe(status);
    expect(api.rows.lists.filter((l) => l.state === "pending")).toHaveLength(pendingLists);
    expect(api.rows.lists.filter((l) => l.state === "active")).toHaveLength(0);
  });

  it.each([
    ["an offered course", 2, "ok", 1],
    ["a closed course", CLOSED, 409, 0],
    ["an unknown course", 999, 404, 0],
  ])("register interest: %s", async (_name, courseId, status, interests) => {
    const { api, page } = await bothWays(
      async () => (await t.app.client().postJson("/api/interest/", { course_id: courseId })).status,
      async () => (await form(t.app.client(), "/register", { course_id: String(courseId) })).status,
    );
    expect(page).toEqual(api);
    expect(api.status).toBe(status);
    expect(api.rows.interests).toHaveLength(interests);
    expect(api.rows.lists).toEqual([]);
  });

  it.each([
    ["a Me too", { budget: 100, class_size: 5 }, "a stranger", "ok", 1],
    ["a budget off the scale", { budget: 105, class_size: 5 }, "a stranger", 400, 0],
    ["a class size of none", { budget: 100, class_size: 0 }, "a stranger", 400, 0],
    ["an unknown wish", { budget: 100, class_size: 5 }, "nobody's", 404, 0],
    ["a hidden wish", { budget: 100, class_size: 5 }, "hidden", 404, 0],
    ["one's own wish", { budget: 100, class_size: 5 }, "the sharer", "ok", 0],
  ])("join a wish: %s", async (_name, input, who, status, joins) => {
    /** A wish shared by one browser, then Me too by `who`, through the API or the wish page's form. */
    const run = async (adapter: "api" | "page") => {
      await t.database.reset();
      const sharer = t.app.client();
      const searched = await (await sharer.postJson("/api/find-course/", { search_id: randomUUID(), concept: "Jazz piano", budget: 100, class_size: 5 })).json();
      const wish = await (await sharer.postJson("/api/wishes/", { search_id: searched.search_id })).json();
      if (who === "hidden") await t.database.db.update(wishes).set({ hiddenAt: new Date() });
      const id: string = who === "nobody's" ? "A".repeat(22) : wish.id;
      const client = who === "the sharer" ? sharer : t.app.client();
      const answer =
        adapter === "api"
          ? await client.postJson(`/api/wishes/${id}/join/`, input)
          : await form(client, `/wishes/${id}`, { intent: "join", budget: String(input.budget), class_size: String(input.class_size) });
      const rows = await t.database.db.select({ budget: wishJoins.budget, classSize: wishJoins.classSize }).from(wishJoins);
      return { status: answer.status < 300 ? "ok" : answer.status, rows };
    };
    const api = await run("api");
    expect(await run("page")).toEqual(api);
    expect(api.status).toBe(status);
    expect(api.rows).toHaveLength(joins);
  });

  it("the operator API and the console open a course and send a newsletter alike", async () => {
    const seed = async () => {
      const [sub] = await t.database.db.insert(subscribers).values({ email: "member@example.com", source: "course", status: "confirmed" }).returning();
      await t.database.db.insert(subscriptions).values([
        { subscriberId: sub!.id, list: "course", courseId: 2, state: "active" },
        { subscriberId: sub!.id, list: "newsletter", state: "active" },
      ]);
    };
    const operator = (path: string, body?: unknown) =>
      fetch(`${t.app.url}/api/admin${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
    await seed();
    expect(await (await operator("/courses/2/open")).json()).toEqual({ queued: 1 });
    expect(await (await operator("/newsletters", { subject: "Hi", markdown: "Hello" })).json()).toMatchObject({ queued: 1 });
    const viaApi = await footprint();

    await t.database.reset();
    await t.database.db.update(courses).set({ status: "registration_open" }).where(eq(courses.id, 2));
    await seed();
    const admin = t.app.client();
    await login(t.app, admin);
    const csrf = await csrfOf(admin, "/admin/email");
    expect((await postConsoleForm(t.app, admin, "/admin/courses/2", { csrf, intent: "open" })).status).toBe(200);
    expect((await postConsoleForm(t.app, admin, "/admin/email", { csrf, intent: "send", subject: "Hi", markdown: "Hello" })).status).toBe(200);
    expect(await footprint()).toEqual(viaApi);
  });
});
