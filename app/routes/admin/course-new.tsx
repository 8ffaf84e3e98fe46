import { data, redirect, useActionData, useLoaderData } from "react-router";
import { CourseForm, emptyCourse } from "~/components/admin/course-form";
import { listCategories } from "~/.server/admin/categories";
import { createCourse } from "~/.server/admin/courses";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { parseCourseForm, SAVE_REFUSALS } from "~/lib/admin/course-form";
import { adminMeta } from "~/lib/admin/copy";
import type { Route } from "./+types/course-new";

export const meta = () => adminMeta("Add a course");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  return { categories: (await listCategories(ctx.db)).map((c) => c.name) };
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
  const { categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Add a course</h1>
      <CourseForm values={{ ...emptyCourse, ...result?.values }} categories={categories} errors={result?.errors} submitLabel="Add course" />
    </>
  );
}
