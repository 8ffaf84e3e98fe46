import { and, desc, eq, getTableColumns, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { importedSubscribers, imports } from "./schema.ts";

// Imports' rows: the run's record, and a batch of an import's rows written set-wise (one statement
// per step for the whole batch, not one per row: 100,000 rows in well under a minute). Rows in,
// rows out; the rules are the caller's (app/.server/imports/).

export type ImportRecord = typeof imports.$inferSelect;

/** What the database already knows of these addresses, exactly as spelt: their status. */
export async function knownAddresses(db: Executor, emails: string[]): Promise<Map<string, "pending" | "confirmed" | "unsubscribed">> {
  if (emails.length === 0) return new Map();
  const rows = await db.execute<{ email: string; status: "pending" | "confirmed" | "unsubscribed" }>(
    sql`select email, status from subscribers where email = any(${sql.param(emails)}::text[])`,
  );
  return new Map(rows.rows.map((r) => [r.email, r.status]));
}

export type NewSubscriberRow = {
  row: number;
  email: string;
  name: string | null;
  signedUpAt: Date;
  /** Stated consent: added confirmed at these times. */
  consent?: { source: string; at: Date };
};

/**
 * Adds the addresses no row has (a concurrent sign-up wins: its address is left out), confirmed
 * with their stated consent's time or pending, and returns their ids by address. `source` 'import'.
 */
export async function insertImportedSubscribers(tx: Executor, rows: NewSubscriberRow[]): Promise<Map<string, { id: number; mailbox: string }>> {
  if (rows.length === 0) return new Map();
  const col = <T>(f: (r: NewSubscriberRow) => T) => rows.map(f);
  const inserted = await tx.execute<{ id: number; email: string; mailbox: string }>(sql`
    insert into subscribers (email, source, status, consent_at, created_at, confirmed_at)
    select i.email, 'import', case when i.consent_at is null then 'pending' else 'confirmed' end,
      coalesce(i.consent_at, now()), case when i.consent_at is null then now() else i.signed_up_at end, i.consent_at
    from unnest(${sql.param(col((r) => r.email))}::text[], ${sql.param(col((r) => r.signedUpAt.toISOString()))}::timestamptz[], ${sql.param(col((r) => r.consent?.at.toISOString() ?? null))}::timestamptz[])
      as i(email, signed_up_at, consent_at)
    on conflict (email) do nothing
    returning id, email, mailbox`);
  return new Map(inserted.rows.map((r) => [r.email, { id: Number(r.id), mailbox: r.mailbox }]));
}

/**
 * Of the subscribers just added, those whose mailbox (subscribers.mailbox: +tags, Gmail's dots)
 * another row already has, and whether any of that mailbox's rows unsubscribed; and those that are
 * a later spelling of a mailbox added in the same batch.
 */
export async function sharedMailboxes(tx: Executor, newIds: number[]): Promise<Map<number, { optedOut: boolean }>> {
  if (newIds.length === 0) return new Map();
  const rows = await tx.execute<{ id: number; opted_out: boolean }>(sql`
    with n as (select id, mailbox, id <> min(id) over (partition by mailbox) as later from subscribers where id = any(${sql.param(newIds)}::int[]))
    select n.id, coalesce(bool_or(o.status = 'unsubscribed'), false) as opted_out
    from n left join subscribers o on o.mailbox = n.mailbox and not (o.id = any(${sql.param(newIds)}::int[]))
    group by n.id, n.later
    having n.later or count(o.id) > 0`);
  return new Map(rows.rows.map((r) => [Number(r.id), { optedOut: r.opted_out }]));
}

export async function deleteSubscribers(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.execute(sql`delete from subscribers where id = any(${sql.param(ids)}::int[])`);
}

export type ImportedMembership = { subscriberId: number; list: "launch" | "newsletter" | "course"; courseId: number | null; since: Date; active: boolean };

/** Memberships of the new subscribers: active since their sign-up time (stated consent), or pending until their own click. */
export async function insertImportedMemberships(tx: Executor, rows: ImportedMembership[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(f: (r: ImportedMembership) => T) => rows.map(f);
  await tx.execute(sql`
    insert into subscriptions (subscriber_id, list, course_id, state, requested_at, confirmed_at, created_at)
    select i.subscriber_id, i.list, i.course_id, case when i.active then 'active' else 'pending' end,
      case when i.active then i.since else now() end, case when i.active then i.since end, case when i.active then i.since else now() end
    from unnest(${sql.param(col((r) => r.subscriberId))}::int[], ${sql.param(col((r) => r.list))}::text[], ${sql.param(col((r) => r.courseId))}::int[], ${sql.param(col((r) => r.since.toISOString()))}::timestamptz[], ${sql.param(col((r) => r.active))}::boolean[])
      as i(subscriber_id, list, course_id, since, active)
    on conflict do nothing`);
}

export async function insertImportEvidence(tx: Executor, importId: number, rows: Array<NewSubscriberRow & { subscriberId: number }>): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(f: (r: NewSubscriberRow & { subscriberId: number }) => T) => rows.map(f);
  await tx.execute(sql`
    insert into imported_subscribers (subscriber_id, import_id, row, name, signed_up_at, consent_source, consent_at)
    select i.subscriber_id, ${importId}, i.row, i.name, i.signed_up_at, i.consent_source, i.consent_at
    from unnest(${sql.param(col((r) => r.subscriberId))}::int[], ${sql.param(col((r) => r.row))}::int[], ${sql.param(col((r) => r.name))}::text[], ${sql.param(col((r) => r.signedUpAt.toISOString()))}::timestamptz[],
      ${sql.param(col((r) => r.consent?.source ?? null))}::text[], ${sql.param(col((r) => r.consent?.at.toISOString() ?? null))}::timestamptz[])
      as i(subscriber_id, row, name, signed_up_at, consent_source, consent_at)`);
}

/**
 * Confirmation messages for these subscribers, each at its own time (composed at send time with
 * the requests then pending, as every confirmation is: mail/outbox.ts). The link's key is random.
 * Returns the message ids by send time, for the queue.
 */
export async function insertConfirmations(tx: Executor, rows: Array<{ subscriberId: number; sendAfter: Date }>, host: string): Promise<Map<number, number[]>> {
  const byTime = new Map<number, number[]>();
  if (rows.length === 0) return byTime;
  const inserted = await tx.execute<{ id: number; send_after: Date }>(sql`
    insert into messages (subscriber_id, kind, dedupe_key, message_id, send_after)
    select i.subscriber_id, 'confirm', 'confirm:' || gen_random_uuid(), '<' || gen_random_uuid() || ${`@${host}>`}, i.send_after
    from unnest(${sql.param(rows.map((r) => r.subscriberId))}::int[], ${sql.param(rows.map((r) => r.sendAfter.toISOString()))}::timestamptz[]) as i(subscriber_id, send_after)
    returning id, send_after`);
  for (const r of inserted.rows) {
    const at = new Date(r.send_after).getTime();
    byTime.set(at, [...(byTime.get(at) ?? []), Number(r.id)]);
  }
  return byTime;
}

/** The last confirmation an earlier import scheduled: a new import's start after it. */
export async function importMailUntil(db: Executor): Promise<Date | undefined> {
  const [row] = await db.select({ at: sql<Date | null>`max(${imports.mailUntil})` }).from(imports);
  return row?.at ? new Date(row.at) : undefined;
}

export async function recordImport(db: Executor, values: typeof imports.$inferInsert): Promise<number> {
  const [row] = await db.insert(imports).values(values).returning({ id: imports.id });
  return row!.id;
}

/** Forgets the files of checks never imported within `hours` (each may be 32 MB); their counts and rows not added stay. */
export async function forgetOldCheckedFiles(db: Executor, hours: number): Promise<number> {
  const rows = await db
    .update(imports)
    .set({ file: null })
    .where(and(isNotNull(imports.file), sql`${imports.createdAt} < now() - make_interval(hours => ${hours}::int)`))
    .returning({ id: imports.id });
  return rows.length;
}

export async function updateImport(db: Executor, id: number, values: Partial<typeof imports.$inferInsert>): Promise<void> {
  await db.update(imports).set(values).where(eq(imports.id, id));
}

export async function findImport(db: Executor, id: number): Promise<Omit<ImportRecord, "file"> | undefined> {
  const { file: _file, ...columns } = getTableColumns(imports);
  const [row] = await db.select(columns).from(imports).where(eq(imports.id, id));
  return row;
}

/** A console dry run's kept file, taken once: the first to take it imports it, a second press finds none. */
export async function takeImportFile(db: Executor, id: number): Promise<{ file: Buffer; fileName: string | null } | undefined> {
  const [row] = await db
    .update(imports)
    .set({ file: null })
    .where(and(eq(imports.id, id), eq(imports.dryRun, true), isNotNull(imports.file)))
    .returning({ file: sql<Buffer>`(select file from imports where id = ${id})`, fileName: imports.fileName });
  return row ? { file: row.file, fileName: row.fileName } : undefined;
}

export type ImportSummary = Pick<ImportRecord, "id" | "fileName" | "dryRun" | "counts" | "createdAt">;

export async function recentImports(db: Executor, limit = 20): Promise<ImportSummary[]> {
  return db
    .select({ id: imports.id, fileName: imports.fileName, dryRun: imports.dryRun, counts: imports.counts, createdAt: imports.createdAt })
    .from(imports)
    .orderBy(desc(imports.id))
    .limit(limit);
}

/** The consent evidence an import kept for a person, if an import added them. */
export async function importEvidence(db: Executor, subscriberId: number) {
  const [row] = await db.select().from(importedSubscribers).where(eq(importedSubscribers.subscriberId, subscriberId));
  return row;
}
