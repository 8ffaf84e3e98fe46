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
};

/** A course's social proof, each figure null when the operator's threshold hides it. */
export type CourseProof = { wanting: number | null; waiting: number | null };
