import { Chart } from "~/components/admin/chart";
import { DataTable } from "~/components/admin/data-table";
import type { TrafficReport } from "~/.server/admin/traffic";
import { FIGURES, type FigureKey } from "~/lib/admin/figures";

/** Searches per visit: a ratio, not a share (one visit can search several times), so never a percentage. */
const perVisit = (searches: number, visits: number) => (visits === 0 ? "–" : `${(searches / visits).toFixed(1)} per visit`);
const COLUMNS: FigureKey[] = ["sourceVisits", "sourceSearches", "sourceEmails", "sourceConfirmed", "sourceRegistrations", "sourceSeats", "sourceWishes", "sourceMetoo"];
const sum = <T,>(rows: T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);

/**
 * The Overview's traffic: counted by the pages' first-party beacon (no cookie; browsers that ask
 * not to be tracked are not counted), so these are page views and visits, not the browsers above.
 */
export function Traffic({ report }: { report: TrafficReport }) {
  const visits = sum(report.days, (d) => d.visits);
  const pageviews = sum(report.days, (d) => d.pageviews);
  return (
    <section aria-labelledby="traffic-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="traffic-heading" className="text-xl font-semibold">
          Visits and sources (last 30 days)
        </h2>
        <a href="/admin/export/traffic.csv" className="font-medium text-brand-800 underline underline-offset-2">
          Export traffic as CSV
        </a>
      </div>
      <p className="text-slate-700" data-testid="traffic-total">
        {visits} visits, {pageviews} page views. A visit begins with the first page of the site opened in a browser tab; the funnel counts
        what visitors then did, by where they came from (the campaign tags of the address they arrived at, or the site that linked to it).
      </p>
      <Chart
        title="Visits per day (last 30 days)"
        summary={`${visits} visits and ${pageviews} page views in the last 30 days; figures per day are in the table below.`}
        labels={report.days.map((d) => d.day)}
        values={report.days.map((d) => d.visits)}
        kind="line"
        valueLabel="Visits"
      />
      <DataTable
        label="Funnel by source and campaign"
        caption="Funnel by source and campaign"
        columns={["Source", "Medium", "Campaign", ...COLUMNS.map((key) => FIGURES[key].label)].map((label) => ({ label }))}
      >
        {report.funnel.map((r) => (
          <tr key={`${r.source}|${r.medium}|${r.campaign}`} className="border-t border-slate-100" data-testid={`funnel-${r.source}-${r.campaign}`}>
            <td className="px-3 py-2 break-all">{r.source}</td>
            <td className="px-3 py-2">{r.medium}</td>
            <td className="px-3 py-2 break-all">{r.campaign}</td>
            <td className="px-3 py-2 tabular-nums">{r.visits}</td>
            <td className="px-3 py-2 tabular-nums">
              {r.searches} <span className="text-slate-600">({perVisit(r.searches, r.visits)})</span>
            </td>
            <td className="px-3 py-2 tabular-nums">{r.emails}</td>
            <td className="px-3 py-2 tabular-nums">{r.confirmed}</td>
            <td className="px-3 py-2 tabular-nums">{r.registrations}</td>
            <td className="px-3 py-2 tabular-nums">{r.seats}</td>
            <td className="px-3 py-2 tabular-nums">{r.wishes}</td>
            <td className="px-3 py-2 tabular-nums">{r.metoo}</td>
          </tr>
        ))}
      </DataTable>
      <div>
        <h3 className="font-semibold">What the funnel's columns count</h3>
        <p className="text-sm text-slate-700">
          Counted by the pages' beacon in the last 30 days (browsers that ask not to be tracked are not), so they are not the figures above and do not share their names.
        </p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-testid="funnel-definitions">
          {COLUMNS.map((key) => (
            <div key={key} className="contents">
              <dt className="font-medium">{FIGURES[key].label}</dt>
              <dd className="text-slate-700">{FIGURES[key].definition}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className="font-semibold">Top referrers</h3>
        {report.referrers.length === 0 ? (
          <p className="text-slate-700">No visit came from another site yet.</p>
        ) : (
          <ol className="mt-2 list-decimal pl-6">
            {report.referrers.map((r) => (
              <li key={r.referrer}>
                {r.referrer}: {r.visits} visits
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
