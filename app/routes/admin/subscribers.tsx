import { Form, Link, useLoaderData } from "react-router";
import { inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/.server/admin/guard";
import { countSubscribers, findSubscribers, parseSubscriberFilter } from "~/.server/db/console-subscribers";
import { SUBSCRIBERS_PER_PAGE } from "~/lib/admin/subscribers";
import { pageWindow } from "~/lib/admin/pages";
import { PagesNav, queryOf } from "~/components/admin/pages-nav";
import { LISTS, STORED_SOURCES, SUBSCRIBER_STATUSES } from "~/lib/schemas/subscription-kinds";
import { adminMeta, consoleListLabel, LIST_KIND_LABELS, OPTED_OUT_HOLDER, SOURCE_LABELS, STATUS_LABELS, subscriberStatusLabel } from "~/lib/admin/copy";
import { FIGURES } from "~/lib/admin/figures";
import { DataTable } from "~/components/admin/data-table";
import type { Route } from "./+types/subscribers";
import { consoleTime } from "~/lib/admin/when";
import { CONSOLE_IMPORT_PATH } from "~/lib/admin/imports";
import { PersonLink } from "~/components/admin/person-link";

export const meta = () => adminMeta("Subscribers");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const url = new URL(args.request.url);
  const filter = parseSubscriberFilter(url.searchParams);
  const total = await countSubscribers(ctx.db, filter);
  const slice = pageWindow(url.searchParams.get("page"), total, SUBSCRIBERS_PER_PAGE);
  const rows = await findSubscribers(ctx.db, filter, { limit: SUBSCRIBERS_PER_PAGE, offset: slice.offset });
  const query = queryOf(filter);
  return {
    filter,
    total,
    slice,
    query,
    erased: url.searchParams.has("erased"),
    // `lists` (the keys, course:7) is the CSV's column: the page shows listNames in words.
    rows: rows.map(({ lists: _keys, ...r }) => ({ ...r, createdAt: consoleTime(r.createdAt) })),
  };
}

function Select({ name, label, values, labels, value }: { name: string; label: string; values: readonly string[]; labels: Record<string, string>; value?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">Any</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v] ?? v}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function AdminSubscribers() {
  const { filter, total, slice, rows, query, erased } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold">Subscribers</h1>
      <p>
        <Link to={CONSOLE_IMPORT_PATH} className="underline">
          Import a list…
        </Link>
      </p>
      <p className="text-sm text-slate-600">{FIGURES.subscribers.definition}</p>
      {erased && <Notice>The person was erased.</Notice>}
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="q" className="text-sm font-medium">
            E-mail contains
          </label>
          <input id="q" name="q" type="search" defaultValue={filter.q ?? ""} className={inputClass} />
        </div>
        <Select name="status" label="Status" values={SUBSCRIBER_STATUSES} labels={STATUS_LABELS} value={filter.status} />
        <Select name="list" label="List" values={LISTS} labels={LIST_KIND_LABELS} value={filter.list} />
        <Select name="source" label="Source" values={STORED_SOURCES} labels={SOURCE_LABELS} value={filter.source} />
        <Button type="submit" size="sm">
          Search
        </Button>
      </Form>
      <p className="flex flex-wrap items-center gap-4">
        <span data-testid="subscriber-total">
          {total} matching subscriber{total === 1 ? "" : "s"}
          {slice.pages > 1 ? ` (${slice.from}–${slice.to} shown, newest first)` : ""}
        </span>
        <a href={`/admin/export/subscribers.csv${query ? `?${query}` : ""}`} className="text-brand-800 underline" download>
          Export these as CSV
        </a>
      </p>
      <DataTable label="Subscribers" caption="Subscribers matching the filter" testId="subscribers" columns={[{ label: "E-mail" }, { label: "Status" }, { label: "Source" }, { label: "Lists" }, { label: "Since" }]}>
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-100">
            <td className="px-3 py-2">
              <PersonLink id={r.id} email={r.email} />
            </td>
            <td className="px-3 py-2">
              {subscriberStatusLabel(r.status, r.seatConfirmed)}
              {r.seatHolderOptedOut && (
                <span className="block text-xs font-semibold text-amber-900" data-testid="opted-out-holder">
                  {OPTED_OUT_HOLDER}
                </span>
              )}
            </td>
            <td className="px-3 py-2">{SOURCE_LABELS[r.source] ?? r.source}</td>
            <td className="px-3 py-2">{r.listNames.map(consoleListLabel).join(", ")}</td>
            <td className="px-3 py-2 tabular-nums">{r.createdAt}</td>
          </tr>
        ))}
      </DataTable>
      <PagesNav path="/admin/subscribers" query={query} slice={slice} label="Pages of subscribers" testId="subscriber-page" />
    </>
  );
}
