import { requireAdmin } from "~/.server/admin/guard";
import { toCsv } from "~/.server/admin/csv";
import { funnelBySource } from "~/.server/db/analytics";
import type { Route } from "./+types/export-traffic-csv";

/** The Overview's funnel by source and campaign (last 30 days), as CSV. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const rows = await funnelBySource(ctx.db, 30, 10_000);
  const csv = toCsv(
    ["source", "medium", "campaign", "visits", "page_views", "searches", "emails", "confirmed", "registrations", "seats", "wishes", "metoo"],
    rows.map((r) => [r.source, r.medium, r.campaign, r.visits, r.pageviews, r.searches, r.emails, r.confirmed, r.registrations, r.seats, r.wishes, r.metoo]),
  );
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="classwish-traffic.csv"' },
  });
}
