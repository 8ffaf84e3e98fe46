import { z } from "zod";
import { COURSE_STATUSES, slugify } from "../schemas/course.ts";
import { CONTROL_CHARS, CONTROL_CHARS_IN_LINES } from "../schemas/input.ts";
import { isWishId } from "../schemas/referrals.ts";
import { fromLocalDateTimeInZone, localDateTimeInZone } from "../site/time-zone.ts";
import { parseForm } from "../forms/parse-form.ts";

// The console's add/edit course form. The limits are the database's checks, said in words, so a
// bad value gets a message next to its field instead of a constraint error.

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
export const text = (label: string, max: number, lines = false) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or fewer.`)
    .refine((v) => !(lines ? CONTROL_CHARS_IN_LINES : CONTROL_CHARS).test(v), `${label} cannot contain control characters.`);
/** An absolute http(s) address with a host, and nothing a mail client could read as another scheme. */
function isWebLink(value: string): boolean {
  if (CONTROL_CHARS.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** An empty field is "not given". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

const fields = {
  title: text("Title", 120),
  instructor: text("Instructor", 80),
  // The rating is what the operator enters (there are no learner reviews yet): empty means none.
  ratingScore: optional(
    z.coerce
      .number({ error: "Rating must be a number." })
      .min(0, "Rating must be between 0 and 5.")
      .max(5, "Rating must be between 0 and 5.")
      .refine((n) => Math.round(n * 10) === n * 10, "Rating has at most one decimal (e.g. 4.5)."),
  ),
  ratingCount: optional(whole("Number of ratings", 1, 1_000_000)),
  durationWeeks: whole("Duration", 1, 52),
  priceAmount: whole("Price", 0, 100_000),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, "Currency is a three-letter code such as SGD."),
  // Any category the console has (the database checks it exists; see saveCourse).
  category: text("Category", 60),
  description: text("Description", 600, true),
  status: z.enum(COURSE_STATUSES, { error: "Choose a status." }),
  // Empty: made from the title. Typed: kept as its slug form, so "Black Holes 101" is black-holes-101.
  slug: optional(z.string().trim().max(80, "The page address must be 80 characters or fewer.")),
  // Empty: the database's default class size.
  classSize: optional(whole("Class size", 1, 25)),
  // A datetime-local field, read in the site's time zone (Singapore's).
  startsAt: optional(
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter the first session's date and time.")
      .transform((v, ctx) => {
        const at = fromLocalDateTimeInZone(v);
        if (Number.isNaN(at.getTime())) {
          ctx.addIssue({ code: "custom", message: "Enter the first session's date and time." });
          return z.NEVER;
        }
        return at;
      }),
  ),
  // The class's video-call link: only http(s), since it goes into e-mails as a link to press.
  joiningUrl: optional(
    z
      .string()
      .trim()
      .max(500, "The joining link must be 500 characters or fewer.")
      .refine(isWebLink, "The joining link must be a full web address starting with https:// (or http://)."),
  ),
};
/** The class size of a course whose form leaves it empty (the column's default). */
export const DEFAULT_CLASS_SIZE = 10;

/** A rating comes with the number of ratings behind it, or neither is given (no rating yet: 0 and 0). */
export const courseFormSchema = z
  .object(fields)
  .refine((v) => (v.ratingScore === undefined) === (v.ratingCount === undefined), {
    path: ["ratingScore"],
    message: "Enter the rating and the number of ratings together, or leave both empty (no rating yet).",
  })
  .transform(({ ratingScore, ratingCount, slug, startsAt, classSize, joiningUrl, ...rest }) => ({
    ...rest,
    classSize: classSize ?? DEFAULT_CLASS_SIZE,
    ratingScore: ratingScore ?? 0,
    ratingCount: ratingCount ?? 0,
    slug: slugify(slug ?? rest.title),
    startsAt: startsAt ?? null,
    joiningUrl: joiningUrl ?? null,
  }))
  .refine((v) => v.slug !== "", { path: ["slug"], message: "The page address needs at least one letter or digit." });
export type CourseFormInput = z.output<typeof courseFormSchema>;
/** `wish`: the class wish the course is made from (a hidden field), refused when there is no such wish. */
export type CourseFormErrors = Partial<Record<keyof CourseFormInput | "form" | "wish", string>>;

/** The add/edit form as posted: the course, or each field's message. */
export const parseCourseForm = (form: FormData) => parseForm(form, courseFormSchema);

/** What a link may fill in on the new-course form (a class wish links there): query name → form field. */
const PREFILL = { title: "title", description: "description", price: "priceAmount", class_size: "classSize", category: "category" } as const;
type PrefillField = (typeof PREFILL)[keyof typeof PREFILL];
const PREFILL_LABELS: Record<PrefillField, string> = { title: "Title", description: "Description", priceAmount: "Price", classSize: "Class size", category: "Category" };
export type CoursePrefill = { title?: string; description?: string; priceAmount?: number; classSize?: number; category?: string };

/**
 * Values for the new-course form from its link (`?title=…&description=…&price=…&class_size=…`),
 * each checked by its field's own rule; a value that fails is left out (the field keeps its
 * default) and named in `ignored`, so the page can say so. `&wish=` names the class wish the course
 * is made from (checked here for its form only; the page looks it up). Other parameters are not read.
 */
export function coursePrefill(params: URLSearchParams): { values: CoursePrefill; wish?: string; ignored: string[] } {
  const values: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [name, field] of Object.entries(PREFILL) as Array<[keyof typeof PREFILL, PrefillField]>) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === "") continue;
    const parsed = fields[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) values[field] = parsed.data;
    else ignored.push(PREFILL_LABELS[field]);
  }
  const wish = params.get("wish") ?? "";
  if (wish !== "" && !isWishId(wish)) ignored.push(WISH_LABEL);
  return { values: values as CoursePrefill, ...(isWishId(wish) ? { wish } : {}), ignored };
}

/** How the page names the wish parameter when it is left out. */
export const WISH_LABEL = "Class wish";

const TITLE_MAX = 120;

/** Text cut to `max` UTF-16 units (the schema's measure) at a whole character, with "…" when cut. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  let out = "";
  for (const ch of value) {
    if (out.length + ch.length > max - 1) break;
    out += ch;
  }
  return `${out.trimEnd()}…`;
}

/**
 * Words that point to one of the specification's categories (stems: "program" covers programming).
 * A suggestion only: the operator sees it preselected and changes it at will.
 */
const CATEGORY_WORDS: Record<string, readonly string[]> = {
  Technology: ["program", "coding", "code", "software", "computer", "python", "javascript", "web", "data", "ai", "machine", "robot", "electronic", "app", "cyber", "tech"],
  "Self-Development": ["habit", "product", "confiden", "public speak", "leadership", "career", "motivat", "time manage", "personality", "self", "goal", "mindful"],
  Philosophy: ["philosoph", "stoic", "tao", "ethic", "logic", "existential", "plato", "socrat", "buddhis", "meaning of life", "metaphysic"],
  Psychology: ["psycholog", "mind", "behavio", "emotion", "cognit", "brain", "memory", "fortune", "dream", "therapy"],
  Linguistics: ["language", "linguist", "grammar", "hieroglyph", "writing system", "dialect", "mandarin", "japanese", "spanish", "french", "english", "chinese character", "translat"],
  "Health & Wellness": ["health", "longevity", "supplement", "skincare", "nutrition", "diet", "fitness", "yoga", "sleep", "medicine", "wellness", "exercise"],
  "Personal Finance": ["financ", "money", "invest", "budget", "saving", "stock", "retire", "tax", "crypto", "debt"],
};

/**
 * The category a wish's words point to, among the console's categories: the one with the most
 * matching words; a category named in the words counts too. None matching: undefined (the form
 * then asks the operator to choose, rather than preselecting whichever comes first).
 */
export function suggestCategory(concept: string, categories: readonly string[]): string | undefined {
  const said = ` ${concept.toLowerCase().replace(/[^\p{L}\p{N}&]+/gu, " ")} `;
  let best: { name: string; hits: number } | undefined;
  for (const name of categories) {
    const words = [name.toLowerCase(), ...(CATEGORY_WORDS[name] ?? [])];
    const hits = words.filter((w) => said.includes(` ${w}`)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { name, hits };
  }
  return best?.name;
}

/** What the console knows of a wish that a course can be made from. */
export type WishForCourse = { publicId: string; concept: string; people: number; medianBudget: number; medianClassSize: number };

/**
 * "Create a course from this wish": the new-course form's link, filled from the wish through the
 * same parameters coursePrefill reads. The title is the concept on one line (cut to the title's
 * limit); the price is the median budget (budgets are whole, multiples of 10, so it passes the
 * price's rule as it is); the class size is the median size; the category is the one the wish's
 * words suggest (if any). The description is left for the operator to write: it is the public
 * page's text, and an operator's note put there was published unnoticed. (What the wish asks for
 * is shown beside the form instead; see wishNote.) Every value is checked again when the form
 * loads and when it is saved.
 */
export function wishCourseLink(wish: WishForCourse, categories: readonly string[] = Object.keys(CATEGORY_WORDS)): string {
  const concept = wish.concept.replace(/[\p{Cc}\s]+/gu, " ").trim();
  const category = suggestCategory(concept, categories);
  const params = new URLSearchParams({
    title: clip(concept, TITLE_MAX),
    price: String(Math.round(wish.medianBudget)),
    class_size: String(Math.round(wish.medianClassSize)),
    ...(category ? { category } : {}),
    wish: wish.publicId,
  });
  return `/admin/courses/new?${params}`;
}

/** A new category's name, as the operator types it. */
export const categoryNameSchema = text("Category name", 60);

/** A form naming a class wish that does not exist (a forged field, or a wish erased meanwhile). */
export const UNKNOWN_WISH = "No class wish has this id, so the course cannot be recorded as made from it. Nothing was saved; save again to add it without a wish.";

/** What the form says when the database refuses a save (see saveCourse's errors), and the status. */
export const SAVE_REFUSALS = {
  "duplicate-title": { status: 409, errors: { title: "A course with this title already exists." } },
  "duplicate-slug": { status: 409, errors: { slug: "Another course already has this page address." } },
  "unknown-category": { status: 400, errors: { category: "Choose one of the categories." } },
  "unknown-wish": { status: 400, errors: { wish: UNKNOWN_WISH } },
} as const satisfies Record<string, { status: number; errors: CourseFormErrors }>;

/** A stored first session as the form's datetime-local value, in the site's time zone. */
export const startsAtField = (at: Date | string | null): string => (at === null ? "" : localDateTimeInZone(at));
