import { CONTROL_CHARS } from "../../lib/schemas/input.ts";
import type { Db } from "../db/client.ts";
import { listAudit, type AuditEntry, type AuditFilter } from "../db/audit-log.ts";
import { parseDay } from "./demand.ts";
import { toCsv } from "./csv.ts";

// The audit log as the console, its CSV export and the operator API read it: filtered by who, what
// and when (days in UTC, both included), newest first, a page at a time.

/** Entries a console page shows, and the most the API answers at once. */
export const AUDIT_PAGE = 100;
export const AUDIT_API_MAX = 1000;
const DAY_MS = 86_400_000;
const INT_MAX = 2_147_483_647;
const CONTROLS = new RegExp(CONTROL_CHARS.source, "g");

export type AuditQuery = { filter: AuditFilter; before?: number; limit: number; asked: { actor: string; action: string; from: string; to: string } };

/** Reads the query (`actor`, `action`, `from`, `to` as YYYY-MM-DD, `before` an entry id, `limit`): what cannot be read is left out. */
export function readAuditQuery(params: URLSearchParams, maxLimit = AUDIT_PAGE): AuditQuery {
  // Control characters go (PostgreSQL refuses a NUL in text): a filter is words to look for.
  const text = (name: string) => (params.get(name) ?? "").replace(CONTROLS, "").trim().slice(0, 100);
  const from = parseDay(params.get("from"));
  const to = parseDay(params.get("to"));
  const before = Number(params.get("before"));
  const limit = Number(params.get("limit"));
  return {
    filter: {
      ...(text("actor") && { actor: text("actor") }),
      ...(text("action") && { action: text("action") }),
      ...(from && { from: new Date(`${from}T00:00:00Z`) }),
      ...(to && { to: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) }),
    },
    // An id is a PostgreSQL integer: a larger one names no entry, and would not fit the query.
    ...(Number.isSafeInteger(before) && before > 0 && before <= INT_MAX && { before }),
    limit: Number.isSafeInteger(limit) && limit > 0 ? Math.min(limit, maxLimit) : Math.min(AUDIT_PAGE, maxLimit),
    asked: { actor: text("actor"), action: text("action"), from: from ?? "", to: to ?? "" },
  };
}

export const auditEntries = (db: Db, q: AuditQuery): Promise<AuditEntry[]> => listAudit(db, q.filter, q.limit, q.before);

/** An entry as the operator API and the export give it. */
export const auditJson = (e: AuditEntry) => ({ id: e.id, at: e.at.toISOString(), actor: e.actor, action: e.action, target: e.target, touched: e.touched, status: e.status, ip: e.ip });

/** Every entry the filter passes (not only a page), as CSV. */
export async function auditCsv(db: Db, filter: AuditFilter): Promise<string> {
  const rows = await listAudit(db, filter, 100_000);
  return toCsv(
    ["id", "at (UTC)", "who", "what", "target", "people touched", "status", "address"],
    rows.map((e) => [e.id, e.at.toISOString(), e.actor, e.action, e.target ?? "", e.touched ?? "", e.status, e.ip]),
  );
}
