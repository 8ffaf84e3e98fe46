import { Form, useLoaderData } from "react-router";
import { Chart } from "~/components/admin/chart";
import { inputClass } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { demand, parseDay } from "~/.server/admin/demand";
import { requireAdmin } from "~/.server/admin/guard";
import type { ConceptDemand } from "~/lib/admin/demand";
import { adminMeta } from "~/lib/admin/copy";
import { TableScroll } from "~/components/admin/table-scroll";
import type { Route } from "./+types/demand";

export const meta = () => adminMeta("Demand");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  return demand(ctx.db, { from: parseDay(params.get("from")), to: parseDay(params.get("to")) });
}

function ConceptTable({ rows, caption, testId }: { rows: ConceptDemand[]; caption: string; testId: string }) {
  return (
    <TableScroll label={caption}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2">Concept</th>
            <th scope="col" className="px-3 py-2">Most often typed</th>
            <th scope="col" className="px-3 py-2 text-right">Searches</th>
            <th scope="col" className="px-3 py-2 text-right">Median budget</th>
            <th scope="col" className="px-3 py-2 text-right">Median class size</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.concept} className="border-t border-slate-100">
              <td className="px-3 py-2 font-medium">{c.concept}</td>
              <td className="px-3 py-2">{c.example}</td>
              <td className="px-3 py-2 text-right tabular-nums">{c.count}</td>
              <td className="px-3 py-2 text-right tabular-nums">S${c.medianBudget}</td>
              <td className="px-3 py-2 text-right tabular-nums">{c.medianClassSize}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

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
        <Button type="submit" size="sm">Filter</Button>
        <a href={`/admin/export/searches.csv`} className="text-brand-800 underline" download>
          Export all searches (CSV)
        </a>
      </Form>
      <p data-testid="demand-total">
        {d.total} searches{d.range.from || d.range.to ? ` from ${d.range.from ?? "the start"} to ${d.range.to ?? "today"}` : ""}, {d.concepts.length} concepts.
      </p>
      <section aria-labelledby="concepts-heading" className="flex flex-col gap-3">
        <h2 id="concepts-heading" className="text-xl font-semibold">Concepts asked for</h2>
        <p className="text-sm text-slate-600">Grouped regardless of case, spacing and simple plurals.</p>
        <ConceptTable rows={d.concepts} caption="Concepts asked for" testId="concepts" />
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
        <p className="text-sm text-slate-600">Concepts no offered course matches (the same matching the site uses for related courses).</p>
        {d.notOffered.length === 0 ? <p>Every concept asked for matches a course.</p> : <ConceptTable rows={d.notOffered} caption="Wanted but not offered" testId="not-offered" />}
      </section>
    </>
  );
}
