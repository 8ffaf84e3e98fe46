import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { Chart } from "~/components/admin/chart";
import { inputClass } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { PagesNav, queryOf } from "~/components/admin/pages-nav";
import { correctionsView, demand, parseDay, rangeProblem } from "~/.server/admin/demand";
import { attachGroup, mergeDemandGroups, nameDemandGroup, separateConcept, takeBackIn, undoDemandCorrection, type CorrectionOutcome } from "~/.server/admin/demand-corrections";
import { rowId, text } from "~/lib/forms/fields";
import { formValues, parseForm, sectionOf, type IntentOf } from "~/lib/forms/parse-form";
import { conceptKeyField } from "~/lib/schemas/demand-corrections";
import type { Db } from "~/.server/db/client";
import { CorrectionsList } from "~/components/admin/demand-corrections";
import { Notice } from "~/components/admin/notice";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { CONCEPTS_PER_PAGE } from "~/lib/admin/demand";
import { adminMeta } from "~/lib/admin/copy";
import { FIGURES } from "~/lib/admin/figures";
import { withoutControlChars } from "~/lib/schemas/input";
import { ConceptTable } from "~/components/admin/concept-table";
import { DemandGroups } from "~/components/admin/demand-groups";
import type { Route } from "./+types/demand";

export const meta = () => adminMeta("Demand");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  // A search term never holds control characters (and the database never sees it: concepts are grouped here).
  const q = withoutControlChars(params.get("q") ?? "").trim().slice(0, 200) || undefined;
  const range = { from: parseDay(params.get("from")), to: parseDay(params.get("to")) };
  const [d, corrections] = await Promise.all([demand(ctx.db, range, { q, page: params.get("page") }), correctionsView(ctx.db)]);
  return { ...d, corrections, corrected: params.get("corrected"), query: queryOf({ from: d.range.from, to: d.range.to, q }), rangeProblem: rangeProblem({ from: params.get("from"), to: params.get("to") }, range) };
}

/** The range as a query (the CSV is the range's groups, not the search term's page). */
const rangeQuery = (r: { from?: string; to?: string }) => queryOf({ from: r.from, to: r.to });

/** A correction: its form's fields read by `schema`, then made; undefined when the form is not one (a forged field). */
type Correct = (db: Db, form: FormData) => Promise<CorrectionOutcome | undefined>;
const correcting =
  <S extends z.ZodType>(schema: S, run: (db: Db, fields: z.output<S>) => Promise<CorrectionOutcome>): Correct =>
  async (db, form) => {
    const posted = parseForm(form, schema);
    return posted.ok ? run(db, posted.value) : undefined;
  };
const key = conceptKeyField();
const courseId = rowId("No such course.");

/** One handler per correction, by the intent its form posts (the role table's list of them). */
const sections = {
  name: correcting(z.object({ key, name: text() }), (db, f) => nameDemandGroup(db, f.key, f.name)),
  merge: correcting(z.object({ key, other: conceptKeyField() }), (db, f) => mergeDemandGroups(db, f.key, f.other)),
  separate: correcting(z.object({ key }), (db, f) => separateConcept(db, f.key)),
  attach: correcting(z.object({ key, course_id: courseId }), (db, f) => attachGroup(db, f.key, f.course_id)),
  undo: correcting(z.object({ id: rowId("No such correction.") }), (db, f) => undoDemandCorrection(db, f.id)),
  "take-in": correcting(z.object({ key: key.pipe(z.string().min(1)), course_id: courseId }), async (db, f) => {
    await takeBackIn(db, f.course_id, f.key);
    return { ok: true, message: "The concept asks for the course again." };
  }),
} satisfies Record<IntentOf<"demand">, Correct>;

/** The operator's corrections: each says what it did (after a redirect, so a reload posts nothing again) or why it changed nothing. */
export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const section = sectionOf<Correct>(sections, form);
  const outcome = section && (await section(ctx.db, form));
  if (!outcome) throw data("Unknown correction.", { status: 400 });
  if (!outcome.ok) return data({ message: outcome.message }, { status: 409 });
  const { intent, key: concept } = formValues(form);
  ctx.log.info({ intent, key: concept }, "demand corrected from the console");
  // To the Demand page itself (a group's page posts here too; a script's post comes to this route's data URL).
  return redirect(`/admin/demand?${new URLSearchParams({ corrected: outcome.message }).toString()}#corrections-heading`);
}

export default function AdminDemand() {
  const d = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold">Demand</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="from" className="text-sm font-medium">From</label>
          <input id="from" name="from" type="date" defaultValue={d.range.from ?? ""} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="to" className="text-sm font-medium">To</label>
          <input id="to" name="to" type="date" defaultValue={d.range.to ?? ""} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="q" className="text-sm font-medium">Concept contains</label>
          <input id="q" name="q" type="search" defaultValue={d.q ?? ""} maxLength={200} className={inputClass} />
        </div>
        <Button type="submit" size="sm">Filter</Button>
        <a href={`/admin/export/searches.csv`} className="text-brand-800 underline" download>
          Export all searches (CSV)
        </a>
        <a href={`/admin/export/demand.csv${rangeQuery(d.range) ? `?${rangeQuery(d.range)}` : ""}`} className="text-brand-800 underline" download data-testid="demand-csv">
          Export these groups (CSV)
        </a>
      </Form>
      {d.rangeProblem && <Notice tone="error">{d.rangeProblem}</Notice>}
      {refused && <Notice tone="error">{refused.message}</Notice>}
      {d.corrected && <Notice>{d.corrected}</Notice>}
      <p data-testid="demand-total">
        {d.total} searches{d.range.from || d.range.to ? ` from ${d.range.from ?? "the start"} to ${d.range.to ?? "today"}` : ""}, {d.conceptCount} groups of concepts.
      </p>
      <p className="text-sm text-slate-600">{FIGURES.searches.label}: {FIGURES.searches.definition}</p>
      <section aria-labelledby="concepts-heading" className="flex flex-col gap-3">
        <h2 id="concepts-heading" className="text-xl font-semibold">Concepts asked for</h2>
        <p className="text-sm text-slate-600">
          Concepts that mean the same are one group (the site's own matching), whatever the case, spacing, plurals or filler words; each
          is shown as it was most often typed. Most asked first, {CONCEPTS_PER_PAGE} a page.
        </p>
        <p data-testid="concepts-shown">
          {d.q ? `${d.matching} group${d.matching === 1 ? "" : "s"} containing “${d.q}”` : `${d.matching} group${d.matching === 1 ? "" : "s"}`}
          {d.slice.pages > 1 ? ` (${d.slice.from}–${d.slice.to} shown)` : ""}.
        </p>
        {d.concepts.length > 0 && <DemandGroups rows={d.concepts} />}
        <PagesNav path="/admin/demand" query={d.query} slice={d.slice} label="Pages of concepts" testId="concept-page" />
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <Chart
          title="Budgets (S$10–500)"
          summary={`Budgets of ${d.total} searches in S$50 bins; the figures are in the table below.`}
          labels={d.budgets.map((b) => b.label)}
          values={d.budgets.map((b) => b.count)}
          valueLabel="Searches"
        />
        <Chart
          title="Class sizes (1–25)"
          summary={`Class sizes of ${d.total} searches; the figures are in the table below.`}
          labels={d.classSizes.map((b) => b.label)}
          values={d.classSizes.map((b) => b.count)}
          valueLabel="Searches"
        />
      </div>
      <section aria-labelledby="not-offered-heading" className="flex flex-col gap-3">
        <h2 id="not-offered-heading" className="text-xl font-semibold">Wanted but not offered</h2>
        <p className="text-sm text-slate-600">
          Of the 100 most asked concepts, those no offered course matches (the same matching the site uses for related courses).
        </p>
        {d.notOffered.length === 0 ? <p>Every concept asked for matches a course.</p> : <ConceptTable rows={d.notOffered} caption="Concepts no offered course matches" testId="not-offered" />}
      </section>
      <section aria-labelledby="corrections-heading" className="flex flex-col gap-3">
        <h2 id="corrections-heading" className="text-xl font-semibold">Your corrections</h2>
        <p className="text-sm text-slate-600">
          What you changed of the site's own matching, newest first: groups merged, named or split, and concepts attached to a course or left
          out of it (on the course's page). Each applies to every search with the concept, before and after, and can be undone.
        </p>
        <CorrectionsList items={d.corrections} />
      </section>
    </>
  );
}
