import { requireAdmin } from "~/.server/admin/guard";
import { toCsv } from "~/.server/admin/csv";
import { mailingsView } from "~/.server/mail/campaign-figures";
import type { Route } from "./+types/export-campaigns-csv";

// What each mailing did (every newsletter, launch wave and sequence step), one row each: the Sent mail page's table.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const rows = await mailingsView(ctx.db, 10_000);
  const csv = toCsv(
    ["campaign", "name", "left", "sent", "delivered", "hard_bounces", "soft_bounces", "complaints", "clicks", "people_clicked", "unsubscribed"],
    rows.map((r) => [r.key, r.label, r.messages, r.sent ?? 0, r.delivered ?? 0, r.hardBounces, r.softBounces, r.complaints, r.clicks ?? 0, r.peopleClicked ?? 0, r.unsubscribes ?? 0]),
  );
  ctx.log.info({ rows: rows.length }, "mailing figures exported");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="classwish-mailings.csv"',
    },
  });
}
