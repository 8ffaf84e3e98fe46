import { data, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { text } from "~/lib/forms/fields";
import { parseForm } from "~/lib/forms/parse-form";
import { CourseForm, emptyCourse } from "~/components/admin/course-form";
import { listCategories } from "~/.server/db/categories";
import { createCourse, wishNamed } from "~/.server/admin/courses";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { coursePrefill, parseCourseForm, SAVE_REFUSALS, UNKNOWN_WISH, WISH_LABEL } from "~/lib/admin/course-form";
import { Notice } from "~/components/admin/notice";
import { adminMeta } from "~/lib/admin/copy";
import type { Route } from "./+types/course-new";

export const meta = () => adminMeta("Add a course");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  // A link may fill in the form (a class wish's "Create a course"); each value is checked first.
  const prefill = coursePrefill(new URL(args.request.url).searchParams);
  const wish = await wishNamed(ctx.db, prefill.wish);
  const ignored = wish === "unknown" ? [...prefill.ignored, WISH_LABEL] : prefill.ignored;
  return { categories: (await listCategories(ctx.db)).map((c) => c.name), prefill: { values: prefill.values, ignored }, wish: wish === "unknown" ? undefined : wish };
}

/** The hidden field of a course made from a wish (its public id); none for a course made from nothing. */
const wishSchema = z.object({ wish: text() });

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const posted = parseCourseForm(form);
  const from = parseForm(form, wishSchema);
  // A wish that does not exist is refused with the form's other errors, and the form comes back without it.
  const wish = await wishNamed(ctx.db, from.ok ? from.value.wish : "");
  const found = wish === "unknown" ? undefined : wish;
  if (!posted.ok || wish === "unknown") {
    const errors = { ...(posted.ok ? {} : posted.errors), ...(wish === "unknown" ? { wish: UNKNOWN_WISH } : {}) };
    return data({ errors, values: posted.values, wish: found }, { status: 400 });
  }
  const saved = await createCourse(ctx.db, posted.value, found?.rowId ?? null);
  if (!saved.ok) {
    const refusal = SAVE_REFUSALS[saved.error];
    return data({ errors: refusal.errors, values: posted.values, wish: saved.error === "unknown-wish" ? undefined : found }, { status: refusal.status });
  }
  ctx.log.info({ courseId: saved.id, wishId: found?.rowId }, "course added");
  return redirect(`/admin/courses/${saved.id}?saved=1`);
}

export default function AdminCourseNew() {
  const { categories, prefill, wish } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const filled = Object.keys(prefill.values).length > 0;
  return (
    <>
      <h1 className="text-2xl font-bold">Add a course</h1>
      {!result && filled && <Notice>Some fields are filled in from the link you followed. Check every field before adding the course.</Notice>}
      {!result && prefill.ignored.length > 0 && (
        <Notice tone="error">Left empty because the link's value was not valid: {prefill.ignored.join(", ")}.</Notice>
      )}
      <CourseForm
        values={{ ...emptyCourse, ...prefill.values, ...result?.values }}
        categories={categories}
        errors={result?.errors}
        wish={result ? result.wish : wish}
        submitLabel="Add course"
      />
    </>
  );
}
