import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { listKey, type ListRef, type SubscriptionState } from "../../lib/subscription-kinds.ts";
import type { Executor } from "./client.ts";
import { courses, subscriptions } from "./schema.ts";

// List memberships. A request adds a `pending` row; only a click in a message to the mailbox (or
// the operator) makes it `active`; unsubscribing ends the active ones and forgets the pending ones.

export type Membership = {
  id: number;
  list: ListRef["list"];
  courseId: number | null;
  courseTitle: string | null;
  state: SubscriptionState;
  requestedBy: string | null;
};

/**
 * Asks for a list: a new or ended membership becomes pending (from this browser); an active one
 * stays as it is, so a stranger's request can neither add nor change what the person agreed to.
 */
export async function requestList(tx: Executor, subscriberId: number, ref: ListRef, requestedBy: string | null): Promise<void> {
  const courseId = ref.list === "course" ? ref.courseId : null;
  await tx
    .insert(subscriptions)
    .values({ subscriberId, list: ref.list, courseId, state: "pending", requestedBy })
    .onConflictDoUpdate({
      target: [subscriptions.subscriberId, subscriptions.list, subscriptions.courseId],
      set: {
        state: sql`case when ${subscriptions.state} = 'active' then 'active' else 'pending' end`,
        requestedBy: sql`case when ${subscriptions.state} = 'active' then ${subscriptions.requestedBy} else excluded.requested_by end`,
        requestedAt: sql`case when ${subscriptions.state} = 'active' then ${subscriptions.requestedAt} else now() end`,
      },
    });
}

/** A subscriber's memberships (of one state, or all), oldest first, with course titles. */
export async function memberships(db: Executor, subscriberId: number, state?: SubscriptionState): Promise<Membership[]> {
  const where = eq(subscriptions.subscriberId, subscriberId);
  return db
    .select({
      id: subscriptions.id,
      list: subscriptions.list,
      courseId: subscriptions.courseId,
      courseTitle: courses.title,
      state: subscriptions.state,
      requestedBy: subscriptions.requestedBy,
    })
    .from(subscriptions)
    .leftJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(state ? and(where, eq(subscriptions.state, state)) : where)
    .orderBy(asc(subscriptions.id));
}

/** Pending memberships among `ids` become active; returns those that did. */
export async function activate(tx: Executor, subscriberId: number, ids: number[]): Promise<Membership[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(subscriptions)
    .set({ state: "active", confirmedAt: sql`now()` })
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.state, "pending"), inArray(subscriptions.id, ids)))
    .returning({ id: subscriptions.id });
  const activated = new Set(rows.map((r) => r.id));
  return (await memberships(tx, subscriberId, "active")).filter((m) => activated.has(m.id));
}

/** Unsubscribe: active memberships end (remembered for "Subscribe again"), pending requests are forgotten. */
export async function endAll(tx: Executor, subscriberId: number): Promise<void> {
  await tx.delete(subscriptions).where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.state, "pending")));
  await tx.update(subscriptions).set({ state: "ended" }).where(eq(subscriptions.subscriberId, subscriberId));
}

/** Subscribe again: the chosen ended memberships (by listKey) are asked for anew. Returns those. */
export async function restore(tx: Executor, subscriberId: number, keys: ReadonlySet<string>): Promise<Membership[]> {
  const chosen = (await memberships(tx, subscriberId, "ended")).filter((m) => keys.has(listKey(m)));
  if (chosen.length === 0) return [];
  await tx
    .update(subscriptions)
    .set({ state: "pending", requestedBy: null, requestedAt: sql`now()` })
    .where(inArray(subscriptions.id, chosen.map((m) => m.id)));
  return chosen.map((m) => ({ ...m, state: "pending" as const, requestedBy: null }));
}

/**
 * SQL condition: the subscriber is an active member of the list (of that course, for a course's
 * list). The one definition of who list mail goes to, and of what the console counts.
 */
export const onList = (subscriberId: SQL, list: ListRef["list"], courseId?: SQL): SQL =>
  sql`exists (select 1 from subscriptions x where x.subscriber_id = ${subscriberId} and x.state = 'active' and x.list = ${list}${
    courseId ? sql` and x.course_id = ${courseId}` : sql``
  })`;
