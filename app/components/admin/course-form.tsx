import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { useCan } from "./use-can";
import { startsAtField, type CourseFormErrors } from "~/lib/admin/course-form";
import { STATUS_LABELS } from "~/lib/admin/copy";
import { COURSE_STATUSES } from "~/lib/schemas/course";
import { CsrfField } from "./csrf-field";
import { Field, inputClass } from "./field";
import { Notice } from "./notice";

export type CourseValues = {
  title: string;
  instructor: string;
  ratingScore: number | string;
  ratingCount: number | string;
  durationWeeks: number | string;
  priceAmount: number | string;
  currency: string;
  category: string;
  description: string;
  status: string;
  slug: string;
  classSize: number | string;
  /** The form's datetime-local value (Singapore time), or a stored time (startsAtField makes it one). */
  startsAt: string | Date | null;
  /** The class's video-call link (private: only seat holders' e-mails carry it). */
  joiningUrl: string | null;
};

export const emptyCourse: CourseValues = {
  title: "",
  instructor: "",
  ratingScore: "",
  ratingCount: "",
  durationWeeks: 6,
  priceAmount: 39,
  currency: "SGD",
  category: "",
  description: "",
  status: "registration_open",
  slug: "",
  classSize: 10,
  startsAt: "",
  joiningUrl: "",
};

/** A stored course as the form shows it: a course without ratings shows empty rating fields. */
export function courseValues<T extends CourseValues>(course: T): T {
  const shown = { ...course, startsAt: course.startsAt instanceof Date ? startsAtField(course.startsAt) : course.startsAt };
  return Number(course.ratingCount) === 0 ? { ...shown, ratingScore: "", ratingCount: "" } : shown;
}

type Props = {
  values: CourseValues;
  categories: readonly string[];
  errors?: CourseFormErrors;
  /** A new course made from a class wish: carried in a hidden field and recorded on the course. */
  wish?: { publicId: string; concept: string } | undefined;
  submitLabel: string;
};

/** Add and edit share this form; the server validates (the schema's messages show per field). */
export function CourseForm({ values, categories, errors = {}, wish, submitLabel }: Props) {
  // A viewer sees the course as the form shows it, and cannot send it.
  const may = useCan()("save");
  const text = (name: keyof CourseValues, label: string, type = "text", extra: Record<string, string> = {}) => (
    <Field id={name} label={label} error={errors[name as keyof CourseFormErrors]}>
      <input id={name} name={name} type={type} defaultValue={String(values[name] ?? "")} className={inputClass} {...extra} />
    </Field>
  );
  return (
    <Form method="post" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 md:grid-cols-2">
      {may && (
        <>
          <CsrfField />
          <input type="hidden" name="intent" value="save" />
        </>
      )}
      {errors.form && (
        <div className="md:col-span-2">
          <Notice tone="error">{errors.form}</Notice>
        </div>
      )}
      {wish && (
        <p className="md:col-span-2" data-testid="course-wish">
          <input type="hidden" name="wish" value={wish.publicId} />
          Made from the class wish “{wish.concept}”: adding the course records it, and the wish's sharer, joiners and list are then among the
          people who asked for it. The description is the course page's public text: write it for visitors (nothing from the wish is put there).
        </p>
      )}
      {errors.wish && (
        <div className="md:col-span-2" id="wish-error" data-testid="wish-error">
          <Notice tone="error">{errors.wish}</Notice>
        </div>
      )}
      <fieldset disabled={!may} className="contents">
        {text("title", "Title")}
        {text("instructor", "Instructor")}
        {text("ratingScore", "Entered rating, 0–5 (empty: no rating yet)", "number", { step: "0.1", min: "0", max: "5" })}
        {text("ratingCount", "Number of ratings behind it (empty: none)", "number", { min: "1" })}
        {text("durationWeeks", "Duration (weeks)", "number", { min: "1", max: "52" })}
        {text("priceAmount", "Price (whole units)", "number", { min: "0" })}
        {text("currency", "Currency")}
        {text("classSize", "Class size (seats, 1–25)", "number", { min: "1", max: "25" })}
        {text("startsAt", "First session (Singapore time; weekly after it; empty: not announced)", "datetime-local")}
        {text("slug", "Page address /courses/… (empty: made from the name)")}
        {text("joiningUrl", "Joining link (video call; sent only to seat holders, in their receipt and reminders)", "url", { placeholder: "https://" })}
        <Field id="category" label="Category" error={errors.category}>
          {/* Made from a wish whose words suggest no category: the operator chooses (none is preselected). */}
          <select id="category" name="category" defaultValue={values.category || (wish ? "" : categories[0])} required className={inputClass}>
            {wish && !values.category && <option value="">Choose a category</option>}
            {categories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <Field id="status" label="Status" error={errors.status}>
          <select id="status" name="status" defaultValue={values.status} className={inputClass}>
            {COURSE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <div className="md:col-span-2">
          <Field id="description" label="Description" error={errors.description}>
            <textarea
              id="description"
              name="description"
              rows={4}
              defaultValue={values.description}
              className="rounded-lg border border-slate-400 p-3 focus-visible:outline-2 focus-visible:outline-brand-700"
            />
          </Field>
        </div>
      </fieldset>
      {may && (
        <div className="md:col-span-2">
          <Button type="submit">{submitLabel}</Button>
        </div>
      )}
    </Form>
  );
}
