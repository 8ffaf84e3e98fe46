import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { MessageStatus } from "~/lib/schemas/mail-constants";

/**
 * Where a course's opening notices (or another group of its messages, named by `title`) are. While
 * some are on their way the page refreshes the figures every two seconds.
 */
export function OpeningProgress({ progress, title = "Opening notices", testId = "progress" }: { progress: Record<MessageStatus, number>; title?: string; testId?: string }) {
  const revalidator = useRevalidator();
  const inFlight = progress.queued + progress.sending + progress.retrying;
  const total = inFlight + progress.sent + progress.failed + progress.dropped;
  const active = inFlight > 0;
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(t);
  }, [active, revalidator]);
  if (total === 0) return null;
  const done = progress.sent + progress.failed + progress.dropped;
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <p data-testid={testId}>
        {progress.sent} of {total} sent · {inFlight} on the way · {progress.failed} failed · {progress.dropped} dropped
      </p>
      {/* Announced once, when nothing is on its way any more: the figures above change every two
          seconds while messages go, and a live region there was read out at each refresh. */}
      <p className="sr-only" aria-live="polite" data-testid={`${testId}-done`}>
        {active ? "" : `${title}: ${progress.sent} of ${total} sent, ${progress.failed} failed, ${progress.dropped} dropped.`}
      </p>
      {/* Styled in the site's palette (the browser's default bar is bright green): Chromium and Safari
          draw the value with ::-webkit-progress-value, Firefox with ::-moz-progress-bar. */}
      <progress
        max={total}
        value={done}
        aria-label={`${title} processed`}
        className="h-3 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
      />
    </div>
  );
}
