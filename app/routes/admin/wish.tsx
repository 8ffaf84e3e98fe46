import { data, Link, useLoaderData } from "react-router";
import { ConceptTable } from "~/components/admin/concept-table";
import { Stat } from "~/components/admin/stat";
import { WishCourses } from "~/components/admin/wish-courses";
import { requireAdmin } from "~/.server/admin/guard";
import { wishAskers } from "~/.server/admin/wish-askers";
import { consoleWish } from "~/.server/db/wishes";
import { adminMeta } from "~/lib/admin/copy";
import { wishCourseLink } from "~/lib/admin/course-form";
import { wishAsk, wishConsole as copy } from "~/lib/copy/wishes";
import { parseRowId } from "~/lib/schemas/input";
import { wishPath } from "~/lib/schemas/referrals";
import type { Route } from "./+types/wish";
import { consoleTime } from "~/lib/admin/when";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? `Wish: ${loaderData.wish.concept}` : "Wish");

// One class wish in the console: what it asks, the people who want it (its sharer, joiners, list
// and matching searches) and how many may be written to, the courses made from it, and the link
// that fills in the new-course form from it. Notify them stays on each course's page: one place.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const rowId = parseRowId(args.params.id);
  const wish = rowId === undefined ? undefined : await consoleWish(ctx.db, rowId);
  if (!wish) throw data("No such wish.", { status: 404, statusText: "Not Found" });
  const askers = await wishAskers(ctx.db, wish.rowId);
  const createLink = wishCourseLink({ ...wish, people: wish.joiners + 1 });
  return { wish, askers, createLink };
}

export default function AdminWish() {
  const { wish, askers, createLink } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/admin/wishes" className="text-brand-800 underline underline-offset-2">
          All wishes
        </Link>
      </p>
      <h1 className="text-2xl font-bold" data-testid="wish-concept">
        {wish.concept}
      </h1>
      <p>
        <span data-testid="wish-state">{wish.hidden ? copy.hidden : copy.visible}</span>
        {wish.hidden ? (
          <>: its page and share card answer 404 to everyone. Show it again from the Wishes page.</>
        ) : (
          <>
            {" · "}
            <a href={wishPath(wish.publicId)} className="font-semibold text-brand-800 underline">
              Public page
            </a>
          </>
        )}
        {" · "}shared on {consoleTime(wish.createdAt)}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat figure="wishAsk" value={wishAsk(wish.medianBudget, wish.medianClassSize)} testId="wish-ask" />
        <Stat figure="wishJoiners" value={wish.joiners} testId="wish-joiners" />
        <Stat figure="linkVisits" value={wish.visits} testId="wish-visits" />
        <Stat figure="linkSignups" value={wish.signups} testId="wish-signups" />
      </dl>
      <section aria-labelledby="wish-people-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="wish-people-heading" className="text-xl font-semibold">
          People who want it
        </h2>
        <p>
          Whoever shared it (one browser, counted among them), everyone who pressed Me too, the confirmed addresses on its list and the searches
          that ask for the same class.
        </p>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Stat figure="wishSearches" value={askers.bySource.searches.rows} testId="wish-searches" />
          <Stat figure="wishList" value={askers.bySource.wishList.rows} testId="wish-list" />
          <Stat figure="wishListPending" value={askers.pendingOnList} testId="wish-list-pending" />
          <Stat figure="wishPeople" value={askers.people} testId="wish-people" />
          <Stat figure="wishAgreed" value={askers.agreed} testId="wish-agreed" />
        </dl>
        {askers.sample.length > 0 && (
          <ConceptTable rows={askers.sample} caption="What the matching searches asked for" testId="wish-concepts" />
        )}
      </section>
      <WishCourses createLink={createLink} courses={askers.courses} />
    </>
  );
}
