import { parseEmbedOrigin } from "../../lib/schemas/embed.ts";
import { optedOut } from "../analytics/record-event.ts";
import { readEmbedOrigins } from "../db/embed-signups.ts";
import type { Executor } from "../db/client.ts";

export type EmbedFraming = {
  /** The listed site the page is embedded in, as far as the request says: its sign-ups are counted under it. */
  origin?: string;
  /** Who may frame this answer: that site alone, else every listed site (none listed: nobody). */
  framers: string[];
};

/**
 * Where an embed page is framed. The site is the one its address names (`?origin=`, which embed.js
 * and the console's snippet set), else the one its Referer names (a hand-written iframe; browsers
 * send the embedding page's origin), and only when the operator listed it. The page then allows
 * that site alone as its frame-ancestor, so the browser shows it nowhere else and the origin it is
 * counted under is the one it is framed by; without a listed site it allows every listed one (and
 * counts under none). Nothing listed: the page cannot be framed at all.
 */
export async function embedFraming(db: Executor, request: Request): Promise<EmbedFraming> {
  const listed = await readEmbedOrigins(db);
  const pick = (value: unknown): string | undefined => {
    if (typeof value !== "string" || value === "") return undefined;
    const parsed = parseEmbedOrigin(value);
    return parsed.ok && listed.includes(parsed.origin) ? parsed.origin : undefined;
  };
  const url = new URL(request.url);
  const referer = request.headers.get("referer");
  const fromReferer = (): string | undefined => {
    try {
      return referer ? pick(new URL(referer).origin) : undefined;
    } catch {
      return undefined;
    }
  };
  const origin = pick(url.searchParams.get("origin")) ?? fromReferer();
  return { origin, framers: origin ? [origin] : listed };
}

/**
 * The site a sign-up is counted under: none for a browser that asks not to be tracked (Sec-GPC,
 * DNT), as the analytics count it nowhere, and none for the page opened on its own, outside any
 * frame (a browser says so: `Sec-Fetch-Dest: document`), which was on nobody's site.
 */
export const countedUnder = (framing: EmbedFraming, request: Request): string | undefined =>
  framing.origin && request.headers.get("sec-fetch-dest") !== "document" && !optedOut(Object.fromEntries(request.headers)) ? framing.origin : undefined;
