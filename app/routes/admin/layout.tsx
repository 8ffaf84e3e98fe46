import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, NavLink, Outlet, useRouteLoaderData } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { describeError, ErrorDetails, ErrorPage } from "~/components/error-page";
import { requireAdmin } from "~/.server/admin/guard";
import { ADMIN_NAV, adminMeta } from "~/lib/admin/copy";
import { cx } from "~/lib/client/cx";
import { errorPage } from "~/lib/copy/error-pages";
import { noIndexMeta } from "~/lib/site/meta";
import type { Route } from "./+types/layout";

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return adminMeta("Console");
  // As the root error page would, when the console may not exist (see consoleExists).
  if (!consoleExists(error, loaderData)) return noIndexMeta({ title: errorPage.title, description: errorPage.safeMessage });
  return adminMeta(describeError(error).title);
}

export async function loader(args: Route.LoaderArgs) {
  const { csrf, operator } = await requireAdmin(args);
  return { csrf, role: operator.role };
}

/**
 * The console's navigation. The Log out form needs the session's CSRF token from this layout's
 * loader; on an error page that loader may not have run (a form posted without JavaScript that the
 * action refused: React Router runs no loader at or below the boundary), and then the form is left out.
 */
function ConsoleNav() {
  const layout = useRouteLoaderData<typeof loader>("admin");
  const csrf = layout?.csrf;
  const role = layout?.role;
  return (
    // Narrower than 768 px: the name and Log out on one line, the pages on one line below that
    // scrolls sideways, so the navigation takes two lines of the first screen rather than a third of it.
    <nav aria-label="Console" className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 pb-2 md:pb-4">
      <a href="/" className="order-1 mr-auto text-lg font-extrabold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 md:mr-4">
        Classwish <span className="font-medium text-slate-600">console</span>
      </a>
      <div className="order-3 -mx-4 flex basis-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 py-1 md:order-2 md:mx-0 md:basis-auto md:flex-wrap md:gap-2 md:overflow-visible md:px-0 md:py-0" data-testid="console-pages">
        {ADMIN_NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              cx(
                "shrink-0 rounded-lg px-3 py-2 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700",
                isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100",
              )
            }
          >
            {item.label}
          </NavLink>
        ))}
      </div>
      {csrf && (
        <div className="order-2 flex items-center gap-1 md:order-3 md:ml-auto">
          {role === "owner" && (
            <NavLink
              to="/admin/team"
              className={({ isActive }) =>
                cx("rounded-lg px-3 py-2 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700", isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100")
              }
            >
              Team
            </NavLink>
          )}
          <NavLink
            to="/admin/account"
            className={({ isActive }) =>
              cx("rounded-lg px-3 py-2 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700", isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100")
            }
          >
            Your account
          </NavLink>
          <Form method="post" action="/admin/logout">
            <CsrfField />
            <button type="submit" className="rounded-lg px-3 py-2 font-medium text-slate-800 underline hover:bg-slate-100">
              Log out
            </button>
          </Form>
        </div>
      )}
    </nav>
  );
}

/** The console's frame: its navigation and the main area. */
function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8">
      <ConsoleNav />
      <main id="main" className="flex flex-col gap-6">
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <ConsoleFrame>
      <Outlet />
    </ConsoleFrame>
  );
}

/**
 * What an error page may say, decided as app/root.tsx's ErrorBoundary does: a response thrown on
 * purpose (404 "No such course.", 403 from the guard) shows its status and text; anything else only
 * the safe message, and its text and stack in development alone.
 */

/**
 * Whether an error page may show the console's navigation. A missing session is a redirect, never an
 * error here; but the console switched off (no ADMIN_PASSWORD) answers 404 from this layout's own
 * loader, and that page must say nothing about the console. So a 404 without the layout's data gets
 * the plain error page. (The only other such case, a form posted without JavaScript for a course
 * deleted meanwhile, loses the navigation too; it still reads "No such course.")
 */
function consoleExists(error: unknown, layoutData: unknown): boolean {
  return layoutData !== undefined || !(isRouteErrorResponse(error) && error.status === 404);
}

/**
 * Errors of console pages, inside the console: its navigation stays and the error takes the main
 * area (404 "No such course.", the guard's 403s, or the safe message for anything unexpected).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layoutData = useRouteLoaderData<typeof loader>("admin");
  if (consoleExists(error, layoutData)) {
    return (
      <ConsoleFrame>
        <ErrorDetails error={error} titleClassName="text-2xl font-bold" />
      </ConsoleFrame>
    );
  }
  return <ErrorPage error={error} />;
}
