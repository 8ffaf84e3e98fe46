import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { appContext } from "./.server/context";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "./.server/connection-lost";

export const streamTimeout = 5_000;

/**
 * A form's answer (an action ran) goes out once this instance has heard its change: the page it
 * leads to, if kept here (server/page-cache.ts), is then dropped, not shown as it was before. Not
 * an answer of ours that failed (5xx): the database may be away, and the wait would only delay it.
 */
async function afterOwnChange(request: Request, status: number, context: Readonly<RouterContextProvider>): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD" && status < 500) await context.get(appContext).changesHeard?.();
}

// React Router's default Node entry, plus the CSP nonce of this response on every inline script.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A loader or action that lost the database answers 503 (server/unavailable-pages.ts turns its
  // error into one before React Router hides it): the error page says so, and when to try again.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log } = loadContext.get(appContext);
  await afterOwnChange(request, responseStatusCode, loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error, url: request.url }, "error while streaming a page");
        },
      },
    );
  });
}

/** A client navigation's or fetcher's data while the database is away: 503 with when to try again, as a page; a fetcher's action's once its change is heard. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  if (response.status === 503 && !response.headers.has("Retry-After")) response.headers.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  await afterOwnChange(request, response.status, context);
  return response;
};

/** Errors thrown by loaders, actions and rendering: logged with context (aborted requests are not errors). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  const { log, reportError } = context.get(appContext);
  // A refused request (RR's own 404/405 for a method a route lacks) is the client's mistake, not ours.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info({ status: error.status, method: request.method, path: url.pathname }, "page request refused");
    return;
  }
  if (reportError) reportError(error);
  else log.error({ err: error, method: request.method, path: url.pathname }, "page request failed");
};
