import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import etag from "etag";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import { preferredEncoding } from "./negotiation.ts";
import { SECURITY_HEADERS } from "./security.ts";

// Pages everyone shares. A visitor page read with GET carries nothing of the visitor: no cookie
// is set (the visitor cookie comes with the first write), no nonce is in it, and its CSP names
// the hashes of its inline scripts. Those whose route opted into sharing (app/lib/site/shared-page.ts)
// are cached here (lru-cache), rendered once for all the requests that miss them together (its
// fetch) and compressed once, answered with an ETag (304 when it matches, by `fresh`, as Express
// does) and the Cache-Control the route chose. A change to a table a cached page shows drops it on
// every instance (catalog-changes.ts); every entry also expires on its own (a minute, 5 s for a
// page with live figures), should a notification be missed, and at most MAX_PAGES are cached.
//
// Compressed when cached, not per answer (the `compression` middleware): per answer, the home
// page (56 KB) takes 0.47 ms of CPU in gzip at its default level, or 0.41 ms in brotli at quality
// 4, where bench:pages answers it from memory at 10,000 requests/s on 2 cores (0.2 ms each, all
// told); compressing once (gzip 9 and brotli 9, 13 ms) also makes brotli's copy 8 % smaller. bench:pages
// holds GET / to ≥ 90 % of a bare node:http server sending the same bytes.

/** Pages cached at most, the least recently used going first: a handful of fixed pages, one or two a course, and wishes. */
export const MAX_PAGES = 500;
const LIFETIME_MS = 60_000;
/** A page with live figures (a course's seats left) is emptied by the same notifications; should one be missed, it is cached no longer than this. */
const LIVE_LIFETIME_MS = 5_000;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type SharedPage = {
  status: number;
  /**
   * Every header but the encoding and length, flat (name, value, name, value…) as writeHead takes
   * them: the security headers, the rendered page's (content type, CSP with the hashes, links),
   * ETag, Cache-Control, Vary. Built once, not per answer.
   */
  headers: string[];
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
};

/** A rendered answer, and whether it may be cached: for how long (live figures) and which tables' changes drop it. */
export type Rendered = { page: SharedPage; cacheAs?: { reads: readonly string[]; live: boolean } };

/** A page in the cache: its answer, and what drops it. */
type CachedPage = { page: SharedPage; reads: ReadonlySet<string> };

/** The request that renders a missed page for everyone who missed it: what it rendered, or why it failed. */
type Render = { render: () => Promise<Rendered>; rendered?: Rendered; error?: unknown };

/** The CSP script sources of a page: the site's own scripts and the hashes of its inline ones. */
export function inlineScriptSources(html: string): string {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2]!, "utf8").digest("base64")}'`);
  }
  return ["'self'", ...hashes].join(" ");
}

/**
 * An answer made ready to send as it is, again and again: its ETag and Cache-Control set once. The
 * route's own ETag (a share card's version) is kept; otherwise one is made from the bytes.
 */
export function sharedAnswer(status: number, rendered: ReadonlyArray<readonly [string, string]>, body: Buffer, cacheControl: string): SharedPage {
  // Weak: the same page in any encoding is the same page.
  const tag = rendered.find(([name]) => name.toLowerCase() === "etag")?.[1] ?? etag(body, { weak: true });
  const headers = rendered.filter(([name]) => name.toLowerCase() !== "cache-control" && name.toLowerCase() !== "etag");
  const all = [...SECURITY_HEADERS, ...headers, ["ETag", tag], ["Cache-Control", cacheControl], ["Vary", "Accept-Encoding"]];
  return { status, headers: all.flat(), body, etag: tag };
}

/** A rendered page made ready to share: its ETag, and (when it will be cached) its compressed forms. */
export async function sharePage(status: number, rendered: Array<[string, string]>, body: Buffer, cacheControl: string, compress: boolean): Promise<SharedPage> {
  const page = sharedAnswer(status, rendered, body, cacheControl);
  if (compress) {
    [page.gzip, page.br] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
  }
  return page;
}

export type PageCache = {
  /** From now on changes are heard: until then nothing is cached (a change could go unnoticed). */
  listening(): void;
  /** Changes are not heard any more (the listening connection dropped): every page goes, and nothing is cached until listening(). */
  notListening(): void;
  get(key: string): SharedPage | undefined;
  /**
   * The page cached under `key`, or the one `render` gives: rendered once for all the requests
   * that miss it together, and cached when it may be. Undefined for a request that waited on a
   * render whose page may not be shared: it renders its own.
   */
  fetch(key: string, render: () => Promise<Rendered>): Promise<SharedPage | undefined>;
  /** A table changed (catalog-changes.ts): drops the pages that show it. */
  changed(table: string): void;
};

export function createPageCache(): PageCache {
  let live = false;
  /** Counts the changes: a page rendered across one may show what changed, and is not cached. */
  let generation = 0;
  const pages = new LRUCache<string, CachedPage, Render>({
    max: MAX_PAGES,
    ttl: LIFETIME_MS,
    // A render the cache gave up on (cleared) still answers the requests that waited for it.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { options, context }) => {
      const at = generation;
      try {
        context.rendered = await context.render();
      } catch (err) {
        // The request that rendered fails; those that waited render their own.
        context.error = err;
        return undefined;
      }
      const { page, cacheAs } = context.rendered;
      if (!cacheAs || !live || at !== generation) return undefined;
      options.ttl = cacheAs.live ? LIVE_LIFETIME_MS : LIFETIME_MS;
      return { page, reads: new Set(cacheAs.reads) };
    },
  });
  return {
    listening() {
      live = true;
    },
    notListening() {
      live = false;
      generation++;
      pages.clear();
    },
    get: (key) => pages.get(key)?.page,
    async fetch(key, render) {
      const context: Render = { render };
      const cached = await pages.fetch(key, { context }).catch(() => undefined);
      if (context.error !== undefined) throw context.error;
      return cached?.page ?? context.rendered?.page;
    },
    changed(table) {
      // A render under way may have read what changed: it is not cached (any page's, for simplicity).
      generation++;
      for (const [key, cached] of pages.entries()) if (cached.reads.has(table)) pages.delete(key);
    },
  };
}

/**
 * The key under which a page read with GET or HEAD (the same page, without its body) is looked
 * up: the URL as requested. A page is cached only under its path, or its path with its own shared
 * link's `?ref=` (cachesUnder), so no request can add entries of its own making.
 */
export const cacheKey = (method: string | undefined, url: string | undefined): string | undefined =>
  (method === "GET" || method === "HEAD") && url !== undefined ? url : undefined;

/** Whether a page rendered for `url` may be cached under it: no query, or only the page's own `ref`. */
export function cachesUnder(url: string, ownRef: string | undefined): boolean {
  const query = url.indexOf("?");
  if (query === -1) return true;
  return ownRef !== undefined && url.slice(query) === `?ref=${ownRef}`;
}

/** Answers with a shared page: 304 when the client's copy is fresh (If-None-Match), else the best encoding the client takes. */
export function sendSharedPage(req: IncomingMessage, res: ServerResponse, page: SharedPage): void {
  if (page.status === 200 && fresh(req.headers, { etag: page.etag })) {
    res.writeHead(304, page.headers);
    res.end();
    return;
  }
  const encoding = page.br && page.gzip ? preferredEncoding(req.headers["accept-encoding"]) : "identity";
  const body = encoding === "br" ? page.br! : encoding === "gzip" ? page.gzip! : page.body;
  const length = ["Content-Length", String(body.length)];
  res.writeHead(page.status, body === page.body ? [...page.headers, ...length] : [...page.headers, "Content-Encoding", encoding, ...length]);
  res.end(req.method === "HEAD" ? undefined : body);
}
