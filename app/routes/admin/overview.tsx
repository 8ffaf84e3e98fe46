import { data, redirect, useActionData, useLoaderData } from "react-router";
import { AlertSettings } from "~/components/admin/alert-settings";
import { Chart } from "~/components/admin/chart";
import { Stat } from "~/components/admin/stat";
import { DataTable } from "~/components/admin/data-table";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { demandAlertSection, overview } from "~/.server/admin/overview";
import { saveAlertSettings } from "~/.server/db/demand-alerts";
import { demandAlertFormSchema, demandAlertTypedSchema } from "~/lib/schemas/demand-alerts";
import { parseForm, sectionFor, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { trafficReport } from "~/.server/admin/traffic";
import { Traffic } from "~/components/admin/traffic";
import { adminMeta } from "~/lib/admin/copy";
import { FIGURES, type FigureKey } from "~/lib/admin/figures";
import type { Route } from "./+types/overview";

export const meta = () => adminMeta("Overview");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const [figures, traffic, demandAlerts] = await Promise.all([overview(ctx.db), trafficReport(ctx.db), demandAlertSection(ctx.db)]);
  return { ...figures, traffic, demandAlerts, alertsSaved: new URL(args.request.url).searchParams.get("saved") === "demand-alerts" };
}

/** The *Demand alerts* form: saved, then the Overview again (a reload posts nothing twice). */
async function saveDemandAlerts(ctx: AppContext, form: FormData) {
  const posted = parseForm(form, demandAlertFormSchema);
  if (!posted.ok) {
    const typed = parseForm(form, demandAlertTypedSchema);
    return data({ errors: posted.errors, values: typed.ok ? typed.value : { enabled: false, people: "", windowDays: "", emails: "" } }, { status: 400 });
  }
  const saved = await saveAlertSettings(ctx.db, posted.value);
  ctx.log.info({ enabled: saved.enabled, people: saved.people, windowDays: saved.windowDays, addresses: saved.emails.length, thresholdId: saved.thresholdId }, "demand alerts saved from the console");
  return redirect("/admin?saved=demand-alerts#demand-alerts");
}

/** The page's one form (the role table's list of its intents). */
const sections = { "demand-alerts": saveDemandAlerts } satisfies Record<IntentOf<"">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  return sectionFor(sections, form)(ctx, form);
}

const pct = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);
const total = (xs: Array<{ count: number }>) => xs.reduce((n, x) => n + x.count, 0);

export default function AdminOverview() {
  const o = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // Browsers first, then addresses: typing an address links no browser, so the two units do not
  // divide into each other and the step from one to the other has no percentage.
  const funnel: Array<{ figure: FigureKey; value: number; of?: number }> = [
    { figure: "visitors", value: o.visitors },
    { figure: "searched", value: o.searched, of: o.visitors },
    { figure: "subscribers", value: o.subscribers.total },
    { figure: "confirmed", value: o.subscribers.confirmed, of: o.subscribers.total },
    // The launch's waves (the Launch page has them per wave). Invited has no percentage: someone
    // invited who unsubscribed since is no longer among the confirmed.
    { figure: "invited", value: o.launch.invited },
    { figure: "accepted", value: o.launch.accepted, of: o.launch.invited },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">Overview</h1>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">
        <Stat figure="visitors" value={o.visitors} testId="stat-visitors" />
        <Stat figure="searches" value={o.searches} testId="stat-searches" />
        <Stat figure="registrations" value={o.registrations} testId="stat-registrations" />
        <Stat figure="subscribers" value={o.subscribers.total} testId="stat-subscribers" />
        <Stat figure="pending" value={o.subscribers.pending} testId="stat-pending" />
        <Stat figure="confirmed" value={o.subscribers.confirmed} testId="stat-confirmed" />
        <Stat figure="unsubscribed" value={o.subscribers.unsubscribed} testId="stat-unsubscribed" />
      </dl>
      <section aria-labelledby="funnel-heading">
        <h2 id="funnel-heading" className="text-xl font-semibold">
          Funnel
        </h2>
        <p className="text-sm text-slate-600">
          The same figures as above: browsers that came and searched, then the addresses typed and confirmed, then the launch's invitations and
          those accepted.
        </p>
        <ol className="mt-3 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
          {funnel.map((step, i) => (
            <li key={step.figure} className="rounded-xl border border-slate-200 bg-white p-4">
              <span className="text-sm text-slate-700">{FIGURES[step.figure].label}</span>
              <span className="block text-2xl font-bold tabular-nums" data-testid={`funnel-${i}`}>
                {step.value}
              </span>
              {step.of !== undefined && <span className="text-sm text-slate-700">{pct(step.value, step.of)} of the step before</span>}
            </li>
          ))}
        </ol>
        {o.launch.waves.length > 0 && (
          <DataTable label="The funnel per wave" caption="Invited and accepted per launch wave" testId="funnel-waves" columns={[{ label: "Wave" }, { label: FIGURES.invited.label, numeric: true }, { label: FIGURES.accepted.label, numeric: true }, { label: "Accepted of invited", numeric: true }]}>
            {o.launch.waves.map((w) => (
              <tr key={w.id} className="border-b border-slate-100">
                <td className="px-3 py-2">
                  <a href="/admin/launch#waves-heading" className="text-brand-800 underline underline-offset-2">
                    Wave {w.id}
                  </a>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{w.invited}</td>
                <td className="px-3 py-2 text-right tabular-nums">{w.accepted}</td>
                <td className="px-3 py-2 text-right">{pct(w.accepted, w.invited)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <Chart
          title="Searches per day (last 30 days)"
          summary={`${total(o.searchesPerDay)} searches in the last 30 days; figures per day are in the table below.`}
          labels={o.searchesPerDay.map((d) => d.day)}
          values={o.searchesPerDay.map((d) => d.count)}
          kind="line"
          valueLabel={FIGURES.searches.label}
        />
        <Chart
          title="Sign-ups per day (last 30 days)"
          summary={`${total(o.signupsPerDay)} sign-ups in the last 30 days. ${FIGURES.signups.definition} Figures per day are in the table below.`}
          labels={o.signupsPerDay.map((d) => d.day)}
          values={o.signupsPerDay.map((d) => d.count)}
          kind="line"
          valueLabel={FIGURES.signups.label}
        />
      </div>
      <Traffic report={o.traffic} />
      <AlertSettings section={o.demandAlerts} result={result} saved={o.alertsSaved} />
    </>
  );
}
