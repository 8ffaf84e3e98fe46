import { Link, useLoaderData } from "react-router";
import { Chart } from "~/components/admin/chart";
import { ConsoleSection } from "~/components/admin/console-section";
import { DataTable } from "~/components/admin/data-table";
import { requireAdmin } from "~/.server/admin/guard";
import { campaignView } from "~/.server/mail/campaign-figures";
import { adminMeta } from "~/lib/admin/copy";
import { consoleTime } from "~/lib/admin/when";
import type { Route } from "./+types/campaign";
import { PersonLink } from "~/components/admin/person-link";

// What one mailing did: sent, delivered where known, bounced, complaints, clicks and who left
// because of it, as a chart (and its table) and figures; its links' clicks; who clicked only while
// per-person tracking is on (Sent mail's setting).

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.label ?? "Mailing");

export const CAMPAIGNS_CSV_PATH = "/admin/export/campaigns.csv";

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const view = await campaignView(ctx.db, args.params.campaign);
  if (!view) throw new Response("No such mailing.", { status: 404 });
  return { ...view, clickedBy: view.clickedBy.map((c) => ({ ...c, at: consoleTime(c.at) })) };
}

export default function AdminCampaign() {
  const { key, label, figures: f, links, tracking, clickedBy } = useLoaderData<typeof loader>();
  const figures = [
    { label: "Sent", value: f.sent ?? 0, id: "sent" },
    { label: "Delivered", value: f.delivered ?? 0, id: "delivered" },
    { label: "Bounced", value: f.hardBounces, id: "bounced" },
    { label: "Complaints", value: f.complaints, id: "complaints" },
    { label: "Clicks", value: f.clicks ?? 0, id: "clicks" },
    { label: "Unsubscribed", value: f.unsubscribes ?? 0, id: "unsubscribes" },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">{label}</h1>
      <p className="flex flex-wrap gap-4">
        <Link to="/admin/email/sent#mailings-heading" className="text-brand-800 underline">
          Back to Sent mail
        </Link>
        <a href={CAMPAIGNS_CSV_PATH} className="text-brand-800 underline">
          Every mailing&apos;s figures (CSV)
        </a>
      </p>
      <ConsoleSection id="figures-heading" title="What it did">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-6">
          {figures.map((x) => (
            <div key={x.id} className="rounded-xl border border-slate-200 bg-white p-3">
              <dt className="text-sm text-slate-600">{x.label}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid={`figure-${x.id}`}>
                {x.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-600">
          Sent: accepted by the receiving mail server. Delivered: sent and not bounced since, as far as a bounce can be known (a relay&apos;s
          report or the bounce mailbox). Bounced: addresses refused for good ({f.bouncePercent} % of the {f.messages} that left). Complaints: marked as
          spam ({f.complaintPercent} %). Clicks: every click on its links, through the site&apos;s own /r/ address. Unsubscribed: people who left
          through this mailing&apos;s own link. {tracking ? `People who clicked: ${f.peopleClicked ?? 0}.` : "Who clicked is not kept (per-person tracking is off)."}
          {f.paused && " This mailing is paused: see the E-mail page."}
        </p>
        <Chart
          title={`What “${label}” did`}
          summary={`Of ${f.sent ?? 0} sent, ${f.delivered ?? 0} delivered, ${f.hardBounces} bounced, ${f.complaints} complaints, ${f.clicks ?? 0} clicks and ${f.unsubscribes ?? 0} unsubscribed.`}
          labels={figures.map((x) => x.label)}
          values={figures.map((x) => x.value)}
          valueLabel="People or clicks"
        />
      </ConsoleSection>
      <ConsoleSection id="links-heading" title="Its links">
        {links.length === 0 ? (
          <p>No link of it has been clicked.</p>
        ) : (
          <DataTable label="Clicks per link" caption="Clicks per link, by the link's place in the message" testId="link-clicks" columns={[{ label: "Link" }, { label: "Clicks", numeric: true }, ...(tracking ? [{ label: "People", numeric: true }] : [])]}>
            {links.map((l) => (
              <tr key={l.link} className="border-t border-slate-100">
                <td className="min-w-48 break-all px-3 py-2">
                  {l.link + 1}. {l.url ?? "(a link no longer in the text)"}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{l.clicks}</td>
                {tracking && <td className="px-3 py-2 text-right tabular-nums">{l.people}</td>}
              </tr>
            ))}
          </DataTable>
        )}
      </ConsoleSection>
      <ConsoleSection id="clicked-by-heading" title="Who clicked">
        {!tracking ? (
          <p>
            Per-person tracking is off, so who clicked is not kept: only how many times each link was used (
            <Link to="/admin/email/sent#tracking-heading" className="text-brand-800 underline">
              Click tracking
            </Link>
            ).
          </p>
        ) : clickedBy.length === 0 ? (
          <p>Nobody has clicked a link of it since per-person tracking was switched on.</p>
        ) : (
          <DataTable label="Who clicked" caption={`People who clicked a link of ${key}`} testId="clicked-by" columns={[{ label: "Person" }, { label: "Links" }, { label: "First click" }]}>
            {clickedBy.map((c) => (
              <tr key={c.subscriberId} className="border-t border-slate-100">
                <td className="min-w-48 break-all px-3 py-2">
                  <PersonLink id={c.subscriberId} email={c.email} />
                </td>
                <td className="px-3 py-2 tabular-nums">{c.links.map((n) => n + 1).join(", ")}</td>
                <td className="px-3 py-2 tabular-nums">{c.at}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ConsoleSection>
    </>
  );
}
