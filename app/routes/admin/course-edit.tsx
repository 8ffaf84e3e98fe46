import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { CourseForm, courseValues } from "~/components/admin/course-form";
import { OpeningProgress } from "~/components/admin/opening-progress";
import { CsrfField } from "~/components/admin/csrf-field";
import { IntentButton } from "~/components/admin/intent-button";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { CancelLink } from "~/components/admin/cancel-link";
import { listCategories } from "~/.server/db/categories";
import { getCourse, openingProgress } from "~/.server/admin/courses";
import { attachConcept, takeBackIn } from "~/.server/admin/demand-corrections";
import { dryRun } from "~/.server/admin/dry-run";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { openCourse } from "~/.server/courses/open-course";
import { saveCourse } from "~/.server/courses/save-course";
import { notifyAskers } from "~/.server/courses/notify-askers";
import { courseAskers, nearConcepts } from "~/.server/admin/course-askers";
import { setExcluded } from "~/.server/db/course-audience";
import { courseSeats } from "~/.server/db/seats";
import { releaseSeatByOperator } from "~/.server/seats/operator-seats";
import { CourseSeats } from "~/components/admin/course-seats";
import { CourseAskers, type NotifyResult } from "~/components/admin/course-askers";
import { coursePath } from "~/lib/schemas/course";
import { parseCourseForm, SAVE_REFUSALS, startsAtField } from "~/lib/admin/course-form";
import { adminMeta, STATUS_LABELS } from "~/lib/admin/copy";
import { parseRowId } from "~/lib/schemas/input";
import { rowId, text } from "~/lib/forms/fields";
import { conceptKeyField } from "~/lib/schemas/demand-corrections";
import { parseForm, sectionOf, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import type { Route } from "./+types/course-edit";
import { Permitted } from "~/components/admin/use-can";

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
  const url = new URL(args.request.url);
  const [progress, categories, seats, askers, near] = await Promise.all([
    openingProgress(ctx.db, id),
    listCategories(ctx.db),
    courseSeats(ctx.db, id),
    courseAskers(ctx.db, id),
    // Worked out when asked for (?near=1): it scores hundreds of concepts against the course.
    url.searchParams.get("near") === "1" ? nearConcepts(ctx.db, id) : undefined,
  ]);
  return {
    course: { ...course, startsAt: startsAtField(course.startsAt) },
    progress,
    seats,
    askers,
    near,
    categories: categories.map((c) => c.name),
    saved: url.searchParams.has("saved"),
    released: url.searchParams.has("released"),
  };
}

type Post = { ctx: AppContext; form: FormData; id: number };
const notFound = () => data("No such course.", { status: 404, statusText: "Not Found" });

/** The preview is the real action in a rolled-back transaction: the count is what "Open" will queue. */
async function openPreview({ ctx, id }: Post) {
  const course = await getCourse(ctx.db, id);
  if (!course) throw notFound();
  const outcome = await dryRun(ctx, (s) => openCourse(s, id));
  if (outcome.kind === "not-found") throw notFound();
  if (outcome.queued > 0) return { kind: "confirm-open" as const, willQueue: outcome.queued };
  // Nothing to send: say why. An open course has nothing left to do; a closed or new one may still be opened.
  return { kind: "nothing-to-send" as const, alreadyOpened: course.status === "opened" };
}

async function open({ ctx, id }: Post) {
  const outcome = await openCourse(ctx, id);
  if (outcome.kind === "not-found") throw notFound();
  ctx.log.info({ courseId: id, queued: outcome.queued }, "course opened from the console");
  ctx.audit?.({ touched: outcome.queued });
  return { kind: "opened" as const, queued: outcome.queued };
}

const seatSchema = z.object({ seat_id: rowId("No such seat to release.") });
async function releaseSeat({ ctx, form, id }: Post) {
  const posted = parseForm(form, seatSchema);
  if (!posted.ok || !(await releaseSeatByOperator(ctx, id, posted.value.seat_id))) throw data("No such seat to release.", { status: 404 });
  ctx.log.info({ courseId: id, seatId: posted.value.seat_id }, "seat released from the console");
  return redirect(`/admin/courses/${id}?released=1#seats-heading`);
}

/** The operator's say over who counts as an asker: a concept's searches left out of Notify them (and its count), or back in. */
const conceptKeySchema = z.object({ concept_key: conceptKeyField().pipe(z.string().min(1, "No concept given.")) });
const counting =
  (leaveOut: boolean) =>
  async ({ ctx, form, id }: Post) => {
    const posted = parseForm(form, conceptKeySchema);
    if (!posted.ok) throw data(posted.message, { status: 400 });
    if (leaveOut) await setExcluded(ctx.db, id, posted.value.concept_key, true);
    else await takeBackIn(ctx.db, id, posted.value.concept_key);
    return redirect(`/admin/courses/${id}#askers-heading`);
  };

const conceptSchema = z.object({ concept: text() });
async function attach({ ctx, form, id }: Post) {
  const posted = parseForm(form, conceptSchema);
  const outcome = await attachConcept(ctx.db, posted.ok ? posted.value.concept : "", id);
  if (!outcome.ok) return data({ kind: "attach-refused", message: outcome.message } satisfies NotifyResult, { status: 409 });
  ctx.log.info({ courseId: id }, "concept attached to a course from the console");
  return { kind: "attached", message: outcome.message } satisfies NotifyResult;
}

/** Tell the people who asked; the preview's count is the real action in a rolled-back transaction. */
const notifyAsked =
  (preview: boolean) =>
  async ({ ctx, id }: Post) => {
    const outcome = preview ? await dryRun(ctx, (s) => notifyAskers(s, id)) : await notifyAskers(ctx, id);
    if (outcome.kind === "not-found") throw notFound();
    if (outcome.kind === "closed") {
      const message = `“${outcome.title}” is closed: only a course that is offered can be announced to the people who asked. Nothing was sent.`;
      return data({ kind: "notify-refused", message } satisfies NotifyResult, { status: 409 });
    }
    if (preview) return (outcome.queued > 0 ? { kind: "confirm-notify", willSend: outcome.queued } : { kind: "nothing-to-notify" }) satisfies NotifyResult;
    ctx.log.info({ courseId: id, queued: outcome.queued }, "askers notified from the console");
    ctx.audit?.({ touched: outcome.queued });
    return { kind: "notified", queued: outcome.queued } satisfies NotifyResult;
  };

async function save({ ctx, form, id }: Post) {
  const posted = parseCourseForm(form);
  if (!posted.ok) return data({ kind: "invalid" as const, errors: posted.errors, values: posted.values }, { status: 400 });
  const saved = await saveCourse(ctx, id, posted.value);
  if (!saved.ok) {
    if (saved.error === "not-found") throw notFound();
    const refusal = SAVE_REFUSALS[saved.error];
    return data({ kind: "invalid" as const, errors: refusal.errors, values: posted.values }, { status: refusal.status });
  }
  ctx.log.info({ courseId: id, ...saved.seats }, "course saved from the console");
  return redirect(`/admin/courses/${id}?saved=1`);
}

/** One handler per section of the page, by the intent its form posts (the role table's list of them). */
const sections = {
  "open-preview": openPreview,
  open,
  "release-seat": releaseSeat,
  "leave-out": counting(true),
  "take-in": counting(false),
  "attach-concept": attach,
  "notify-preview": notifyAsked(true),
  notify: notifyAsked(false),
  save,
  "": save,
} satisfies Record<IntentOf<"courses/:id">, (post: Post) => Promise<unknown>>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const id = courseId(args.params);
  // A form without a known intent is the edit form.
  const section = sectionOf(sections, form) ?? save;
  return section({ ctx, form, id });
}

export default function AdminCourseEdit() {
  const { course, progress, categories, saved, released, seats, askers, near } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const opened = course.status === "opened";
  const notify = result?.kind === "confirm-notify" || result?.kind === "nothing-to-notify" || result?.kind === "notified" || result?.kind === "notify-refused" ? result : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">{course.title}</h1>
      {saved && <Notice>Saved.</Notice>}
      {released && <Notice>Seat released. If anyone was waiting, the first on the waitlist now holds it and has been e-mailed.</Notice>}
      <p>
        Page: <a href={coursePath(course.slug)} className="font-semibold text-brand-800 underline">{coursePath(course.slug)}</a>
      </p>
      <section aria-labelledby="open-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="open-heading" className="text-xl font-semibold">
          {opened ? "Seats are open" : "Open this course"}
        </h2>
        <p data-testid="open-status">
          Status: <strong>{STATUS_LABELS[course.status]}</strong>.{" "}
          {opened
            ? "Its page takes seat reservations, and every confirmed member of its list has been told (each person once); whoever confirms the list later is told when they confirm."
            : "Opening it opens its seats: its page offers Reserve a seat (seats go in the order people confirm them, then a waitlist), and every confirmed member of its list is told, each person once; whoever confirms the list later is told when they confirm."}
        </p>
        {result?.kind === "confirm-open" ? (
          <Permitted intent="open">
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <CsrfField />
              <input type="hidden" name="intent" value="open" />
              <output className="block">
                This will queue <strong data-testid="will-queue">{result.willQueue}</strong> message{result.willQueue === 1 ? "" : "s"}. Open “{course.title}”?
              </output>
              <Button type="submit">Yes, open and send</Button>
              <CancelLink to={`/admin/courses/${course.id}`} />
            </Form>
          </Permitted>
        ) : result?.kind === "nothing-to-send" && result.alreadyOpened ? (
          <output className="block" data-testid="nothing-to-send">
            Nothing would be sent: “{course.title}” is already open, and everyone on its list has been sent the notice. There is nothing to
            confirm.
          </output>
        ) : result?.kind === "nothing-to-send" ? (
          <Permitted intent="open">
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <CsrfField />
              <input type="hidden" name="intent" value="open" />
              <output className="block" data-testid="nothing-to-send">
                Nothing would be sent: no confirmed subscriber is on the list of “{course.title}” yet. Opening it only changes its status to
                Opened.
              </output>
              <Button type="submit">Yes, open without sending</Button>
              <CancelLink to={`/admin/courses/${course.id}`} />
            </Form>
          </Permitted>
        ) : opened ? null : (
          <IntentButton intent="open-preview" variant="secondary">
            Open course…
          </IntentButton>
        )}
        {result?.kind === "opened" && <Notice>Course opened: {result.queued} message{result.queued === 1 ? "" : "s"} queued.</Notice>}
        <OpeningProgress progress={progress} />
      </section>
      <CourseSeats courseId={course.id} classSize={course.classSize} opened={course.status === "opened"} seats={seats} />
      <CourseAskers title={course.title} closed={course.status === "closed"} wishId={course.wishId} askers={askers} near={near} result={notify} />
      <h2 className="text-xl font-semibold">Edit</h2>
      <CourseForm
        values={result?.kind === "invalid" ? { ...course, ...result.values } : courseValues(course)}
        categories={categories}
        errors={result?.kind === "invalid" ? result.errors : undefined}
        submitLabel="Save changes"
      />
    </>
  );
}
