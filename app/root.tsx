import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import { appContext } from "~/.server/context";
import { SiteToaster } from "~/components/site-toaster";
import { describeError, ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { publicConfig } from "~/.server/config";
import { catalogRanges } from "~/.server/db/courses";
import { readLaunchDate } from "~/.server/db/site-content";
import { trackPageview } from "~/lib/client/analytics";
import { errorPage } from "~/lib/copy/error-pages";
import { noIndexMeta, SITE_NAME } from "~/lib/site/meta";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // A stylesheet resource (`precedence`), so React puts it ahead of the scripts' preloads in the
  // head: it blocks the first paint, and a phone's few connections fetch in document order.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Tags of a page whose route has none, and of the root error page (routes' own meta replace these). */
export function meta({ error }: Route.MetaArgs) {
  if (error) {
    // The service briefly unavailable (503) says so in the tab's title too.
    const { title, message, unavailable } = describeError(error);
    if (unavailable) return noIndexMeta({ title, description: message });
    return noIndexMeta({ title: errorPage.title, description: errorPage.safeMessage });
  }
  return [{ title: SITE_NAME }, { name: "description", content: "Live, interactive online classes shaped by what you want to learn." }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { config, nonce, db } = context.get(appContext);
  // Every page's header offers the FAQ, which says when Classwish launches.
  // …and what the trial courses cost and how long they run: figures from the catalog, never from copy.
  const [launchDate, catalog] = await Promise.all([readLaunchDate(db), catalogRanges(db)]);
  return { nonce, config: publicConfig(config), launchDate, catalog };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  // The operator console has its own navigation; the visitor site's header and footer (with its
  // newsletter form) do not belong there, nor in an embed page (another site's frame).
  const { pathname } = useLocation();
  const visitorSite = !pathname.startsWith("/admin") && !pathname.startsWith("/embed/");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {visitorSite && <SiteHeader supportEmail={data?.config.supportEmail} launchDate={data?.launchDate ?? null} catalog={data?.catalog ?? null} />}
        {children}
        {visitorSite && <SiteFooter supportEmail={data?.config.supportEmail ?? "support@classwish.example"} />}
        <SiteToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Lets tests (and scripts) know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Every page of the visitor site is counted (first-party, cookieless); the console is not.
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith("/admin")) trackPageview(pathname);
  }, [pathname]);
  return <Outlet />;
}

/**
 * Last resort for errors no route handles: 'Unexpected Application Error!' with a message that is
 * safe to show. The server has logged the error with its request (entry.server handleError); in
 * production the page shows neither the error's text nor its stack, which may hold internals.
 * Unknown paths never get here: the splat route answers them with its 404 page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return <ErrorPage error={error} />;
}
