import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { InviteEveryone } from "~/components/admin/invite-everyone";
import { CsrfField } from "~/components/admin/csrf-field";
import { RowAction } from "~/components/admin/row-action";
import { Field, inputClass } from "~/components/admin/field";
import { NewsletterPreview } from "~/components/admin/newsletter-preview";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { dryRun } from "~/.server/admin/dry-run";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { campaignName, deliverabilityView, failedMessages, renderNewsletterPreview, testNewsletterMail } from "~/.server/admin/mail";
import { newsletterAudience } from "~/.server/announcements/newsletter-audience";
import { liftSuppression, resumeCampaign } from "~/.server/mail/suppression";
import { DnsRecords, PausedCampaigns, Rates, Suppressions } from "~/components/admin/deliverability";
import { announceLaunch } from "~/.server/announcements/announce-launch";
import { cancelNewsletter, scheduledNewsletters, sendNewsletterTo } from "~/.server/announcements/send-newsletter";
import { segmentLabel, segmentOptions } from "~/.server/announcements/segments";
import { ScheduledNewsletters } from "~/components/admin/scheduled-newsletters";
import { searchText } from "~/lib/schemas/input";
import { readNewsletterSend } from "~/lib/schemas/segments";
import { LIFT_REASON_MAX, liftReason } from "~/lib/schemas/suppressions";
import { fromLocalDateTimeInZone } from "~/lib/site/time-zone";
import { consoleTime } from "~/lib/admin/when";
import { outboxCounts } from "~/.server/mail/outbox";
import { retryFailed } from "~/.server/mail/retry-failed";
import { adminMeta, messageKindLabel } from "~/lib/admin/copy";
import { emailSchema, newsletterSchema } from "~/lib/schemas/requests";
import { checkedBy, rowId, text } from "~/lib/forms/fields";
import { parseForm, sectionOf, type FieldErrors, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { MESSAGE_STATUSES, OVERDUE_AFTER_MINUTES } from "~/lib/schemas/mail-constants";
import { DataTable } from "~/components/admin/data-table";
import type { Services } from "~/.server/services";
import type { Route } from "./+types/email";
import { Permitted } from "~/components/admin/use-can";

export const meta = () => adminMeta("E-mail");

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  // A search that cannot be searched for (ill-formed, a control character) shows the whole list.
  const q = searchText(new URL(args.request.url).searchParams.get("q") ?? "") ?? "";
  const [counts, failed, deliverability, segments, scheduled] = await Promise.all([
    outboxCounts(ctx.db),
    failedMessages(ctx.db),
    deliverabilityView(ctx, q),
    segmentOptions(ctx.db),
    scheduledNewsletters(ctx.db),
  ]);
  return {
    counts,
    failed: failed.map((f) => ({ ...f, createdAt: consoleTime(f.createdAt) })),
    deliverability,
    segments,
    scheduled: scheduled.map((n) => ({ id: n.id, subject: n.subject, audience: segmentLabel(segments, n.segment), sendAt: sendAtText(n.scheduledFor!), recipients: n.recipients })),
  };
}

/** When a scheduled newsletter goes, in Singapore time (the console's zone). */
const sendAtText = (at: Date) => consoleTime(at);

/** The newsletter form's fields, carried through preview and confirmation. */
const draftSchema = z
  .object({ subject: text(), markdown: text(), to: text(), segment: z.preprocess((v) => v ?? "list:newsletter", text()), send_at: text() })
  .transform(({ send_at, ...fields }) => ({ ...fields, sendAt: send_at }));
type Draft = z.output<typeof draftSchema>;
const EMPTY_DRAFT: Draft = { subject: "", markdown: "", to: "", segment: "list:newsletter", sendAt: "" };
type Result =
  /** at: "newsletter" for the newsletter form's own errors, shown beside it (the form is far down the page). */
  | { kind: "error"; message: string; draft: Draft; at?: "newsletter"; errors?: FieldErrors }
  | { kind: "preview"; html: string; text: string; draft: Draft }
  | { kind: "done"; message: string; draft: Draft }
  | { kind: "confirm-send"; willQueue: number; audience: string; sendAt?: string; draft: Draft }
  | { kind: "confirm-launch"; willQueue: number; draft: Draft };

const fail = (draft: Draft, message: string, status = 400) => data<Result>({ kind: "error", message, draft }, { status });
type Post = { ctx: AppContext; form: FormData; draft: Draft };
type Section = (post: Post) => Promise<Result | ReturnType<typeof fail>>;
/** The newsletter form's refusals are shown in it, by its buttons, and each field's by the field. */
const failDraft = (draft: Draft, message: string, status = 400, errors?: FieldErrors) => data<Result>({ kind: "error", message, draft, at: "newsletter", errors }, { status });

const retrySchema = z.object({ messageId: rowId("Unknown message.") });
const liftSchema = z.object({
  suppressionId: rowId("Unknown suppression."),
  reason: checkedBy(liftReason, `Say why you lift it (up to ${LIFT_REASON_MAX} characters): the reason is kept.`),
});
const resumeSchema = z.object({ campaign: text() });
const NO_SUCH_NEWSLETTER = "No such scheduled newsletter.";
const cancelSchema = z.object({ newsletterId: rowId(NO_SUCH_NEWSLETTER) });
const newsletterFields = z.object(newsletterSchema.shape);
const testSchema = newsletterFields.extend({ to: text().pipe(emailSchema) });
/** Who and when: a segment, and a time in Singapore time (empty: now). */
const sendSchema = newsletterFields.extend({ segment: text(), send_at: text() }).transform(({ segment, send_at, ...newsletter }, zx) => {
  const send = readNewsletterSend({ segment, sendAt: send_at }, fromLocalDateTimeInZone);
  if (send.ok) return { newsletter, send };
  zx.addIssue({ code: "custom", message: send.error });
  return z.NEVER;
});

/** Invite everyone waiting: how many it would reach (a dry run), and the invitation itself. */
const invite =
  (preview: boolean): Section =>
  async ({ ctx, draft }) => {
    if (preview) return { kind: "confirm-launch", willQueue: (await dryRun(ctx, announceLaunch)).queued, draft };
    const { queued } = await announceLaunch(ctx);
    ctx.log.info({ queued }, "everyone waiting invited from the console");
    const message = queued === 0 ? "Nobody is waiting for an invitation: nothing was queued." : `Invited ${queued} ${queued === 1 ? "person" : "people"}: one wave of everyone waiting (see Launch).`;
    return { kind: "done", message, draft };
  };

const retry: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, retrySchema);
  if (!posted.ok) return fail(draft, posted.message);
  const id = posted.value.messageId;
  const ok = (await retryFailed(ctx, id)) > 0;
  if (ok) ctx.log.info({ messageId: id }, "failed message re-queued from the console");
  return { kind: "done", message: ok ? `Message ${id} is queued again.` : `Message ${id} is no longer failed; nothing to retry.`, draft };
};

const retryAll: Section = async ({ ctx, draft }) => {
  const queued = await retryFailed(ctx);
  if (queued > 0) ctx.log.info({ queued }, "all failed messages re-queued from the console");
  const message = queued > 0 ? `${queued} failed message${queued === 1 ? " is" : "s are"} queued again.` : "No failed messages; nothing to retry.";
  return { kind: "done", message, draft };
};

const lift: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, liftSchema);
  if (!posted.ok) return fail(draft, posted.message);
  const { suppressionId, reason } = posted.value;
  const lifted = await liftSuppression(ctx.db, suppressionId, reason);
  if (lifted) ctx.log.info({ suppressionId }, "suppression lifted from the console");
  return { kind: "done", message: lifted ? `${lifted.email} may get mail again.` : "That address is no longer suppressed; nothing to lift.", draft };
};

const resume: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, resumeSchema);
  const campaign = posted.ok ? posted.value.campaign : "";
  const queued = await resumeCampaign(ctx.db, ctx.mail, campaign);
  const name = await campaignName(ctx.db, campaign.slice(0, 200));
  if (queued === undefined) return fail(draft, `${name.slice(0, 80)} is not paused.`, 409);
  ctx.log.info({ campaign, queued }, "paused campaign resumed from the console");
  return { kind: "done", message: `${name} resumed: ${queued} held message${queued === 1 ? " is" : "s are"} queued again.`, draft };
};

const cancelScheduled: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, cancelSchema);
  if (!posted.ok) return fail(draft, NO_SUCH_NEWSLETTER, 404);
  const { newsletterId } = posted.value;
  const outcome = await cancelNewsletter(ctx, newsletterId);
  if (outcome.kind === "not-found") return fail(draft, NO_SUCH_NEWSLETTER, 404);
  if (outcome.kind === "too-late") return fail(draft, "Too late to cancel: its time has come and its messages are going out.", 409);
  ctx.log.info({ newsletterId, dropped: outcome.dropped }, "scheduled newsletter cancelled from the console");
  return { kind: "done", message: `Newsletter cancelled: ${outcome.dropped} message${outcome.dropped === 1 ? "" : "s"} will not be sent.`, draft };
};

const preview: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, newsletterFields);
  if (!posted.ok) return failDraft(draft, posted.message, 400, posted.errors);
  const r = renderNewsletterPreview(ctx.config, posted.value.subject, posted.value.markdown, await newsletterAudience(ctx.db, draft.segment));
  return { kind: "preview", html: r.html, text: r.text, draft };
};

const sendTest: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, testSchema);
  if (!posted.ok) return failDraft(draft, posted.message, 400, posted.errors);
  const { subject, markdown, to } = posted.value;
  if (!ctx.sendMail) return failDraft(draft, "This server has no mail transport for test sends.", 503);
  try {
    await ctx.sendMail(testNewsletterMail(ctx.config, to, subject, markdown, await newsletterAudience(ctx.db, draft.segment)));
  } catch (err) {
    ctx.log.warn({ err }, "test newsletter could not be sent");
    return failDraft(draft, "The test message could not be sent. The mail server refused it or is unreachable; see the server log.", 502);
  }
  return { kind: "done", message: `Test sent to ${to}.`, draft };
};

/** Send or schedule: the count is a dry run of the very send, so it is exactly what will be queued. */
const send =
  (confirmed: boolean): Section =>
  async ({ ctx, form, draft }) => {
    const posted = parseForm(form, sendSchema);
    if (!posted.ok) return failDraft(draft, posted.message, 400, posted.errors);
    const { newsletter, send: to } = posted.value;
    const run = (s: Services) => sendNewsletterTo(s, newsletter, to);
    const outcome = confirmed ? await run(ctx) : await dryRun(ctx, run);
    if (outcome.kind === "unknown-segment") return failDraft(draft, "That course or category no longer exists: choose who the newsletter goes to again.");
    if (outcome.kind === "in-the-past") return failDraft(draft, "That time has passed: choose a later one, or leave it empty to send now.");
    const when = to.scheduledFor ? sendAtText(to.scheduledFor) : undefined;
    const audience = segmentLabel(await segmentOptions(ctx.db), draft.segment);
    if (!confirmed) return { kind: "confirm-send", willQueue: outcome.queued, audience, sendAt: when, draft };
    ctx.log.info({ newsletterId: outcome.newsletterId, queued: outcome.queued, scheduled: Boolean(when) }, "newsletter queued from the console");
    ctx.audit?.({ target: `newsletter ${outcome.newsletterId}`, touched: outcome.queued });
    const n = `${outcome.queued} subscriber${outcome.queued === 1 ? "" : "s"}`;
    return { kind: "done", message: when ? `Newsletter scheduled for ${when} (Singapore time) to ${n}.` : `Newsletter queued to ${n}.`, draft: EMPTY_DRAFT };
  };

/** One handler per section of the page, by the intent its form posts (the role table's list of them). */
const sections = {
  "launch-preview": invite(true),
  launch: invite(false),
  retry,
  "retry-all": retryAll,
  lift,
  resume,
  "cancel-newsletter": cancelScheduled,
  preview,
  test: sendTest,
  "send-preview": send(false),
  send: send(true),
} satisfies Record<IntentOf<"email">, Section>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const drafted = parseForm(form, draftSchema);
  const draft = drafted.ok ? drafted.value : EMPTY_DRAFT;
  const section = sectionOf<Section>(sections, form);
  return section ? section({ ctx, form, draft }) : failDraft(draft, "Unknown action.");
}

export default function AdminEmail() {
  const { counts, failed, deliverability: d, segments, scheduled } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const draft = result?.draft ?? EMPTY_DRAFT;
  // A new key after each result re-applies the draft's defaults (uncontrolled fields keep typed text otherwise).
  const formKey = result ? JSON.stringify(draft) : "empty";
  const errors = (result?.kind === "error" && result.errors) || {};
  return (
    <>
      <h1 className="text-2xl font-bold">E-mail</h1>
      <p>
        <Link to="/admin/email/sent" className="text-brand-800 underline">
          Sent mail: announcements, newsletters and the log of every message
        </Link>
      </p>
      <p>
        <Link to="/admin/email/sequences" className="text-brand-800 underline">
          Sequences: the messages after each list&apos;s welcome (day 3, day 7 …)
        </Link>
      </p>
      {result?.kind === "error" && result.at !== "newsletter" && <Notice tone="error">{result.message}</Notice>}
      {result?.kind === "done" && <Notice>{result.message}</Notice>}
      <PausedCampaigns paused={d.paused} />

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
            <Permitted intent="retry-all">
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
            </Permitted>
            <DataTable label="Failed messages" caption="Failed messages" columns={[{ label: "Message" }, { label: "To" }, { label: "Attempts" }, { label: "Last error" }, { label: "Retry" }]}>
              {failed.map((m) => (
                <tr key={m.id} className="border-t border-slate-100">
                  <td className="px-3 py-2">
                    #{m.id} {messageKindLabel(m.kind)} · {m.createdAt}
                  </td>
                  <td className="px-3 py-2 break-all">{m.email}</td>
                  <td className="px-3 py-2 tabular-nums">{m.attempts}</td>
                  <td className="px-3 py-2">{m.lastError}</td>
                  <td className="px-3 py-2">
                    <RowAction intent="retry" field={{ name: "messageId", value: m.id }} label="Retry" accessibleName={`Retry message ${m.id}`} />
                  </td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </section>

      <Rates campaigns={d.campaigns} days={d.days} />
      <Suppressions rows={d.suppressions} more={d.moreSuppressions} q={d.q} />
      <DnsRecords mailFrom={d.mailFrom} records={d.records} />

      <section aria-labelledby="launch-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="launch-heading" className="text-xl font-semibold">Launch: invite everyone</h2>
        <p>
          The launch goes out in waves, in the launch list's order (the <a href="/admin/launch" className="text-brand-800 underline underline-offset-2">Launch</a>{" "}
          page: the next people by place, now or at a time). This is one wave of everyone waiting: each person gets their personal invitation
          once; pressing it again reaches only those who joined since.
        </p>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <CsrfField />
          <InviteEveryone willInvite={result?.kind === "confirm-launch" ? result.willQueue : undefined} intents={{ ask: "launch-preview", yes: "launch" }} cancelTo="/admin/email" />
        </Form>
      </section>

      <section aria-labelledby="newsletter-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="newsletter-heading" className="text-xl font-semibold">Newsletter</h2>
        {/* noValidate: the server checks every field (a test address the browser thought malformed
            blocked Preview and Send as well); its errors are shown here, by the buttons. */}
        <Permitted intent="send">
          <Form method="post" key={formKey} noValidate className="flex flex-col gap-4">
            <CsrfField />
            <Field id="subject" error={errors.subject} label="Subject">
              <input id="subject" name="subject" defaultValue={draft.subject} maxLength={200} className={inputClass} />
            </Field>
            <Field id="markdown" error={errors.markdown} label="Message (Markdown; raw HTML is not allowed)">
              <textarea
                id="markdown"
                name="markdown"
                rows={10}
                defaultValue={draft.markdown}
                className="rounded-lg border border-slate-400 p-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
              />
            </Field>
            {/* A course's title can be long: the choices shrink to the column (no sideways scroll at 320 px). */}
            <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 [&>*]:min-w-0">
              <Field id="segment" label="Send to">
                <select id="segment" name="segment" defaultValue={draft.segment} className={`${inputClass} w-full min-w-0`}>
                  {(["Lists", "Courses' lists", "Interest category", "Traffic source"] as const).map((group) => (
                    <optgroup key={group} label={group}>
                      {segments
                        .filter((o) => o.group === group)
                        .map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                    </optgroup>
                  ))}
                </select>
              </Field>
              <Field id="send_at" label="Send at (Singapore time; empty: now)">
                <input id="send_at" name="send_at" type="datetime-local" defaultValue={draft.sendAt} className={`${inputClass} w-full min-w-0`} />
              </Field>
            </div>
            {result?.kind === "error" && result.at === "newsletter" && <Notice tone="error">{result.message}</Notice>}
            <div className="flex flex-wrap items-end gap-3">
              <Button type="submit" name="intent" value="preview" variant="secondary">
                Preview
              </Button>
              <Field id="to" error={errors.to} label="Test address">
                <input id="to" name="to" type="email" defaultValue={draft.to} className={inputClass} />
              </Field>
              <Button type="submit" name="intent" value="test" variant="secondary">
                Send test
              </Button>
              {result?.kind === "confirm-send" && result.willQueue === 0 ? (
                // Nothing to send: say why (as opening a course does), and offer no "Yes, send".
                <output className="block" data-testid="newsletter-nothing-to-send">
                  Nothing would be sent: no confirmed subscriber is {draft.segment === EMPTY_DRAFT.segment ? "on the newsletter list" : `in “${result.audience}”`} yet. An address
                  joins a list when its mailbox confirms.
                </output>
              ) : result?.kind === "confirm-send" ? (
                <>
                  <output className="block" data-testid="newsletter-count">
                    This will queue <strong>{result.willQueue}</strong> message{result.willQueue === 1 ? "" : "s"} to “{result.audience}”
                    {result.sendAt ? `, to go at ${result.sendAt} (Singapore time)` : ", now"}.
                  </output>
                  <Button type="submit" name="intent" value="send">
                    {result.sendAt ? "Yes, schedule it" : "Yes, send it"}
                  </Button>
                </>
              ) : (
                <Button type="submit" name="intent" value="send-preview">
                  Send or schedule…
                </Button>
              )}
            </div>
          </Form>
        </Permitted>
        <ScheduledNewsletters rows={scheduled} />
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
