import { data, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { Notice } from "~/components/admin/notice";
import { PagesNav } from "~/components/admin/pages-nav";
import { RowAction } from "~/components/admin/row-action";
import { DataTable } from "~/components/admin/data-table";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { sharedCourseLinks } from "~/.server/db/referrals";
import { countWishes, listWishes, WISH_SORTS, type WishSort } from "~/.server/db/wishes";
import { hideWish } from "~/.server/wishes/hide-wish";
import { adminMeta } from "~/lib/admin/copy";
import { FIGURES } from "~/lib/admin/figures";
import { pageWindow } from "~/lib/admin/pages";
import { wishAsk, wishConsole as copy } from "~/lib/copy/wishes";
import { coursePath } from "~/lib/schemas/course";
import { rowId } from "~/lib/forms/fields";
import { parseForm, sectionOf, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { wishPath } from "~/lib/schemas/referrals";
import type { Route } from "./+types/wishes";
import { consoleTime } from "~/lib/admin/when";

export const meta = () => adminMeta("Wishes");

const PER_PAGE = 50;

const sortOf = (value: string | null): WishSort => (WISH_SORTS as readonly string[]).includes(value ?? "") ? (value as WishSort) : "joiners";

// Class wishes visitors shared, by the classmates they gathered (joiners) or by the sign-ups their
// links brought; the operator hides one whose words should not be public. Below, the courses whose
// shared links brought visits or sign-ups.
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const sort = sortOf(params.get("sort"));
  const slice = pageWindow(params.get("page"), await countWishes(ctx.db), PER_PAGE);
  const [wishes, courses] = await Promise.all([listWishes(ctx.db, sort, slice.offset, PER_PAGE), sharedCourseLinks(ctx.db)]);
  return { sort, slice, wishes, courses };
}

const wishSchema = z.object({ wish_id: rowId("Unknown action.") });

/** Hide a wish whose words should not be public, or show it again. */
const visibility =
  (hidden: boolean) =>
  async (ctx: AppContext, form: FormData) => {
    const posted = parseForm(form, wishSchema);
    if (!posted.ok) return data({ ok: false as const, message: posted.message }, { status: 400 });
    const outcome = await hideWish(ctx, { rowId: posted.value.wish_id, hidden });
    if (outcome.kind === "unknown-wish") return data({ ok: false as const, message: "No such wish." }, { status: 404 });
    ctx.log.info({ wishId: posted.value.wish_id, hidden: outcome.wish.hidden }, "wish visibility changed from the console");
    return { ok: true as const, message: outcome.wish.hidden ? copy.hiddenNotice : copy.shownNotice };
  };

/** One handler per button, by the intent it posts (the role table's list of them). */
const sections = { hide: visibility(true), show: visibility(false) } satisfies Record<IntentOf<"wishes">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const section = sectionOf(sections, form);
  if (!section) return data({ ok: false as const, message: "Unknown action." }, { status: 400 });
  return section(ctx, form);
}

const dateOf = (d: Date | string) => consoleTime(d);

/** A column heading that sorts the list (most first) by its figure; the current one says so. */
function SortHeading({ sort, by, label }: { sort: WishSort; by: WishSort; label: string }) {
  const current = sort === by;
  return (
    <th scope="col" className="px-3 py-2 text-right" aria-sort={current ? "descending" : undefined}>
      {current ? (
        <span>{label} ↓</span>
      ) : (
        <Link to={`/admin/wishes?sort=${by}`} className="text-brand-800 underline underline-offset-2" aria-label={`${label}: sort by it, most first`}>
          {label}
        </Link>
      )}
    </th>
  );
}

export default function AdminWishes() {
  const { sort, slice, wishes, courses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Wishes</h1>
      <p className="text-slate-700">
        Searches that visitors chose to share as class wishes, each with its public page. A hidden wish's page and share card answer 404 to everyone;
        its joiners and sign-ups are kept, so showing it again restores it.
      </p>
      <dl className="flex flex-col gap-1 text-sm text-slate-700">
        {[FIGURES.wishJoiners, FIGURES.wishAsk, FIGURES.linkVisits, FIGURES.linkSignups].map((f) => (
          <div key={f.label}>
            <dt className="inline font-semibold">{f.label}: </dt>
            <dd className="inline">{f.definition}</dd>
          </div>
        ))}
      </dl>
      {result && <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice>}
      {wishes.length === 0 ? (
        <p className="text-slate-700">No wishes yet.</p>
      ) : (
        <DataTable label="Wishes" caption={<>Class wishes, {sort === "signups" ? "most sign-ups brought first" : "most joiners first"}</>} testId="wishes" columns={[{ label: "Wish" }, { label: FIGURES.wishAsk.label }, <SortHeading key="joiners" sort={sort} by="joiners" label={FIGURES.wishJoiners.label} />, { label: FIGURES.linkVisits.label, numeric: true }, <SortHeading key="signups" sort={sort} by="signups" label={FIGURES.linkSignups.label} />, { label: "Shared" }, { label: "State" }]}>
          {wishes.map((w) => (
            <tr key={w.rowId} className="border-t border-slate-100" data-testid="wish-row">
              <td className="max-w-xs px-3 py-2 [overflow-wrap:anywhere]">
                <span className="font-medium">{w.concept}</span>
                <Link to={`/admin/wishes/${w.rowId}`} className="block text-brand-800 underline underline-offset-2" aria-label={`Details of the wish “${w.concept}”: its people and courses`}>
                  Details
                </Link>
                {!w.hidden && (
                  <Link to={wishPath(w.publicId)} className="block text-brand-800 underline underline-offset-2" aria-label={`Public page of the wish “${w.concept}”`}>
                    Public page
                  </Link>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{wishAsk(w.medianBudget, w.medianClassSize)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{w.joiners}</td>
              <td className="px-3 py-2 text-right tabular-nums">{w.visits}</td>
              <td className="px-3 py-2 text-right tabular-nums">{w.signups}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{dateOf(w.createdAt)}</td>
              <td className="px-3 py-2">
                <div className="flex items-center gap-2">
                  <span data-testid="wish-state">{w.hidden ? copy.hidden : copy.visible}</span>
                  <RowAction
                    intent={w.hidden ? "show" : "hide"}
                    field={{ name: "wish_id", value: w.rowId }}
                    label={w.hidden ? copy.show : copy.hide}
                    accessibleName={`${w.hidden ? copy.show : copy.hide}: the wish “${w.concept}”`}
                  />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <PagesNav path="/admin/wishes" query={`sort=${sort}`} slice={slice} label="Pages of wishes" testId="wish-page" />
      <section aria-labelledby="shared-courses-heading" className="flex flex-col gap-3">
        <h2 id="shared-courses-heading" className="text-xl font-semibold">
          Shared course links
        </h2>
        {courses.length === 0 ? (
          <p className="text-slate-700">No visit or sign-up has come through a course's shared link yet.</p>
        ) : (
          <DataTable label="Shared course links" caption="Courses whose shared links brought visits or sign-ups" testId="shared-courses" columns={[{ label: "Course" }, { label: FIGURES.linkVisits.label, numeric: true }, { label: FIGURES.linkSignups.label, numeric: true }]}>
            {courses.map((c) => (
              <tr key={c.slug} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  <Link to={coursePath(c.slug)} className="font-medium text-brand-800 underline underline-offset-2">
                    {c.title}
                  </Link>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{c.visits}</td>
                <td className="px-3 py-2 text-right tabular-nums">{c.signups}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}
