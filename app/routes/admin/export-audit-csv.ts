import { requireAdmin } from "~/.server/admin/guard";
import { auditCsv, readAuditQuery } from "~/.server/admin/audit";
import type { Route } from "./+types/export-audit-csv";

// The audit log as the console filters it (?actor=&action=&from=&to=), every entry that passes.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const csv = await auditCsv(ctx.db, readAuditQuery(new URL(args.request.url).searchParams).filter);
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="classwish-audit-log.csv"' },
  });
}
