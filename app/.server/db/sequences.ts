import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { SEQUENCE_CATCH_UP_DAYS, type SequenceList } from "../../lib/schemas/sequences.ts";
import type { Executor } from "./client.ts";
import { messages, sequenceSteps } from "./schema.ts";
import { reachable } from "./subscriptions.ts";

// The lists' sequences (sequence_steps) and the messages due from them. Rows in, rows out.

export type SequenceStep = typeof sequenceSteps.$inferSelect;
export type StepFields = { list: SequenceList; day: number; subject: string; markdown: string };

/** The steps not removed, by list and day. */
export async function sequenceStepsOf(db: Executor, list?: SequenceList): Promise<SequenceStep[]> {
  return db
    .select()
    .from(sequenceSteps)
    .where(and(isNull(sequenceSteps.removedAt), list ? eq(sequenceSteps.list, list) : undefined))
    .orderBy(asc(sequenceSteps.list), asc(sequenceSteps.day), asc(sequenceSteps.id));
}

/** A step not removed. */
export async function findSequenceStep(db: Executor, id: number): Promise<SequenceStep | undefined> {
  const [row] = await db.select().from(sequenceSteps).where(and(eq(sequenceSteps.id, id), isNull(sequenceSteps.removedAt)));
  return row;
}

/** A step by id, removed or not (a message names its step; its figures too). */
export async function sequenceStepById(db: Executor, id: number): Promise<SequenceStep | undefined> {
  const [row] = await db.select().from(sequenceSteps).where(eq(sequenceSteps.id, id));
  return row;
}

export async function insertSequenceStep(db: Executor, fields: StepFields): Promise<number> {
  const [row] = await db.insert(sequenceSteps).values(fields).returning({ id: sequenceSteps.id });
  return row!.id;
}

/** A new day, subject or text for a step not removed; false when there is none. */
export async function updateSequenceStep(db: Executor, id: number, fields: Omit<StepFields, "list">): Promise<boolean> {
  const rows = await db
    .update(sequenceSteps)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(sequenceSteps.id, id), isNull(sequenceSteps.removedAt)))
    .returning({ id: sequenceSteps.id });
  return rows.length > 0;
}

/** Marks a step removed and drops its messages not sent yet; false when there is none. */
export async function removeSequenceStep(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(sequenceSteps)
    .set({ removedAt: sql`now()` })
    .where(and(eq(sequenceSteps.id, id), isNull(sequenceSteps.removedAt)))
    .returning({ id: sequenceSteps.id });
  if (rows.length === 0) return false;
  await db
    .update(messages)
    .set({ status: "dropped", lockedUntil: null })
    .where(and(eq(messages.campaign, `sequence:${id}`), sql`${messages.status} in ('queued', 'retrying', 'paused')`));
  return true;
}

/** How many steps a list has (not removed). */
export async function countSequenceSteps(db: Executor, list: SequenceList): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sequenceSteps)
    .where(and(eq(sequenceSteps.list, list), isNull(sequenceSteps.removedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Queues every step that has come due by `now` for the people it is for, once per step and person
 * (its dedupe key): an active, reachable member of the step's list whose time (they joined, or, for
 * an import the operator ticked, the import) plus the step's days has come, and came no earlier than
 * the step itself (a step added later is not sent to everyone at once), within the last
 * SEQUENCE_CATCH_UP_DAYS (so each minute looks only at recent joiners, not everyone ever queued).
 * People an import added on the operator's word are left out unless that import was ticked.
 * Returns the new messages' ids.
 */
export async function insertDueSequenceMessages(db: Executor, now: Date, host: string): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    insert into messages (subscriber_id, kind, dedupe_key, payload, message_id)
    select s.id, 'sequence', 'sequence:' || st.id || ':' || s.id, jsonb_build_object('stepId', st.id, 'list', st.list),
      '<' || gen_random_uuid() || ${`@${host}>`}
    from sequence_steps st
    join subscriptions m on m.list = st.list and m.state = 'active' and m.confirmed_at is not null
    join subscribers s on s.id = m.subscriber_id
    left join imported_subscribers i on i.subscriber_id = s.id
    left join imports im on im.id = i.import_id
    cross join lateral (select greatest(m.confirmed_at, case when im.include_sequence then im.created_at end) + make_interval(days => st.day) as due) d
    where st.removed_at is null and ${reachable}
      and (i.subscriber_id is null or i.consent_source is null or im.include_sequence)
      and d.due <= ${now.toISOString()}::timestamptz and d.due >= st.created_at
      and d.due > ${now.toISOString()}::timestamptz - make_interval(days => ${SEQUENCE_CATCH_UP_DAYS}::int)
    on conflict (dedupe_key) do nothing
    returning id`);
  return result.rows.map((r) => Number(r.id));
}
