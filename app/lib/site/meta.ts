import type { MetaDescriptor } from "react-router";

// Page metadata: every route's `meta` export builds its tags here, so titles, canonical URLs and
// share cards stay uniform. Absolute URLs need PUBLIC_URL, which the root loader provides.

export const SITE_NAME = "Classwish";

/** The share card (1200 × 630, public/og-image.png, made by scripts/generate-images.ts). */
export const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Classwish: customize your live class. Live, interactive learning and global connection.",
} as const;

/** Fixed pages listed in sitemap.xml; each offered course's page (/courses/{slug}) is listed too. */
export const INDEXABLE_PATHS = ["/", "/about", "/privacy", "/terms", "/faq"] as const;
export type IndexablePath = (typeof INDEXABLE_PATHS)[number] | `/courses/${string}`;

/**
 * Pages meant to be shared by link but kept out of search engines: a class wish's page holds a
 * visitor's own words, which no one reviews before they are shown.
 */
export type SharedOnlyPath = `/wishes/${string}`;

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** PUBLIC_URL as the root loader gave it ('' when it did not run, e.g. it failed). */
export function publicUrlOf(matches: readonly MatchLike[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { config?: { publicUrl?: unknown } } | undefined;
  return typeof root?.config?.publicUrl === "string" ? root.config.publicUrl : "";
}

/** Title, description, canonical URL, Open Graph and Twitter card tags of an indexable page. */
export function pageMeta(
  matches: readonly MatchLike[],
  page: { title: string; description: string; path: IndexablePath | SharedOnlyPath; image?: { path: string; alt: string }; noindex?: boolean },
): MetaDescriptor[] {
  const base = publicUrlOf(matches);
  const url = `${base}${page.path}`;
  // The page's own share card (a course's), or the site's; both are 1200 × 630.
  const image = `${base}${page.image?.path ?? SHARE_IMAGE.path}`;
  const imageAlt = page.image?.alt ?? SHARE_IMAGE.alt;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_SG" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** Pages that are not to be indexed or shared (404, errors): a title, a description, noindex. */
export function noIndexMeta(page: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title: `${page.title} | ${SITE_NAME}` },
    { name: "description", content: page.description },
    { name: "robots", content: "noindex" },
  ];
}
