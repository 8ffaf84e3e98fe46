import { createRequestHandler as createExpressHandler } from "@react-router/express";
import onHeaders from "on-headers";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { takeFrameAncestors } from "../app/lib/site/frame-ancestors.ts";
import { cacheControlOf, PRIVATE_CACHE_CONTROL, SHARED_POLICY_HEADER, takeSharedPolicy } from "../app/lib/site/shared-page.ts";
import { cacheKey, cachesUnder, inlineScriptSources, sendSharedPage, sharePage, type PageCache, type Rendered } from "./page-cache.ts";
import { isConsolePath } from "./page-requests.ts";
import { requestOrigin } from "./request-shape.ts";
import { contentSecurityPolicy, FRAME_OPTIONS_HEADER, noncePolicy, pageNonce, type CspOptions } from "./security.ts";
import { withUnavailablePages } from "./unavailable-pages.ts";

// The pages. A form's answer and the console are someone's own: @react-router/express renders them
// (the body streamed to the action, within the limit page-requests.ts checked), with a CSP nonce.
// A visitor page read with GET or HEAD is rendered here instead, whole: without a nonce (its
// inline scripts are allowed by hash), so that the answer can be shared when its route opted in
// (app/lib/site/shared-page.ts) and cached in memory (page-cache.ts). @react-router/express streams
// its answer out and cannot hand one back to cache, hence this second, small path for GET.
// Every answer is `private, no-store` unless its route opted into sharing.

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** May read `res.locals.nonce`: this response's CSP nonce, absent on a page rendered to share. */
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider | Promise<RouterContextProvider>;
  /** The CSP of a page rendered for one response, whose nonce is made here (res.locals.nonce). */
  csp: CspOptions;
  /** The cache of shared visitor pages; absent in development, where Vite injects scripts of its own. */
  cache?: PageCache;
};

/** A visitor page read with GET or HEAD, the same for everyone. HEAD is rendered as GET, so it gets the same header fields (RFC 9110), then no body. */
const readsVisitorPage = (req: ExpressRequest) => (req.method === "GET" || req.method === "HEAD") && !isConsolePath(req.path);

export function pageHandler({ build: given, mode, getLoadContext, csp, cache }: Options): RequestHandler {
  // A loader or action that loses the database answers 503, not 500 (unavailable-pages.ts).
  const build = typeof given === "function" ? async () => withUnavailablePages(await given()) : withUnavailablePages(given);
  const own = createExpressHandler({ build, mode, getLoadContext });
  const handle = createRequestHandler(build, mode);

  const ownPage: RequestHandler = (req, res, next) => {
    // Someone's own page: its inline scripts run by this nonce, and nothing caches it.
    const { nonce, policy } = pageNonce(csp);
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", policy);
    keepPrivate(res);
    onHeaders(res, () => {
      // An embed page's form answer is framed where its page was: the route names the origins.
      const framers = takeFrameAncestors((name) => res.getHeader(name) as string | undefined, (name) => res.removeHeader(name));
      if (framers === undefined) return;
      res.setHeader("Content-Security-Policy", noncePolicy(nonce, { ...csp, frameAncestors: framers }));
      res.removeHeader(FRAME_OPTIONS_HEADER);
    });
    return own(req, res, next);
  };

  /** Renders a visitor page whole, for this request, and says whether it may be cached. */
  const render = async (req: ExpressRequest, res: ExpressResponse): Promise<Rendered> => {
    const response = await handle(getRequest(req, res), await getLoadContext(req, res));
    const policy = takeSharedPolicy(response.headers);
    const framers = takeFrameAncestors((name) => response.headers.get(name), (name) => response.headers.delete(name));
    const personal = response.headers.getSetCookie();
    const shared = personal.length === 0 && response.status < 500 ? policy : undefined;
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Array<[string, string]> = [...response.headers].filter(([name]) => name !== "content-length" && name !== "set-cookie");
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (html) headers.push(["content-security-policy", contentSecurityPolicy(inlineScriptSources(body.toString("utf8")), { ...csp, frameAncestors: framers })]);
    for (const cookie of personal) res.append("Set-Cookie", cookie);
    // Pages only (files such as share cards are left to HTTP caches), under a key no request can vary.
    // A page some origins may frame is never one everyone shares (its framers follow its query).
    const cacheable = html && shared !== undefined && framers === undefined && response.status === 200 && cachesUnder(req.originalUrl, shared.ownRef);
    const page = await sharePage(response.status, headers, body, cacheControlOf(shared), cacheable);
    if (framers !== undefined) {
      page.headers = withoutFrameOptions(page.headers);
      res.removeHeader(FRAME_OPTIONS_HEADER);
    }
    return { page, cacheAs: cacheable ? { reads: shared.reads, live: shared.freshness === "live" } : undefined };
  };

  return async (req, res, next) => {
    if (!cache || !readsVisitorPage(req)) return ownPage(req, res, next);
    try {
      // A change to the catalog drops cached pages while visitors keep coming: the requests that
      // miss a page while it is being rendered wait for that render (and its compression), so a
      // change costs one render a page, not one for every request in flight.
      const page = (await cache.fetch(cacheKey(req.method, req.originalUrl)!, () => render(req, res))) ?? (await render(req, res)).page;
      sendSharedPage(req, res, page);
    } catch (err) {
      next(err);
    }
  };
}

/**
 * Whatever its route asked for (a course page's headers are the same for its form's answer), an
 * answer rendered for one request is private: right before its headers go out (on-headers),
 * Cache-Control is made private and the route's opt-in to sharing taken off.
 */
function keepPrivate(res: ExpressResponse): void {
  onHeaders(res, () => {
    res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    res.removeHeader(SHARED_POLICY_HEADER);
  });
}

/** A flat header list without X-Frame-Options (a page its route lets some origins frame). */
function withoutFrameOptions(flat: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < flat.length; i += 2) if (flat[i]!.toLowerCase() !== FRAME_OPTIONS_HEADER.toLowerCase()) out.push(flat[i]!, flat[i + 1]!);
  return out;
}

/** A GET request for React Router, to the origin request-shape.ts checked (a HEAD is rendered as GET). */
function getRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(`${requestOrigin(req)}${req.originalUrl}`, { method: "GET", headers, signal: controller.signal });
}
