import { requireAdmin } from "~/.server/admin/guard";
import { demandCsv, demandExport, parseDay } from "~/.server/admin/demand";
import type { Route } from "./+types/export-demand-csv";

/** The Demand page's groups in its date range, every member, as CSV (`?from=&to=` as on the page). */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const range = { from: parseDay(params.get("from")), to: parseDay(params.get("to")) };
  const { groups } = await demandExport(ctx.db, range);
  const name = ["classwish-demand", range.from, range.to].filter(Boolean).join("-");
  return new Response(demandCsv(groups), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
    },
  });
}
