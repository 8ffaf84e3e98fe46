import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "~/components/admin/csrf-field";
import { RowAction } from "~/components/admin/row-action";
import { Field, inputClass } from "~/components/admin/field";
import { NewsletterPreview } from "~/components/admin/newsletter-preview";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { dryRun } from "~/.server/admin/dry-run";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { failedMessages, renderNewsletterPreview, testNewsletterMail } from "~/.server/admin/mail";
import { announceLaunch } from "~/.server/announcements/announce-launch";
import { sendNewsletter } from "~/.server/announcements/send-newsletter";
import { outboxCounts } from "~/.server/mail/outbox";
import { retryFailed } from "~/.server/mail/retry-failed";
import { adminMeta } from "~/lib/admin/copy";
import { emailSchema, firstError, newsletterSchema } from "~/lib/schemas/requests";
import { MESSAGE_STATUSES, OVERDUE_AFTER_MINUTES } from "~/lib/schemas/mail-constants";
import { TableScroll } from "~/components/admin/table-scroll";
import { parseRowId } from "~/lib/schemas/input";
import type { Route } from "./+types/email";

export const meta = () => adminMeta("E-mail");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const [counts, failed] = await Promise.all([outboxCounts(ctx.db), failedMessages(ctx.db)]);
  return { counts, failed: failed.map((f) => ({ ...f, createdAt: f.createdAt.toISOString().slice(0, 16).replace("T", " ") })) };
}

type Draft = { subject: string; markdown: string; to: string };
type Result =
  | { kind: "error"; message: string; draft: Draft }
  | { kind: "preview"; html: string; text: string; draft: Draft }
  | { kind: "done"; message: string; draft: Draft }
  | { kind: "confirm-send"; willQueue: number; draft: Draft }
  | { kind: "confirm-launch"; willQueue: number; draft: Draft };

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const { config, log } = ctx;
  const draft: Draft = { subject: String(form.get("subject") ?? ""), markdown: String(form.get("markdown") ?? ""), to: String(form.get("to") ?? "") };
  const fail = (message: string, status = 400) => data<Result>({ kind: "error", message, draft }, { status });
  const intent = form.get("intent");

  if (intent === "launch-preview") {
    return { kind: "confirm-launch", willQueue: (await dryRun(ctx, announceLaunch)).queued, draft } satisfies Result;
  }
  if (intent === "launch") {
    const { queued } = await announceLaunch(ctx);
    log.info({ queued }, "launch announcement queued from the console");
    return { kind: "done", message: `Launch announcement queued to ${queued} subscriber${queued === 1 ? "" : "s"}.`, draft } satisfies Result;
  }
  if (intent === "retry") {
    const id = parseRowId(form.get("messageId"));
    if (id === undefined) return fail("Unknown message.");
    const ok = (await retryFailed(ctx, id)) > 0;
    if (ok) log.info({ messageId: id }, "failed message re-queued from the console");
    return { kind: "done", message: ok ? `Message ${id} is queued again.` : `Message ${id} is no longer failed; nothing to retry.`, draft } satisfies Result;
  }
  if (intent === "retry-all") {
    const queued = await retryFailed(ctx);
    if (queued > 0) log.info({ queued }, "all failed messages re-queued from the console");
    const message = queued > 0 ? `${queued} failed message${queued === 1 ? " is" : "s are"} queued again.` : "No failed messages; nothing to retry.";
    return { kind: "done", message, draft } satisfies Result;
  }

  // The rest work on the draft newsletter.
  const parsed = newsletterSchema.safeParse({ subject: draft.subject, markdown: draft.markdown });
  if (!parsed.success) return fail(firstError(parsed.error));
  const { subject, markdown } = parsed.data;
  if (intent === "preview") {
    const r = renderNewsletterPreview(config, subject, markdown);
    return { kind: "preview", html: r.html, text: r.text, draft } satisfies Result;
  }
  if (intent === "test") {
    const to = emailSchema.safeParse(draft.to);
    if (!to.success) return fail(firstError(to.error));
    if (!ctx.sendMail) return fail("This server has no mail transport for test sends.", 503);
    try {
      await ctx.sendMail(testNewsletterMail(config, to.data, subject, markdown));
    } catch (err) {
      log.warn({ err }, "test newsletter could not be sent");
      return fail("The test message could not be sent. The mail server refused it or is unreachable; see the server log.", 502);
    }
    return { kind: "done", message: `Test sent to ${to.data}.`, draft } satisfies Result;
  }
  if (intent === "send-preview") {
    return { kind: "confirm-send", willQueue: (await dryRun(ctx, (s) => sendNewsletter(s, { subject, markdown }))).queued, draft } satisfies Result;
  }
  if (intent === "send") {
    const { newsletterId, queued } = await sendNewsletter(ctx, { subject, markdown });
    log.info({ newsletterId, queued }, "newsletter queued from the console");
    return { kind: "done", message: `Newsletter queued to ${queued} subscriber${queued === 1 ? "" : "s"}.`, draft: { subject: "", markdown: "", to: "" } } satisfies Result;
  }
  return fail("Unknown action.");
}

export default function AdminEmail() {
  const { counts, failed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const draft = result?.draft ?? { subject: "", markdown: "", to: "" };
  // A new key after each result re-applies the draft's defaults (uncontrolled fields keep typed text otherwise).
  const formKey = result ? JSON.stringify(draft) : "empty";
  return (
    <>
      <h1 className="text-2xl font-bold">E-mail</h1>
      <p>
        <Link to="/admin/email/sent" className="text-brand-800 underline">
          Sent mail: announcements, newsletters and the log of every message
        </Link>
      </p>
      {result?.kind === "error" && <Notice tone="error">{result.message}</Notice>}
      {result?.kind === "done" && <Notice>{result.message}</Notice>}

      <section aria-labelledby="outbox-heading" className="flex flex-col gap-3">
        <h2 id="outbox-heading" className="text-xl font-semibold">Outbox</h2>
        <dl className="grid grid-cols-3 gap-3 md:grid-cols-6">
          {MESSAGE_STATUSES.map((s) => (
            <div key={s} className="rounded-xl border border-slate-200 bg-white p-3">
              <dt className="text-sm text-slate-600">{s}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid={`outbox-${s}`}>
                {counts[s]}
              </dd>
            </div>
          ))}
        </dl>
        <p data-testid="outbox-overdue" className={counts.overdue > 0 ? "font-semibold text-red-700" : "text-slate-600"}>
          {counts.overdue} overdue (queued over {OVERDUE_AFTER_MINUTES} minutes past its time, or held by a worker that stopped)
        </p>
        {failed.length > 0 && (
          <>
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <CsrfField />
              <input type="hidden" name="intent" value="retry-all" />
              <p data-testid="failed-shown">
                {counts.failed > failed.length ? `The newest ${failed.length} of ${counts.failed} failed messages are listed.` : `${counts.failed} failed message${counts.failed === 1 ? "" : "s"}.`}
              </p>
              <Button type="submit" size="sm" variant="secondary">
                Retry all failed
              </Button>
            </Form>
            <TableScroll label="Failed messages">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Failed messages</caption>
                <thead className="bg-slate-100">
                  <tr>
                    <th scope="col" className="px-3 py-2">Message</th>
                    <th scope="col" className="px-3 py-2">To</th>
                    <th scope="col" className="px-3 py-2">Attempts</th>
                    <th scope="col" className="px-3 py-2">Last error</th>
                    <th scope="col" className="px-3 py-2">Retry</th>
                  </tr>
                </thead>
                <tbody>
                  {failed.map((m) => (
                    <tr key={m.id} className="border-t border-slate-100">
                      <td className="px-3 py-2">
                        #{m.id} {m.kind} · {m.createdAt}
                      </td>
                      <td className="px-3 py-2 break-all">{m.email}</td>
                      <td className="px-3 py-2 tabular-nums">{m.attempts}</td>
                      <td className="px-3 py-2">{m.lastError}</td>
                      <td className="px-3 py-2">
                        <RowAction intent="retry" field={{ name: "messageId", value: m.id }} label="Retry" accessibleName={`Retry message ${m.id}`} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </section>

      <section aria-labelledby="launch-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="launch-heading" className="text-xl font-semibold">Launch announcement</h2>
        <p>Sent once per person to the confirmed launch list; sending again reaches only those who joined since.</p>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <CsrfField />
          {result?.kind === "confirm-launch" ? (
            <>
              <output className="block">
                This will queue <strong>{result.willQueue}</strong> message{result.willQueue === 1 ? "" : "s"}.
              </output>
              <Button type="submit" name="intent" value="launch">
                Yes, send the launch announcement
              </Button>
            </>
          ) : (
            <Button type="submit" name="intent" value="launch-preview" variant="secondary">
              Send launch announcement…
            </Button>
          )}
        </Form>
      </section>

      <section aria-labelledby="newsletter-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="newsletter-heading" className="text-xl font-semibold">Newsletter</h2>
        <Form method="post" key={formKey} className="flex flex-col gap-4">
          <CsrfField />
          <Field id="subject" label="Subject">
            <input id="subject" name="subject" defaultValue={draft.subject} maxLength={200} className={inputClass} />
          </Field>
          <Field id="markdown" label="Message (Markdown; raw HTML is not allowed)">
            <textarea
              id="markdown"
              name="markdown"
              rows={10}
              defaultValue={draft.markdown}
              className="rounded-lg border border-slate-400 p-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
            />
          </Field>
          <div className="flex flex-wrap items-end gap-3">
            <Button type="submit" name="intent" value="preview" variant="secondary">
              Preview
            </Button>
            <Field id="to" label="Test address">
              <input id="to" name="to" type="email" defaultValue={draft.to} className={inputClass} />
            </Field>
            <Button type="submit" name="intent" value="test" variant="secondary">
              Send test
            </Button>
            {result?.kind === "confirm-send" ? (
              <>
                <output className="block">
                  This will queue <strong>{result.willQueue}</strong> message{result.willQueue === 1 ? "" : "s"}.
                </output>
                <Button type="submit" name="intent" value="send">
                  Yes, send to the newsletter list
                </Button>
              </>
            ) : (
              <Button type="submit" name="intent" value="send-preview">
                Send to the newsletter list…
              </Button>
            )}
          </div>
        </Form>
        {result?.kind === "preview" && (
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">Preview</h3>
            <NewsletterPreview html={result.html} />
            <details>
              <summary className="cursor-pointer text-brand-800 underline">Plain-text part</summary>
              <pre className="mt-2 whitespace-pre-wrap text-sm">{result.text}</pre>
            </details>
          </div>
        )}
      </section>
    </>
  );
}
