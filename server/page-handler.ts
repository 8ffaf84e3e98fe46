import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { rawBodyOf } from "./body.ts";
import { createFlights } from "./flights.ts";
import { cacheKey, inlineScriptSources, sendSharedPage, sharePage, type PageCache, type SharedPage } from "./page-cache.ts";
import { isConsolePath } from "./page-requests.ts";
import { requestOrigin } from "./request-shape.ts";
import { contentSecurityPolicy, pageNonce, type CspOptions } from "./security.ts";

// The pages' adapter from Express to React Router (in place of @react-router/express): the URL is
// built from the origin `requestShape` already checked (a bad Host is a 400 there, never an
// "Invalid URL" 500 here), and the body is the one `readBodies` read within the limit. Visitor
// pages read with GET are rendered whole, without a nonce, and answered as shared pages
// (page-cache.ts); the fixed set that never varies is kept in memory.

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** May read `res.locals.nonce`: this response's CSP nonce, absent on a shared page. */
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider | Promise<RouterContextProvider>;
  /** The CSP of a page rendered for one response, whose nonce is made here (res.locals.nonce). */
  csp: CspOptions;
  /** Shared visitor pages (page-cache.ts); absent in development, where Vite injects its own scripts. */
  shared?: { cache: PageCache; csp: CspOptions };
};

/**
 * A visitor page read with GET or HEAD: the same for everyone, so rendered without a nonce and
 * shareable. HEAD is rendered as GET, so it gets the same header fields (RFC 9110), then no body.
 */
const isSharedPage = (req: ExpressRequest) => (req.method === "GET" || req.method === "HEAD") && !isConsolePath(req.path);

export function pageHandler({ build, mode, getLoadContext, csp, shared }: Options): RequestHandler {
  const handle = createRequestHandler(build, mode);
  // The pages being rendered to be kept, by generation and key. A change to the catalog drops every
  // kept page while visitors keep coming: the requests that miss a page while it is being rendered
  // wait for that render (and its compression), so a change costs one render a page, not one for
  // every request in flight (a seat confirmed on launch day would otherwise set off dozens).
  const rendering = createFlights<SharedPage | undefined>();
  return async (req, res, next) => {
    let land: ((page: SharedPage | undefined) => void) | undefined;
    try {
      const sharing = shared && isSharedPage(req) ? shared : undefined;
      // The pages kept in memory (answered at the door once kept, app.ts); anything else is rendered each time.
      const key = sharing ? cacheKey(req.method, req.originalUrl) : undefined;
      const generation = sharing?.cache.generation();
      const flight = key === undefined ? undefined : `${generation}:${key}`;
      const underway = flight === undefined ? undefined : rendering.join(flight);
      if (underway) {
        const page = await underway;
        // Not keepable (someone's own, an error): this request renders its own.
        if (page) return sendSharedPage(req, res, page);
      } else if (flight !== undefined) {
        land = rendering.lead(flight);
      }
      if (!sharing) {
        // Someone's own page (a form's answer, the console): its inline scripts run by this nonce.
        const { nonce, policy } = pageNonce(csp);
        res.locals.nonce = nonce;
        res.setHeader("Content-Security-Policy", policy);
      }
      const response = await handle(toFetchRequest(req, res, sharing ? "GET" : req.method), await getLoadContext(req, res));
      if (!sharing || !(response.headers.get("content-type") ?? "").startsWith("text/html")) return await send(res, response);
      // Rendered without a nonce: its inline scripts are allowed by hash. A page that sets a cookie
      // is someone's own and is not shared.
      const body = Buffer.from(await response.arrayBuffer());
      const headers: Array<[string, string]> = [...response.headers].filter(([name]) => name !== "content-length" && name !== "set-cookie");
      headers.push(["content-security-policy", contentSecurityPolicy(inlineScriptSources(body.toString("utf8")), sharing.csp)]);
      const personal = response.headers.getSetCookie();
      for (const cookie of personal) res.append("Set-Cookie", cookie);
      const keep = key !== undefined && response.status === 200 && personal.length === 0;
      const page = await sharePage(response.status, headers, body, keep, personal.length === 0);
      if (keep) sharing.cache.set(key, page, generation!);
      land?.(keep ? page : undefined);
      sendSharedPage(req, res, page);
    } catch (err) {
      next(err);
    } finally {
      // Whatever happened, no request waits on this one any longer (they render their own).
      land?.(undefined);
    }
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, method: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = method !== "GET" && method !== "HEAD";
  const body = hasBody ? new Uint8Array(rawBodyOf(res) ?? []) : undefined;
  return new Request(`${requestOrigin(req)}${req.originalUrl}`, { method, headers, body, signal: controller.signal });
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (err) {
    if (!res.destroyed && !res.writableEnded) throw err;
  }
}
