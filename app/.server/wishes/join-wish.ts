import { creditReferral } from "../db/referrals.ts";
import { findWishByRowId, insertJoin, type WishRow } from "../db/wishes.ts";
import { overWriteLimit, type Limited } from "../limits.ts";
import type { Caller, Services } from "../services.ts";
import { recordWebhookEvent } from "../webhooks/record-event.ts";
import { publicWish } from "./public-wish.ts";
import { wishEventData } from "./wish-events.ts";

export type JoinWishInput = { wishId: string; budget: number; classSize: number };

export type JoinWishOutcome =
  | Limited
  /** No such wish, or the operator hid it: the same answer, so a hidden wish tells nothing. */
  | { kind: "unknown-wish" }
  /** The browser that shared it: it is counted already. */
  | { kind: "own-wish"; wish: WishRow }
  /** `counted` false: this browser had joined before, and its first join stands. */
  | { kind: "joined"; wish: WishRow; counted: boolean };

/**
 * A visitor presses Me too on a wish, with their own budget and class size: one join per browser
 * (the visitor cookie; a unique row per wish and browser), so a second press counts nothing. The
 * rate limit, then one transaction: the join, its credit to the shared link the visit came through,
 * and `wish.joined` (a counted join only).
 */
export async function joinWish(s: Services, caller: Caller, input: JoinWishInput): Promise<JoinWishOutcome> {
  const limited = await overWriteLimit(s, caller.ip);
  if (limited) return limited;
  return s.db.transaction(async (tx): Promise<JoinWishOutcome> => {
    const wish = await publicWish(tx, input.wishId);
    if (!wish) return { kind: "unknown-wish" };
    if (wish.visitorId === caller.visitorId) return { kind: "own-wish", wish };
    const counted = await insertJoin(tx, wish.rowId, caller.visitorId, input.budget, input.classSize);
    if (!counted) return { kind: "joined", wish, counted };
    if (caller.referral) await creditReferral(tx, caller.referral, "join", caller.visitorId);
    const joined = (await findWishByRowId(tx, wish.rowId)) ?? wish;
    // The wish as it now stands, and what this join asked for (anonymous: no browser, no address).
    await recordWebhookEvent(tx, s.mail, "wish.joined", { ...wishEventData(s.config, joined), joined: { budget: input.budget, class_size: input.classSize } });
    return { kind: "joined", wish: joined, counted };
  });
}
