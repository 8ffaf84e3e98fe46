import { requireAdmin } from "~/.server/admin/guard";
import { findSubscribers, parseSubscriberFilter } from "~/.server/db/console-subscribers";
import { toCsv } from "~/.server/admin/csv";
import type { Route } from "./+types/export-subscribers-csv";

// The Subscribers page's current filter (the same query string), every matching row.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const rows = await findSubscribers(ctx.db, parseSubscriberFilter(new URL(args.request.url).searchParams));
  const csv = toCsv(
    ["id", "email", "status", "source", "lists", "created_at", "confirmed_at", "unsubscribed_at"],
    rows.map((r) => [r.id, r.email, r.status, r.source, r.lists, r.createdAt, r.confirmedAt, r.unsubscribedAt]),
  );
  ctx.log.info({ rows: rows.length }, "subscribers exported");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="classwish-subscribers.csv"',
    },
  });
}
