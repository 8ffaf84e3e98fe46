import { data, type ServerBuild } from "react-router";
import { appContext } from "../app/.server/context.ts";
import { isConnectionLost, UNAVAILABLE_MESSAGE } from "../app/.server/connection-lost.ts";

// Pages and form posts while the database is away (a restart, terminated connections, an outage):
// 503 and the error page saying the service is briefly unavailable, as the API answers, not 500.
// It has to happen where a loader or action throws: past that point React Router replaces any
// thrown Error with "Unexpected Server Error" (production builds do, so a page never shows
// internals), and neither the entry's status nor the error boundary can tell an outage from a bug.
// A route error response, which a route may throw on purpose, passes through as it is: its status
// becomes the page's (entry.server.tsx adds Retry-After to a 503) and its text the page's message.

/** Thrown in place of a lost connection's error: a 503 whose text the error page shows. */
export function unavailableResponse() {
  return data(UNAVAILABLE_MESSAGE, { status: 503, statusText: "Service Unavailable" });
}

type DataFunction = (args: { context: { get: (c: typeof appContext) => { log: { warn: (o: object, m: string) => void } } }; request: Request }) => unknown;

function answerUnavailable(fn: DataFunction, kind: "loader" | "action", routeId: string): DataFunction {
  return async (args) => {
    try {
      return await fn(args);
    } catch (err) {
      if (!isConnectionLost(err)) throw err;
      try {
        args.context.get(appContext).log.warn(
          { reason: (err as Error).message, method: args.request.method, path: new URL(args.request.url).pathname, route: routeId, in: kind },
          "page request failed: database unavailable",
        );
      } catch {
        // No app context (a test's own build): the answer matters more than the log line.
      }
      throw unavailableResponse();
    }
  };
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/** The build with every route's loader and action answering a lost database connection with 503. */
export function withUnavailablePages(build: ServerBuild): ServerBuild {
  const known = wrapped.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module as { loader?: DataFunction; action?: DataFunction };
    if (!loader && !action) {
      routes[id] = route;
      continue;
    }
    // A module namespace cannot be changed: the route gets a copy with its functions wrapped.
    const module: typeof route.module = { ...route.module };
    if (loader) module.loader = answerUnavailable(loader, "loader", id) as typeof module.loader;
    if (action) module.action = answerUnavailable(action, "action", id) as typeof module.action;
    routes[id] = { ...route, module };
  }
  const result = { ...build, routes };
  wrapped.set(build, result);
  return result;
}
