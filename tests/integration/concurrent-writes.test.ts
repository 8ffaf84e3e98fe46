import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, searches, subscribers, wishes } from "../../app/.server/db/schema.ts";
import { insertSearch } from "../../app/.server/db/searches.ts";
import { lockSubscriberByEmail } from "../../app/.server/db/subscribers.ts";
import { requestList } from "../../app/.server/db/subscriptions.ts";
import { shareSearch } from "../../app/.server/db/wishes.ts";
import { coverPendingRequests } from "../../app/.server/mail/outbox.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { heldTransaction, waitedBehind } from "../helpers/lock-wait.ts";

// Two writes that meet: the second waits on a row the first has written but not committed, and
// must then answer as if it came after it. Real PostgreSQL; each interleaving is held open by hand
// (heldTransaction, waitedBehind) rather than left to timing.
//
// A confirmation is composed (its list of requests fixed) by the mail worker while the same
// address asks for another list. The request relies on the waiting message to carry it
// (scheduleConfirmation), so the message must list it: the worker waits for a request still being
// written.

describe("a confirmation composed while a request for its address is being written", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.destroy());

  it("waits for the request and lists it, so the one link confirms both", async () => {
    const email = "race@example.com";
    const [subscriber] = await database.db.insert(subscribers).values({ email, source: "newsletter" }).returning();
    await requestList(database.db, subscriber!.id, { list: "newsletter" });
    const [message] = await database.db
      .insert(messages)
      .values({ subscriberId: subscriber!.id, kind: "confirm", dedupeKey: "confirm:race", messageId: "<race@classwish.test>" })
      .returning({ id: messages.id });

    // The request, as subscribe() writes it: the address's row locked, the list asked for, not yet committed.
    const request = heldTransaction(database, async (tx) => {
      await lockSubscriberByEmail(tx, email, "course");
      await requestList(tx, subscriber!.id, { list: "launch" });
    });
    await request.written;

    const covering = coverPendingRequests(database.db, message!.id, subscriber!.id);
    expect(await waitedBehind(database, request, covering)).toBe("waiting");
    expect(await covering).toHaveLength(2);
    const [composed] = await database.db.select({ payload: messages.payload }).from(messages).where(eq(messages.id, message!.id));
    expect((composed!.payload as { subscriptionIds: number[] }).subscriptionIds).toHaveLength(2);
  });
});

describe("a double submit: the same search, or the same share, while the first is being written", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.destroy());

  const visitorId = "11111111-2222-4333-8444-555555555555";
  const input = { search_id: randomUUID(), concept: "Taoism for beginners", budget: 60, class_size: 6 };
  const event = { type: "search.recorded", body: { type: "search.recorded", timestamp: new Date().toISOString(), data: {} } };
  const toStore = { visitorId, searchId: input.search_id, concept: input.concept, conceptKey: "beginner taoism", budget: input.budget, classSize: input.class_size };

  it("the second search with the same id is its replay, not a conflict; the second share finds the wish", async () => {
    // The first request's search, written and not yet committed.
    const first = heldTransaction(database, (tx) =>
      tx.execute(sql`with v as (insert into visitors (id) values (${visitorId}) on conflict do nothing)
        insert into searches (search_id, visitor_id, concept, budget, class_size) values (${input.search_id}, ${visitorId}, ${input.concept}, ${input.budget}, ${input.class_size})`),
    );
    await first.written;
    const second = insertSearch(database.db, toStore, event);
    expect(await waitedBehind(database, first, second)).toBe("waiting");
    // Nothing created, and the search stored under the id found (its use case then answers the replay).
    expect(await second).toMatchObject({ created: null, existing: { searchId: input.search_id, visitorId, concept: input.concept } });
    expect(await database.db.select().from(searches)).toHaveLength(1);

    // Sharing it as a wish, twice at once.
    const share = heldTransaction(database, (tx) => shareSearch(tx, visitorId, input.search_id, "AAAAAAAAAAAAAAAAAAAAAA"));
    await share.written;
    const again = database.db.transaction((tx) => shareSearch(tx, visitorId, input.search_id, "BBBBBBBBBBBBBBBBBBBBBB"));
    expect(await waitedBehind(database, share, again)).toBe("waiting");
    expect(await again).toMatchObject({ created: false, wish: { publicId: "AAAAAAAAAAAAAAAAAAAAAA" } });
    expect(await database.db.select().from(wishes)).toHaveLength(1);
  });
});
