import { requireAdmin } from "~/.server/admin/guard";
import { notAddedCsv, notAddedFileName } from "~/.server/imports/report";
import { parseRowId } from "~/lib/schemas/input";
import type { Route } from "./+types/export-import-not-added-csv";

// An import's (or a check's) rows not added, with the reason for each.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const id = parseRowId(args.params.id);
  const csv = id === undefined ? undefined : await notAddedCsv(ctx.db, id);
  if (csv === undefined) throw new Response("No such import.", { status: 404 });
  return new Response(csv, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${notAddedFileName(id!)}"` } });
}
