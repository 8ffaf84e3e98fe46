import { appContext } from "~/.server/context";
import { INDEXABLE_PATHS } from "~/lib/site/meta";
import type { Route } from "./+types/sitemap-xml";

// /sitemap.xml: the indexable pages, at the canonical URLs their meta tags name (PUBLIC_URL based).
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const urls = INDEXABLE_PATHS.map((p) => `  <url><loc>${escapeXml(config.PUBLIC_URL + p)}</loc></url>`);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
