import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  agreedToUpdates,
  askerSources,
  audienceCounts,
  countAudience,
  setExcluded,
  toldAbout,
} from "../../app/.server/db/course-audience.ts";
import { askersOf } from "../../app/.server/courses/askers.ts";
import { searchesAsking } from "../../app/.server/db/asker-sources.ts";
import { courseInterests, courses, searches, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import { conceptKey } from "../../app/.server/matching/text.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { holdSearch } from "../helpers/held-search.ts";

// A course's searching askers are held per browser (course_askers) and brought up to date by what
// changed. Whatever happens between two reads (new searches, a concept left out and taken back, a
// browser linked to an address, the course's text edited), the held rows and the counts read from
// them must equal what the matching searches themselves give, counted the plain way.

/** "Black Holes: What Happens Beyond the Event Horizon" (seeded). */
const COURSE = 2;

describe("a course's held askers follow the searches, the concepts left out and the course's text", () => {
  let database: TestDatabase;
  let original: { title: string; description: string };
  beforeAll(async () => {
    database = await openTestDatabase();
    const [c] = await database.db.select().from(courses).where(eq(courses.id, COURSE));
    original = { title: c!.title, description: c!.description };
  });
  afterAll(async () => {
    await database?.db.update(courses).set(original).where(eq(courses.id, COURSE));
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.reset();
    await database.db.update(courses).set(original).where(eq(courses.id, COURSE));
  });

  async function subscriber(email: string, launch: boolean): Promise<number> {
    const [row] = await database.db.insert(subscribers).values({ email, source: "search", status: "confirmed", confirmedAt: new Date() }).returning();
    if (launch) await database.db.insert(subscriptions).values({ subscriberId: row!.id, list: "launch", state: "active" });
    return row!.id;
  }
  async function browser(subscriberId: number | null = null): Promise<string> {
    const id = randomUUID();
    await database.db.insert(visitors).values({ id, subscriberId });
    return id;
  }
  /** A search as an older row is (no key yet): the next read gives it its key and puts the key among those searched for. */
  async function search(visitorId: string, concept: string): Promise<void> {
    await database.db.insert(searches).values({ searchId: randomUUID(), visitorId, concept, budget: 100, classSize: 5 });
  }

  /** The held rows: per browser, its matching searches. */
  async function heldRows(): Promise<Record<string, number>> {
    const { rows } = (await database.db.execute(sql`select visitor_id, searches from course_askers where course_id = ${COURSE}`)) as unknown as {
      rows: Array<{ visitor_id: string; searches: number }>;
    };
    return Object.fromEntries(rows.map((r) => [r.visitor_id, Number(r.searches)]));
  }

  /** Reads the askers (bringing the held rows up to date) and checks them against the searches counted the plain way. */
  async function expectHeldAsPlain() {
    const { concepts, sources } = await askersOf(database.db, COURSE);
    const keys = concepts.filter((c) => !c.excluded).map((c) => c.key);
    const { rows } = (await database.db.execute(sql`
      select visitor_id, count(*)::int as n from searches where concept_key = any(${sql.param(keys)}::text[]) group by visitor_id`)) as unknown as {
      rows: Array<{ visitor_id: string; n: number }>;
    };
    expect(await heldRows()).toEqual(Object.fromEntries(rows.map((r) => [r.visitor_id, Number(r.n)])));
    const plainSources = [searchesAsking(keys), ...askerSources(COURSE).filter((s) => s.name !== "searches")];
    const plain = await countAudience(database.db, plainSources, agreedToUpdates(COURSE), toldAbout(COURSE));
    const held = await audienceCounts(database.db, COURSE, sources);
    expect(held).toEqual(plain);
    return { held, keys };
  }

  it("counts as the searches do through new searches, a concept left out and back, a browser linked and the course edited", async () => {
    const ana = await subscriber("ana@example.com", true);
    const bo = await subscriber("bo@example.com", false);
    const anaPhone = await browser(ana);
    const anaLaptop = await browser(ana);
    const boBrowser = await browser(bo);
    const anon = await browser();
    const other = await browser();
    await search(anaPhone, "Black holes");
    await search(anaLaptop, "black holes and hawking radiation");
    await search(boBrowser, "Event horizon");
    await search(anon, "Black holes");
    await search(anon, "Black holes");
    await search(other, "Underwater basket weaving");
    await database.db.insert(courseInterests).values({ courseId: COURSE, visitorId: other });
    const first = await expectHeldAsPlain();
    // Ana's two browsers are one person; the anonymous browser searched twice; the registration is another person.
    expect(first.held.bySource.searches).toEqual({ rows: 5, people: 3 });
    expect(first.held.people).toBe(4);
    expect(first.held.agreed).toBe(1);

    // New searches: a key already held, and a new one.
    await search(other, "Black holes");
    await search(await browser(), "hawking radiation");
    const second = await expectHeldAsPlain();
    expect(second.held.bySource.searches.rows).toBe(7);
    // The registered browser now searched too: still one person.
    expect(second.held.people).toBe(5);

    // A concept left out takes its searches off; taken back in, they return.
    await setExcluded(database.db, COURSE, conceptKey("Black holes"), true);
    const left = await expectHeldAsPlain();
    expect(left.held.bySource.searches.rows).toBe(3);
    await search(anon, "Black holes"); // written while left out: not counted, then counted once back in
    await expectHeldAsPlain();
    await setExcluded(database.db, COURSE, conceptKey("Black holes"), false);
    expect((await expectHeldAsPlain()).held.bySource.searches.rows).toBe(8);

    // The anonymous browser gives Bo's address (a confirmation click links it): one person fewer.
    await database.db.update(visitors).set({ subscriberId: bo }).where(eq(visitors.id, anon));
    const linked = await expectHeldAsPlain();
    expect(linked.held.people).toBe(second.held.people - 1);

    // The course's text changes so "event horizon" no longer asks for it, and "wormholes" does.
    await search(await browser(), "Wormholes");
    const before = (await expectHeldAsPlain()).keys;
    expect(before).toContain(conceptKey("Event horizon"));
    await database.db
      .update(courses)
      .set({ title: "Black Holes and Wormholes", description: "Spacetime, wormholes and Hawking radiation explained without heavy maths." })
      .where(eq(courses.id, COURSE));
    const after = (await expectHeldAsPlain()).keys;
    expect(after).not.toContain(conceptKey("Event horizon"));
    expect(after).toContain(conceptKey("Wormholes"));
  });

  it("a search that commits after a search with a higher id is counted once it commits (ids are drawn before commit)", async () => {
    await search(await browser(), "Black holes");
    await expectHeldAsPlain();
    // Drawn first (a lower id, and a new concept key), committed last.
    const held = await holdSearch(database.url, "Event horizon");
    try {
      const later = await browser();
      await database.db.insert(searches).values({ searchId: randomUUID(), visitorId: later, concept: "black holes and hawking radiation", conceptKey: conceptKey("black holes and hawking radiation"), budget: 100, classSize: 5 });
      await database.db.execute(sql`insert into search_concepts (key) values (${conceptKey("black holes and hawking radiation")}) on conflict do nothing`);
      // Counted at once: the committed search, while the held one is not there yet.
      const meanwhile = await expectHeldAsPlain();
      expect(meanwhile.held.bySource.searches).toEqual({ rows: 2, people: 2 });
      await held.commit();
    } finally {
      await held.end();
    }
    const after = await expectHeldAsPlain();
    expect(after.keys).toContain(conceptKey("Event horizon"));
    expect(after.held.bySource.searches).toEqual({ rows: 3, people: 3 });
    // And it stays counted once as the searches settle.
    await search(await browser(), "Black holes");
    expect((await expectHeldAsPlain()).held.bySource.searches).toEqual({ rows: 4, people: 4 });
  });

  it("a closed course holds nobody; reopened, it holds its askers again", async () => {
    await search(await browser(), "Black holes");
    expect(Object.keys(await heldRows())).toHaveLength(0);
    await expectHeldAsPlain();
    expect(Object.keys(await heldRows())).toHaveLength(1);
    await database.db.update(courses).set({ status: "closed" }).where(eq(courses.id, COURSE));
    await expectHeldAsPlain();
    expect(Object.keys(await heldRows())).toHaveLength(0);
    await database.db.update(courses).set({ status: "registration_open" }).where(eq(courses.id, COURSE));
    await expectHeldAsPlain();
    expect(Object.keys(await heldRows())).toHaveLength(1);
  });
});
