import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { COMPLAINT_RATE_LIMIT_PERCENT, COMPLAINT_RATE_TARGET_PERCENT } from "~/lib/schemas/mail-constants";
import { cx } from "~/lib/client/cx";
import { CsrfField } from "./csrf-field";
import { inputClass } from "./field";
import { Notice } from "./notice";
import { useCan } from "./use-can";
import { DataTable } from "./data-table";

// The E-mail page's deliverability sections: what to publish in DNS, how mail is received (bounce
// and complaint rates against the Gmail and Yahoo thresholds), paused campaigns, and the
// suppression list.

type DnsRecordView = { purpose: string; name: string; value: string; status: string; found?: string; note?: string };
type Rate = { key: string; label?: string; messages: number; hardBounces: number; softBounces: number; complaints: number; unsubscribes?: number; clicks?: number; bouncePercent: number; complaintPercent: number; complaintStanding: "good" | "acceptable" | "over"; paused?: { at: string; reason: string | null } };
type Paused = { campaign: string; label: string; at: string; reason: string };
type Suppression = { id: number; email: string; reason: string; detail: string; createdAt: string };

const STATUS_TONE: Record<string, string> = {
  published: "text-emerald-800",
  missing: "font-semibold text-red-700",
  different: "font-semibold text-red-700",
  "could not check": "text-amber-800",
  "not configured": "text-amber-800",
};

export function DnsRecords({ mailFrom, records }: { mailFrom: string; records: DnsRecordView[] }) {
  return (
    <section aria-labelledby="dns-heading" className="flex flex-col gap-3">
      <h2 id="dns-heading" className="text-xl font-semibold">DNS records</h2>
      <p>
        Mail is sent as <strong>{mailFrom}</strong>. Publish these TXT records so receivers trust it (the same list: <code>npm run operator -- dns</code>).
      </p>
      <ul className="flex flex-col gap-3">
        {records.map((r) => (
          <li key={r.purpose} className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`dns-${r.purpose}`}>
            <p>
              <strong>{r.purpose}</strong> <code className="break-all">{r.name}</code> — <span className={STATUS_TONE[r.status]}>{r.status}</span>
            </p>
            <pre className="mt-2 text-sm break-all whitespace-pre-wrap">{r.value}</pre>
            {r.found && r.status !== "published" && <p className="text-sm">Found instead: <code className="break-all">{r.found}</code></p>}
            {r.note && <p className="text-sm text-slate-700">{r.note}</p>}
          </li>
        ))}
      </ul>
      {records.some((r) => r.status === "could not check") && <p className="text-sm text-slate-700">“could not check”: this server cannot reach DNS, so it cannot tell whether those records are published.</p>}
    </section>
  );
}

const standingText = { good: "good", acceptable: "under the limit", over: "over the limit" } as const;

function RateTable({ label, first, rows }: { label: string; first: string; rows: Rate[] }) {
  // Leaving is counted per campaign (its own link named it); a day's row has no such count.
  const perCampaign = rows.some((r) => r.unsubscribes !== undefined);
  return (
    <DataTable label={label} caption={<>{label}</>} columns={[{ label: first }, { label: "Messages" }, { label: "Hard bounces" }, { label: "Soft bounces" }, { label: "Complaints" }, ...(perCampaign ? [{ label: "Clicks" }, { label: "Left (unsubscribed)" }] : [])]}>
      {rows.map((r) => (
        <tr key={r.key} className="border-t border-slate-100">
          <td className="px-3 py-2">
            {r.label ?? r.key}
            {r.paused && <strong className="ml-2 text-red-700">paused</strong>}
          </td>
          <td className="px-3 py-2 tabular-nums">{r.messages}</td>
          <td className="px-3 py-2 tabular-nums">
            {r.hardBounces} ({r.bouncePercent} %)
          </td>
          <td className="px-3 py-2 tabular-nums">{r.softBounces}</td>
          <td className={cx("px-3 py-2 tabular-nums", r.complaintStanding === "over" && "font-semibold text-red-700")}>
            {r.complaints} ({r.complaintPercent} %, {standingText[r.complaintStanding]})
          </td>
          {perCampaign && (
            <td className="px-3 py-2 tabular-nums" data-testid={`clicked-${r.key}`}>
              {r.clicks ?? 0}
            </td>
          )}
          {perCampaign && (
            <td className="px-3 py-2 tabular-nums" data-testid={`left-${r.key}`}>
              {r.unsubscribes ?? 0}
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}

export function Rates({ campaigns, days }: { campaigns: Rate[]; days: Rate[] }) {
  return (
    <section aria-labelledby="rates-heading" className="flex flex-col gap-3">
      <h2 id="rates-heading" className="text-xl font-semibold">Bounces and complaints</h2>
      <p>
        Gmail and Yahoo ask bulk senders to keep spam complaints under {COMPLAINT_RATE_LIMIT_PERCENT} % of the mail delivered, better under {COMPLAINT_RATE_TARGET_PERCENT} %. Each address counts once per campaign or day.
      </p>
      {campaigns.length === 0 ? <p>No mail sent yet.</p> : <RateTable label="Rates per campaign" first="Campaign" rows={campaigns} />}
      {days.length > 0 && <RateTable label="Rates per day (UTC), last 30 days" first="Day" rows={days} />}
    </section>
  );
}

export function PausedCampaigns({ paused }: { paused: Paused[] }) {
  // Resuming is an owner's (deliverability); the others see why it is paused.
  const mayResume = useCan()("resume");
  if (paused.length === 0) return null;
  return (
    <section aria-labelledby="paused-heading" className="flex flex-col gap-3">
      <h2 id="paused-heading" className="text-xl font-semibold text-red-800">Paused campaigns</h2>
      {paused.map((p) => (
        <Form key={p.campaign} method="post" className="flex flex-wrap items-center gap-3">
          <CsrfField />
          <input type="hidden" name="campaign" value={p.campaign} />
          <Notice tone="error">
            {p.label} paused itself at {p.at}: {p.reason}. Its remaining messages are held. Look at the suppression list and the bounces first; {mayResume ? "Resume sends the rest." : "an owner's Resume sends the rest."}
          </Notice>
          {mayResume && (
            <Button type="submit" name="intent" value="resume" variant="secondary" aria-label={`Resume ${p.label}`}>
              Resume
            </Button>
          )}
        </Form>
      ))}
    </section>
  );
}

export function Suppressions({ rows, more, q }: { rows: Suppression[]; more: boolean; q: string }) {
  const mayLift = useCan()("lift");
  return (
    <section aria-labelledby="suppressions-heading" className="flex flex-col gap-3">
      <h2 id="suppressions-heading" className="text-xl font-semibold">Suppression list</h2>
      <p>These addresses get no mail of any kind (confirmations and seats included) until you lift them. Lifting keeps the reason, with yours.</p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label htmlFor="suppression-q" className="flex flex-col gap-1">
          <span className="text-sm font-medium">Search addresses</span>
          <input id="suppression-q" name="q" type="search" defaultValue={q} maxLength={200} className={inputClass} />
        </label>
        <Button type="submit" size="sm" variant="secondary">
          Search
        </Button>
        <a href={`/admin/export/suppressions.csv${q ? `?q=${encodeURIComponent(q)}` : ""}`} className="text-brand-800 underline">
          Export CSV
        </a>
      </Form>
      {rows.length === 0 ? (
        <p data-testid="suppressions-none">{q ? "No suppressed address matches." : "No address is suppressed."}</p>
      ) : (
        <DataTable label="Suppressed addresses" caption="Suppressed addresses" columns={[{ label: "Address" }, { label: "Reason" }, { label: "Since" }, { label: "Lift" }]}>
          {rows.map((s) => (
            <tr key={s.id} className="border-t border-slate-100" data-testid="suppression-row">
              <td className="px-3 py-2 break-all">{s.email}</td>
              <td className="px-3 py-2">
                {s.reason.replace("_", " ")}
                <span className="block text-slate-600">{s.detail}</span>
              </td>
              <td className="px-3 py-2">{s.createdAt}</td>
              <td className="px-3 py-2">
                {mayLift ? (
                  <Form method="post" className="flex flex-wrap gap-2">
                    <CsrfField />
                    <input type="hidden" name="suppressionId" value={s.id} />
                    <input name="reason" required maxLength={500} placeholder="Why" aria-label={`Why lift ${s.email}`} className={inputClass} />
                    <Button type="submit" name="intent" value="lift" size="sm" variant="secondary" aria-label={`Lift ${s.email}`}>
                      Lift
                    </Button>
                  </Form>
                ) : (
                  <span className="text-slate-600">An owner lifts it</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {more && <p>Only the newest {rows.length} are listed; the CSV export has them all.</p>}
    </section>
  );
}
