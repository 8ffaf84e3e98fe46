import { and, desc, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { contains } from "./contains.ts";
import { auditLog } from "./schema.ts";

// What operators did (audit_log: append-only, a trigger refuses changes).

export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, "id" | "at">;

export async function recordAudit(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Who, what (both: the text contains it, any case) and when (`from` included, `to` excluded). */
export type AuditFilter = { actor?: string; action?: string; from?: Date; to?: Date };


/** The entries that pass the filter, newest first, `limit` at most, older than the entry `before` when given. */
export async function listAudit(db: Executor, filter: AuditFilter, limit: number, before?: number): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (filter.actor) where.push(contains(auditLog.actor, filter.actor));
  if (filter.action) where.push(contains(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (before !== undefined) where.push(lt(auditLog.id, before));
  return db.select().from(auditLog).where(and(...where)).orderBy(desc(auditLog.id)).limit(limit);
}
