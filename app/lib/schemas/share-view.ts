// What the pages show of the waitlist people share and of social proof, as the server hands it over.

/** A confirmed person's referral panel. */
export type ReferralView = {
  /** Their link to share (the home page with their `?ref=p_…`). */
  link: string;
  /** Their referral page's signed address (path and query), to come back to. */
  page: string;
  /** Distinct mailboxes that confirmed through the link. */
  referrals: number;
  /** Their place on the launch list (after referrals), or null when they are not on it. */
  place: { place: number; of: number } | null;
  /** Places each confirmed referral moves them up; 0: referrals move no one. */
  boost: number;
  /** The launch in waves: how far invitations have reached, and the person's own invitation. */
  launch: LaunchView;
};

/**
 * reached: the furthest place a wave has reached (null: no invitations yet). invitation: the
 * person's own, if a wave took them: sent (open until `until`, Singapore time written out; or
 * waiting for its time), accepted, or expired.
 */
export type LaunchView = {
  reached: number | null;
  invitation: { state: "scheduled" | "sent" | "accepted" | "expired"; until: string } | null;
};

/** A course's social proof, each figure null when the operator's threshold hides it. */
export type CourseProof = { wanting: number | null; waiting: number | null };
