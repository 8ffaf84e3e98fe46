import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { ConsoleSection } from "~/components/admin/console-section";
import { CsrfField } from "~/components/admin/csrf-field";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { DataTable } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { listCategories } from "~/.server/db/categories";
import { addCategory, listCourseDemand } from "~/.server/admin/courses";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { categoryNameSchema } from "~/lib/admin/course-form";
import { adminMeta, STATUS_LABELS } from "~/lib/admin/copy";
import { FIGURES } from "~/lib/admin/figures";
import { text } from "~/lib/forms/fields";
import { parseForm, sectionOf, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { hasRating } from "~/lib/schemas/course";
import type { Route } from "./+types/courses";
import { Permitted } from "~/components/admin/use-can";

export const meta = () => adminMeta("Courses");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const [courses, categories] = await Promise.all([listCourseDemand(ctx.db), listCategories(ctx.db)]);
  return { courses, categories };
}

const categorySchema = z.object({ name: text().pipe(categoryNameSchema) });

async function addCategoryNamed(ctx: AppContext, form: FormData) {
  const posted = parseForm(form, categorySchema);
  const typed = posted.values.name ?? "";
  if (!posted.ok) return data({ ok: false as const, message: posted.message, name: typed }, { status: 400 });
  const { name } = posted.value;
  const added = await addCategory(ctx.db, name);
  if (!added.ok) return data({ ok: false as const, message: `There is already a category “${name}”.`, name: typed }, { status: 409 });
  ctx.log.info("category added from the console");
  return { ok: true as const, message: `Category “${name}” added.`, name: "" };
}

/** The page's one form (the role table's list of its intents). */
const sections = { "add-category": addCategoryNamed } satisfies Record<IntentOf<"courses">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const section = sectionOf(sections, form);
  if (!section) return data({ ok: false as const, message: "Unknown action.", name: "" }, { status: 400 });
  return section(ctx, form);
}

const ENTERED_RATING = {
  label: "Entered rating",
  definition: "The rating and number of ratings typed in the course's form; a course shows none until it has one.",
};

const ratingText = (c: { ratingScore: number; ratingCount: number }) =>
  hasRating({ count: c.ratingCount }) ? `${c.ratingScore.toFixed(1)} (${c.ratingCount})` : "none yet";

export default function AdminCourses() {
  const { courses, categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Courses</h1>
        <Permitted intent="save" page="courses/new">
          <Link to="/admin/courses/new" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Add a course
          </Link>
        </Permitted>
      </div>
      <dl className="flex flex-col gap-1 text-sm text-slate-700">
        {[FIGURES.registrations, FIGURES.courseList, ENTERED_RATING].map((f) => (
          <div key={f.label}>
            <dt className="inline font-semibold">{f.label}: </dt>
            <dd className="inline">{f.definition}</dd>
          </div>
        ))}
      </dl>
      <DataTable label="Courses" caption="Courses with registrations, confirmed subscribers and seats" testId="courses" columns={[{ label: "Course" }, { label: "Category" }, { label: "Status" }, { label: "Entered rating" }, { label: FIGURES.registrations.label, numeric: true }, { label: FIGURES.courseList.label, numeric: true }, { label: "Seats held", numeric: true }, { label: "Waitlist", numeric: true }]}>
        {courses.map((c) => (
          <tr key={c.id} className="border-t border-slate-100">
            <td className="px-3 py-2">
              <Link to={`/admin/courses/${c.id}`} className="font-medium text-brand-800 underline">
                {c.title}
              </Link>
            </td>
            <td className="px-3 py-2">{c.category}</td>
            <td className="px-3 py-2">{STATUS_LABELS[c.status]}</td>
            <td className="px-3 py-2 tabular-nums">{ratingText(c)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{c.registrations}</td>
            <td className="px-3 py-2 text-right tabular-nums">{c.confirmedSubscribers}</td>
            <td className="px-3 py-2 text-right tabular-nums">
              {c.heldSeats} of {c.classSize}
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{c.waiting}</td>
          </tr>
        ))}
      </DataTable>
      <ConsoleSection id="categories-heading" title="Categories">
        <ul className="flex flex-wrap gap-2" data-testid="categories">
          {categories.map((c) => (
            <li key={c.name} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
              {c.name} <span className="text-slate-600">({c.courses === 1 ? "1 course" : `${c.courses} courses`})</span>
            </li>
          ))}
        </ul>
        {result && <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice>}
        <Permitted intent="add-category">
          <Form method="post" className="flex flex-wrap items-end gap-3" key={result?.ok ? result.message : "form"}>
            <CsrfField />
            <input type="hidden" name="intent" value="add-category" />
            <Field id="category-name" label="New category" error={result?.ok === false ? result.message : undefined}>
              <input id="category-name" name="name" required maxLength={60} defaultValue={result?.name ?? ""} className={inputClass} />
            </Field>
            <Button type="submit" size="sm">
              Add category
            </Button>
          </Form>
        </Permitted>
      </ConsoleSection>
    </>
  );
}
