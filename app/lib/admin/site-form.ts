import { z } from "zod";
import { SITE_TEXT_LIMITS as MAX } from "../schemas/site-content.ts";
import { CONTROL_CHARS } from "../schemas/input.ts";
import { text } from "./course-form.ts";
import { dateInZone } from "../site/time-zone.ts";

// The console's Site page forms. Messages name the field, so each shows next to its own input.

/** Left empty, or not sent at all: not given. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .max(max, `${label} must be ${max} characters or fewer.`)
      .refine((v) => !CONTROL_CHARS.test(v), `${label} cannot contain control characters.`)
      .transform((v) => v || null),
  );

export const testimonialFormSchema = z.object({
  quote: text("Quote", MAX.quote, true).transform((v) => v.replace(/^[“"]+|[”"]+$/g, "").trim()),
  author: text("Author", MAX.author),
  title: optionalText("Job title", MAX.title),
  company: optionalText("Company", MAX.company),
});
export type TestimonialForm = z.output<typeof testimonialFormSchema>;

export const partnerNameSchema = text("Partner name", MAX.partner);

/** The About page's "Trusted by" heading: the operator's own claim; left empty, none. */
export const trustedHeadingSchema = optionalText("Heading", MAX.trusted);

/** A calendar date from the form's date field (YYYY-MM-DD), within reason. */
export const launchDateSchema = z
  .string({ error: "Enter the date." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD.")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && v >= "2020-01-01" && v <= "2100-12-31";
  }, "Enter a real date between 2020 and 2100.")
  // A planned launch is ahead: a past day would be published as "planned for" a day gone by.
  .refine((v) => v >= dateInZone(new Date()), "That day has passed: choose today or a later day.");
