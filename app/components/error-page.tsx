import { isRouteErrorResponse, useLocation } from "react-router";
import { errorPage } from "~/lib/copy/error-pages";

/**
 * What an error page may say. A route error response was thrown on purpose by our own code (404,
 * 403, 405): its status and text are meant to be seen. Anything else shows the safe message; its
 * text and stack only in development (they may hold internals; the server has logged them).
 */
export function describeError(error: unknown): { title: string; message: string; stack?: string; unavailable?: boolean } {
  if (isRouteErrorResponse(error)) {
    // 503: the service is briefly unavailable (the database is away: server/unavailable-pages.ts).
    if (error.status === 503) {
      return { title: errorPage.unavailableTitle, message: typeof error.data === "string" && error.data ? error.data : errorPage.safeMessage, unavailable: true };
    }
    return {
      title: error.status < 500 ? `${error.status} ${error.statusText || "Bad Request"}` : errorPage.title,
      message: typeof error.data === "string" && error.data ? error.data : errorPage.safeMessage,
    };
  }
  if (import.meta.env.DEV && error instanceof Error) return { title: errorPage.title, message: error.message, stack: error.stack };
  return { title: errorPage.title, message: errorPage.safeMessage };
}

/** The error's heading, message and (in development) stack, for a page that frames them itself. */
export function ErrorDetails({ error, titleClassName }: { error: unknown; titleClassName: string }) {
  const { title, message, stack } = describeError(error);
  return (
    <>
      <h1 className={titleClassName}>{title}</h1>
      <p className="text-lg text-slate-700">{message}</p>
      {stack && <pre className="max-w-full overflow-x-auto rounded-lg bg-slate-900 p-4 text-left text-xs text-slate-100">{stack}</pre>}
    </>
  );
}

/** A whole error page: the details and a way home (and, when the service is briefly unavailable, a way back here). */
export function ErrorPage({ error }: { error: unknown }) {
  const { unavailable } = describeError(error);
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <ErrorDetails error={error} titleClassName="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl" />
      {unavailable && <TryAgain />}
      {/* A full page load, not a client navigation: it starts over from a clean state. */}
      <a
        href="/"
        className="mt-2 inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {errorPage.home}
      </a>
    </main>
  );
}

/** Reads this address again (a GET, so a form is not posted twice): the page a person asked for, once the service is back. */
function TryAgain() {
  const { pathname, search } = useLocation();
  return (
    <a
      href={pathname + search}
      className="mt-2 inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {errorPage.tryAgain}
    </a>
  );
}
