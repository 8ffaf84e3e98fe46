import { Form, Link, useLoaderData } from "react-router";
import { inputClass } from "~/components/admin/field";
import { PagesNav, queryOf } from "~/components/admin/pages-nav";
import { DataTable } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/.server/admin/guard";
import { countMessages, messageLog, sendHistory } from "~/.server/admin/mail-log";
import { adminMeta, messageKindLabel } from "~/lib/admin/copy";
import { pageWindow } from "~/lib/admin/pages";
import { consoleTime } from "~/lib/admin/when";
import { MESSAGE_STATUSES, type MessageStatus } from "~/lib/schemas/mail-constants";
import type { Route } from "./+types/sent-mail";

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
  const [history, log] = await Promise.all([sendHistory(ctx.db), messageLog(ctx.db, status, { limit: MESSAGES_PER_PAGE, offset: slice.offset })]);
  return {
    status,
    total,
    slice,
    query: queryOf({ status }),
    history: history.map((h) => ({ ...h, firstQueuedAt: minute(h.firstQueuedAt) })),
    log: log.map((m) => ({ ...m, createdAt: minute(m.createdAt), sentAt: minute(m.sentAt) })),
  };
}

const th = "px-3 py-2";

export default function AdminSentMail() {
  const { status, total, slice, query, history, log } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold">Sent mail</h1>
      <p>
        <Link to="/admin/email" className="text-brand-800 underline">
          Back to E-mail
        </Link>
      </p>
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
                  <Link to={`/admin/subscribers/${m.subscriberId}`} className="text-brand-800 underline">
                    {m.email}
                  </Link>
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
