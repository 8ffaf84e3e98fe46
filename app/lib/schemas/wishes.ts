import * as z from "zod/mini";
import { refSchema } from "./referral-fields.ts";
import { budgetSchema, classSizeSchema, searchIdSchema } from "./requests.ts";

// Class wishes: the requests that share a search as a wish or join one, and a wish as the page,
// the API and the share card show it.

/** POST /api/wishes/ and the result page's form: the browser's own recorded search, shared (only this request shares it). */
export const shareWishSchema = z.strictObject({ search_id: searchIdSchema });
export type ShareWishInput = z.infer<typeof shareWishSchema>;

/** POST /api/wishes/{id}/join/ and the wish page's Me too form: the joiner's own budget and class size. */
export const joinWishSchema = z.strictObject({ budget: budgetSchema, class_size: classSizeSchema, ref: refSchema });
export type JoinWishInput = z.infer<typeof joinWishSchema>;

/** A wish as its page, the API and the share card show it: what was asked for and how many want it. */
export type WishView = {
  id: string;
  concept: string;
  budget: number;
  class_size: number;
  /** Whoever shared it, and everyone who joined with Me too. */
  people: number;
  created_at: string;
};

