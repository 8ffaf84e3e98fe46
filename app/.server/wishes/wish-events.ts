import { wishPath } from "../../lib/schemas/referrals.ts";
import type { Config } from "../config.ts";
import type { WishRow } from "../db/wishes.ts";

/** What a wish's webhook events say of it: the wish and its page, never who shared or joined it. */
export const wishEventData = (config: Pick<Config, "PUBLIC_URL">, wish: WishRow) => ({
  wish_id: wish.publicId,
  url: `${config.PUBLIC_URL}${wishPath(wish.publicId)}`,
  concept: wish.concept,
  budget: wish.budget,
  class_size: wish.classSize,
  people: wish.people,
});
