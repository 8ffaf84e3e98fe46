/**
 * A page with live figures (a course's seats left, a wish's count of people) is answered to shared
 * caches with `no-cache`: they may keep it but ask again each time (its ETag makes an unchanged page
 * a 304), since a count a minute old would mislead. Still shared: it holds nothing of the visitor.
 * The server keeps it only until a change to what it shows reaches every instance (a seat held, a
 * Me too: a notification), and at most 5 s (server/page-cache.ts). The action's headers
 * (Retry-After over the write limit) go along.
 */
export const LIVE_CACHE_CONTROL = "no-cache";

export function liveHeaders(actionHeaders: Headers): Headers {
  const merged = new Headers(actionHeaders);
  merged.set("Cache-Control", LIVE_CACHE_CONTROL);
  return merged;
}
