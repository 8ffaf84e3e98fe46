import { randomBytes } from "node:crypto";
import type { ShareWishInput } from "../../lib/schemas/wishes.ts";
import { shareSearch, type WishRow } from "../db/wishes.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";
import { wishEventData } from "./wish-events.ts";

export type ShareWishOutcome =
  | Limited
  /** No such search, or not this browser's: a search is shared only by the browser that made it. */
  | { kind: "unknown-search" }
  /** The operator hid the wish this search already is. */
  | { kind: "hidden" }
  /** `created` false: the search was shared before, and this is the same wish. */
  | { kind: "shared"; wish: WishRow; created: boolean };

/** A wish's public id: 128 random bits, so no one finds a wish they were not sent. */
const newWishId = () => randomBytes(16).toString("base64url");

/**
 * A visitor chooses to share their confirmed search as a class wish (opt-in: a search is never
 * public until its own browser asks). Sharing it again answers the same wish. The rate limit, then
 * one transaction that makes the wish and raises `wish.created` (a new one only).
 */
export async function shareWish(s: Services, caller: Caller, input: ShareWishInput): Promise<ShareWishOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  return s.db.transaction(async (tx): Promise<ShareWishOutcome> => {
    const shared = await shareSearch(tx, caller.visitorId, input.search_id, newWishId());
    if (!shared) return { kind: "unknown-search" };
    if (shared.wish.hidden) return { kind: "hidden" };
    if (shared.created) await recordWebhookEvent(tx, s.mail, "wish.created", wishEventData(s.config, shared.wish));
    return { kind: "shared", ...shared };
  });
}
