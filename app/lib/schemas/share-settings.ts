// The operator's settings for the waitlist people share (console: Referrals): how far a confirmed
// referral moves its referrer up the launch list, and the smallest count a page shows as social
// proof. The database's defaults and checks (site_content) and the console's form read these.

export const SHARE_DEFAULTS = {
  /** On by default: each confirmed referral moves its referrer this many places up. */
  referralBoost: 3,
  /** Counts of 1 and more are shown until the operator asks for more. */
  socialProofMin: 1,
} as const;

export const SHARE_LIMITS = { referralBoost: 1000, socialProofMin: 1_000_000 } as const;

export type ShareSettings = { referralBoost: number; socialProofMin: number };

/** A count as a page may show it: null when the operator's threshold hides it. */
export const shownCount = (count: number, settings: Pick<ShareSettings, "socialProofMin">): number | null => (count >= settings.socialProofMin ? count : null);
