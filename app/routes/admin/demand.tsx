import { Form, useLoaderData } from "react-router";
import { Chart } from "~/components/admin/chart";
import { inputClass } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { PagesNav, queryOf } from "~/components/admin/pages-nav";
import { demand, parseDay, rangeProblem } from "~/.server/admin/demand";
import { Notice } from "~/components/admin/notice";
import { requireAdmin } from "~/.server/admin/guard";
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
  const d = await demand(ctx.db, range, { q, page: params.get("page") });
  return { ...d, query: queryOf({ from: d.range.from, to: d.range.to, q }), rangeProblem: rangeProblem({ from: params.get("from"), to: params.get("to") }, range) };
}

/** The range as a query (the CSV is the range's groups, not the search term's page). */
const rangeQuery = (r: { from?: string; to?: string }) => queryOf({ from: r.from, to: r.to });

export default function AdminDemand() {
  const d = useLoaderData<typeof loader>();
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
    </>
  );
}
