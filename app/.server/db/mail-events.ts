import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { mailEvents, suppressions } from "./schema.ts";

// Bounces and complaints as recorded (mail/suppression.ts decides what they do): one row per event key.

/** Records an event once; false when its key was already recorded (a replay). */
export async function insertMailEvent(tx: Executor, values: typeof mailEvents.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(mailEvents).values(values).onConflictDoNothing({ target: mailEvents.eventKey }).returning({ id: mailEvents.id });
  return inserted.length > 0;
}

/** Soft bounces on different messages since the address was last lifted (a lift starts the count again). */
export async function softBouncesSinceLift(tx: Executor, email: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct coalesce(${mailEvents.messageId}::text, ${mailEvents.eventKey}))::int` })
    .from(mailEvents)
    .where(
      and(
        eq(mailEvents.email, email),
        eq(mailEvents.kind, "soft_bounce"),
        gt(mailEvents.createdAt, sql`coalesce((select max(${suppressions.liftedAt}) from ${suppressions} where ${suppressions.email} = ${email}), '-infinity')`),
      ),
    );
  return Number(row?.n ?? 0);
}
