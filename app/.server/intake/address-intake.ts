import { z } from "zod";
import { optionalText, text } from "../../lib/forms/fields.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { HONEYPOT } from "../../lib/schemas/email.ts";
import { emailSchema } from "../../lib/schemas/requests.ts";
import type { Config } from "../config.ts";
import { isDisposableAddress } from "../subscriptions/disposable.ts";

// The one intake for an address a stranger can type: the subscribe forms and API (every list,
// class wishes), a seat's Reserve, the pages without JavaScript. Every path reads the address the
// same way (the schema normalises it: trimmed, lower-case), refuses a throwaway inbox the same
// way, and treats a filled honeypot the same way; the messages that follow share one budget per
// mailbox (mail/outbox.ts: mailboxBudget), honour the mailbox's unsubscribe, and count every
// spelling of it (subscribers.mailbox: +tags, Gmail's dots) as one.

/** What a form posted: the address and the hidden field, read as the API's schema reads them. */
export type TypedAddress = { kind: "invalid"; typed: string; error: string } | { kind: "typed"; typed: string; email: string; honeypot?: string };

/** A form's address fields: the API's e-mail rule (a missing field reads as an empty one) and the honeypot. */
const typedAddressSchema = z.object({ email: text().pipe(emailSchema), [HONEYPOT]: optionalText() });

export function readTypedAddress(form: FormData): TypedAddress {
  const posted = parseForm(form, typedAddressSchema);
  const typed = posted.values.email ?? "";
  if (!posted.ok) return { kind: "invalid", typed, error: posted.message };
  return { kind: "typed", typed, email: posted.value.email, honeypot: posted.value[HONEYPOT] };
}

/**
 * The checks before anything counts or is written: a throwaway inbox is refused (like a mistyped
 * address: the person is told), a bot (the honeypot filled) is thanked like anyone and nothing is
 * stored or sent.
 */
export function screenAddress(config: Pick<Config, "EMAIL_DOMAINS_ALLOWED">, email: string, honeypot?: string): "disposable" | "bot" | "person" {
  if (isDisposableAddress(email, config.EMAIL_DOMAINS_ALLOWED)) return "disposable";
  return honeypot ? "bot" : "person";
}
