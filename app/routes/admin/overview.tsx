import { useLoaderData } from "react-router";
import { Chart } from "~/components/admin/chart";
import { Stat } from "~/components/admin/stat";
import { requireAdmin } from "~/.server/admin/guard";
import { overview } from "~/.server/admin/overview";
import { adminMeta } from "~/lib/admin/copy";
import type { Route } from "./+types/overview";

export const meta = () => adminMeta("Overview");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  return overview(ctx.db);
}

const pct = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);
const total = (xs: Array<{ count: number }>) => xs.reduce((n, x) => n + x.count, 0);

export default function AdminOverview() {
  const o = useLoaderData<typeof loader>();
  const funnel = [
    { label: "Visitors", value: o.funnel.visitors },
    { label: "Searched", value: o.funnel.searched },
    { label: "Gave an e-mail", value: o.funnel.gaveEmail },
    { label: "Confirmed", value: o.funnel.confirmed },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">Overview</h1>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Visitors" value={o.visitors} testId="stat-visitors" />
        <Stat label="Searches" value={o.searches} testId="stat-searches" />
        <Stat label="Registrations" value={o.registrations} testId="stat-registrations" />
        <Stat label="Subscribers" value={o.subscribers.total} testId="stat-subscribers" />
        <Stat label="Pending" value={o.subscribers.pending} testId="stat-pending" />
        <Stat label="Confirmed" value={o.subscribers.confirmed} testId="stat-confirmed" />
        <Stat label="Unsubscribed" value={o.subscribers.unsubscribed} testId="stat-unsubscribed" />
      </dl>
      <p className="text-sm text-slate-600">
        Visitors are the browsers that searched, registered for a course or gave an e-mail; page views are not recorded.
      </p>
      <section aria-labelledby="funnel-heading">
        <h2 id="funnel-heading" className="text-xl font-semibold">
          Funnel
        </h2>
        <ol className="mt-3 grid gap-3 md:grid-cols-4">
          {funnel.map((step, i) => (
            <li key={step.label} className="rounded-xl border border-slate-200 bg-white p-4">
              <span className="text-sm text-slate-600">{step.label}</span>
              <span className="block text-2xl font-bold tabular-nums" data-testid={`funnel-${i}`}>
                {step.value}
              </span>
              {i > 0 && <span className="text-sm text-slate-700">{pct(step.value, funnel[i - 1]!.value)} of the step before</span>}
            </li>
          ))}
        </ol>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <Chart
          title="Searches per day (last 30 days)"
          summary={`${total(o.searchesPerDay)} searches in the last 30 days; figures per day are in the table below.`}
          labels={o.searchesPerDay.map((d) => d.day)}
          values={o.searchesPerDay.map((d) => d.count)}
          kind="line"
          valueLabel="Searches"
        />
        <Chart
          title="Sign-ups per day (last 30 days)"
          summary={`${total(o.signupsPerDay)} sign-ups in the last 30 days; figures per day are in the table below.`}
          labels={o.signupsPerDay.map((d) => d.day)}
          values={o.signupsPerDay.map((d) => d.count)}
          kind="line"
          valueLabel="Sign-ups"
        />
      </div>
    </>
  );
}
