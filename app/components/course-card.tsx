import { useId, useRef } from "react";
import { RefField } from "~/components/ref-field";
import { Button } from "~/components/ui/button";
import { COURSE_STATE_LABELS, coursePath, courseState, hasRating, type CourseView } from "~/lib/schemas/course";
import { coursesCopy } from "~/lib/copy/courses";

/** Where a card's Register form posts when the page has no JavaScript (app/routes/register.tsx). */
const REGISTER_ACTION = "/register";

export type RegisterHandler = (course: CourseView, button: HTMLButtonElement) => void;

type Props = {
  course: CourseView;
  /** Handles Register in the page; without it (a result page) the form posts to /register. */
  onRegister?: RegisterHandler;
  /** This course's registration is being sent: the button stays focusable but inert. */
  busy?: boolean;
  /** The shared link of the page's address, which the form posts without JavaScript (RefField). */
  referral?: string;
};

function StarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-amber-500">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
    </svg>
  );
}

/** One trial course: what it is, who teaches it, how long, how much, and Register. */
export function CourseCard({ course, onRegister, busy = false, referral }: Props) {
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <article
      aria-labelledby={titleId}
      data-course-id={course.id}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {/* Stacked at every width: side by side they fit in some cards and wrapped in others, so
          the same card looked different in the row and beside a search. */}
      <div className="flex flex-col items-start gap-1.5 text-xs font-semibold" data-testid="course-pills">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
          <span className="sr-only">{coursesCopy.categoryLabel}: </span>
          {course.category}
        </span>
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800" data-testid="course-level">
          <span className="sr-only">{coursesCopy.levelLabel}: </span>
          {courseState(course) === "registration_open" ? course.level : COURSE_STATE_LABELS[courseState(course)]}
        </span>
      </div>
      {/* The title links to the course's page (schedule, seats); a plain link, so it works without JavaScript. */}
      <h3 id={titleId} className="text-lg leading-snug font-bold text-slate-900">
        <a href={coursePath(course.slug)} className="underline-offset-4 hover:underline focus-visible:underline">
          {course.title}
        </a>
      </h3>
      <p className="text-sm text-slate-700">
        <span className="sr-only">{coursesCopy.instructorLabel}: </span>
        {course.instructor}
      </p>
      <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
      <dl className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-sm">
        {hasRating(course.rating) && (
          <div>
            <dt className="sr-only">Rating</dt>
            <dd className="flex items-center gap-1 text-slate-800">
              <StarIcon />
              <span aria-hidden="true" className="font-semibold">
                {course.rating.score.toFixed(1)}
              </span>
              <span aria-hidden="true" className="text-slate-600">
                ({course.rating.count})
              </span>
              <span className="sr-only">{coursesCopy.ratingLabel(course.rating.score, course.rating.count)}</span>
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">{coursesCopy.durationLabel}</dt>
          <dd className="text-slate-800">{course.duration}</dd>
        </div>
        <div>
          <dt className="sr-only">{coursesCopy.priceLabel}</dt>
          <dd className="text-base font-bold text-slate-900">{course.price}</dd>
        </div>
      </dl>
      {/* A real form, so Register works without JavaScript (the /register route records it and
          answers with a page). With JavaScript the page handles it in place instead.
          Not `disabled` while busy: a disabled button drops focus, and the prompt returns focus here.
          The name carries the title, since nine buttons read "Register" alike. */}
      <form
        method="post"
        action={REGISTER_ACTION}
        onSubmit={(e) => {
          if (!onRegister) return;
          e.preventDefault();
          if (!busy && buttonRef.current) onRegister(course, buttonRef.current);
        }}
      >
        <input type="hidden" name="course_id" value={course.id} />
        <RefField initial={referral} />
        <Button
          ref={buttonRef}
          type="submit"
          className="w-full aria-busy:opacity-70"
          aria-label={coursesCopy.registerFor(course.title)}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {coursesCopy.register}
        </Button>
      </form>
    </article>
  );
}
