import { data, redirect, useActionData } from "react-router";
import { CourseForm, emptyCourse } from "~/components/admin/course-form";
import { createCourse } from "~/.server/admin/courses";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { parseCourseForm } from "~/lib/admin/course-form";
import { adminMeta } from "~/lib/admin/copy";
import type { Route } from "./+types/course-new";

export const meta = () => adminMeta("Add a course");

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const values = Object.fromEntries(form) as Record<string, string>;
  const parsed = parseCourseForm(form);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
  const saved = await createCourse(ctx.db, parsed.value);
  if (!saved.ok) return data({ errors: { title: "A course with this title already exists." }, values }, { status: 409 });
  ctx.log.info({ courseId: saved.id }, "course added");
  return redirect(`/admin/courses/${saved.id}?saved=1`);
}

export default function AdminCourseNew() {
  const result = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Add a course</h1>
      <CourseForm values={{ ...emptyCourse, ...result?.values }} errors={result?.errors} submitLabel="Add course" />
    </>
  );
}
