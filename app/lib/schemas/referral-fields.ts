import * as z from "zod/mini";
import { isRef, isWishId } from "./referrals.ts";

// The shared-link fields of the requests' schemas. Apart from referrals.ts, which the home page's
// first script imports: zod is loaded only with the forms' schemas, not with every page.

const referralMessages = {
  ref: "ref must be a shared link's reference: w_ and a wish's id, c_ and a course's address, or p_ and a person's referral code.",
  wishId: "wish_id must be a class wish's id (22 letters, digits, - or _).",
} as const;

/** The `ref` field a write may carry (the API's bodies, the forms' hidden field). */
export const refSchema = z.optional(z.string({ error: referralMessages.ref }).check(z.refine(isRef, referralMessages.ref)));

export const wishIdSchema = z.string({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "wish_id is required." : referralMessages.wishId),
}).check(z.refine(isWishId, referralMessages.wishId));
