import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "./client.ts";
import { newsletters } from "./schema.ts";

// Newsletters: what was written, to which segment, when it goes.

export async function getNewsletter(db: Executor, id: number) {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return row;
}

export async function insertNewsletter(tx: Executor, values: typeof newsletters.$inferInsert): Promise<number> {
  const [letter] = await tx.insert(newsletters).values(values).returning({ id: newsletters.id });
  return letter!.id;
}

export async function setNewsletterRecipients(tx: Executor, id: number, recipients: number): Promise<void> {
  await tx.update(newsletters).set({ recipients }).where(eq(newsletters.id, id));
}

/** The newsletter, locked until the transaction ends. */
export async function lockNewsletter(tx: Executor, id: number) {
  const [letter] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for("update");
  return letter;
}

/** Whether a letter scheduled for `at` (null: sent at once) is due, in the database's clock (the one the queue's jobs start by). */
export async function isDue(tx: Executor, at: Date | null): Promise<boolean> {
  const { rows } = await tx.execute<{ due: boolean }>(sql`select coalesce(${at}::timestamptz <= now(), true) as due`);
  return rows[0]?.due !== false;
}

export async function markCancelled(tx: Executor, id: number): Promise<void> {
  await tx.update(newsletters).set({ cancelledAt: sql`now()` }).where(eq(newsletters.id, id));
}

/** Newsletters scheduled and not yet gone nor cancelled, soonest first. */
export const scheduledNewsletters = (db: Db) =>
  db
    .select({ id: newsletters.id, subject: newsletters.subject, segment: newsletters.segment, scheduledFor: newsletters.scheduledFor, recipients: newsletters.recipients })
    .from(newsletters)
    .where(and(isNull(newsletters.cancelledAt), sql`${newsletters.scheduledFor} > now()`))
    .orderBy(newsletters.scheduledFor, desc(newsletters.id));
