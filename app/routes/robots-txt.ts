import { sharedFile } from "~/lib/site/shared-page";
import { appContext } from "~/.server/context";
import type { Route } from "./+types/robots-txt";

// /robots.txt: everything public may be crawled but the API; the sitemap needs an absolute URL.
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${config.PUBLIC_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...sharedFile({ freshness: "hour", reads: [] }) },
  });
}
