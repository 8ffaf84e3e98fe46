import { data } from "react-router";
import { requireAdmin } from "~/.server/admin/guard";
import { personRecord } from "~/.server/db/console-subscribers";
import { parseRowId } from "~/lib/schemas/input";
import type { Route } from "./+types/export-person-json";

// Everything stored about one person, for a subject-access request.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const id = parseRowId(args.params.id);
  const record = id === undefined ? undefined : await personRecord(ctx.db, id);
  if (!record) throw data("No such subscriber.", { status: 404, statusText: "Not Found" });
  return new Response(JSON.stringify({ exported_at: new Date().toISOString(), ...record }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="classwish-subscriber-${id}.json"`,
    },
  });
}
