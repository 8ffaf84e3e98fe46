import { data, redirect, useActionData, useLoaderData } from "react-router";
import { CourseForm, emptyCourse } from "~/components/admin/course-form";
import { listCategories } from "~/.server/admin/categories";
import { createCourse } from "~/.server/admin/courses";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { coursePrefill, parseCourseForm, SAVE_REFUSALS } from "~/lib/admin/course-form";
import { Notice } from "~/components/admin/notice";
import { adminMeta } from "~/lib/admin/copy";
import type { Route } from "./+types/course-new";

export const meta = () => adminMeta("Add a course");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  // A link may fill in the form (a class wish's "Create a course"); each value is checked first.
  const prefill = coursePrefill(new URL(args.request.url).searchParams);
  return { categories: (await listCategories(ctx.db)).map((c) => c.name), prefill };
}

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const values = Object.fromEntries(form) as Record<string, string>;
  const parsed = parseCourseForm(form);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
  const saved = await createCourse(ctx.db, parsed.value);
  if (!saved.ok) {
    const refusal = SAVE_REFUSALS[saved.error];
    return data({ errors: refusal.errors, values }, { status: refusal.status });
  }
  ctx.log.info({ courseId: saved.id }, "course added");
  return redirect(`/admin/courses/${saved.id}?saved=1`);
}

export default function AdminCourseNew() {
  const { categories, prefill } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const filled = Object.keys(prefill.values).length > 0;
  return (
    <>
      <h1 className="text-2xl font-bold">Add a course</h1>
      {!result && filled && <Notice>Some fields are filled in from the link you followed. Check every field before adding the course.</Notice>}
      {!result && prefill.ignored.length > 0 && (
        <Notice tone="error">Left empty because the link's value was not valid: {prefill.ignored.join(", ")}.</Notice>
      )}
      <CourseForm values={{ ...emptyCourse, ...prefill.values, ...result?.values }} categories={categories} errors={result?.errors} submitLabel="Add course" />
    </>
  );
}
