import { HONEYPOT, emailSchema, firstError } from "../lib/schemas.ts";
import type { AppContext } from "./context.ts";
import { subscribe, type SubscribeRequest } from "./db/subscribers.ts";
import { maskEmail } from "./logger.ts";
import { checkSubscribeLimit, checkWriteLimit, tooManyRequestsMessage } from "./write-limit.ts";

export type FormSubscribeOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 429 | 503; error: string; retryAfterSeconds?: number };

/**
 * An address posted by a page's form (the no-JavaScript path of /subscribe and /register): the
 * same write and subscribe limits, honeypot and address check as POST /api/subscribe/, then
 * subscribe(). Each route turns the outcome into its own page.
 */
export async function subscribeFromForm(
  { db, config, ip, visitorId, log, mail }: AppContext,
  form: FormData,
  target: Pick<SubscribeRequest, "source" | "list" | "courseId">,
  failedMessage: string,
): Promise<FormSubscribeOutcome> {
  for (const check of [checkWriteLimit, checkSubscribeLimit]) {
    const limit = await check(db, config, ip);
    if (!limit.allowed) {
      return { ok: false, status: 429, error: tooManyRequestsMessage(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };
    }
  }
  // A bot that filled the honeypot is thanked like anyone, and nothing is stored.
  if (form.get(HONEYPOT)) return { ok: true };
  const typed = form.get("email");
  const email = emailSchema.safeParse(typeof typed === "string" ? typed : "");
  if (!email.success) return { ok: false, status: 400, error: firstError(email.error) };
  try {
    const { subscriber, isNew } = await subscribe(db, mail, { host: config.publicHost, email: email.data, visitorId, ...target });
    log.info({ email: maskEmail(subscriber.email), isNew, source: target.source, via: "form" }, "subscription recorded");
    return { ok: true };
  } catch (err) {
    // What was already recorded stands; the page says the address failed and keeps it for a retry.
    log.error({ err }, "subscription from a form failed");
    return { ok: false, status: 503, error: failedMessage };
  }
}

/** The headers of a refused outcome: Retry-After when over a limit. */
export const outcomeHeaders = (outcome: FormSubscribeOutcome): HeadersInit | undefined =>
  !outcome.ok && outcome.retryAfterSeconds !== undefined ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
