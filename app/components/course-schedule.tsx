import { useSyncExternalStore } from "react";
import { coursePage as copy } from "~/lib/copy/seats";
import { scheduleText, visitorTimeZone, type ScheduleText } from "~/lib/site/schedule";

const noChanges = () => () => {};

type Props = { startsAt: string | null; singapore: ScheduleText | null };

/**
 * The first class and the weekly time in Singapore time (rendered on the server: the page is shared,
 * so it cannot know the visitor), then, once the browser runs, the same in the visitor's own time
 * zone when it differs.
 */
export function CourseSchedule({ startsAt, singapore }: Props) {
  // The server (and hydration) knows no zone; the browser's is read once it runs. It does not change.
  const zone = useSyncExternalStore(noChanges, visitorTimeZone, () => undefined);
  const local = startsAt && zone ? { zone, text: scheduleText(startsAt, zone) } : undefined;
  if (!startsAt || !singapore) {
    return (
      <div>
        <dt className="text-sm text-slate-600">{copy.facts.starts}</dt>
        <dd className="font-semibold text-slate-900">{copy.notAnnounced}</dd>
      </div>
    );
  }
  return (
    <>
      <div>
        <dt className="text-sm text-slate-600">{copy.facts.starts}</dt>
        <dd className="font-semibold text-slate-900">
          <time dateTime={startsAt}>{singapore.firstClass}</time> <span className="font-normal text-slate-700">{copy.singaporeTime}</span>
          {local && <span className="block font-normal text-slate-700" data-testid="local-first-class">{copy.yourTime(local.text.firstClass, local.zone)}</span>}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{copy.facts.weekly}</dt>
        <dd className="font-semibold text-slate-900">
          {singapore.weekly} <span className="font-normal text-slate-700">{copy.singaporeTime}</span>
          {local && <span className="block font-normal text-slate-700">{copy.yourTime(local.text.weekly, local.zone)}</span>}
        </dd>
      </div>
    </>
  );
}
