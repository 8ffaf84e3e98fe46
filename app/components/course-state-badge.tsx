import { coursesCopy } from "~/lib/copy/courses";
import { COURSE_STATE_LABELS, courseState, type CourseState, type CourseView } from "~/lib/schemas/course";

/** One colour per state, wherever the state is shown (a card, the course's page). */
export const COURSE_STATE_STYLES: Record<CourseState, string> = {
  registration_open: "bg-emerald-50 text-emerald-800",
  open_for_seats: "bg-brand-50 text-brand-800",
  full: "bg-amber-50 text-amber-900",
  closed: "bg-slate-100 text-slate-800",
};

/** What a visitor can do with a course, in the words and colour of COURSE_STATE_LABELS. */
export function CourseStateBadge({ course, testId }: { course: Pick<CourseView, "status" | "seats_left" | "level">; testId: string }) {
  const state = courseState(course);
  return (
    <span className={`rounded-full px-2.5 py-1 ${COURSE_STATE_STYLES[state]}`} data-state={state} data-testid={testId}>
      <span className="sr-only">{coursesCopy.levelLabel}: </span>
      {/* The interest state shows the course's own level text ('Registration Open' by default). */}
      {state === "registration_open" ? course.level : COURSE_STATE_LABELS[state]}
    </span>
  );
}
