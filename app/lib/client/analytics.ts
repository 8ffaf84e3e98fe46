import type { AnalyticsEvent } from "~/lib/schemas/analytics";
import { currentReferral } from "./referral";
import { doNotTrack } from "./tracking-choice";

// The pages' beacon (POST /api/events): first-party, cookieless counting. It sends the page, the
// screen class and where the visit came from (the referring host and the utm_ tags of the landing
// address), never anything about the person. Where the visit came from is remembered in this
// site's local storage for 30 days, so a search or a confirmation later counts for the campaign
// that brought the visitor; a browser that asks not to be tracked (Global Privacy Control, Do Not
// Track) sends nothing at all.

const ATTRIBUTION_KEY = "cw_attribution";
const SEEN_KEY = "cw_seen";
const KEEP_MS = 30 * 24 * 3600_000;

type Attribution = { utm_source?: string; utm_medium?: string; utm_campaign?: string; referrer?: string; at: number };

const screenClass = () => (window.innerWidth < 768 ? "mobile" : window.innerWidth < 1024 ? "tablet" : "desktop");

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage blocked: counted without memory of the source.
    return fallback;
  }
}

/** The landing's source (utm tags, or another site's host) replaces the remembered one; else it stays while fresh. */
function attribution(): Attribution | undefined {
  const params = new URLSearchParams(location.search);
  const tags = Object.fromEntries(["utm_source", "utm_medium", "utm_campaign"].flatMap((k) => (params.get(k) ? [[k, params.get(k)!.slice(0, 200)]] : [])));
  // An embed page (/embed/…) counts under the site that frames it: its address names that site
  // (`origin`), and the page only shows when framed by it (its frame-ancestors).
  const embedder = location.pathname.startsWith("/embed/") ? safely(() => new URL(params.get("origin") ?? "").host, "") : "";
  if (embedder) Object.assign(tags, { utm_source: embedder, utm_medium: "embed" });
  const referrer = safely(() => (document.referrer ? new URL(document.referrer).host : ""), "");
  // A link in one of our e-mails (confirm, unsubscribe) continues a visit: the webmail that opened
  // it is not where the visitor came from.
  const fromOurMail = location.pathname === "/confirm" || location.pathname === "/unsubscribe";
  const external = referrer !== "" && referrer !== location.host && !fromOurMail;
  if (Object.keys(tags).length > 0 || external) {
    const fresh: Attribution = { ...tags, ...(external ? { referrer } : {}), at: Date.now() };
    safely(() => localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(fresh)), undefined);
    return fresh;
  }
  const kept = safely(() => JSON.parse(localStorage.getItem(ATTRIBUTION_KEY) ?? "null") as Attribution | null, null);
  return kept && Date.now() - kept.at < KEEP_MS ? kept : undefined;
}

function send(body: Record<string, unknown>): void {
  if (doNotTrack() || typeof navigator.sendBeacon !== "function") return;
  const { at: _at, ...source } = attribution() ?? { at: 0 };
  // The shared link (a wish's, a course's) the visit arrived through: its visits are counted by it.
  const ref = currentReferral();
  navigator.sendBeacon("/api/events", new Blob([JSON.stringify({ ...source, ...(ref ? { ref } : {}), ...body, screen: screenClass() })], { type: "application/json" }));
}

/** A page shown; the first in this tab begins a visit. */
export function trackPageview(path: string): void {
  const entrance = safely(() => sessionStorage.getItem(SEEN_KEY) === null, false);
  safely(() => sessionStorage.setItem(SEEN_KEY, "1"), undefined);
  send({ event: "pageview", path, entrance });
}

/** A step of the funnel (search, e-mail, register, confirmed, seat, wish, Me too) on the current page. */
export function trackEvent(event: Exclude<AnalyticsEvent, "pageview">): void {
  send({ event, path: location.pathname });
}
