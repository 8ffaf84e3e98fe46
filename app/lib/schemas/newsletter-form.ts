// The contract between the subscribe forms and the /subscribe action: field names, the answer,
// and where a visitor without JavaScript goes back to afterwards.

import type { ConfirmationTiming } from "./subscription-kinds.ts";

export const NEWSLETTER_ACTION = "/subscribe";

export type NewsletterResult =
  | { ok: true; from: string; confirmation: ConfirmationTiming }
  | { ok: false; error: string; email: string; from: string };

/**
 * The page the form was on, for the result page's back link. Only a same-site path is accepted,
 * so the link can never send a visitor elsewhere ("//evil.example" or "https:…" become "/").
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 200) return "/";
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : "/";
}
