import { ShareButtons } from "~/components/share-buttons";
import { ShareLink } from "~/components/share-link";
import { referralCopy as copy, shareButtons } from "~/lib/copy/share";
import type { ReferralView } from "~/lib/schemas/share-view";

type Props = {
  view: ReferralView;
  /** The heading's level: a section of the confirm page (h2), or the referral page's own title (h1). */
  heading: "h1" | "h2";
  /** Offer the link back to the referral page (the confirm page does; the page itself need not). */
  showPageLink?: boolean;
};

/** A confirmed person's share loop: their place, their confirmed referrals, their link and one-tap sharing. */
export function ReferralPanel({ view, heading: Heading, showPageLink = false }: Props) {
  return (
    <section aria-labelledby="referral-heading" className="flex flex-col gap-4" data-testid="referral-panel">
      <Heading id="referral-heading" className={Heading === "h1" ? "text-2xl font-bold" : "text-xl font-bold"}>
        {copy.title}
      </Heading>
      <p className="text-slate-700">{copy.intro(view.boost)}</p>
      <dl className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{copy.placeTerm}</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="referral-place">
            {view.place ? copy.place(view.place.place, view.place.of) : copy.notOnLaunch}
          </dd>
          {view.place && (
            <dd className="text-sm text-slate-700" data-testid="referral-ahead">
              {copy.ahead(view.place.place)}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-sm text-slate-600">{copy.referralsTerm}</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="referral-count">
            {view.referrals}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-600">{copy.launchTerm}</dt>
          <dd className="text-slate-900" data-testid="referral-launch">
            {view.launch.invitation
              ? copy.invitation[view.launch.invitation.state](view.launch.invitation.until)
              : view.launch.reached === null
                ? copy.noneYet
                : copy.reached(view.launch.reached)}{" "}
            {copy.order}
          </dd>
        </div>
      </dl>
      <ShareLink id="referral-url" url={view.link} label={copy.linkLabel} title={shareButtons.referralSubject} />
      <ShareButtons url={view.link} text={shareButtons.referralText} subject={shareButtons.referralSubject} what={copy.shareWhat} />
      <p className="text-sm text-slate-600">{copy.linkNote}</p>
      {showPageLink && (
        <p className="text-sm text-slate-700">
          <a href={view.page} className="font-semibold text-brand-800 underline underline-offset-4" data-testid="referral-page-link">
            {copy.pageLink}
          </a>
          {" — "}
          {copy.pageNote}
        </p>
      )}
    </section>
  );
}
