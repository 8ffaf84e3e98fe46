import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { SECURITY_HEADERS } from "./security.ts";

// Pages everyone shares. A visitor page read with GET carries nothing of the visitor: no cookie
// is set (the visitor cookie comes with the first write), no nonce is in it, and its CSP names
// the hashes of its inline scripts. The pages that do not change from one request to the next are
// kept here, rendered once and compressed once (gzip and brotli), answered with an ETag (304 when
// it matches) and a Cache-Control a CDN may act on. A course or category change empties the cache
// on every instance (catalog-changes.ts); entries also expire after a minute, the fallback should
// a notification be missed.

/** The shared pages kept in memory: a fixed set, so no request can grow the cache. */
export const CACHED_PATHS = new Set(["/", "/about", "/faq", "/privacy"]);

/** For a CDN or proxy: fresh for a minute, then served stale while it fetches a new copy. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const LIFETIME_MS = 60_000;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type SharedPage = {
  status: number;
  /** Headers of the rendered page (content type, CSP with the hashes, links). */
  headers: Array<[string, string]>;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  cacheControl: string;
  storedAt: number;
};

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
 * A rendered page made ready to share: its ETag, and (when it will be kept) its compressed forms.
 * `routeCacheControl`: what the route asked for instead of a minute's freshness (a page with live
 * figures, such as a course's seats, asks shared caches to revalidate every time).
 */
export async function sharePage(
  status: number,
  headers: Array<[string, string]>,
  body: Buffer,
  compress: boolean,
  shareable = true,
  routeCacheControl?: string | null,
): Promise<SharedPage> {
  // Weak: the same page in any encoding is the same page.
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  // An error page, or one carrying someone's cookie, is not for keeping.
  const cacheControl = shareable && status < 500 ? (routeCacheControl ?? SHARED_CACHE_CONTROL) : "no-store";
  const page: SharedPage = { status, headers, body, etag, cacheControl, storedAt: Date.now() };
  if (compress) {
    [page.gzip, page.br] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
  }
  return page;
}

export type PageCache = {
  /** From now on changes are heard: until then nothing is kept (a change could go unnoticed). */
  listening(): void;
  get(key: string): SharedPage | undefined;
  /** Keeps a page rendered at `generation`; one rendered before the last change is not kept. */
  set(key: string, page: SharedPage, generation: number): void;
  generation(): number;
  clear(): void;
};

export function createPageCache(): PageCache {
  const pages = new Map<string, SharedPage>();
  let generation = 0;
  let live = false;
  return {
    listening() {
      live = true;
    },
    get(key) {
      const page = pages.get(key);
      return page && Date.now() - page.storedAt < LIFETIME_MS ? page : undefined;
    },
    set(key, page, at) {
      if (live && at === generation) pages.set(key, page);
    },
    generation: () => generation,
    clear() {
      generation++;
      pages.clear();
    },
  };
}

/** The key of a page kept in memory: one of the fixed set, read with GET, without a query. */
export const cacheKey = (req: Request): string | undefined =>
  req.method === "GET" && CACHED_PATHS.has(req.path) && req.originalUrl === req.path ? req.path : undefined;

/**
 * Answers a kept page first thing, before the middleware a rendered page needs (the nonce, the
 * visitor cookie, compression): a kept page needs none of them.
 */
export function keptPages(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    const key = cacheKey(req);
    const page = key ? cache.get(key) : undefined;
    if (!page) return next();
    sendSharedPage(req, res, page);
  };
}

/** Answers with a shared page: 304 for a matching ETag, else the best encoding the client takes. */
export function sendSharedPage(req: Request, res: Response, page: SharedPage): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Cache-Control", page.cacheControl);
  res.setHeader("Vary", "Accept-Encoding");
  if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = page.br && page.gzip ? req.acceptsEncodings("br", "gzip", "identity") : undefined;
  const body = encoding === "br" ? page.br! : encoding === "gzip" ? page.gzip! : page.body;
  if (body !== page.body) res.setHeader("Content-Encoding", encoding as string);
  res.setHeader("Content-Length", String(body.length));
  res.status(page.status);
  res.end(req.method === "HEAD" ? undefined : body);
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it), or is "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
