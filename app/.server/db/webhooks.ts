import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { webhookDeliveries, webhookEndpoints, type WebhookEndpoint } from "./schema.ts";

// Webhook endpoints and their deliveries. No rules here (the use cases in webhooks/ hold them).

export type NewEndpoint = { url: string; description: string; events: string[]; secret: string };

export async function insertEndpoint(tx: Executor, endpoint: NewEndpoint): Promise<number> {
  const [row] = await tx.insert(webhookEndpoints).values(endpoint).returning({ id: webhookEndpoints.id });
  return row!.id;
}

export const listEndpoints = (db: Executor) => db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);

export async function getEndpoint(db: Executor, id: number): Promise<WebhookEndpoint | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function updateEndpoint(tx: Executor, id: number, values: Partial<Omit<WebhookEndpoint, "id" | "createdAt">>): Promise<boolean> {
  const rows = await tx.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function deleteEndpoint(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Endpoint `e` is enabled and asked for this event. */
const asks = (eventType: string | Placeholder) => sql`e.enabled and ${eventType} = any(e.events)`;

/**
 * SQL inserting one delivery per enabled endpoint that asked for this event, returning their ids.
 * `happened` is a query that has a row when the event happened: a fragment, so a statement that
 * records an event can write its deliveries too (they then have no job yet: `enqueued` false).
 */
export function deliveriesInsert(eventType: string | Placeholder, payload: SQL, opts: { happened?: SQL; enqueued: boolean }): SQL {
  return sql`insert into ${webhookDeliveries} (endpoint_id, event_type, message_id, payload, enqueued)
    select e.id, ${eventType}, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ${payload}, ${opts.enqueued}
    from ${webhookEndpoints} e
    where ${asks(eventType)} ${opts.happened ? sql`and exists (${opts.happened})` : sql``}
    returning id`;
}

/** SQL: whether some endpoint asks for this event (a statement that records it without its deliveries says so). */
export const eventAsked = (eventType: Placeholder) => sql`exists (select 1 from ${webhookEndpoints} e where ${asks(eventType)})`;
/** SQL: no endpoint asks for this event: the condition of a write that records it without its deliveries. */
export const eventUnasked = (eventType: Placeholder) => sql`not ${eventAsked(eventType)}`;

/**
 * A launch-day write (a search, a registration) and its event's deliveries, without their jobs
 * (queueDeliveries gives them theirs), always in one statement. Writing no deliveries still cost
 * PostgreSQL about a seventh of a search (setting up the insert), so while no endpoint asks for the
 * event the write may use its statement that only records (`recordOnly`, when `recordOnlyFirst`:
 * webhooks/asked-events.ts remembers whether one asked). That statement writes only while no
 * endpoint asks (eventUnasked), and says whether one does (eventAsked: one added since); then it
 * wrote nothing, and the statement that records and writes the deliveries (`withDeliveries`) does
 * the write. A write and its deliveries never commit apart, so a crash cannot lose an event the
 * sweep would not find. `written.created`: the event happened (a first write, not a replay);
 * `delivering`: the statement with the deliveries wrote it (what it found tells the next write).
 */
export async function writeWithEvent<W extends { created: unknown }>(
  recordOnlyFirst: boolean,
  write: {
    withDeliveries: () => Promise<{ written: W; deliveryIds: number[] }>;
    recordOnly: (() => Promise<{ written: W; asked: boolean }>) | undefined;
  },
): Promise<{ written: W; deliveryIds: number[]; delivering: boolean }> {
  if (recordOnlyFirst && write.recordOnly) {
    const { written, asked } = await write.recordOnly();
    if (!asked) return { written, deliveryIds: [], delivering: false };
  }
  return { ...(await write.withDeliveries()), delivering: true };
}

/** One delivery per endpoint that asked for this event, in one statement; their ids, to queue in the same transaction. */
export async function insertDeliveries(tx: Executor, eventType: string, payload: Record<string, unknown>): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(deliveriesInsert(eventType, sql`${JSON.stringify(payload)}::jsonb`, { enqueued: true }));
  return result.rows.map((r) => Number(r.id));
}

/** One delivery to one endpoint, whatever events it asked for (the console's test event); its id. */
export async function insertTestDelivery(tx: Executor, endpointId: number, eventType: string, payload: Record<string, unknown>): Promise<number> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ endpointId, eventType, messageId: sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`, payload })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/**
 * Marks deliveries that have no job yet (these, or all) as queued, and returns them: called in the
 * transaction that queues their jobs. The row lock makes it once: a concurrent caller waits, then
 * finds the flag set and skips the row.
 */
export async function takeUnqueued(tx: Executor, ids?: number[]): Promise<number[]> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({ enqueued: true })
    .where(and(eq(webhookDeliveries.enqueued, false), ids ? inArray(webhookDeliveries.id, ids) : undefined))
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

export async function deliveryWithEndpoint(db: Executor, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/** Counts an attempt before it is made, so a crash mid-request still counts it. */
export async function countAttempt(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: new Date() })
    .where(eq(webhookDeliveries.id, id))
    .returning({ attempts: webhookDeliveries.attempts });
  return row?.attempts ?? 0;
}

export async function settleDelivery(
  db: Executor,
  id: number,
  values: { status: "pending" | "succeeded" | "failed"; responseStatus: number | null; lastError: string | null },
): Promise<void> {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

export async function endpointSucceeded(db: Executor, endpointId: number): Promise<void> {
  await db.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpointId));
}

/**
 * One more failed delivery in a row; at `limit` in a row the endpoint is switched off (in the same
 * statement, so two failing at once cannot both miss it), with `reason`. Returns whether it is off.
 */
export async function endpointFailed(db: Executor, endpointId: number, limit: number, reason: string): Promise<boolean> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      enabled: sql`${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 < ${limit}`,
      disabledAt: sql`case when ${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 >= ${limit} then now() else ${webhookEndpoints.disabledAt} end`,
      disabledReason: sql`case when ${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 >= ${limit}
        then ${reason} else ${webhookEndpoints.disabledReason} end`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ enabled: webhookEndpoints.enabled });
  return row?.enabled === false;
}

export const recentDeliveries = (db: Executor, endpointId: number, limit = 50) =>
  db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(desc(webhookDeliveries.id)).limit(limit);

/** A delivery back to pending for another round of attempts; false if it is not this endpoint's. */
export async function reopenDelivery(tx: Executor, endpointId: number, deliveryId: number): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, lastError: null, responseStatus: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
