import { z } from "zod";
import { list, text } from "../forms/fields.ts";
import { CONTROL_CHARS } from "../schemas/input.ts";
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from "../schemas/webhooks.ts";

// The console's "Add endpoint" form. Where the URL points is checked by the server (it resolves
// the name); here, what it must look like.

export const webhookFormSchema = z.object({
  url: text().pipe(
    z
      .string()
      .trim()
      .min(1, "Enter the endpoint's URL.")
      .max(WEBHOOK_URL_MAX, `The URL must be ${WEBHOOK_URL_MAX} characters or fewer.`)
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), "The URL must start with https:// (or http://).")
      .refine((v) => !URL.canParse(v) || (new URL(v).username === "" && new URL(v).password === ""), "Put no user name or password in the URL: every delivery is signed instead."),
  ),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, `The description must be ${WEBHOOK_DESCRIPTION_MAX} characters or fewer.`)
    .refine((v) => !CONTROL_CHARS.test(v), "The description cannot contain control characters.")
    .default(""),
  events: list(z.enum(WEBHOOK_EVENTS, { error: "Choose from the events listed." })).refine((events) => events.length > 0, "Choose at least one event."),
});
export type WebhookFormInput = z.output<typeof webhookFormSchema>;
