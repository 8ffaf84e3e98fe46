import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LIVE_CACHE_CONTROL } from "../app/lib/site/live-page.ts";
import { SECURITY_HEADERS } from "./security.ts";

// Pages everyone shares. A visitor page read with GET carries nothing of the visitor: no cookie
// is set (the visitor cookie comes with the first write), no nonce is in it, and its CSP names
// the hashes of its inline scripts. The pages that do not change from one request to the next are
// kept here, rendered once and compressed once (gzip and brotli), answered with an ETag (304 when
// it matches) and a Cache-Control a CDN may act on. A change to the catalog (a course, a category,
// a seat held or given back, the site's content) empties the cache on every instance
// (catalog-changes.ts); entries also expire after a minute (5 s for a page with live figures), the
// fallback should a notification be missed.

/** The shared pages kept in memory: a fixed set, each course's page and wishes' pages (isCoursePageKey, isWishPageKey). */
export const CACHED_PATHS = new Set(["/", "/about", "/faq", "/privacy", "/terms"]);

/**
 * A course's page, as visited or through its own shared link (`?ref=c_{slug}`, which the page's
 * Register form carries on): kept only when the course exists (a 200), so no request can grow the
 * cache beyond two pages a course. On launch day the announced course's link is where visitors
 * land: rendered for each of them it answered about 317 requests/s, against thousands kept.
 */
const COURSE_PAGE = /^\/courses\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\?ref=c_([a-z0-9-]+))?$/;
const isCoursePageKey = (url: string) => {
  const m = COURSE_PAGE.exec(url);
  return m !== null && (m[2] === undefined || m[2] === m[1]);
};

/**
 * A class wish's page, likewise as visited or through its own link (`?ref=w_{id}`), kept when the
 * wish is shown (a 200). Wishes are many, so at most WISH_PAGES_KEPT of these pages are kept, the
 * oldest going first. A Me too, or a wish hidden or shown, drops the wishes' pages (and only
 * them: no other page shows a wish).
 */
const WISH_PAGE = /^\/wishes\/([A-Za-z0-9_-]{22})(?:\?ref=w_([A-Za-z0-9_-]{22}))?$/;
const isWishPageKey = (url: string) => {
  const m = WISH_PAGE.exec(url);
  return m !== null && (m[2] === undefined || m[2] === m[1]);
};
export const WISH_PAGES_KEPT = 100;
/** The tables whose changes reach only the wishes' pages (migration 0017). */
const WISH_TABLES = new Set(["wishes", "wish_joins"]);

/** For a CDN or proxy: fresh for a minute, then served stale while it fetches a new copy. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const LIFETIME_MS = 60_000;
/**
 * A page with live figures (a course's seats left, lib/site/live-page.ts) is emptied by the same
 * notifications (a seat held or given back, or the course changed); should one be missed, it is
 * kept no longer than this.
 */
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
  /** When a kept copy is too old to answer with: a minute, or LIVE_LIFETIME_MS for a live page. */
  keptUntil: number;
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

/** An answer made ready to share, without its compressed forms: sharePage's, and a kept asset's. */
export function sharedAnswer(status: number, rendered: ReadonlyArray<readonly [string, string]>, body: Buffer, shareable = true): SharedPage {
  // Weak: the same page in any encoding is the same page.
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const routeCacheControl = rendered.find(([name]) => name.toLowerCase() === "cache-control")?.[1];
  const headers = rendered.filter(([name]) => name.toLowerCase() !== "cache-control");
  // An error page, or one carrying someone's cookie, is not for keeping.
  const cacheControl = shareable && status < 500 ? (routeCacheControl ?? SHARED_CACHE_CONTROL) : "no-store";
  const all = [...SECURITY_HEADERS, ...headers, ["ETag", etag], ["Cache-Control", cacheControl], ["Vary", "Accept-Encoding"]];
  const lifetime = cacheControl === LIVE_CACHE_CONTROL ? LIVE_LIFETIME_MS : LIFETIME_MS;
  return { status, headers: all.flat(), body, etag, keptUntil: Date.now() + lifetime };
}

/**
 * A rendered page made ready to share: its ETag, and (when it will be kept) its compressed forms.
 * A Cache-Control among the rendered headers is what the route asked for instead of a minute's
 * freshness (a page with live figures, such as a course's seats, asks caches to revalidate).
 */
export async function sharePage(status: number, rendered: Array<[string, string]>, body: Buffer, compress: boolean, shareable = true): Promise<SharedPage> {
  const page = sharedAnswer(status, rendered, body, shareable);
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
  /** Changes are not heard any more (the listening connection dropped): every page goes, and nothing is kept until listening(). */
  deaf(): void;
  get(key: string): SharedPage | undefined;
  /** Keeps a page rendered at `generation`; one rendered before the last change is not kept. */
  set(key: string, page: SharedPage, generation: number): void;
  generation(): number;
  /** A table changed (catalog-changes.ts): drops the pages that show it. */
  changed(table: string): void;
};

export function createPageCache(): PageCache {
  const pages = new Map<string, SharedPage>();
  let generation = 0;
  let live = false;
  return {
    listening() {
      live = true;
    },
    deaf() {
      live = false;
      generation++;
      pages.clear();
    },
    get(key) {
      const page = pages.get(key);
      return page && Date.now() < page.keptUntil ? page : undefined;
    },
    set(key, page, at) {
      if (!live || at !== generation) return;
      pages.set(key, page);
      if (!isWishPageKey(key)) return;
      const wishes = [...pages.keys()].filter(isWishPageKey);
      for (const old of wishes.slice(0, Math.max(0, wishes.length - WISH_PAGES_KEPT))) pages.delete(old);
    },
    generation: () => generation,
    changed(table) {
      // A render under way may have read what changed: it is not kept (any page's, for simplicity).
      generation++;
      if (!WISH_TABLES.has(table)) return pages.clear();
      for (const key of pages.keys()) if (isWishPageKey(key)) pages.delete(key);
    },
  };
}

/**
 * The key of a page kept in memory: one of the fixed set (without a query), a course's page or a
 * wish's, read with GET or HEAD (the same page, without its body); `url` as requested.
 */
export const cacheKey = (method: string | undefined, url: string | undefined): string | undefined =>
  (method === "GET" || method === "HEAD") && url !== undefined && (CACHED_PATHS.has(url) || isCoursePageKey(url) || isWishPageKey(url)) ? url : undefined;

/** Answers with a shared page: 304 for a matching ETag, else the best encoding the client takes. */
export function sendSharedPage(req: IncomingMessage, res: ServerResponse, page: SharedPage): void {
  if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etag)) {
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

/** br, else gzip, else the page as it is, by what Accept-Encoding allows (a q of 0 refuses; `*` stands for the rest). */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | "identity" {
  if (!header) return "identity";
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const allows = (coding: string) => (q.get(coding) ?? q.get("*") ?? 0) > 0;
  return allows("br") ? "br" : allows("gzip") ? "gzip" : "identity";
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it), or is "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
