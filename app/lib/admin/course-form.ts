import { z } from "zod";
import { COURSE_CATEGORIES, COURSE_STATUSES } from "../schemas/course.ts";
import { CONTROL_CHARS, CONTROL_CHARS_IN_LINES } from "../schemas/input.ts";

// The console's add/edit course form. The limits are the database's checks, said in words, so a
// bad value gets a message next to its field instead of a constraint error.

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
const text = (label: string, max: number, lines = false) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or fewer.`)
    .refine((v) => !(lines ? CONTROL_CHARS_IN_LINES : CONTROL_CHARS).test(v), `${label} cannot contain control characters.`);

export const courseFormSchema = z.object({
  title: text("Title", 120),
  instructor: text("Instructor", 80),
  ratingScore: z.coerce
    .number({ error: "Rating must be a number." })
    .min(0, "Rating must be between 0 and 5.")
    .max(5, "Rating must be between 0 and 5.")
    .refine((n) => Math.round(n * 10) === n * 10, "Rating has at most one decimal (e.g. 4.5)."),
  ratingCount: whole("Number of ratings", 0, 1_000_000),
  durationWeeks: whole("Duration", 1, 52),
  priceAmount: whole("Price", 0, 100_000),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, "Currency is a three-letter code such as SGD."),
  category: z.enum(COURSE_CATEGORIES, { error: "Choose a category." }),
  description: text("Description", 600, true),
  status: z.enum(COURSE_STATUSES, { error: "Choose a status." }),
});
export type CourseFormInput = z.infer<typeof courseFormSchema>;
export type CourseFormErrors = Partial<Record<keyof CourseFormInput | "form", string>>;

export function parseCourseForm(form: FormData): { ok: true; value: CourseFormInput } | { ok: false; errors: CourseFormErrors } {
  const raw = Object.fromEntries(Object.keys(courseFormSchema.shape).map((k) => [k, form.get(k) ?? undefined]));
  const parsed = courseFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: CourseFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CourseFormInput;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
