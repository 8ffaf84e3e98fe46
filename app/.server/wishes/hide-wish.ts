import { findWishByRowId, setWishHidden, type WishRow } from "../db/wishes.ts";
import type { Services } from "../services.ts";

export type HideWishOutcome = { kind: "unknown-wish" } | { kind: "changed"; wish: WishRow };

/**
 * The operator hides a wish (its page, share card and Me too then answer 404 to everyone, and its
 * list is not offered again) or shows it again. Nothing else changes: its joins, sign-ups and list
 * members stay, so showing it again restores it as it was.
 */
export async function hideWish(s: Pick<Services, "db">, input: { rowId: number; hidden: boolean }): Promise<HideWishOutcome> {
  return s.db.transaction(async (tx): Promise<HideWishOutcome> => {
    if (!(await setWishHidden(tx, input.rowId, input.hidden))) return { kind: "unknown-wish" };
    const wish = await findWishByRowId(tx, input.rowId);
    return wish ? { kind: "changed", wish } : { kind: "unknown-wish" };
  });
}
