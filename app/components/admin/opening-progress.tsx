import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { MessageStatus } from "~/lib/schemas/mail-constants";

/**
 * Where a course's opening notices are. While some are on their way the page refreshes the figures
 * every two seconds.
 */
export function OpeningProgress({ progress }: { progress: Record<MessageStatus, number> }) {
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
      <h3 className="font-semibold">Opening notices</h3>
      <p data-testid="progress" aria-live="polite">
        {progress.sent} of {total} sent · {inFlight} on the way · {progress.failed} failed · {progress.dropped} dropped
      </p>
      {/* A drawn bar, not <progress>: its colours are the site's on every browser (a native one is bright green). */}
      <div
        role="progressbar"
        aria-label="Opening notices processed"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${(done / total) * 100}%` }} data-testid="progress-fill" />
      </div>
    </div>
  );
}
