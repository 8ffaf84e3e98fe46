import type { Referral } from "../lib/schemas/referrals.ts";
import type { AppContext } from "./context.ts";

// What a use case needs: the store, the mail queue and the settings (never the request itself),
// and who is asking. Every adapter (API, page and console actions, operator API) builds these.
export type Services = Pick<AppContext, "db" | "mail" | "config">;

/**
 * The anonymous visitor behind a request: their browser's id and address (for per-IP limits), and
 * the shared link (a wish's or a course's) their visit arrived through, which their sign-ups are
 * credited to, and the site whose embedded form they used.
 */
export type Caller = {
  visitorId: string;
  ip: string;
  referral?: Referral;
  /** The listed site whose embedded form (/embed/…) the step came through: its sign-ups are counted under it. */
  embedOrigin?: string;
};
