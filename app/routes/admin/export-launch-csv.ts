import { requireAdmin } from "~/.server/admin/guard";
import { toCsv } from "~/.server/admin/csv";
import { launchQueueAll } from "~/.server/launch/queue";
import { readQueueFilter } from "~/lib/schemas/launch";
import type { Route } from "./+types/export-launch-csv";

// The launch list as the Launch page filters it (?state=…&q=…), in place order.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const rows = await launchQueueAll(ctx, readQueueFilter(new URL(args.request.url).searchParams));
  const csv = toCsv(
    ["place", "email", "confirmed_referrals", "state", "wave_id", "invitation_send_at"],
    rows.map((r) => [r.place, r.email, r.referrals, r.state, r.waveId, r.sendAt]),
  );
  ctx.log.info({ rows: rows.length }, "launch list exported");
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="classwish-launch-list.csv"' },
  });
}
