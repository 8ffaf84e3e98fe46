import { data } from "react-router";
import { toCsv } from "~/.server/admin/csv";
import { getCourse } from "~/.server/admin/courses";
import { requireAdmin } from "~/.server/admin/guard";
import { courseSeats } from "~/.server/db/seats";
import { parseRowId } from "~/lib/schemas/input";
import type { Route } from "./+types/export-seats-csv";

// A course's seats as the console's Seats section lists them: holders, the waitlist in order, requests.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const id = parseRowId(args.params.id);
  const course = id === undefined ? undefined : await getCourse(ctx.db, id);
  if (!course) throw data("No such course.", { status: 404, statusText: "Not Found" });
  const rows = await courseSeats(ctx.db, course.id);
  const csv = toCsv(
    ["email", "state", "waitlist_position", "requested_at", "confirmed_at", "released_at", "subscriber_id"],
    rows.map((r) => [r.email, r.state, r.position, r.requestedAt, r.confirmedAt, r.releasedAt, r.subscriberId]),
  );
  ctx.log.info({ courseId: course.id, rows: rows.length }, "seats exported");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="classwish-seats-${course.slug}.csv"`,
    },
  });
}
