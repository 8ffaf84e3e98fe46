import { contains } from "./contains.ts";
import { importEvidence } from "./imports.ts";
import { referralRecord } from "./person-referrals.ts";
import { alias } from "drizzle-orm/pg-core";
import { and, asc, desc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { courseInterests, courseNotifications, courses, messages, newsletters, searches, seats, subscribers, subscriptions, visitors, wishes, wishJoins, type Subscriber } from "./schema.ts";
import { dropPendingMail } from "./messages.ts";
import type { SubscriberFilter } from "../../lib/admin/subscribers.ts";

export { parseSubscriberFilter, type SubscriberFilter } from "../../lib/admin/subscribers.ts";

/** A wish's search, joined beside the person's own searches: its concept is the wish's. */
const wishConcepts = alias(searches, "wish_search");


function filterWhere(f: SubscriberFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.q) parts.push(contains(subscribers.email, f.q.toLowerCase()));
  if (f.status) parts.push(eq(subscribers.status, f.status));
  if (f.source) parts.push(eq(subscribers.source, f.source));
  if (f.list) {
    parts.push(
      exists(
        sql`(select 1 from subscriptions x where x.subscriber_id = subscribers.id and x.list = ${f.list} and x.state <> 'ended')`,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export type SubscriberRow = Pick<Subscriber, "id" | "email" | "status" | "source" | "createdAt" | "confirmedAt" | "unsubscribedAt"> & {
  /** The lists as keys (launch, course:7): the CSV export's column. */
  lists: string;
  /** The same lists with what the console names them by (consoleListLabel). */
  listNames: Array<{ list: string; courseTitle: string | null; wishConcept: string | null }>;
  /** Holds a seat (or a place on a waitlist) while unsubscribed: only the seat's own mail reaches them. */
  seatHolderOptedOut: boolean;
  /** Their mailbox confirmed a seat (a seat is not a list: the status can still be pending). */
  seatConfirmed: boolean;
};

/** Matching subscribers, newest first; without `slice`, all of them (the CSV export). */
export async function findSubscribers(db: Db, f: SubscriberFilter, slice?: { limit: number; offset: number }): Promise<SubscriberRow[]> {
  const query = db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      status: subscribers.status,
      source: subscribers.source,
      createdAt: subscribers.createdAt,
      confirmedAt: subscribers.confirmedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
      lists: sql<string>`coalesce((select string_agg(case when x.list = 'course' then 'course:' || x.course_id when x.list = 'wish' then 'wish:' || x.wish_id else x.list end, ' ' order by x.id)
        from subscriptions x where x.subscriber_id = subscribers.id and x.state <> 'ended'), '')`,
      listNames: sql<SubscriberRow["listNames"]>`coalesce((select json_agg(json_build_object('list', x.list, 'courseTitle', c.title, 'wishConcept', ws.concept) order by x.id)
        from subscriptions x left join courses c on c.id = x.course_id left join wishes w on w.id = x.wish_id left join searches ws on ws.id = w.search_id
        where x.subscriber_id = subscribers.id and x.state <> 'ended'), '[]'::json)`,
      seatConfirmed: sql<boolean>`exists (select 1 from seats s where s.subscriber_id = subscribers.id and s.confirmed_at is not null)`,
      seatHolderOptedOut: sql<boolean>`${subscribers.status} = 'unsubscribed' and exists (select 1 from seats s where s.subscriber_id = subscribers.id and s.state in ('held', 'waiting'))`,
    })
    .from(subscribers)
    .where(filterWhere(f))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  return slice === undefined ? query : query.limit(slice.limit).offset(slice.offset);
}

export async function countSubscribers(db: Db, f: SubscriberFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(subscribers).where(filterWhere(f));
  return Number(row?.n ?? 0);
}

/** Every search, oldest first, with the subscriber's id when the searcher gave an e-mail. */
export async function allSearches(db: Db) {
  return db
    .select({
      searchId: searches.searchId,
      createdAt: searches.createdAt,
      concept: searches.concept,
      budget: searches.budget,
      classSize: searches.classSize,
      subscriberId: visitors.subscriberId,
    })
    .from(searches)
    .innerJoin(visitors, eq(visitors.id, searches.visitorId))
    .orderBy(asc(searches.createdAt), asc(searches.id));
}

/** Everything stored about one person (the right of access): JSON-ready, or undefined. */
export async function personRecord(db: Db, id: number) {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  if (!subscriber) return undefined;
  const visitorRows = await db.select({ id: visitors.id, createdAt: visitors.createdAt }).from(visitors).where(eq(visitors.subscriberId, id));
  const visitorIds = visitorRows.map((v) => v.id);
  const [lists, searchRows, interestRows, messageRows, seatRows, joinRows, notifiedRows] = await Promise.all([
    db
      .select({
        list: subscriptions.list,
        courseId: subscriptions.courseId,
        courseTitle: courses.title,
        wishId: subscriptions.wishId,
        wishConcept: wishConcepts.concept,
        state: subscriptions.state,
        requestedAt: subscriptions.requestedAt,
        confirmedAt: subscriptions.confirmedAt,
      })
      .from(subscriptions)
      .leftJoin(courses, eq(courses.id, subscriptions.courseId))
      .leftJoin(wishes, eq(wishes.id, subscriptions.wishId))
      .leftJoin(wishConcepts, eq(wishConcepts.id, wishes.searchId))
      .where(eq(subscriptions.subscriberId, id))
      .orderBy(asc(subscriptions.id)),
    visitorIds.length
      ? db
          .select({ searchId: searches.searchId, concept: searches.concept, budget: searches.budget, classSize: searches.classSize, createdAt: searches.createdAt, sharedAsWish: wishes.publicId })
          .from(searches)
          .leftJoin(wishes, eq(wishes.searchId, searches.id))
          .where(inArray(searches.visitorId, visitorIds))
          .orderBy(asc(searches.id))
      : [],
    visitorIds.length
      ? db
          .select({ courseId: courseInterests.courseId, courseTitle: courses.title, createdAt: courseInterests.createdAt })
          .from(courseInterests)
          .innerJoin(courses, eq(courses.id, courseInterests.courseId))
          .where(inArray(courseInterests.visitorId, visitorIds))
          .orderBy(asc(courseInterests.id))
      : [],
    db
      .select({
        kind: messages.kind,
        status: messages.status,
        subject: newsletters.subject,
        attempts: messages.attempts,
        lastError: messages.lastError,
        createdAt: messages.createdAt,
        sentAt: messages.sentAt,
        // Its links they clicked (by place), kept only while per-person click tracking is on.
        clickedLinks: sql<number[] | null>`(select array_agg(c.link order by c.link) from mail_clicks c where c.message_id = ${messages.id})`,
      })
      .from(messages)
      .leftJoin(newsletters, sql`${messages.kind} = 'newsletter' and ${newsletters.id} = (${messages.payload}->>'newsletterId')::int`)
      .where(eq(messages.subscriberId, id))
      .orderBy(asc(messages.id)),
    db
      .select({ courseId: seats.courseId, courseTitle: courses.title, state: seats.state, requestedAt: seats.requestedAt, confirmedAt: seats.confirmedAt, releasedAt: seats.releasedAt, timeZone: seats.timeZone })
      .from(seats)
      .innerJoin(courses, eq(courses.id, seats.courseId))
      .where(eq(seats.subscriberId, id))
      .orderBy(asc(seats.id)),
    visitorIds.length
      ? db
          .select({ wish: wishes.publicId, concept: wishConcepts.concept, budget: wishJoins.budget, classSize: wishJoins.classSize, createdAt: wishJoins.createdAt })
          .from(wishJoins)
          .innerJoin(wishes, eq(wishes.id, wishJoins.wishId))
          .innerJoin(wishConcepts, eq(wishConcepts.id, wishes.searchId))
          .where(inArray(wishJoins.visitorId, visitorIds))
          .orderBy(asc(wishJoins.id))
      : [],
    // The courses they were told about as someone who asked for them (once each).
    db
      .select({ courseId: courseNotifications.courseId, courseTitle: courses.title, notifiedAt: courseNotifications.notifiedAt })
      .from(courseNotifications)
      .innerJoin(courses, eq(courses.id, courseNotifications.courseId))
      .where(eq(courseNotifications.subscriberId, id))
      .orderBy(asc(courseNotifications.notifiedAt)),
  ]);
  return {
    subscriber,
    lists,
    visitors: visitorRows,
    searches: searchRows,
    courseInterests: interestRows,
    messages: messageRows,
    seats: seatRows,
    wishJoins: joinRows,
    courseNotifications: notifiedRows,
    referrals: await referralRecord(db, id),
    /** Added by an import: the row of the file, the name it gave, and the consent the operator stated (the evidence), if any. */
    imported: (await importEvidence(db, id)) ?? null,
  };
}
export type PersonRecord = NonNullable<Awaited<ReturnType<typeof personRecord>>>;

/**
 * Erases a person: mail not yet sent is dropped, then the subscriber row goes, and with it (by the
 * schema's cascades) their list memberships and message history; their browsers are unlinked, so
 * the searches and registrations they made stay only as anonymous demand.
 */
export async function erasePerson(db: Db, id: number, beforeErase?: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    // What must happen first in the same transaction (their seats go to the next on each waitlist).
    await beforeErase?.(tx);
    await dropPendingMail(tx, id);
    await tx.update(visitors).set({ subscriberId: null }).where(eq(visitors.subscriberId, id));
    await tx.delete(subscriptions).where(eq(subscriptions.subscriberId, id));
    await tx.delete(messages).where(eq(messages.subscriberId, id));
    const deleted = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
    return deleted.length > 0;
  });
}
