// Every Cache-Control the server answers with, in one place. Private by default: server/app.ts
// gives every response PRIVATE before anything answers, and an answer is shared only where its
// route (shared-page.ts) or its kind of file (server/app.ts, server/images.ts) opts in with one of
// these. tests/integration/cache-control.test.ts holds every kind of response to it.
export const CACHE_CONTROL = {
  /** Someone's own, or not worth keeping: nobody keeps it, nobody shares it. */
  private: "private, no-store",
  /** A page: fresh for a CDN for a minute, then served stale while it fetches a new copy. */
  page: "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
  /**
   * A page with live figures (a course's seats left, a wish's count): caches may keep it but ask
   * again each time (its ETag makes an unchanged page a 304), since a count a minute old would mislead.
   */
  live: "public, no-cache",
  /** A file that changes rarely and whose staleness misleads no one (robots.txt, the icons, the sitemap). */
  hour: "public, max-age=3600",
  /** An image asked for without its current version: it changes when its file does. */
  day: "public, max-age=86400",
  /** An address that names one version of what it serves (the build's fingerprinted files, a versioned image). */
  immutable: "public, max-age=31536000, immutable",
} as const;
export type CachePolicy = keyof typeof CACHE_CONTROL;
