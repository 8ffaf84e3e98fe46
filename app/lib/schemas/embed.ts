// The embeddable form (/embed/subscribe, /embed/wish): the origins the operator allows to frame it,
// checked once here for the console's form and for every page that names one, and the snippet the
// console shows. Shared by the browser and the server.

/** At most this many sites may embed the form. */
export const EMBED_ORIGINS_MAX = 20;

/** The embed pages' paths, and the script that inserts one (public/embed.js). */
export const EMBED_PATHS = { subscribe: "/embed/subscribe", wish: "/embed/wish", script: "/embed.js" } as const;
export type EmbedKind = "subscribe" | "wish";

/** The lists /embed/subscribe may ask for: the launch list, the newsletter, or a course's opening (by its page's slug). */
export type EmbedList = { list: "launch" } | { list: "newsletter" } | { list: "course"; slug: string };

/** The message an embed page sends its parent with its height (embed.js checks who sent it). */
export const EMBED_SIZE_MESSAGE = "classwish:embed-height";

const LOCALHOST = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * One origin as the operator typed it, or why it cannot be one: https with a host (and a port), or
 * http only on this machine (development); nothing after the host but a "/".
 */
export function parseEmbedOrigin(typed: string): { ok: true; origin: string } | { ok: false; error: string } {
  const text = typed.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: `“${text}” is not a web address: write it as https://example.com.` };
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOCALHOST.has(url.hostname));
  if (!secure) return { ok: false, error: `“${text}” must start with https:// (http:// only for localhost, in development).` };
  if (url.username || url.password || (url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || text.endsWith("?") || text.endsWith("#")) {
    return { ok: false, error: `“${text}” must be an origin only, such as https://example.com: no path, query or fragment.` };
  }
  if (url.hostname.includes("*")) return { ok: false, error: `“${text}”: wildcards are not allowed; list each site.` };
  return { ok: true, origin: url.origin };
}

/** The console's field: origins one a line or separated by commas or spaces, each checked; duplicates kept once. */
export function parseEmbedOrigins(text: string): { ok: true; origins: string[] } | { ok: false; error: string } {
  const origins: string[] = [];
  for (const part of text.split(/[\s,]+/).filter((p) => p !== "")) {
    const parsed = parseEmbedOrigin(part);
    if (!parsed.ok) return parsed;
    if (!origins.includes(parsed.origin)) origins.push(parsed.origin);
  }
  if (origins.length > EMBED_ORIGINS_MAX) return { ok: false, error: `At most ${EMBED_ORIGINS_MAX} sites may embed the form; ${origins.length} were given.` };
  return { ok: true, origins };
}

/** The query an embed page is asked with: the site that embeds it, and for /embed/subscribe the list. */
export function embedQuery(kind: EmbedKind, origin: string | undefined, list?: EmbedList): string {
  const q = new URLSearchParams();
  if (kind === "subscribe" && list) {
    q.set("list", list.list);
    if (list.list === "course") q.set("course", list.slug);
  }
  if (origin) q.set("origin", origin);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The one line the operator pastes into a page of a listed site. */
export function embedSnippet(publicUrl: string, kind: EmbedKind, list?: EmbedList): string {
  const base = publicUrl.replace(/\/+$/, "");
  const listAttrs = kind === "subscribe" && list ? ` data-list="${list.list}"${list.list === "course" ? ` data-course="${list.slug}"` : ""}` : "";
  return `<script async src="${base}${EMBED_PATHS.script}" data-classwish="${kind}"${listAttrs}></script>`;
}
