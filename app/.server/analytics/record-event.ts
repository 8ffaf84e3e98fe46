import { countedPath, normaliseLabel, NONE, type EventInput } from "../../lib/schemas/analytics.ts";
import { isPersonRef, isRef } from "../../lib/schemas/referrals.ts";
import type { EventCounter } from "./event-counter.ts";

/** A browser that said "do not track" (Sec-GPC: 1 or DNT: 1). */
export const optedOut = (headers: Record<string, string | string[] | undefined>) => headers["sec-gpc"] === "1" || headers.dnt === "1";

/**
 * One beacon, counted: bounded labels, the page by name, the day in UTC. Nothing about the person
 * is kept (no address, no cookie, no identifier), so a visit is a page view that began one.
 */
export function recordEvent(counter: EventCounter, input: EventInput, ip: string, now = new Date()): void {
  const referrer = normaliseLabel(input.referrer?.replace(/^www\./i, ""));
  // Without a campaign tag, the referring host is the source ("google.com"); neither: "(direct)".
  const source = input.utm_source ? normaliseLabel(input.utm_source) : referrer !== NONE ? referrer : "(direct)";
  counter.count(
    {
      day: now.toISOString().slice(0, 10),
      event: input.event,
      path: countedPath(input.path),
      screen: input.screen ?? NONE,
      source,
      medium: normaliseLabel(input.utm_medium),
      campaign: normaliseLabel(input.utm_campaign),
      referrer,
      // Kept as it is (a wish's id is case-sensitive), and only when it is a shared link's reference;
      // a person's referral link is counted as one label ("p_"), so no row names a person's code.
      ref: isRef(input.ref) ? (isPersonRef(input.ref) ? "p_" : input.ref) : NONE,
    },
    input.event === "pageview" && input.entrance === true,
    ip,
  );
}
