// The contract between the subscribe forms and the /subscribe action: field names, the answer,
// and where a visitor without JavaScript goes back to afterwards.

import type { ConfirmationTiming } from "./subscription-kinds.ts";

export const NEWSLETTER_ACTION = "/subscribe";

/** The form's Resend posts this intent with the address again: the same request, through the same per-mailbox budget. */
export const RESEND_INTENT = "resend";

/**
 * ok: the address (as typed, for the Resend form; masked, for the panel) and when its
 * confirmation goes out; `resent` when it answers a Resend.
 */
export type NewsletterResult =
  | { ok: true; from: string; confirmation: ConfirmationTiming; email: string; masked: string; resent: boolean }
  | { ok: false; error: string; email: string; from: string };

/**
 * The page the form was on, for the result page's back link. Only a same-site path is accepted,
 * so the link can never send a visitor elsewhere ("//evil.example" or "https:…" become "/").
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 200) return "/";
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : "/";
}
