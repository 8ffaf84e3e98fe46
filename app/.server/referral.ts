import { isRef, parseRef, type Referral } from "../lib/schemas/referrals.ts";
import { optedOut } from "./analytics/record-event.ts";

/**
 * The shared link a write's visit arrived through (its `ref`, already checked by the request's
 * schema), as the use cases credit it. A browser that asks not to be tracked (Sec-GPC: 1, DNT: 1)
 * is credited to no one, as the analytics count it nowhere.
 */
export function referralOf(ref: string | undefined, headers: Headers | Record<string, string | string[] | undefined>): Referral | undefined {
  if (!ref) return undefined;
  return optedOut(headers instanceof Headers ? Object.fromEntries(headers) : headers) ? undefined : parseRef(ref);
}

/**
 * The ref a page's form carries (its hidden field, filled from the address the visit arrived at).
 * One that is not a shared link's reference is ignored rather than refused: it came from an address
 * bar anyone can edit, and the step itself must not fail for it.
 */
export function formReferral(form: FormData, request: Request): Referral | undefined {
  const ref = form.get("ref");
  return isRef(ref) ? referralOf(ref, request.headers) : undefined;
}

/** The ref a result page's next form carries on (its e-mail form): the form's, when formReferral credits it. */
export function carriedRef(form: FormData, referral: Referral | undefined): string | undefined {
  return referral ? (form.get("ref") as string) : undefined;
}
