import { CACHE_CONTROL } from "../lib/site/cache-control.ts";
import path from "node:path";
import type { AppContext } from "./context.ts";
import { overShareRenderLimit, tooManyRequestsMessage } from "./limits.ts";
import type { CardAnswer, CardStore } from "./share-card.ts";

/** The share cards' store for this request: DATA_DIR/share-cards, renders within the asker's limit. */
export const cardStore = (ctx: AppContext): CardStore => ({
  dir: path.join(ctx.config.DATA_DIR, "share-cards"),
  mayRender: () => overShareRenderLimit(ctx, ctx.ip),
});

/** A card's answer: the PNG with the given headers, or 429 with Retry-After when it could not be rendered now. */
export function cardResponse(card: CardAnswer, headers: Record<string, string>): Response {
  if (!Buffer.isBuffer(card)) {
    return new Response(tooManyRequestsMessage(card.retryAfterSeconds), {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.private, "Retry-After": String(card.retryAfterSeconds) },
    });
  }
  // A view of the PNG, not a copy: a card asked for round-robin would otherwise be copied each time.
  return new Response(new Uint8Array(card.buffer as ArrayBuffer, card.byteOffset, card.length), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(card.length) } });
}
