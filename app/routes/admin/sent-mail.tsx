import { Form, Link, redirect, useLoaderData } from "react-router";
import { z } from "zod";
import { checkbox } from "~/lib/forms/fields";
import { parseForm } from "~/lib/forms/parse-form";
import { ConsoleSection } from "~/components/admin/console-section";
import { CsrfField } from "~/components/admin/csrf-field";
import { Notice } from "~/components/admin/notice";
import { inputClass } from "~/components/admin/field";
import { PagesNav, queryOf } from "~/components/admin/pages-nav";
import { DataTable } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { mailingsView } from "~/.server/mail/campaign-figures";
import { perPersonTracking, setPerPersonTracking } from "~/.server/mail/click-tracking";
import { countMessages, messageLog, sendHistory } from "~/.server/admin/mail-log";
import { adminMeta, messageKindLabel } from "~/lib/admin/copy";
import { pageWindow } from "~/lib/admin/pages";
import { consoleTime } from "~/lib/admin/when";
import { MESSAGE_STATUSES, type MessageStatus } from "~/lib/schemas/mail-constants";
import type { Route } from "./+types/sent-mail";
import { Permitted } from "~/components/admin/use-can";
import { PersonLink } from "~/components/admin/person-link";

export const meta = () => adminMeta("Sent mail");

const MESSAGES_PER_PAGE = 50;
const minute = (d: Date | null) => consoleTime(d);

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const asked = params.get("status");
  // An unknown status shows every message rather than failing the page.
  const status = MESSAGE_STATUSES.includes(asked as MessageStatus) ? (asked as MessageStatus) : undefined;
  const total = await countMessages(ctx.db, status);
  const slice = pageWindow(params.get("page"), total, MESSAGES_PER_PAGE);
  const [history, log, mailings, tracking] = await Promise.all([
    sendHistory(ctx.db),
    messageLog(ctx.db, status, { limit: MESSAGES_PER_PAGE, offset: slice.offset }),
    mailingsView(ctx.db, MAILINGS_SHOWN),
    perPersonTracking(ctx.db),
  ]);
  return {
    mailings,
    tracking,
    saved: params.get("tracking") ?? undefined,
    status,
    total,
    slice,
    query: queryOf({ status }),
    history: history.map((h) => ({ ...h, firstQueuedAt: minute(h.firstQueuedAt) })),
    log: log.map((m) => ({ ...m, createdAt: minute(m.createdAt), sentAt: minute(m.sentAt) })),
  };
}

/** The newest this many mailings are listed; the CSV has them all. */
const MAILINGS_SHOWN = 50;

const trackingSchema = z.object({ per_person: checkbox() });

/** Per-person click tracking on or off (a plain form post; a redirect after). */
export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const posted = parseForm(form, trackingSchema);
  const on = posted.ok && posted.value.per_person;
  const forgotten = await setPerPersonTracking(ctx.db, on);
  ctx.log.info({ perPersonTracking: on, forgotten }, "click tracking set from the console");
  return redirect(`/admin/email/sent?tracking=${on ? "on" : "off"}#tracking-heading`);
}

const th = "px-3 py-2";

export default function AdminSentMail() {
  const { status, total, slice, query, history, log, mailings, tracking, saved } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold">Sent mail</h1>
      <p>
        <Link to="/admin/email" className="text-brand-800 underline">
          Back to E-mail
        </Link>
      </p>
      <ConsoleSection id="mailings-heading" title="What each mailing did">
        <p className="text-sm text-slate-600">
          Each newsletter, launch wave and sequence step, newest first: sent (accepted by the receiving server), delivered (sent, no bounce known
          since), bounced, complaints, clicks on its links and people who unsubscribed through it. Open one for its chart and its links.{" "}
          <a href="/admin/export/campaigns.csv" className="text-brand-800 underline">
            All of them as CSV
          </a>
        </p>
        {mailings.length === 0 ? (
          <p>No newsletter, wave or sequence step has gone out yet.</p>
        ) : (
          <DataTable label="Each mailing's figures" caption="Each mailing's figures, newest first" testId="mailings" columns={[{ label: "Mailing" }, { label: "Sent", numeric: true }, { label: "Delivered", numeric: true }, { label: "Bounced", numeric: true }, { label: "Complaints", numeric: true }, { label: "Clicks", numeric: true }, { label: "Unsubscribed", numeric: true }]}>
            {mailings.map((m) => (
              <tr key={m.key} className="border-t border-slate-100">
                <td className={th}>
                  <Link to={`/admin/email/campaigns/${encodeURIComponent(m.key)}`} className="text-brand-800 underline">
                    {m.label}
                  </Link>
                </td>
                <td className={`${th} text-right tabular-nums`}>{m.sent}</td>
                <td className={`${th} text-right tabular-nums`}>{m.delivered}</td>
                <td className={`${th} text-right tabular-nums`}>{m.hardBounces}</td>
                <td className={`${th} text-right tabular-nums`}>{m.complaints}</td>
                <td className={`${th} text-right tabular-nums`} data-testid={`mailing-clicks-${m.key}`}>{m.clicks}</td>
                <td className={`${th} text-right tabular-nums`}>{m.unsubscribes}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ConsoleSection>
      <ConsoleSection id="tracking-heading" title="Click tracking">
        {saved && <Notice>{saved === "on" ? "Per-person tracking is on: clicks from now on are kept with who made them." : "Per-person tracking is off: who clicked is forgotten; the counts stay."}</Notice>}
        <p className="max-w-prose">
          Links in newsletters and sequence steps pass through the site&apos;s own address, which counts each click for its mailing and link. By
          default that is all: nobody is named. With per-person tracking on, each click is also kept with the e-mail it came in (once per person and
          link), so a mailing&apos;s page lists who clicked; switching it off forgets that at once. The privacy policy says both. There is no open
          tracking.
        </p>
        <Permitted intent="" page="email/sent">
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <CsrfField />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="per_person" defaultChecked={tracking} className="h-5 w-5" />
              Keep who clicked (per-person tracking)
            </label>
            <Button type="submit" size="sm">Save</Button>
          </Form>
        </Permitted>
      </ConsoleSection>
      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <h2 id="history-heading" className="text-xl font-semibold">Announcements and newsletters</h2>
        <p className="text-sm text-slate-600">
          Newest first. Messages: every one queued for it; on the way: queued, sending or retrying; dropped: not sent, because the
          person unsubscribed or left the list, their address bounced, or the newsletter was cancelled before it went.
        </p>
        {history.length === 0 ? (
          <p>Nothing has been announced yet.</p>
        ) : (
          <DataTable label="Announcements and newsletters" caption="Announcements and newsletters with their messages by status" testId="send-history" columns={[{ label: "What" }, { label: "First queued" }, { label: "Messages", numeric: true }, { label: "Sent", numeric: true }, { label: "On the way", numeric: true }, { label: "Failed", numeric: true }, { label: "Dropped", numeric: true }]}>
            {history.map((h) => (
              <tr key={`${h.kind}:${h.title}:${h.firstQueuedAt}`} className="border-t border-slate-100">
                <td className={th}>
                  <span className="block text-xs text-slate-600">{messageKindLabel(h.kind)}</span>
                  {h.title}
                </td>
                <td className={`${th} tabular-nums`}>{h.firstQueuedAt}</td>
                <td className={`${th} text-right tabular-nums`}>{h.total}</td>
                <td className={`${th} text-right tabular-nums`}>{h.sent}</td>
                <td className={`${th} text-right tabular-nums`}>{h.onTheWay}</td>
                <td className={`${th} text-right tabular-nums`}>{h.failed}</td>
                <td className={`${th} text-right tabular-nums`}>{h.dropped}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <section aria-labelledby="log-heading" className="flex flex-col gap-3">
        <h2 id="log-heading" className="text-xl font-semibold">Message log</h2>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="status" className="text-sm font-medium">Status</label>
            <select id="status" name="status" defaultValue={status ?? ""} className={inputClass}>
              <option value="">Any</option>
              {MESSAGE_STATUSES.map((s) => (
                <option key={s} value={s}>{s}</option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm">Show</Button>
        </Form>
        <p data-testid="log-total">
          {total} message{total === 1 ? "" : "s"}
          {status ? ` ${status}` : ""}
          {slice.pages > 1 ? ` (${slice.from}–${slice.to} shown, newest first)` : ""}
        </p>
        {log.length > 0 && (
          <DataTable label="Message log" caption="Messages, newest first" testId="message-log" columns={[{ label: "Message" }, { label: "To" }, { label: "Status" }, { label: "Queued" }, { label: "Sent" }, { label: "Attempts", numeric: true }, { label: "Last error" }]}>
            {log.map((m) => (
              <tr key={m.id} className="border-t border-slate-100">
                <td className={th}>
                  #{m.id} {messageKindLabel(m.kind)}
                </td>
                <td className={`${th} min-w-48 break-all`}>
                  <PersonLink id={m.subscriberId!} email={m.email} />
                </td>
                <td className={th}>{m.status}</td>
                <td className={`${th} tabular-nums`}>{m.createdAt}</td>
                <td className={`${th} tabular-nums`}>{m.sentAt}</td>
                <td className={`${th} text-right tabular-nums`}>{m.attempts}</td>
                <td className={th}>{m.lastError ?? ""}</td>
              </tr>
            ))}
          </DataTable>
        )}
        <PagesNav path="/admin/email/sent" query={query} slice={slice} label="Pages of messages" testId="log-page" />
      </section>
    </>
  );
}
