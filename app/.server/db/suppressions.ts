import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { SuppressionReason } from "../../lib/schemas/mail-constants.ts";
import type { Executor } from "./client.ts";
import { contains } from "./contains.ts";
import { suppressions } from "./schema.ts";

// The suppression list: addresses nothing of any kind goes to (mail/suppression.ts puts them there).

/** Puts the address on the list, once while a suppression of it is in force. */
export async function addSuppression(tx: Executor, email: string, reason: SuppressionReason, detail: string): Promise<void> {
  await tx.insert(suppressions).values({ email, reason, detail }).onConflictDoNothing({ target: suppressions.email, where: sql`${suppressions.liftedAt} is null` });
}

/** Which of these (normalised) addresses are on the list now, in one query. */
export async function activeSuppressions(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ email: suppressions.email })
    .from(suppressions)
    .where(and(inArray(suppressions.email, [...emails]), isNull(suppressions.liftedAt)));
  return new Set(rows.map((r) => r.email));
}

/** Lifts a suppression in force, with the operator's reason; the address, or undefined if there was none. */
export async function markLifted(tx: Executor, id: number, why: string): Promise<{ email: string } | undefined> {
  const [row] = await tx
    .update(suppressions)
    .set({ liftedAt: sql`now()`, liftReason: why })
    .where(and(eq(suppressions.id, id), isNull(suppressions.liftedAt)))
    .returning({ email: suppressions.email });
  return row;
}

export type SuppressionRow = { id: number; email: string; reason: SuppressionReason; detail: string | null; createdAt: Date; liftedAt: Date | null; liftReason: string | null };

/** The suppression list, newest first; `q` searches the address; lifted rows only when asked. */
export async function listSuppressions(db: Executor, opts: { q?: string; includeLifted?: boolean; limit?: number } = {}): Promise<SuppressionRow[]> {
  const q = opts.q?.trim();
  const conditions = [
    ...(opts.includeLifted ? [] : [isNull(suppressions.liftedAt)]),
    ...(q ? [contains(suppressions.email, q)] : []),
  ];
  const query = db.select().from(suppressions).where(and(...conditions)).orderBy(desc(suppressions.createdAt), desc(suppressions.id));
  return opts.limit === undefined ? query : query.limit(opts.limit);
}
