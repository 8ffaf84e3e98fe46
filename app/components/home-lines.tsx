// Lines under the home page's heading: the launch date with the days left, and why a visitor
// who came through a friend's link is here.
import { invitedNote, socialProof as copy } from "~/lib/copy/share";
import { isPersonRef } from "~/lib/schemas/referrals";
import { longDate } from "~/lib/schemas/site-content";
import type { LaunchLine } from "~/lib/site/launch-countdown";

/** "Launching 1 October 2026 · in 12 days", under the home page's heading, when the operator set a date. */
export function LaunchCountdown({ launch }: { launch: LaunchLine | null }) {
  if (!launch) return null;
  return (
    <p className="mt-4 inline-flex flex-wrap items-center justify-center gap-x-2 rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800" data-testid="launch-countdown">
      <span>
        {copy.launch(longDate(launch.date))}
      </span>
      <span aria-hidden="true">·</span>
      <span>{copy.daysLeft(launch.days)}</span>
    </p>
  );
}

/** The home page reached through a person's referral link (`?ref=p_…`) says why the visitor is here. */
export function InvitedNote({ referral }: { referral: string | undefined }) {
  if (!referral || !isPersonRef(referral)) return null;
  return (
    <p className="mt-3 text-base text-slate-700" data-testid="invited-note">
      {invitedNote}
    </p>
  );
}
