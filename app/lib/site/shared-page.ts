// Private by default: the server answers every page `private, no-store` unless its route opts into
// sharing here. The one opt-in says how fresh a shared copy must be and which tables the page
// shows; the server (server/page-handler.ts) then lets caches share it, keeps it in memory and drops
// it the moment one of those tables changes on any instance. Only tables whose changes every
// instance hears can be named: each has a NOTIFY trigger (migrations 0008–0010, 0017, 0018, 0023, 0028;
// app/.server/catalog-changes.ts), and a test holds this list to the database's triggers.

import { CACHE_CONTROL, type CachePolicy } from "./cache-control.ts";

export const NOTIFYING_TABLES = [
  "courses",
  "categories",
  "seats",
  "site_content",
  "site_images",
  "wishes",
  "wish_joins",
  "course_counts",
  "demand_corrections",
  "course_asker_exclusions",
] as const;
export type NotifyingTable = (typeof NOTIFYING_TABLES)[number];

/**
 * Every visitor page shows what the root loader reads: the launch date (the site's content) and the
 * catalog's price and duration ranges (the courses), both in the FAQ every page's header offers.
 */
const ROOT_READS: readonly NotifyingTable[] = ["site_content", "courses"];

/** What a response is unless its route opted in: nobody keeps it, nobody shares it. */
export const PRIVATE_CACHE_CONTROL = CACHE_CONTROL.private;

/** How fresh a shared page must be: the registry's policies a route may opt into (cache-control.ts). */
const FRESHNESS = { page: CACHE_CONTROL.page, live: CACHE_CONTROL.live, hour: CACHE_CONTROL.hour, immutable: CACHE_CONTROL.immutable } as const satisfies Partial<Record<CachePolicy, string>>;
export type Freshness = keyof typeof FRESHNESS;

export type SharedPolicy = {
  freshness: Freshness;
  /** The tables the answer shows: a change to any of them drops the copy the server keeps. */
  reads: readonly NotifyingTable[];
  /**
   * The page's own shared link's `ref` (`c_{slug}`, `w_{id}`), under which it is kept too; a page
   * reached with any other query is shared by caches but rendered each time, so no request can
   * grow the server's memory.
   */
  ownRef?: string;
};

/** The header that carries a route's opt-in to the server, which removes it before answering. */
export const SHARED_POLICY_HEADER = "x-classwish-shared";

/** A route's headers when it opts into sharing (`export const headers = () => sharedPage({…})`), with the action's own (Retry-After). */
export function sharedPage(policy: SharedPolicy, actionHeaders?: Headers): Headers {
  const headers = new Headers(actionHeaders);
  const reads = [...new Set([...ROOT_READS, ...policy.reads])];
  headers.set("Cache-Control", FRESHNESS[policy.freshness]);
  headers.set(SHARED_POLICY_HEADER, JSON.stringify({ ...policy, reads }));
  return headers;
}

/**
 * A route's `headers` when its loader decides (`data(…, { headers: sharedPage(…) })`): a page that
 * may not exist, or that knows its own shared link only once loaded. An action's headers go along.
 */
export function sharedAsLoaderSays({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(actionHeaders);
  for (const name of ["cache-control", SHARED_POLICY_HEADER]) {
    const value = loaderHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** The cache headers of a file a resource route serves (no root loader runs for it). */
export function sharedFile(policy: SharedPolicy): Record<string, string> {
  return { "Cache-Control": FRESHNESS[policy.freshness], [SHARED_POLICY_HEADER]: JSON.stringify(policy) };
}

/** The policy a response carries (removing its header), or undefined when its route did not opt in. */
export function takeSharedPolicy(headers: Headers): SharedPolicy | undefined {
  const value = headers.get(SHARED_POLICY_HEADER);
  headers.delete(SHARED_POLICY_HEADER);
  if (value === null) return undefined;
  const policy = JSON.parse(value) as SharedPolicy;
  return Object.hasOwn(FRESHNESS, policy.freshness) ? policy : undefined;
}

/** The Cache-Control a response gets: its route's opt-in, else private. */
export const cacheControlOf = (policy: SharedPolicy | undefined): string => (policy ? FRESHNESS[policy.freshness] : PRIVATE_CACHE_CONTROL);
