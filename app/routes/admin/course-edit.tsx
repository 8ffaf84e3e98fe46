import { useEffect } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useRevalidator } from "react-router";
import { CourseForm } from "~/components/admin/course-form";
import { CsrfField } from "~/components/admin/csrf-field";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { getCourse, openingProgress, updateCourse } from "~/.server/admin/courses";
import { dryRun } from "~/.server/admin/dry-run";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { openCourse } from "~/.server/courses/open-course";
import { parseCourseForm } from "~/lib/admin/course-form";
import { adminMeta, STATUS_LABELS } from "~/lib/admin/copy";
import { parseRowId } from "~/lib/schemas/input";
import type { Route } from "./+types/course-edit";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.course.title ?? "Course");

function courseId(params: { id?: string }): number {
  const id = parseRowId(params.id);
  if (id === undefined) throw data("No such course.", { status: 404, statusText: "Not Found" });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const id = courseId(args.params);
  const course = await getCourse(ctx.db, id);
  if (!course) throw data("No such course.", { status: 404, statusText: "Not Found" });
  const { searchVector: _v, ...visible } = course;
  const url = new URL(args.request.url);
  return { course: visible, progress: await openingProgress(ctx.db, id), saved: url.searchParams.has("saved") };
}

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const id = courseId(args.params);
  const intent = form.get("intent");
  if (intent === "open-preview" || intent === "open") {
    // The preview is the real action in a rolled-back transaction: the count is what "Open" will queue.
    const outcome = intent === "open" ? await openCourse(ctx, id) : await dryRun(ctx, (s) => openCourse(s, id));
    if (outcome.kind === "not-found") throw data("No such course.", { status: 404 });
    if (intent === "open-preview") return { kind: "confirm-open" as const, willQueue: outcome.queued };
    ctx.log.info({ courseId: id, queued: outcome.queued }, "course opened from the console");
    return { kind: "opened" as const, queued: outcome.queued };
  }
  const values = Object.fromEntries(form) as Record<string, string>;
  const parsed = parseCourseForm(form);
  if (!parsed.ok) return data({ kind: "invalid" as const, errors: parsed.errors, values }, { status: 400 });
  const saved = await updateCourse(ctx.db, id, parsed.value);
  if (!saved.ok && saved.error === "not-found") throw data("No such course.", { status: 404 });
  if (!saved.ok) return data({ kind: "invalid" as const, errors: { title: "A course with this title already exists." }, values }, { status: 409 });
  return redirect(`/admin/courses/${id}?saved=1`);
}

export default function AdminCourseEdit() {
  const { course, progress, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const inFlight = progress.queued + progress.sending + progress.retrying;
  const total = inFlight + progress.sent + progress.failed + progress.dropped;
  // While notices are on their way, refresh the progress every two seconds.
  const active = inFlight > 0;
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(t);
  }, [active, revalidator]);

  return (
    <>
      <h1 className="text-2xl font-bold">{course.title}</h1>
      {saved && <Notice>Saved.</Notice>}
      <section aria-labelledby="open-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="open-heading" className="text-xl font-semibold">Open this course</h2>
        <p>
          Status: <strong>{STATUS_LABELS[course.status]}</strong>. Opening it tells every confirmed subscriber registered for it that
          registration is open (each person once, however often you open it).
        </p>
        {result?.kind === "confirm-open" ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <CsrfField />
            <input type="hidden" name="intent" value="open" />
            <output className="block">
              This will queue <strong data-testid="will-queue">{result.willQueue}</strong> message{result.willQueue === 1 ? "" : "s"}. Open “{course.title}”?
            </output>
            <Button type="submit">Yes, open and send</Button>
          </Form>
        ) : (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="open-preview" />
            <Button type="submit" variant="secondary">
              Open course…
            </Button>
          </Form>
        )}
        {result?.kind === "opened" && <Notice>Course opened: {result.queued} message{result.queued === 1 ? "" : "s"} queued.</Notice>}
        {total > 0 && (
          <div>
            <h3 className="font-semibold">Opening notices</h3>
            <p data-testid="progress" aria-live="polite">
              {progress.sent} of {total} sent · {inFlight} on the way · {progress.failed} failed · {progress.dropped} dropped
            </p>
            <progress max={total} value={progress.sent + progress.failed + progress.dropped} aria-label="Opening notices processed" className="w-full" />
          </div>
        )}
      </section>
      <h2 className="text-xl font-semibold">Edit</h2>
      <CourseForm
        values={result?.kind === "invalid" ? { ...course, ...result.values } : course}
        errors={result?.kind === "invalid" ? result.errors : undefined}
        submitLabel="Save changes"
      />
    </>
  );
}
