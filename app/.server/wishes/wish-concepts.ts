import type { Db } from "../db/client.ts";
import { wishSearchKey } from "../db/wish-audience.ts";
import { asksForWish } from "../matching/same-demand.ts";
import { searchedKeys } from "../searches/searched-keys.ts";

/**
 * The concept keys of the searches that match a wish (the site's one wish ↔ search rule): those
 * that ask for what the wish's own search asks for, as the matching reads them
 * (app/.server/matching/same-demand.ts asksForWish, beside the Demand page's grouping). Not any shared word:
 * "learn python" and "learn japanese" share "learn" and nothing a person means. The wish's own
 * search matches itself.
 */
export async function wishMatchingConcepts(db: Db, wishRowId: number): Promise<string[]> {
  const keys = await searchedKeys(db); // first: every search has its key after it
  const wishKey = await wishSearchKey(db, wishRowId);
  if (!wishKey) return [];
  return keys.filter((k) => asksForWish(k, wishKey)).sort();
}
