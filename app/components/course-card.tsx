import { useId, useRef, type RefObject } from "react";
import { RefField } from "~/components/ref-field";
import { Button, buttonClass } from "~/components/ui/button";
import { coursePath, courseState, hasRating, type CourseView } from "~/lib/schemas/course";
import { CourseProof } from "~/components/course-proof";
import type { CourseProof as CourseProofView } from "~/lib/schemas/share-view";
import { CourseStateBadge } from "~/components/course-state-badge";
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
  /** This page recorded a registration for the course: the button says so (pressing it again records nothing new). */
  registered?: boolean;
  /** The shared link of the page's address, which the form posts without JavaScript (RefField). */
  referral?: string;
  /** Social proof ("N people want this", "N on the waitlist"), when the page has it. */
  proof?: CourseProofView;
};

function StarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-amber-500">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-current">
      <path d="M7.7 14.3 3.4 10l1.4-1.4 2.9 2.9 7.5-7.5 1.4 1.4z" />
    </svg>
  );
}

/** Where a card's seat action goes: the course page's seat form (its panel's id), with and without JavaScript. */
const seatFormOf = (course: CourseView) => `${coursePath(course.slug)}#seats`;

/** One trial course: what it is, who teaches it, how long, how much, how many want it, and what to do now (its state's action). */
export function CourseCard({ course, onRegister, busy = false, registered = false, referral, proof }: Props) {
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
        <CourseStateBadge course={course} testId="course-level" />
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
      <CourseProof proof={proof} state={courseState(course)} />
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
      <CardAction course={course} onRegister={onRegister} busy={busy} registered={registered} referral={referral} buttonRef={buttonRef} />
    </article>
  );
}

/**
 * The card's main action follows the course's state: Register while registration is open, Reserve
 * a seat while seats are open, Join the waitlist when it is full (both plain links to the course
 * page's seat form, which asks for the address), none when it is closed.
 */
function CardAction({
  course,
  onRegister,
  busy,
  registered,
  referral,
  buttonRef,
}: Omit<Props, "busy" | "registered"> & { busy: boolean; registered: boolean; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const state = courseState(course);
  if (state === "closed") return null;
  if (state === "open_for_seats" || state === "full") {
    const full = state === "full";
    return (
      <a href={seatFormOf(course)} className={buttonClass("primary", "md", "w-full")} aria-label={full ? coursesCopy.joinWaitlistFor(course.title) : coursesCopy.reserveIn(course.title)} data-testid="card-action">
        {full ? coursesCopy.joinWaitlist : coursesCopy.reserve}
      </a>
    );
  }
  // A real form, so Register works without JavaScript (the /register route records it and answers
  // with a page). With JavaScript the page handles it in place instead. Not `disabled` while busy:
  // a disabled button drops focus, and the prompt returns focus here. The name carries the title,
  // since nine buttons read "Register" alike.
  return (
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
        aria-label={registered ? coursesCopy.registeredFor(course.title) : coursesCopy.registerFor(course.title)}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-testid="card-action"
      >
        {registered && <CheckIcon />}
        {registered ? coursesCopy.registered : coursesCopy.register}
      </Button>
    </form>
  );
}
