import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { heldOfferedCourses, offeredCourses, offeredCoursesListener, relatedViews } from "../../app/.server/courses/offered-courses.ts";
import { courses } from "../../app/.server/db/schema.ts";
import { conceptKey } from "../../app/.server/matching/text.ts";
import { startTestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// A search ranks its courses from the offered courses held in memory, by the one matching rule
// (app/.server/matching/rule.ts). These check what is held against the database on real PostgreSQL.

describe("the offered courses held in memory", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [first] = await database.db.select().from(courses).limit(1);
    const extra = (title: string, description: string) => ({
      ...first!,
      id: undefined,
      title,
      slug: `t-${randomUUID()}`,
      description,
      createdAt: undefined,
      updatedAt: undefined,
    });
    await database.db.insert(courses).values([extra("Stoic calm", "Calm for the restless, after the Stoics."), extra("Closed black holes", "Black holes, never shown.")]);
    await database.db.execute(sql`update courses set status = 'closed' where title = 'Closed black holes'`);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const related = async (concept: string) => relatedViews(await offeredCourses(database.db), conceptKey(concept)).views.map((c) => c.title);

  it("shows what the rule shows: the black holes course for black holes, never a closed course, nothing for filler words", async () => {
    expect(await related("I want to learn about BLACK HOLES")).toEqual(["Black Holes: What Happens Beyond the Event Horizon"]);
    expect(await related("learn a class for beginners")).toEqual([]);
  });

  it("is not trusted after a change to the courses or their seats until read again, nor while changes go unheard", async () => {
    const listener = offeredCoursesListener(database.db);
    listener.listening();
    await vi.waitFor(() => expect(heldOfferedCourses(database.db)).toBeDefined(), { timeout: 10_000 });
    listener.changed("wish_joins"); // not read by it
    expect(heldOfferedCourses(database.db)).toBeDefined();
    await database.db.execute(sql`update courses set title = 'Stoic calm anew' where title = 'Stoic calm'`);
    listener.changed("courses");
    expect(heldOfferedCourses(database.db)).toBeUndefined();
    // A search meanwhile reads them itself, with the change.
    expect([...(await offeredCourses(database.db)).views.values()].map((c) => c.title)).toContain("Stoic calm anew");
    await vi.waitFor(() => expect(heldOfferedCourses(database.db)).toBeDefined(), { timeout: 10_000 });
    listener.notListening();
    expect(heldOfferedCourses(database.db)).toBeUndefined();
  });

  it("is trusted for a minute at most, changes heard or not, then read again", async () => {
    const listener = offeredCoursesListener(database.db);
    listener.listening();
    await vi.waitFor(() => expect(heldOfferedCourses(database.db)).toBeDefined(), { timeout: 10_000 });
    const readAt = Date.now();
    vi.useFakeTimers({ now: readAt + 61_000, toFake: ["Date"] });
    try {
      expect(heldOfferedCourses(database.db)).toBeUndefined();
      await offeredCourses(database.db); // read again, and held from now
      expect(heldOfferedCourses(database.db)).toBeDefined();
    } finally {
      vi.useRealTimers();
      listener.notListening();
    }
  });

  it("an app's listener keeps them: held once it listens, untrusted once the app closes (the database outlives it)", async () => {
    offeredCoursesListener(database.db).notListening();
    const app = await startTestApp(database);
    try {
      await vi.waitFor(() => expect(heldOfferedCourses(database.db)).toBeDefined(), { timeout: 10_000 });
    } finally {
      await app.close();
    }
    expect(heldOfferedCourses(database.db)).toBeUndefined();
  });
});
