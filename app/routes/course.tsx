import { data, useActionData, useLoaderData } from "react-router";
import { appContext, type AppContext } from "~/.server/context";
import { findCourseBySlug } from "~/.server/db/courses";
import { readForm } from "~/.server/form";
import { limitHeaders } from "~/.server/form-subscribe";
import { readTypedAddress } from "~/.server/intake/address-intake";
import { tooManyRequestsMessage } from "~/.server/limits";
import { shareImageVersion } from "~/.server/courses/share-image";
import { reserveSeat } from "~/.server/seats/reserve-seat";
import { CourseSchedule } from "~/components/course-schedule";
import { CourseStateBadge } from "~/components/course-state-badge";
import { PageNotFound } from "~/components/page-not-found";
import { PagePanel } from "~/components/page-panel";
import { RefField } from "~/components/ref-field";
import { ResultEmailForm } from "~/components/result-email-form";
import { ShareLink } from "~/components/share-link";
import { ShareButtons } from "~/components/share-buttons";
import { CourseProof } from "~/components/course-proof";
import { courseProof } from "~/.server/db/social-proof";
import { readShareSettings } from "~/.server/db/share-settings";
import { shareButtons } from "~/lib/copy/share";
import { BackLink } from "~/components/status-card";
import { Button } from "~/components/ui/button";
import { coursesCopy } from "~/lib/copy/courses";
import { sectionOf } from "~/lib/forms/parse-form";
import { notFoundPage } from "~/lib/copy/not-found";
import { coursePage as copy, seatPromise } from "~/lib/copy/seats";
import { shareCopy } from "~/lib/copy/wishes";
import { courseRef, refOfUrl, sharedLink } from "~/lib/schemas/referrals";
import { COURSE_STATE_LABELS, coursePath, courseState, hasRating, type CourseState, type CourseView } from "~/lib/schemas/course";
import { messages } from "~/lib/schemas/requests";
import type { ConfirmationTiming } from "~/lib/schemas/subscription-kinds";
import { courseJsonLd, inlineJson } from "~/lib/site/course-json-ld";
import { noIndexMeta, pageMeta } from "~/lib/site/meta";
import { sharedAsLoaderSays, sharedPage } from "~/lib/site/shared-page";
import { scheduleText } from "~/lib/site/schedule";
import type { Route } from "./+types/course";

// A course's page, /courses/{slug}: what it is, when it meets, its seats, and what a visitor can do
// now (register interest, reserve a seat, join the waitlist).
//
// A live page (lib/site/shared-page.ts): its seats left change with every confirmation, and a count a
// minute old would offer a seat that is gone. So shared caches ask again each time, and the server
// keeps it (server/page-cache.ts) only until the course, its category or its seats change (a
// notification to every instance), and at most 5 s.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const course = await findCourseBySlug(db, params.slug);
  if (!course) return data({ course: null, singapore: null, jsonLd: "", shareImage: "", shareUrl: "", referral: undefined, proof: undefined }, { status: 404 });
  const proof = await courseProof(db, course.id, await readShareSettings(db));
  const url = config.PUBLIC_URL + coursePath(course.slug);
  const shareImage = `${coursePath(course.slug)}/share.png?v=${shareImageVersion(course)}`;
  const jsonLd = inlineJson(courseJsonLd(course, url, config.PUBLIC_URL, config.PUBLIC_URL + shareImage));
  // The link to share carries the course's ref: visits and sign-ups it brings are credited to it.
  const shareUrl = sharedLink(config.PUBLIC_URL, coursePath(course.slug), courseRef(course.slug));
  // The page's own ref (a visit through the shared link), which its Register form posts without JavaScript.
  return data(
    { course, singapore: course.starts_at ? scheduleText(course.starts_at) : null, jsonLd, shareImage, shareUrl, referral: refOfUrl(request.url), proof },
    { headers: sharedPage({ freshness: "live", reads: ["courses", "categories", "seats", "course_counts"], ownRef: courseRef(course.slug) }) },
  );
}

export const headers = sharedAsLoaderSays;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const course = loaderData?.course;
  if (!course) return noIndexMeta({ title: notFoundPage.metaTitle, description: notFoundPage.body });
  const state = COURSE_STATE_LABELS[courseState(course)];
  return pageMeta(matches, {
    title: `${course.title} · ${course.instructor} | Classwish`,
    description: `${state}: ${course.description}`,
    path: coursePath(course.slug),
    image: { path: loaderData.shareImage, alt: `${course.title}, a live online class by ${course.instructor} on Classwish` },
  });
}

type Result =
  | { kind: "sent"; confirmation: ConfirmationTiming }
  | { kind: "invalid"; email: string; error: string }
  | { kind: "refused"; message: string };

const RESERVE_INTENT = "reserve";

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await readForm(request);
  const course = await findCourseBySlug(ctx.db, params.slug);
  if (!course) return data<Result>({ kind: "refused", message: notFoundPage.body }, { status: 404 });
  const section = sectionOf(sections, form);
  if (!section) return data<Result>({ kind: "refused", message: "Unknown action." }, { status: 400 });
  return section(ctx, course.id, form);
}

/** Reserve a seat (or join the waitlist): the same reserveSeat() whatever sends the form. */
async function reserve(ctx: AppContext, courseId: number, form: FormData) {
  const address = readTypedAddress(form);
  if (address.kind === "invalid") return data<Result>({ kind: "invalid", email: address.typed, error: address.error }, { status: 400 });
  const outcome = await reserveSeat(ctx, ctx, { courseId, email: address.email, honeypot: address.honeypot });
  switch (outcome.kind) {
    case "disposable":
      return data<Result>({ kind: "invalid", email: address.email, error: messages.emailDisposable }, { status: 400 });
    case "limited":
      return data<Result>({ kind: "refused", message: tooManyRequestsMessage(outcome.retryAfterSeconds) }, { status: 429, headers: limitHeaders(outcome) });
    case "unknown-course":
      return data<Result>({ kind: "refused", message: notFoundPage.body }, { status: 404 });
    case "not-open":
      return data<Result>({ kind: "refused", message: outcome.course.status === "closed" ? copy.notOpenClosed : copy.notOpen }, { status: 409 });
    case "accepted":
      ctx.log.info({ courseId }, "seat requested");
      return data<Result>({ kind: "sent", confirmation: outcome.confirmation });
  }
}

/** The page's one form: its Reserve (or Join the waitlist) button. */
const sections = { [RESERVE_INTENT]: reserve };

export default function CoursePage() {
  const { course, singapore, jsonLd, shareUrl, referral, proof } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!course) return <PageNotFound />;
  const state = courseState(course);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:py-14">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <article aria-labelledby="course-title" className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
              <span className="sr-only">{copy.facts.category}: </span>
              {course.category}
            </span>
            <CourseStateBadge course={course} testId="course-state" />
          </div>
          <h1 id="course-title" className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {course.title}
          </h1>
          <p className="text-lg text-slate-700">
            <span className="sr-only">{copy.facts.instructor}: </span>
            {course.instructor}
            {hasRating(course.rating) && <span className="text-slate-600"> · {coursesCopy.ratingLabel(course.rating.score, course.rating.count)}</span>}
          </p>
          <CourseProof proof={proof} state={state} className="text-base" />
        </header>
        <p className="text-base leading-relaxed text-slate-800">{course.description}</p>
        <Facts course={course} singapore={singapore} />
        <Seats course={course} state={state} result={result} referral={referral} />
        <PagePanel id="course-share" title={shareCopy.courseTitle}>
          <p className="mt-2 mb-4 text-slate-700">{shareCopy.courseIntro}</p>
          <ShareLink id="course-share-url" url={shareUrl} label={shareCopy.courseLabel} title={course.title} />
          <ShareButtons className="mt-4" url={shareUrl} text={shareButtons.courseText(course.title)} subject={shareButtons.courseSubject(course.title)} what={shareCopy.courseWhat} />
        </PagePanel>
      </article>
      <BackLink to="/#courses" label={copy.back} />
    </main>
  );
}

function Facts({ course, singapore }: { course: CourseView; singapore: ReturnType<typeof scheduleText> | null }) {
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 md:grid-cols-3">
      <div>
        <dt className="text-sm text-slate-600">{copy.facts.price}</dt>
        <dd className="font-semibold text-slate-900">{course.price}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{copy.facts.duration}</dt>
        <dd className="font-semibold text-slate-900">{course.duration}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{copy.facts.classSize}</dt>
        <dd className="font-semibold text-slate-900">{copy.classSize(course.class_size)}</dd>
      </div>
      {course.status === "opened" && (
        <div>
          <dt className="text-sm text-slate-600">{copy.facts.seatsLeft}</dt>
          <dd className="font-semibold text-slate-900" data-testid="seats-left">
            {copy.seatsLeft(course.seats_left, course.class_size)}
          </dd>
        </div>
      )}
      <CourseSchedule startsAt={course.starts_at} singapore={singapore} />
    </dl>
  );
}

/** What a visitor can do now: register interest, reserve a seat, join the waitlist, or nothing (closed). */
function Seats({ course, state, result, referral }: { course: CourseView; state: CourseState; result: Result | undefined; referral?: string }) {
  if (state === "closed") {
    return (
      <PagePanel id="seats" title={copy.closedTitle}>
        <p className="mt-2 text-slate-700">{copy.closedIntro}</p>
      </PagePanel>
    );
  }
  if (state === "registration_open") {
    // The card's Register form (a plain post to /register), which then offers the opening notice.
    return (
      <PagePanel id="seats" title={copy.registerTitle}>
        <p className="mt-2 text-slate-700">{copy.registerIntro}</p>
        <form method="post" action="/register" className="mt-4">
          <input type="hidden" name="course_id" value={course.id} />
          <RefField initial={referral} />
          <Button type="submit" aria-label={coursesCopy.registerFor(course.title)}>
            {coursesCopy.register}
          </Button>
        </form>
      </PagePanel>
    );
  }
  const full = state === "full";
  return (
    <PagePanel id="seats" title={result?.kind === "sent" ? copy.sentTitle : full ? copy.waitlistTitle : copy.reserveTitle}>
      {/* The price is shown above: say plainly that holding a seat costs nothing. */}
      <p className="mt-2 font-medium text-slate-900" data-testid="seat-free">
        {seatPromise.free}
      </p>
      {result?.kind === "sent" ? (
        <output className="mt-2 block text-slate-700" data-testid="seat-sent">
          {copy.sent(result.confirmation, full)}
        </output>
      ) : (
        <>
          {result?.kind === "refused" && (
            <p role="alert" className="mt-2 font-medium text-red-800">
              {result.message}
            </p>
          )}
          <ResultEmailForm
            id="seat-email"
            className="mt-2"
            lead={full ? copy.waitlistIntro : copy.reserveIntro(course.seats_left)}
            label={copy.emailLabel}
            placeholder={copy.emailPlaceholder}
            submit={full ? copy.joinWaitlist : copy.reserve}
            fields={{ intent: RESERVE_INTENT }}
            email={result?.kind === "invalid" ? result.email : undefined}
            error={result?.kind === "invalid" ? result.error : undefined}
          />
        </>
      )}
    </PagePanel>
  );
}
