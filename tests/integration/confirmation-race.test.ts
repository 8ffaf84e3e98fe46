import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, subscribers } from "../../app/.server/db/schema.ts";
import { lockSubscriberByEmail } from "../../app/.server/db/subscribers.ts";
import { requestList } from "../../app/.server/db/subscriptions.ts";
import { coverPendingRequests } from "../../app/.server/mail/outbox.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// A confirmation is composed (its list of requests fixed) by the mail worker while the same
// address asks for another list. The request relies on the waiting message to carry it
// (scheduleConfirmation), so the message must list it: the worker waits for a request still being
// written. Real PostgreSQL; the interleaving is held open by hand rather than left to timing.

describe("a confirmation composed while a request for its address is being written", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.destroy());

  /** Resolves once a backend of this database waits on a lock (the worker, held by the request), unless `until` settles first. */
  async function someoneWaitsOnALock(until: Promise<unknown>): Promise<"waiting" | "answered"> {
    let settled = false;
    const answered = until.then(() => {
      settled = true;
      return "answered" as const;
    });
    const waiting = (async () => {
      for (;;) {
        if (settled) return "answered" as const;
        const { rows } = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n > 0) return "waiting" as const;
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    return Promise.race([answered, waiting]);
  }

  it("waits for the request and lists it, so the one link confirms both", async () => {
    const email = "race@example.com";
    const [subscriber] = await database.db.insert(subscribers).values({ email, source: "newsletter" }).returning();
    await requestList(database.db, subscriber!.id, { list: "newsletter" });
    const [message] = await database.db
      .insert(messages)
      .values({ subscriberId: subscriber!.id, kind: "confirm", dedupeKey: "confirm:race", messageId: "<race@classwish.test>" })
      .returning({ id: messages.id });

    // The request, as subscribe() writes it: the address's row locked, the list asked for, not yet committed.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const isWritten = new Promise<void>((resolve) => (written = resolve));
    const request = database.db.transaction(async (tx) => {
      await lockSubscriberByEmail(tx, email, "course");
      await requestList(tx, subscriber!.id, { list: "launch" });
      written();
      await committing;
    });
    await isWritten;

    const covering = coverPendingRequests(database.db, message!.id, subscriber!.id);
    let first: "waiting" | "answered";
    try {
      first = await someoneWaitsOnALock(covering);
    } finally {
      commit();
      await request;
    }
    expect(first).toBe("waiting");
    expect(await covering).toHaveLength(2);
    const [composed] = await database.db.select({ payload: messages.payload }).from(messages).where(eq(messages.id, message!.id));
    expect((composed!.payload as { subscriptionIds: number[] }).subscriptionIds).toHaveLength(2);
  });
});
