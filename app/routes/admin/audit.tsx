import { Form, Link, useLoaderData } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { Field, inputClass } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/.server/admin/guard";
import { auditEntries, readAuditQuery } from "~/.server/admin/audit";
import { adminMeta } from "~/lib/admin/copy";
import { consoleTime } from "~/lib/admin/when";
import type { Route } from "./+types/audit";

export const meta = () => adminMeta("Audit log");

// What operators did, newest first: every console form sent and every operator API write, with
// who (the operator, or the API token), what, on what, how many people it touched and from
// which address. Filtered by who, what and when; exported whole as CSV.

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const query = readAuditQuery(new URL(args.request.url).searchParams);
  const entries = await auditEntries(ctx.db, query);
  return {
    asked: query.asked,
    entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
    older: entries.length === query.limit ? entries.at(-1)!.id : null,
  };
}

export default function AdminAudit() {
  const { asked, entries, older } = useLoaderData<typeof loader>();
  const filters = new URLSearchParams(Object.entries(asked).filter(([, v]) => v !== ""));
  const olderLink = older === null ? undefined : `/admin/audit?${new URLSearchParams([...filters, ["before", String(older)]])}`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Audit log</h1>
        <a href={`/admin/export/audit.csv?${filters}`} className="font-medium text-brand-800 underline underline-offset-2">
          Export these entries (CSV)
        </a>
      </div>
      <p className="text-slate-700">
        Every form sent in the console and every change through the operator API, refused ones too, with who sent it (the operator, ADMIN_PASSWORD
        before any account exists, or the API token), what it asked for and from which address. Entries are never changed or removed.
      </p>
      <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Filter the audit log">
        <Field id="audit-actor" label="Who (contains)">
          <input id="audit-actor" name="actor" defaultValue={asked.actor} maxLength={100} className={inputClass} />
        </Field>
        <Field id="audit-action" label="What (contains)">
          <input id="audit-action" name="action" defaultValue={asked.action} maxLength={100} className={inputClass} />
        </Field>
        <Field id="audit-from" label="From (UTC day)">
          <input id="audit-from" name="from" type="date" defaultValue={asked.from} className={inputClass} />
        </Field>
        <Field id="audit-to" label="To (UTC day)">
          <input id="audit-to" name="to" type="date" defaultValue={asked.to} className={inputClass} />
        </Field>
        <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
          <Button type="submit" variant="secondary">Filter</Button>
          {filters.size > 0 && (
            <Link to="/admin/audit" className="self-center font-medium text-brand-800 underline underline-offset-2">
              Show everything
            </Link>
          )}
        </div>
      </Form>
      {entries.length === 0 ? (
        <p className="text-slate-700">{filters.size > 0 ? "No entry passes these filters." : "Nothing recorded yet."}</p>
      ) : (
        <DataTable
          label="Audit log"
          caption="What operators did, newest first"
          testId="audit-log"
          columns={[{ label: "When" }, { label: "Who" }, { label: "What" }, { label: "On" }, { label: "People", numeric: true }, { label: "Answer", numeric: true }, { label: "From" }]}
        >
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-slate-100 align-top" data-testid="audit-entry">
              <td className="px-3 py-2 whitespace-nowrap">{consoleTime(e.at)}</td>
              <td className="px-3 py-2">{e.actor}</td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{e.action}</td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{e.target ?? "–"}</td>
              <td className="px-3 py-2 text-right tabular-nums">{e.touched ?? "–"}</td>
              <td className="px-3 py-2 text-right tabular-nums">{e.status}</td>
              <td className="px-3 py-2 whitespace-nowrap">{e.ip}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {olderLink && (
        <Link to={olderLink} className="font-medium text-brand-800 underline underline-offset-2">
          Older entries
        </Link>
      )}
    </div>
  );
}
