import * as z from "zod/mini";
import { CONTROL_CHARS, CONTROL_CHARS_IN_LINES, MAX_ROW_ID } from "./input.ts";
import { HONEYPOT, isEmail } from "./email.ts";
import { refSchema, wishIdSchema } from "./referral-fields.ts";
import { BUDGET, CLASS_SIZE, CONCEPT_MAX } from "./limits.ts";
import { SUBSCRIBER_SOURCES } from "./subscription-kinds.ts";

// One schema per endpoint, used by the page for instant feedback and by the server as the
// authority. zod/mini keeps the browser bundle small. User-facing messages live here.

export const messages = {
  conceptMissing: "Please enter a concept to search for",
  conceptTooLong: `Please keep the concept to ${CONCEPT_MAX} characters or fewer.`,
  conceptControl: "The concept cannot contain control characters.",
  budget: `Budget must be a whole number from ${BUDGET.min} to ${BUDGET.max} in steps of ${BUDGET.step}.`,
  classSize: `Class size must be a whole number from ${CLASS_SIZE.min} to ${CLASS_SIZE.max}.`,
  searchId: "search_id must be a UUID.",
  emailInvalid: "Please enter a valid email address.",
  emailDisposable: "Please use an address you keep: this one is from a disposable mail service, and our updates would never reach you there.",
  courseId: "course_id must be a positive whole number.",
  courseIdMissing: "course_id is required when source is course.",
  courseIdUnexpected: "course_id is only allowed when source is course.",
  wishIdMissing: "wish_id is required when source is wish.",
  wishIdUnexpected: "wish_id is only allowed when source is wish.",
} as const;


/** Type errors name the field: "budget is required." or the field's own message. */
const typeError = (field: string, message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required.` : message),
});

export const conceptSchema = z.string(typeError("concept", "concept must be text.")).check(
  z.trim(),
  z.minLength(1, messages.conceptMissing),
  z.maxLength(CONCEPT_MAX, messages.conceptTooLong),
  z.refine((v) => !CONTROL_CHARS.test(v), messages.conceptControl),
);

const stepped = (field: string, min: number, max: number, step: number, message: string) =>
  z.number(typeError(field, message)).check(z.int(message), z.gte(min, message), z.lte(max, message), z.multipleOf(step, message));

export const searchIdSchema = z.uuid(typeError("search_id", messages.searchId));
export const budgetSchema = stepped("budget", BUDGET.min, BUDGET.max, BUDGET.step, messages.budget);
export const classSizeSchema = stepped("class_size", CLASS_SIZE.min, CLASS_SIZE.max, CLASS_SIZE.step, messages.classSize);

export const findCourseSchema = z.strictObject({
  search_id: searchIdSchema,
  concept: conceptSchema,
  budget: budgetSchema,
  class_size: classSizeSchema,
  /** The shared link (a wish's or a course's) this visit arrived through: the search is credited to it. */
  ref: refSchema,
});
export type FindCourseInput = z.infer<typeof findCourseSchema>;

/** The one e-mail rule (lib/email.ts), normalised: one person is one row. */
export const emailSchema = z
  .string(typeError("email", messages.emailInvalid))
  .check(z.refine(isEmail, messages.emailInvalid), z.trim(), z.toLowerCase());

export const courseIdSchema = z.number(typeError("course_id", messages.courseId)).check(
  z.int(messages.courseId),
  z.positive(messages.courseId),
  z.lte(MAX_ROW_ID, messages.courseId),
);

export const subscribeSchema = z
  .strictObject({
    email: emailSchema,
    /** Which promise the address is given for. */
    source: z.optional(z.enum(SUBSCRIBER_SOURCES, { error: "source must be search, course, newsletter or wish." })),
    /**
     * The search the prompt followed. Accepted (and checked) for clients that send it, but no longer
     * used: only the browser that presses Confirm in the mailbox's link is linked to the address.
     */
    search_id: z.optional(z.uuid(typeError("search_id", messages.searchId))),
    /** The course whose opening notice the address is for (source 'course' only). */
    course_id: z.optional(courseIdSchema),
    /** The class wish whose becoming a class the address is for (source 'wish' only). */
    wish_id: z.optional(wishIdSchema),
    /** The shared link this visit arrived through: the subscription is credited to it. */
    ref: refSchema,
    /** Honeypot: hidden from people, so anything in it came from a bot. */
    [HONEYPOT]: z.optional(z.string()),
  })
  .check(
    z.refine((v) => v.source !== "course" || v.course_id !== undefined, { message: messages.courseIdMissing, path: ["course_id"] }),
    z.refine((v) => v.source === "course" || v.course_id === undefined, { message: messages.courseIdUnexpected, path: ["course_id"] }),
    z.refine((v) => v.source !== "wish" || v.wish_id !== undefined, { message: messages.wishIdMissing, path: ["wish_id"] }),
    z.refine((v) => v.source === "wish" || v.wish_id === undefined, { message: messages.wishIdUnexpected, path: ["wish_id"] }),
  );
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const interestSchema = z.strictObject({ course_id: courseIdSchema });
export type InterestInput = z.infer<typeof interestSchema>;

/** A newsletter: the operator API's body and the console's compose form. */
export const newsletterSchema = z.strictObject({
  subject: z.string({ error: "subject is required." }).check(
    z.trim(),
    z.minLength(1, "subject is required."),
    z.maxLength(200, "subject must be 200 characters or fewer."),
    z.refine((v) => !CONTROL_CHARS.test(v), "subject cannot contain control characters."),
  ),
  markdown: z.string({ error: "markdown is required." }).check(
    z.minLength(1, "markdown is required."),
    z.maxLength(12_000, "markdown must be 12,000 characters or fewer."),
    z.refine((v) => !CONTROL_CHARS_IN_LINES.test(v), "markdown cannot contain control characters other than tabs and line breaks."),
  ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** First problem, phrased for a person ("budget: …" when the field is not obvious). */
export function firstError(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request.";
  if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}.`;
  return issue.message;
}
