import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../app/.server/config.ts";
import { openDatabase, type Database } from "../../app/.server/db/client.ts";
import { heldOfferedCourses, offeredCoursesListener } from "../../app/.server/courses/offered-courses.ts";
import { webhookDeliveries, webhookEndpoints } from "../../app/.server/db/schema.ts";
import { registerInterest } from "../../app/.server/interests/register-interest.ts";
import { createLogger } from "../../app/.server/logger.ts";
import { createMailService, type MailService } from "../../app/.server/mail/service.ts";
import { recordSearch } from "../../app/.server/searches/record-search.ts";
import type { Services } from "../../app/.server/services.ts";
import { openTestDatabase, tmpDir, type TestDatabase } from "../helpers/db.ts";

// The launch-day writes, as the database sees them: one statement each, which records the write and
// its webhook deliveries; the deliveries' jobs follow in a transaction of their own, only when some
// endpoint asked for the event. A search ranks in that statement only when the offered courses this
// process holds are not current or an endpoint asks for searches; otherwise it only records.
describe("what a launch-day write costs the database", () => {
  let fresh: TestDatabase;
  let database: Database;
  let mail: MailService;
  let s: Services;
  const statements: string[] = [];
  beforeAll(async () => {
    // A database of its own; the probe's connection logs every statement.
    fresh = await openTestDatabase();
    database = await openDatabase({ databaseUrl: fresh.url, dataDir: tmpDir(), logQuery: (q) => statements.push(q) });
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: tmpDir(), LOG_LEVEL: "silent", RATE_LIMIT_PER_MIN: "0" });
    mail = await createMailService({ database, config, log: createLogger("silent") });
    s = { db: database.db, mail: mail.queue, config };
  });
  afterAll(async () => {
    await mail?.stop();
    await database?.close();
    await fresh?.destroy();
  });

  /** The statements `write` ran. */
  async function probe(write: () => Promise<unknown>): Promise<string[]> {
    statements.length = 0;
    await write();
    return [...statements];
  }
  const watch = (event: string) =>
    database.db.insert(webhookEndpoints).values({ url: `https://hooks.example.com/${event}`, events: [event], secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" });
  const deliveriesOf = async (event: string) => (await database.db.select().from(webhookDeliveries)).filter((d) => d.eventType === event);
  const queuedInOneTransaction = /^begin\nupdate "webhook_deliveries" set "enqueued"[\s\S]*pgboss[\s\S]*commit$/i;

  it("a new search while no offered courses are held: they are read, then one statement records; with an endpoint asking, one statement records it with its deliveries, then their jobs", async () => {
    const search = () =>
      probe(async () => {
        const outcome = await recordSearch(s, { visitorId: randomUUID(), ip: "10.0.0.1" }, { search_id: randomUUID(), concept: "Black holes", budget: 100, class_size: 5 });
        expect(outcome).toMatchObject({ kind: "recorded", replayed: false, matches: [expect.objectContaining({ id: expect.any(Number) })] });
      });
    const alone = await search();
    expect(alone).toHaveLength(2);
    expect(alone[0]).toMatch(/from courses c where c.status <> 'closed'/);
    expect(alone[1]).toMatch(/insert into searches/);
    expect(alone[1]).not.toMatch(/insert into "webhook_deliveries"/);
    await watch("search.recorded");
    const watched = await search();
    // The statement that only records sees the endpoint and writes nothing; the search and its
    // deliveries are then written by one statement, never apart.
    expect(watched.slice(0, 2)).toEqual(alone);
    expect(watched[2]).toMatch(/insert into searches[\s\S]*insert into "webhook_deliveries"/);
    expect(watched.slice(3).join("\n")).toMatch(queuedInOneTransaction);
    expect((await deliveriesOf("search.recorded")).map((d) => d.enqueued)).toEqual([true]);
  });

  it("a new search while the offered courses held are current: one statement that only records; an endpoint added a moment ago still gets it", async () => {
    await database.db.delete(webhookDeliveries);
    await database.db.delete(webhookEndpoints);
    offeredCoursesListener(database.db).listening();
    await vi.waitFor(() => expect(heldOfferedCourses(database.db)).toBeDefined(), { timeout: 10_000 });
    let matched: number[] = [];
    const search = () =>
      probe(async () => {
        const outcome = await recordSearch(s, { visitorId: randomUUID(), ip: "10.0.0.1" }, { search_id: randomUUID(), concept: "Black holes", budget: 100, class_size: 5 });
        if (outcome.kind !== "recorded") throw new Error(outcome.kind);
        matched = outcome.matches.map((c) => c.id);
      });
    await search(); // the last search saw an endpoint: this one writes deliveries too, and learns there is none now
    const recorded = await search();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatch(/insert into searches/);
    expect(recorded[0]).not.toMatch(/insert into "webhook_deliveries"/);
    expect(matched.length).toBeGreaterThan(0);
    // An endpoint this process has not heard of: the statement that only records writes nothing and
    // says so; the search is recorded with its deliveries in one statement (never apart: a crash
    // between two would lose the event).
    await watch("search.recorded");
    const raced = await search();
    expect(raced[0]).toBe(recorded[0]);
    expect(raced[1]).toMatch(/insert into searches[\s\S]*insert into "webhook_deliveries"/);
    expect(raced.filter((q) => q.startsWith('insert into "webhook_deliveries"'))).toEqual([]);
    expect(raced.slice(2).join("\n")).toMatch(queuedInOneTransaction);
    expect((await deliveriesOf("search.recorded")).map((d) => [d.enqueued, (d.payload as { data: { matched_course_ids: number[] } }).data.matched_course_ids])).toEqual([[true, matched]]);
    // From now on the one statement writes them again.
    const watched = await search();
    expect(watched[0]).toMatch(/insert into searches[\s\S]*insert into "webhook_deliveries"/);
    expect(await deliveriesOf("search.recorded")).toHaveLength(2);
  });

  it("a registration: one statement (checks the course, records; its deliveries while an endpoint asks for registrations); a repeat writes none", async () => {
    const register = (visitorId: string) =>
      probe(async () => expect(await registerInterest(s, { visitorId, ip: "10.0.0.1" }, 2)).toMatchObject({ kind: "registered", course: { id: 2 } }));
    const alone = await register(randomUUID());
    expect(alone).toHaveLength(1);
    expect(alone[0]).toMatch(/insert into course_interests/);
    expect(alone[0]).not.toMatch(/insert into "webhook_deliveries"/);
    // An endpoint this process has not heard of: the statement that only records writes nothing and
    // says so; the registration is recorded with its deliveries in one statement.
    await watch("interest.registered");
    const raced = await register(randomUUID());
    expect(raced[0]).toBe(alone[0]);
    expect(raced[1]).toMatch(/insert into course_interests[\s\S]*insert into "webhook_deliveries"/);
    expect(raced.filter((q) => q.startsWith('insert into "webhook_deliveries"'))).toEqual([]);
    expect(raced.slice(2).join("\n")).toMatch(queuedInOneTransaction);
    // From now on the one statement writes them.
    const visitor = randomUUID();
    const watched = await register(visitor);
    expect(watched[0]).toMatch(/insert into course_interests[\s\S]*insert into "webhook_deliveries"/);
    expect(watched.slice(1).join("\n")).toMatch(queuedInOneTransaction);
    const deliveries = await deliveriesOf("interest.registered");
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ enqueued: true, payload: { type: "interest.registered", data: { course_id: 2, course_title: expect.any(String) } } });
    }
    // Already on record: no event, no second statement.
    expect(await register(visitor)).toHaveLength(1);
    expect(await deliveriesOf("interest.registered")).toHaveLength(2);
  });
});
