import { z } from "zod";
import { numberField, optionalText, text, textList } from "../forms/fields.ts";
import { knownTimeZone } from "../site/class-calendar.ts";
import { joinWishSchema } from "./wishes.ts";

// The visitor pages' form fields, as their actions parse them (lib/forms/parse-form.ts). Each field
// reuses the rule it already has elsewhere (an address is requests.ts's emailSchema, read by
// .server/intake/address-intake.ts). Imported by the actions only, so no page's script carries zod
// for them.

/** A seat's Confirm: the browser's time zone, for the times in the seat's e-mails (one it does not know is left out). */
export const seatConfirmSchema = z.object({ time_zone: optionalText().transform(knownTimeZone) });

/** A seat's Keep / Release… / Yes, release on the unsubscribe page: which seat (its public id). */
export const seatChoiceSchema = z.object({ seat: text() });

/** Subscribe again: the lists ticked. */
export const resubscribeSchema = z.object({ list: textList() });

/** An unsubscribe: a mail client's one-click POST says so in its body (RFC 8058), for the log. */
export const unsubscribeSchema = z.object({ "List-Unsubscribe": optionalText() });

/** A wish's Me too: the joiner's budget and class size, by the API's join rule. */
export const joinWishFormSchema = z.object({ budget: numberField(joinWishSchema.shape.budget), class_size: numberField(joinWishSchema.shape.class_size) });
