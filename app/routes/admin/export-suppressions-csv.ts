import { requireAdmin } from "~/.server/admin/guard";
import { toCsv } from "~/.server/admin/csv";
import { listSuppressions } from "~/.server/mail/suppression";
import { searchText } from "~/lib/schemas/input";
import type { Route } from "./+types/export-suppressions-csv";

// The suppression list as the E-mail page searches it (?q=…), lifted rows included with when and why.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const q = searchText(new URL(args.request.url).searchParams.get("q") ?? "") ?? "";
  const rows = await listSuppressions(ctx.db, { q, includeLifted: true });
  const csv = toCsv(
    ["id", "email", "reason", "detail", "suppressed_at", "lifted_at", "lift_reason"],
    rows.map((r) => [r.id, r.email, r.reason, r.detail, r.createdAt, r.liftedAt, r.liftReason]),
  );
  ctx.log.info({ rows: rows.length }, "suppressions exported");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="classwish-suppressions.csv"',
    },
  });
}
