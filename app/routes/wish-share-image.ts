import { sharedFile } from "~/lib/site/shared-page";
import { appContext } from "~/.server/context";
import { cardResponse, cardStore } from "~/.server/share-card-store";
import { toWishView } from "~/.server/db/wishes";
import { publicWish } from "~/.server/wishes/public-wish";
import { wishImageVersion, wishShareImage } from "~/.server/wishes/share-image";
import type { Route } from "./+types/wish-share-image";

// /wishes/{id}/share.png: a wish's share card, rendered once per version on the server. Unlike a
// course's card it is not cached for good: a wish the operator hides must lose its image at once,
// so caches ask again every time (`no-cache`) and get a 304 while the version (its ETag) holds.
// Rendered once per version and stored (share-card.ts); a card not stored yet is rendered within
// the asker's limit (SHARE_RENDER_LIMIT), else 429.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const { db } = ctx;
  const row = await publicWish(db, params.id);
  if (!row) return new Response("No such class wish.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const wish = toWishView(row);
  const etag = `"${wishImageVersion(wish)}"`;
  const headers = { ETag: etag, ...sharedFile({ freshness: "live", reads: ["wishes"] }) };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return cardResponse(await wishShareImage(wish, cardStore(ctx)), headers);
}
