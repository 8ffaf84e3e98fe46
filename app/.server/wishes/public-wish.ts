import { isWishId } from "../../lib/schemas/referrals.ts";
import type { Executor } from "../db/client.ts";
import { findWish, type WishRow } from "../db/wishes.ts";

/**
 * A wish as the public meets it (its page, card, API, Me too, its list): by its page's id, and only
 * while the operator has not hidden it. A hidden wish, an id that cannot be one and a wish that
 * never was all answer the same (nothing), so a hidden wish tells nothing. The console, which shows
 * hidden wishes too, reads them with findWish.
 */
export async function publicWish(db: Executor, id: string): Promise<WishRow | undefined> {
  if (!isWishId(id)) return undefined;
  const wish = await findWish(db, id);
  return wish && !wish.hidden ? wish : undefined;
}
