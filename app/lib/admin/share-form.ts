import { z } from "zod";
import { SHARE_LIMITS } from "../schemas/share-settings.ts";

// The console's Referrals page form: the share settings, each a whole number within its bounds.
// Messages name the field, so each shows next to its own input.

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: `Enter ${label}.` })
      .regex(/^\d{1,9}$/, `${label} must be a whole number.`)
      .transform(Number)
      .pipe(z.number().min(min, `${label} must be at least ${min}.`).max(max, `${label} must be at most ${max.toLocaleString("en-US")}.`)),
  );

export const shareSettingsFormSchema = z.object({
  referralBoost: wholeNumber("Places per referral", 0, SHARE_LIMITS.referralBoost),
  socialProofMin: wholeNumber("The smallest count shown", 1, SHARE_LIMITS.socialProofMin),
});
