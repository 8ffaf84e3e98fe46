import { messages } from "../lib/schemas/requests.ts";
import type { Referral } from "../lib/schemas/referrals.ts";
import type { SubscriberSource } from "../lib/schemas/subscription-kinds.ts";
import type { AppContext } from "./context.ts";
import { readTypedAddress } from "./intake/address-intake.ts";
import { subscribe, type SubscribeOutcome } from "./subscriptions/subscribe.ts";

/**
 * What became of a form's address, with the address itself: `typed` as posted (put back in the
 * field after a refusal), `email` as the intake read it (trimmed, lower-case; the typed text when
 * it could not be read), for the masked thank-you and the Resend form.
 */
export type FormSubscribeOutcome = (Exclude<SubscribeOutcome, { kind: "disposable" }> | { kind: "invalid"; error: string }) & { typed: string; email: string };

/**
 * An address posted by a page's form (/subscribe, /register's and /search's e-mail forms, a wish's
 * page): the form's fields through the same schema and the same subscribe() as POST
 * /api/subscribe/, credited to the shared link the visit came through. Each route turns the outcome
 * into its own page.
 */
export async function subscribeFromForm(
  ctx: AppContext,
  form: FormData,
  target: { source: SubscriberSource; courseId?: number; wishId?: string },
  referral?: Referral,
  /** The listed site whose embedded form it came through (/embed/…). */
  embedOrigin?: string,
): Promise<FormSubscribeOutcome> {
  const address = readTypedAddress(form);
  if (address.kind === "invalid") return { kind: "invalid", error: address.error, typed: address.typed, email: address.typed };
  const read = { typed: address.typed, email: address.email };
  const outcome = await subscribe(ctx, { ...ctx, referral, embedOrigin }, { email: address.email, ...target, honeypot: address.honeypot });
  // The pages show it where they show a mistyped address: next to the field.
  return outcome.kind === "disposable" ? { kind: "invalid", error: messages.emailDisposable, ...read } : { ...outcome, ...read };
}

/** Retry-After for a refusal over a limit. */
export const limitHeaders = (outcome: { kind: string; retryAfterSeconds?: number }): HeadersInit | undefined =>
  outcome.kind === "limited" && outcome.retryAfterSeconds !== undefined ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
