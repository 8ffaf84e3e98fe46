// The contract between the subscribe forms and the /subscribe action: field names, the answer,
// and where a visitor without JavaScript goes back to afterwards.

export const NEWSLETTER_ACTION = "/subscribe";

/** The honeypot field's name; the same as schemas.ts's HONEYPOT (kept here so the footer needs no zod). */
export const HONEYPOT = "website";

/**
 * The forms' instant check: something@something.something, no spaces. The server's schema
 * (emailSchema) decides; this keeps zod out of the footer's code on pages that need none.
 */
export const plausibleEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export type NewsletterResult =
  | { ok: true; from: string }
  | { ok: false; error: string; email: string; from: string };

/**
 * The page the form was on, for the result page's back link. Only a same-site path is accepted,
 * so the link can never send a visitor elsewhere ("//evil.example" or "https:…" become "/").
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 200) return "/";
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : "/";
}
