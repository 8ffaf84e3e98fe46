import { z } from "zod";
import { numberField, optionalText, rowId, text, textField, textList } from "../forms/fields.ts";
import { knownTimeZone } from "../site/class-calendar.ts";
import { safeReturnPath } from "./newsletter-form.ts";
import { findCourseSchema, messages } from "./requests.ts";
import { joinWishSchema, shareWishSchema } from "./wishes.ts";

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

/** The customise form (/search, /embed/wish): the API's find-course rule, a missing concept read as an empty one. */
export const searchFormSchema = z.object({
  concept: text().pipe(findCourseSchema.shape.concept),
  budget: numberField(findCourseSchema.shape.budget),
  class_size: numberField(findCourseSchema.shape.class_size),
});

/** The result page's Share as a class wish: the browser's own search, by the API's share rule. */
export const shareWishFormSchema = z.object({ search_id: textField(shareWishSchema.shape.search_id) });

/** A course card's Register, and the result page's e-mail form after it: which course (a row id). */
export const registerFormSchema = z.object({ course_id: rowId(messages.courseId) });

/** The /subscribe form's own fields beside the address: where its back link goes (a same-site path, else "/"), and Resend. */
export const newsletterPostSchema = z.object({ from: text().transform(safeReturnPath), intent: text() });
