import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { CsrfField } from "~/components/admin/csrf-field";
import { DataTable } from "~/components/admin/data-table";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { recentImports } from "~/.server/db/imports";
import { checkUploaded, importChecked, type ImportOutcome } from "~/.server/imports/import-list";
import { adminMeta } from "~/lib/admin/copy";
import { CONSOLE_IMPORT_PATH, IMPORT_CONFIRMATIONS_PER_MINUTE, IMPORT_COUNT_LABELS, notAddedCsvPath } from "~/lib/admin/imports";
import { consoleTime } from "~/lib/admin/when";
import { checkbox, requiredUpload, rowId } from "~/lib/forms/fields";
import { parseForm, sectionOf, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import type { Route } from "./+types/import";
import { Permitted } from "~/components/admin/use-can";

export const meta = () => adminMeta("Import a list");

// Bringing an existing list: the operator checks a CSV file first (a dry run: the counts, and the
// rows that would not be added), then imports what was checked. The rules are the import's
// (app/.server/imports/); this page only carries the file and shows the report.

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const recent = await recentImports(ctx.db);
  return { recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

type Report = Extract<ImportOutcome, { kind: "imported" }>;
type ActionResult =
  | { kind: "error"; error: string }
  | { kind: "report"; importId: number; dryRun: boolean; counts: Report["counts"]; ignoredColumns: string[]; confirmationsUntil: string | null; fileName: string | null };

const report = (outcome: Report, fileName: string | null): ActionResult => ({
  kind: "report",
  importId: outcome.importId,
  dryRun: outcome.dryRun,
  counts: outcome.counts,
  ignoredColumns: outcome.ignoredColumns,
  confirmationsUntil: outcome.confirmationsUntil?.toISOString() ?? null,
  fileName,
});

const fail = (error: string, status = 400) => data<ActionResult>({ kind: "error", error }, { status });
const checkSchema = z.object({ file: requiredUpload("Choose a CSV file to check.") });
const importSchema = z.object({ dryRunId: rowId("Check a file first."), include_sequence: checkbox() });

/** The dry run: the file's counts and the rows that would not be added, kept to import next. */
async function check(ctx: AppContext, form: FormData) {
  const posted = parseForm(form, checkSchema);
  if (!posted.ok) return fail(posted.message);
  const { file } = posted.value;
  const outcome = await checkUploaded(ctx, Buffer.from(await file.arrayBuffer()), file.name);
  if (outcome.kind === "refused") return fail(outcome.error);
  return data(report(outcome, file.name || null));
}

/** What was checked, imported (the file is not sent again). */
async function importList(ctx: AppContext, form: FormData) {
  const posted = parseForm(form, importSchema);
  if (!posted.ok) return fail(posted.message);
  const outcome = await importChecked(ctx, posted.value.dryRunId, { includeSequence: posted.value.include_sequence });
  if (outcome.kind === "gone") return fail("That file was imported already (or never checked here): check it again to see what it would add now.", 409);
  if (outcome.kind === "refused") return fail(outcome.error);
  ctx.log.info({ importId: outcome.importId, counts: outcome.counts }, "list imported");
  return data(report(outcome, null));
}

/** One handler per step, by the intent its form posts (the role table's list of them); a form without one is a check. */
const sections = { check, "": check, import: importList } satisfies Record<IntentOf<"subscribers/import">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const section = sectionOf(sections, form);
  if (!section) return fail("Unknown action.");
  return section(ctx, form);
}

export default function ImportPage() {
  const { recent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/admin/subscribers" className="underline">
          Subscribers
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Import a list</h1>
      <section aria-labelledby="how" className="flex max-w-3xl flex-col gap-2 text-slate-800">
        <h2 id="how" className="text-lg font-semibold">
          The file
        </h2>
        <p>
          A CSV file whose first row names its columns: <code>email</code> (or <code>address</code>), and optionally <code>name</code>, <code>signed_up_at</code>, <code>lists</code>,{" "}
          <code>consent</code> and <code>consent_at</code>. Other columns are ignored.
        </p>
        <ul className="list-disc pl-6">
          <li>
            <code>lists</code>: <code>launch</code>, <code>newsletter</code> or <code>course:&lt;id&gt;</code>, several separated by spaces; empty is the launch list.
          </li>
          <li>
            <code>signed_up_at</code>, <code>consent_at</code>: a date or time such as <code>2025-03-01</code> or <code>2025-03-01T14:05:00Z</code> (without an offset, Singapore time).
          </li>
          <li>
            <code>consent</code>: where the person opted in (for example “Signup form on oldsite.example”). A row with it is added <strong>confirmed</strong> at its sign-up time, which
            keeps its place on the launch list, and is sent nothing; this note and <code>consent_at</code> are kept as the evidence of their consent.
          </li>
          <li>
            A row without it gets the confirmation e-mail every sign-up gets (at most {IMPORT_CONFIRMATIONS_PER_MINUTE} a minute, after any earlier import's) and joins only by its own
            click.
          </li>
          <li>Invalid, disposable, suppressed and unsubscribed addresses are never added; addresses already known are left as they are, so importing a file twice adds nothing.</li>
        </ul>
      </section>
      {result?.kind === "error" && <Notice tone="error">{result.error}</Notice>}
      {result?.kind === "report" && <ImportReport result={result} />}
      <Permitted intent="check">
        <Form method="post" encType="multipart/form-data" reloadDocument action={CONSOLE_IMPORT_PATH} className="flex flex-wrap items-end gap-3">
          <CsrfField />
          <div className="flex flex-col gap-1">
            <label htmlFor="file" className="text-sm font-medium text-slate-800">
              CSV file
            </label>
            <input id="file" name="file" type="file" accept=".csv,text/csv" required className="text-slate-900" />
          </div>
          <Button type="submit" name="intent" value="check">
            Check the file
          </Button>
        </Form>
      </Permitted>
      <section aria-labelledby="recent" className="flex flex-col gap-2">
        <h2 id="recent" className="text-lg font-semibold">
          Recent imports and checks
        </h2>
        {recent.length === 0 ? (
          <p className="text-slate-700">None yet.</p>
        ) : (
          <DataTable
            label="Recent imports and checks"
            testId="recent-imports"
            columns={[{ label: "When" }, { label: "File" }, { label: "What" }, { label: "New", numeric: true }, { label: "Not added", numeric: true }]}
          >
            {recent.map((r) => (
              <tr key={r.id} className="border-b border-slate-100">
                <td className="px-3 py-2">{consoleTime(r.createdAt)}</td>
                <td className="px-3 py-2">{r.fileName ?? "–"}</td>
                <td className="px-3 py-2">{r.dryRun ? "Check" : "Import"}</td>
                <td className="px-3 py-2 text-right tabular-nums">{r.counts.new ?? 0}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  <a href={notAddedCsvPath(r.id)} className="text-brand-800 underline underline-offset-2">
                    {(r.counts.rows ?? 0) - (r.counts.new ?? 0)} rows (CSV)
                  </a>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}

function ImportReport({ result }: { result: Extract<ActionResult, { kind: "report" }> }) {
  const { counts } = result;
  const notAdded = counts.rows - counts.new;
  return (
    <section aria-labelledby="report" className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4" data-testid="import-report">
      <h2 id="report" className="text-lg font-semibold">
        {result.dryRun ? `Checked${result.fileName ? ` ${result.fileName}` : ""}: nothing is imported yet` : "Imported"}
      </h2>
      <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {IMPORT_COUNT_LABELS.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className={key === "confirmed" || key === "to_confirm" ? "pl-4" : undefined}>{label}</dt>
            <dd className="text-right tabular-nums" data-testid={`count-${key}`}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {result.ignoredColumns.length > 0 && <p>Columns ignored: {result.ignoredColumns.join(", ")}.</p>}
      {!result.dryRun && result.confirmationsUntil && <p>The last confirmation e-mail goes out by {consoleTime(result.confirmationsUntil)}.</p>}
      {notAdded > 0 && (
        <p>
          <a href={notAddedCsvPath(result.importId)} className="underline">
            Download the {notAdded} rows not added, with the reason for each (CSV)
          </a>
        </p>
      )}
      {result.dryRun &&
        (counts.new > 0 ? (
          <Permitted intent="import">
            <Form method="post" reloadDocument action={CONSOLE_IMPORT_PATH}>
              <CsrfField />
              <input type="hidden" name="dryRunId" value={result.importId} />
              <label className="flex items-center gap-2">
                <input type="checkbox" name="include_sequence" className="h-5 w-5 shrink-0" />
                Send them the lists&apos; sequences too (the messages after the welcome, counted from today). Unticked, those added on your stated
                consent get none; those asked by e-mail get them once they confirm.
              </label>
              <Button type="submit" name="intent" value="import">
                Import {counts.new} {counts.new === 1 ? "person" : "people"}
              </Button>
            </Form>
          </Permitted>
        ) : (
          <p>This file adds nobody.</p>
        ))}
    </section>
  );
}
