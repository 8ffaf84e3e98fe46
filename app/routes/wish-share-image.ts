import { appContext } from "~/.server/context";
import { toWishView } from "~/.server/db/wishes";
import { publicWish } from "~/.server/wishes/public-wish";
import { wishImageVersion, wishShareImage } from "~/.server/wishes/share-image";
import type { Route } from "./+types/wish-share-image";

// /wishes/{id}/share.png: a wish's share card, rendered once per version on the server. Unlike a
// course's card it is not cached for good: a wish the operator hides must lose its image at once,
// so caches ask again every time (`no-cache`) and get a 304 while the version (its ETag) holds.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const row = await publicWish(db, params.id);
  if (!row) return new Response("No such class wish.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const wish = toWishView(row);
  const etag = `"${wishImageVersion(wish)}"`;
  const headers = { ETag: etag, "Cache-Control": "public, no-cache" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const png = await wishShareImage(wish);
  return new Response(new Uint8Array(png), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.length) } });
}
