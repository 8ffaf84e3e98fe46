import { sharedFile } from "~/lib/site/shared-page";
import { appContext } from "~/.server/context";
import { offeredCourseSlugs } from "~/.server/db/courses";
import { coursePath } from "~/lib/schemas/course";
import { INDEXABLE_PATHS } from "~/lib/site/meta";
import type { Route } from "./+types/sitemap-xml";

// /sitemap.xml: the indexable pages, at the canonical URLs their meta tags name (PUBLIC_URL based):
// the fixed pages and every offered course's page (a closed course's page is not listed).
export async function loader({ context }: Route.LoaderArgs) {
  const { config, db } = context.get(appContext);
  const courses = await offeredCourseSlugs(db);
  const urls = [
    ...INDEXABLE_PATHS.map((p) => `  <url><loc>${escapeXml(config.PUBLIC_URL + p)}</loc></url>`),
    ...courses.map(
      (c) => `  <url><loc>${escapeXml(config.PUBLIC_URL + coursePath(c.slug))}</loc><lastmod>${c.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...sharedFile({ freshness: "hour", reads: ["courses"] }) },
  });
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
