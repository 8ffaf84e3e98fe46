import { data, Link, useLoaderData } from "react-router";
import { groupForCorrection } from "~/.server/admin/demand";
import { requireAdmin } from "~/.server/admin/guard";
import { GroupCorrections } from "~/components/admin/demand-corrections";
import { adminMeta } from "~/lib/admin/copy";
import type { Route } from "./+types/demand-group";

export const meta = () => adminMeta("Correct a group");

/** A Demand group's corrections (`?key=` one of its concepts): its forms post to the Demand page, which lists every correction. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const key = (new URL(args.request.url).searchParams.get("key") ?? "").slice(0, 400);
  const found = key ? await groupForCorrection(ctx.db, key) : undefined;
  if (!found) throw data("No group holds that concept now: it may have been merged or searched for no more.", { status: 404 });
  return found;
}

export default function AdminDemandGroup() {
  const { group, alike, others, courses } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/admin/demand" className="text-brand-800 underline underline-offset-2">
          ← Demand
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Correct “{group.label}”</h1>
      <p className="text-sm text-slate-600">
        Corrections apply to every search with these concepts, before and after: the groups, the related courses visitors see, a course's
        askers and <em>Wanted but not offered</em>. The Demand page lists them, each with <em>Undo</em>.
      </p>
      <GroupCorrections group={group} alike={alike} others={others} courses={courses} />
    </>
  );
}
