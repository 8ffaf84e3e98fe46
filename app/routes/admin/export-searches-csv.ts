import { requireAdmin } from "~/.server/admin/guard";
import { allSearches } from "~/.server/db/console-subscribers";
import { toCsv } from "~/.server/admin/csv";
import type { Route } from "./+types/export-searches-csv";

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const rows = await allSearches(ctx.db);
  const csv = toCsv(
    ["search_id", "created_at", "concept", "budget", "class_size", "subscriber_id"],
    rows.map((r) => [r.searchId, r.createdAt, r.concept, r.budget, r.classSize, r.subscriberId]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="classwish-searches.csv"',
    },
  });
}
