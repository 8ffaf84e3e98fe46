import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { preferredEncoding } from "./negotiation.ts";
import { SECURITY_HEADERS } from "./security.ts";

// Pages everyone shares. A visitor page read with GET carries nothing of the visitor: no cookie
// is set (the visitor cookie comes with the first write), no nonce is in it, and its CSP names
// the hashes of its inline scripts. Those whose route opted into sharing (app/lib/site/shared-page.ts)
// are kept here, rendered once and compressed once (gzip and brotli), answered with an ETag (304
// when it matches) and the Cache-Control the route chose. A change to a table a kept page shows
// drops it on every instance (catalog-changes.ts); every entry also expires on its own (a minute,
// 5 s for a page with live figures), should a notification be missed, and at most MAX_KEPT are kept.

/** Pages kept at most, the least recently used going first: a handful of fixed pages, one or two a course, and wishes. */
export const MAX_KEPT = 500;
const LIFETIME_MS = 60_000;
/** A page with live figures (a course's seats left) is emptied by the same notifications; should one be missed, it is kept no longer than this. */
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

/** A page kept in memory: its answer, and what drops it. */
type KeptPage = { page: SharedPage; reads: ReadonlySet<string> };

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
  const own = rendered.find(([name]) => name.toLowerCase() === "etag")?.[1];
  // Weak: the same page in any encoding is the same page.
  const etag = own ?? `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = rendered.filter(([name]) => name.toLowerCase() !== "cache-control" && name.toLowerCase() !== "etag");
  const all = [...SECURITY_HEADERS, ...headers, ["ETag", etag], ["Cache-Control", cacheControl], ["Vary", "Accept-Encoding"]];
  return { status, headers: all.flat(), body, etag };
}

/** A rendered page made ready to share: its ETag, and (when it will be kept) its compressed forms. */
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
  /** From now on changes are heard: until then nothing is kept (a change could go unnoticed). */
  listening(): void;
  /** Changes are not heard any more (the listening connection dropped): every page goes, and nothing is kept until listening(). */
  notListening(): void;
  get(key: string): SharedPage | undefined;
  /** Keeps a page rendered at `generation`, until one of the tables it `reads` changes; one rendered before the last change is not kept. */
  set(key: string, page: SharedPage, reads: readonly string[], live: boolean, generation: number): void;
  generation(): number;
  /** A table changed (catalog-changes.ts): drops the pages that show it. */
  changed(table: string): void;
};

export function createPageCache(): PageCache {
  const pages = new LRUCache<string, KeptPage>({ max: MAX_KEPT, ttl: LIFETIME_MS, ttlAutopurge: false });
  let generation = 0;
  let live = false;
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
    set(key, page, reads, livePage, at) {
      if (!live || at !== generation) return;
      pages.set(key, { page, reads: new Set(reads) }, { ttl: livePage ? LIVE_LIFETIME_MS : LIFETIME_MS });
    },
    generation: () => generation,
    changed(table) {
      // A render under way may have read what changed: it is not kept (any page's, for simplicity).
      generation++;
      for (const [key, kept] of pages.entries()) if (kept.reads.has(table)) pages.delete(key);
    },
  };
}

/**
 * The key under which a page read with GET or HEAD (the same page, without its body) is looked
 * up: the URL as requested. A page is kept only under its path, or its path with its own shared
 * link's `?ref=` (keyFor), so no request can add entries of its own making.
 */
export const cacheKey = (method: string | undefined, url: string | undefined): string | undefined =>
  (method === "GET" || method === "HEAD") && url !== undefined ? url : undefined;

/** Whether a page rendered for `url` may be kept under it: no query, or only the page's own `ref`. */
export function keepsUnder(url: string, ownRef: string | undefined): boolean {
  const query = url.indexOf("?");
  if (query === -1) return true;
  return ownRef !== undefined && url.slice(query) === `?ref=${ownRef}`;
}

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

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it), or is "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
