// Framing is forbidden everywhere (server/security.ts: `frame-ancestors 'none'`, X-Frame-Options
// DENY) except on the pages whose route says otherwise here: the embeddable form (/embed/…), for the
// origins the operator listed. A route's opt-in travels as a header the server takes off before
// answering, as a page's opt-in to sharing does (shared-page.ts).

/** The header that carries a route's allowed framers to the server (server/page-handler.ts removes it). */
export const FRAME_ANCESTORS_HEADER = "x-classwish-frame-ancestors";

// An origin as parseEmbedOrigin writes it: nothing in it can end the directive or add another.
const ORIGIN = /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?$|^http:\/\/\[::1\](?::\d{1,5})?$/;

/** A route's headers allowing these origins to frame its page (none: the header says so, and nothing is relaxed). */
export function frameAncestorsHeaders(origins: readonly string[], headers?: Headers): Headers {
  const out = new Headers(headers);
  out.set(FRAME_ANCESTORS_HEADER, origins.filter((o) => ORIGIN.test(o)).join(" "));
  return out;
}

/**
 * The origins a response's route allows to frame it (removing the header), or undefined when it said
 * nothing or named none: then the page keeps `frame-ancestors 'none'` and X-Frame-Options. Only
 * well-formed origins are kept.
 */
export function takeFrameAncestors(get: (name: string) => string | null | undefined, remove: (name: string) => void): string[] | undefined {
  const value = get(FRAME_ANCESTORS_HEADER);
  remove(FRAME_ANCESTORS_HEADER);
  if (value === null || value === undefined) return undefined;
  const origins = String(value).split(" ").filter((o) => ORIGIN.test(o));
  return origins.length > 0 ? origins : undefined;
}
