import { seatPage as copy } from "~/lib/copy/seats";
import { googleCalendarUrl, outlookCalendarUrl, type ClassEvent } from "~/lib/site/class-calendar";
import { CourseSchedule } from "~/components/course-schedule";
import { scheduleText } from "~/lib/site/schedule";

type Props = { course: { title: string; startsAt: string | null; weeks: number } };

/** Where the page's calendar links point: the joining link is private to e-mails, so they name none. */
const PAGE_LOCATION = "Online (the joining link is in your Classwish e-mails)";

/**
 * A held seat's schedule: the first class and the weekly time in Singapore time and, once the
 * browser runs, the visitor's own zone (CourseSchedule), then Google and Outlook links whose times
 * are UTC, so both calendars show them right wherever the visitor is.
 */
export function SeatSchedule({ course }: Props) {
  if (!course.startsAt) {
    return (
      <section aria-labelledby="seat-schedule" className="mt-6">
        <h2 id="seat-schedule" className="text-lg font-semibold">
          {copy.scheduleTitle}
        </h2>
        <p className="mt-2 text-slate-700">{copy.notAnnounced}</p>
      </section>
    );
  }
  const event: ClassEvent = { title: course.title, startsAt: course.startsAt, sessions: course.weeks, details: `${course.title}, a live class on Classwish.`, location: PAGE_LOCATION };
  return (
    <section aria-labelledby="seat-schedule" className="mt-6">
      <h2 id="seat-schedule" className="text-lg font-semibold">
        {copy.scheduleTitle}
      </h2>
      <dl className="mt-3 grid gap-3">
        <CourseSchedule startsAt={course.startsAt} singapore={scheduleText(course.startsAt)} />
      </dl>
      <h3 className="mt-4 font-semibold">{copy.addToCalendar}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        <li>
          <a href={googleCalendarUrl(event)} className="font-semibold text-brand-800 underline underline-offset-4" data-testid="google-calendar">
            {copy.googleCalendar}
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(event)} className="font-semibold text-brand-800 underline underline-offset-4" data-testid="outlook-calendar">
            {copy.outlookCalendar}
          </a>
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-600">{copy.calendarNote}</p>
    </section>
  );
}
