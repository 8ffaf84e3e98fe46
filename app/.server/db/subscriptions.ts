import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { CourseStatus } from "../../lib/schemas/course.ts";
import type { ListName, ListRef, SubscriptionState } from "../../lib/schemas/subscription-kinds.ts";
import type { Executor } from "./client.ts";
import { courses, searches, subscriptions, wishes } from "./schema.ts";

// List memberships. A request adds a `pending` row; only a click in a message to the mailbox (or
// the operator) makes it `active`; unsubscribing ends the active ones and forgets the pending ones.

export type Membership = {
  id: number;
  list: ListRef["list"];
  courseId: number | null;
  courseTitle: string | null;
  /** The course's own status, for a course's list (a closed course's list is never offered again). */
  courseStatus: CourseStatus | null;
  wishId: number | null;
  /** The wish's concept, for a wish's list (what the person wished for). */
  wishConcept: string | null;
  /** The operator hid the wish (its list is never offered again). */
  wishHidden: boolean;
  state: SubscriptionState;
};

/**
 * Asks for a list: a new or ended membership becomes pending; an active one stays as it is, so a
 * stranger's request can neither add nor change what the person agreed to. It writes a row either
 * way (the active one unchanged), so the request costs the same whatever the address's history.
 */
export async function requestList(tx: Executor, subscriberId: number, ref: ListRef): Promise<void> {
  const courseId = ref.list === "course" ? ref.courseId : null;
  const wishId = ref.list === "wish" ? ref.wishId : null;
  const active = sql`${subscriptions.state} = 'active'`;
  await tx
    .insert(subscriptions)
    .values({ subscriberId, list: ref.list, courseId, wishId, state: "pending" })
    .onConflictDoUpdate({
      target: [subscriptions.subscriberId, subscriptions.list, subscriptions.courseId, subscriptions.wishId],
      set: {
        state: sql`case when ${active} then ${subscriptions.state} else 'pending' end`,
        requestedAt: sql`case when ${active} then ${subscriptions.requestedAt} else now() end`,
      },
    });
}

/** A subscriber's memberships (of one state, or all), oldest first, with course titles and wishes' concepts. */
export async function memberships(db: Executor, subscriberId: number, state?: SubscriptionState): Promise<Membership[]> {
  const where = eq(subscriptions.subscriberId, subscriberId);
  return db
    .select({
      id: subscriptions.id,
      list: subscriptions.list,
      courseId: subscriptions.courseId,
      courseTitle: courses.title,
      courseStatus: courses.status,
      wishId: subscriptions.wishId,
      wishConcept: searches.concept,
      wishHidden: sql<boolean>`${wishes.hiddenAt} is not null`,
      state: subscriptions.state,
    })
    .from(subscriptions)
    .leftJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(wishes, eq(wishes.id, subscriptions.wishId))
    .leftJoin(searches, eq(searches.id, wishes.searchId))
    .where(state ? and(where, eq(subscriptions.state, state)) : where)
    .orderBy(asc(subscriptions.id));
}

/** Pending memberships among `ids` become active; returns those that did. */
export async function activate(tx: Executor, subscriberId: number, ids: number[]): Promise<Array<Pick<Membership, "list" | "courseId" | "wishId">>> {
  if (ids.length === 0) return [];
  return tx
    .update(subscriptions)
    .set({ state: "active", confirmedAt: sql`now()` })
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.state, "pending"), inArray(subscriptions.id, ids)))
    .returning({ list: subscriptions.list, courseId: subscriptions.courseId, wishId: subscriptions.wishId });
}

/** Unsubscribe: active memberships end (remembered for "Subscribe again"), pending requests are forgotten. */
export async function endAll(tx: Executor, subscriberId: number): Promise<void> {
  await tx.delete(subscriptions).where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.state, "pending")));
  await tx.update(subscriptions).set({ state: "ended" }).where(eq(subscriptions.subscriberId, subscriberId));
}

/** A list, with the course or wish it belongs to for a course's or a wish's list (SQL: a value or a column). */
export type ListMember = { list: ListRef["list"]; of?: SQL };

/**
 * SQL condition: the subscriber is an active member of the list (of that course for a course's
 * list, of that wish for a wish's). The one definition of who list mail goes to, and of what the
 * console counts.
 */
export const onList = (subscriberId: SQL, list: ListRef["list"], of?: SQL): SQL => onAnyList(subscriberId, [{ list, of }]);

/**
 * SQL condition: the subscriber is an active member of any of these lists. One set-based lookup
 * (`in` a subquery): over thousands of subscribers PostgreSQL reads the lists' members once (a
 * semi-join, or a hashed subplan beside an `or`) where a correlated `exists` per list probed the
 * index once per subscriber and list.
 */
export const onAnyList = (subscriberId: SQL, lists: readonly ListMember[]): SQL =>
  sql`${subscriberId} in (select x.subscriber_id from subscriptions x where x.state = 'active' and (${sql.join(
    lists.map(({ list, of }) =>
      of ? (list === "wish" ? sql`(x.list = ${list} and x.wish_id = ${of})` : sql`(x.list = ${list} and x.course_id = ${of})`) : sql`x.list = ${list}`,
    ),
    sql` or `,
  )}))`;

/** Confirmed subscribers who may receive list mail (`s` is the subscribers row): not bounced. */
export const reachable = sql`s.status = 'confirmed' and s.undeliverable_at is null`;

/** Who list mail goes to: reachable active members of the list. */
export const listRecipients = (list: ListName, courseId?: number): SQL =>
  sql`select s.id from subscribers s where ${reachable} and ${onList(sql`s.id`, list, courseId === undefined ? undefined : sql`${courseId}`)}`;

/** The subscriber's pending requests. */
export async function pendingSubscriptionIds(db: Executor, subscriberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.state, "pending")));
  return rows.map((r) => r.id);
}

/** These subscribers as recipients (list mail to people already chosen). */
export const recipientsAmong = (ids: readonly number[]): SQL => sql`select unnest(${sql.param([...ids])}::int[]) as id`;

/** One subscriber as recipients. */
export const oneRecipient = (subscriberId: number): SQL => sql`select ${subscriberId}::int as id`;

/** The subscriber's memberships confirmed at some time (a rejoin of one takes effect at once). */
export async function confirmedMembershipIds(db: Executor, subscriberId: number): Promise<Set<number>> {
  const confirmed = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriberId, subscriberId), sql`${subscriptions.confirmedAt} is not null`));
  return new Set(confirmed.map((r) => r.id));
}

/** Leaves one membership: a request is forgotten, an active one ends (kept, so it can be rejoined). */
export async function leaveMembership(tx: Executor, row: { id: number; state: SubscriptionState }): Promise<void> {
  if (row.state === "pending") await tx.delete(subscriptions).where(eq(subscriptions.id, row.id));
  else await tx.update(subscriptions).set({ state: "ended" }).where(eq(subscriptions.id, row.id));
}

/** A membership confirmed before becomes active again at once. */
export async function reactivateMembership(tx: Executor, id: number): Promise<void> {
  await tx.update(subscriptions).set({ state: "active", confirmedAt: sql`now()` }).where(eq(subscriptions.id, id));
}
