import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { ConsoleSection } from "~/components/admin/console-section";
import { CsrfField } from "~/components/admin/csrf-field";
import { DataTable } from "~/components/admin/data-table";
import { Field, inputClass } from "~/components/admin/field";
import { NewsletterPreview } from "~/components/admin/newsletter-preview";
import { Notice } from "~/components/admin/notice";
import { RowAction } from "~/components/admin/row-action";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { renderNewsletterPreview } from "~/.server/admin/mail";
import { sequenceStepsOf } from "~/.server/db/sequences";
import { ratesPerCampaign } from "~/.server/mail/rates";
import { addStep, editStep, readStep, removeStep } from "~/.server/subscriptions/sequence";
import { adminMeta } from "~/lib/admin/copy";
import { consoleTime } from "~/lib/admin/when";
import { parseRowId } from "~/lib/schemas/input";
import { optionalRowId, text } from "~/lib/forms/fields";
import { parseForm, sectionOf, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { SEQUENCE_DAY_MAX, SEQUENCE_DAY_MIN, SEQUENCE_LISTS, SEQUENCE_STEPS_MAX, type SequenceList } from "~/lib/schemas/sequences";
import type { Route } from "./+types/sequences";

// A list's sequence (the messages after its welcome): the steps, each edited and previewed in the
// newsletter's real template for that list. Plain form posts; a save or a removal redirects.

export const meta = () => adminMeta("Sequences");

export const SEQUENCES_PATH = "/admin/email/sequences";

const LIST_TITLES: Record<SequenceList, string> = { launch: "Launch list", newsletter: "Newsletter" };
const DONE: Record<string, string> = { added: "Step added.", saved: "Step saved: its messages not sent yet say the new text.", removed: "Step removed: it is sent to nobody from now on." };

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const steps = await sequenceStepsOf(ctx.db);
  const figures = steps.length === 0 ? [] : await ratesPerCampaign(ctx.db, steps.length, steps.map((s) => `sequence:${s.id}`));
  const sent = new Map(figures.map((f) => [f.key, f.sent ?? 0]));
  const editing = parseRowId(params.get("edit"));
  return {
    steps: steps.map((s) => ({ id: s.id, list: s.list, day: s.day, subject: s.subject, markdown: s.markdown, updatedAt: consoleTime(s.updatedAt), sent: sent.get(`sequence:${s.id}`) ?? 0 })),
    editing: steps.some((s) => s.id === editing) ? editing : undefined,
    done: DONE[params.get("done") ?? ""],
  };
}

/** A step's form as typed (the id of the step it edits; none for a new step), carried back to it after a refusal or a preview. */
const draftSchema = z.object({ list: text(), id: optionalRowId(), day: text(), subject: text(), markdown: text() });
type Draft = z.output<typeof draftSchema>;
type Result = { kind: "preview"; html: string; draft: Draft } | { kind: "error"; message: string; draft?: Draft };
const fail = (draft: Draft | undefined, message: string, status = 400) => data<Result>({ kind: "error", message, draft }, { status });
type Section = (ctx: AppContext, draft: Draft) => Promise<Result | Response | ReturnType<typeof fail>>;

const remove: Section = async (ctx, { id }) => {
  if (id === undefined || !(await removeStep(ctx, id))) return fail(undefined, "No such step: it may have been removed already.", 404);
  ctx.log.info({ stepId: id }, "sequence step removed from the console");
  return redirect(`${SEQUENCES_PATH}?done=removed`);
};

/** A step is sent in the newsletter's template for its list (templates.ts, kind "sequence"): the same rendering. */
const preview: Section = async (ctx, draft) => {
  const step = readStep(draft);
  if (!step.ok) return fail(draft, step.error);
  const r = renderNewsletterPreview(ctx.config, step.subject, step.markdown, { list: step.list });
  return { kind: "preview", html: r.html, draft };
};

/** Add a step, or save the one the form edits (the use case checks every field). */
const save: Section = async (ctx, draft) => {
  const { id } = draft;
  const outcome = id === undefined ? await addStep(ctx, draft) : await editStep(ctx, id, draft);
  if (outcome.kind === "invalid") return fail(draft, outcome.error);
  if (outcome.kind === "not-found") return fail(draft, "No such step: it may have been removed meanwhile.", 404);
  if (outcome.kind === "full") return fail(draft, `A list has at most ${SEQUENCE_STEPS_MAX} steps: remove one first.`, 409);
  ctx.log.info({ stepId: outcome.id }, id === undefined ? "sequence step added from the console" : "sequence step saved from the console");
  ctx.audit?.({ target: `sequence step ${outcome.id}` });
  return redirect(`${SEQUENCES_PATH}?done=${id === undefined ? "added" : "saved"}`);
};

/** One handler per button, by the intent it posts (the role table's list of them). */
const sections = { remove, preview, save } satisfies Record<IntentOf<"email/sequences">, Section>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const posted = parseForm(form, draftSchema);
  const draft = posted.ok ? posted.value : undefined;
  const section = sectionOf<Section>(sections, form);
  if (!section || !draft) return fail(draft, "Unknown action.");
  return section(ctx, draft);
}

type StepRow = ReturnType<typeof useLoaderData<typeof loader>>["steps"][number];

export default function AdminSequences() {
  const { steps, editing, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">Sequences</h1>
      <p>
        <Link to="/admin/email" className="text-brand-800 underline">
          Back to E-mail
        </Link>
      </p>
      <p className="max-w-prose">
        After the welcome, a list may send a few more messages, each a number of days after the person joined it. Each goes once per person,
        from the outbox, and not to anyone who has left the list by then. A step added later goes to those who join from now on and to those
        whose day has not come yet, never all at once to everyone. People you import on your stated consent get none unless you tick it when you
        import them.
      </p>
      {done && <Notice>{done}</Notice>}
      {/* An error with no list's form to show it by (a removal, a list that is not one): here. */}
      {result?.kind === "error" && !(SEQUENCE_LISTS as readonly string[]).includes(result.draft?.list ?? "") && <Notice tone="error">{result.message}</Notice>}
      {SEQUENCE_LISTS.map((list) => {
        const own = steps.filter((s) => s.list === list);
        const draft = result?.draft?.list === list ? result.draft : undefined;
        const edited = own.find((s) => s.id === (draft ? draft.id : editing));
        return (
          <ConsoleSection key={list} id={`sequence-${list}`} title={`${LIST_TITLES[list]}: sequence`}>
            {own.length === 0 ? (
              <p>No steps: people get the welcome only.</p>
            ) : (
              <StepsTable list={list} steps={own} />
            )}
            <StepForm
              key={JSON.stringify([draft, edited?.id, result?.kind])}
              list={list}
              step={edited}
              draft={draft}
              error={result?.kind === "error" && draft ? result.message : undefined}
              full={!edited && own.length >= SEQUENCE_STEPS_MAX}
            />
            {result?.kind === "preview" && draft && <NewsletterPreview html={result.html} />}
          </ConsoleSection>
        );
      })}
    </>
  );
}

function StepsTable({ list, steps }: { list: SequenceList; steps: StepRow[] }) {
  return (
    <DataTable label={`${LIST_TITLES[list]} steps`} caption={`The ${LIST_TITLES[list].toLowerCase()}'s sequence, by day`} testId={`sequence-${list}`} columns={[{ label: "Day", numeric: true }, { label: "Subject" }, { label: "Sent", numeric: true }, { label: "Last changed" }, { label: "Actions", srOnly: true }]}>
      {steps.map((s) => (
        <tr key={s.id} className="border-t border-slate-100">
          <td className="px-3 py-2 text-right tabular-nums">{s.day}</td>
          <td className="px-3 py-2">{s.subject}</td>
          <td className="px-3 py-2 text-right tabular-nums" data-testid={`step-sent-${s.id}`}>
            {s.sent}
          </td>
          <td className="px-3 py-2 tabular-nums">{s.updatedAt}</td>
          <td className="px-3 py-2">
            <div className="flex flex-wrap items-center gap-3">
              <Link to={`${SEQUENCES_PATH}?edit=${s.id}#sequence-${list}`} className="text-brand-800 underline" aria-label={`Edit day ${s.day}: ${s.subject}`}>
                Edit
              </Link>
              <Link to={`/admin/email/campaigns/${encodeURIComponent(`sequence:${s.id}`)}`} className="text-brand-800 underline" aria-label={`Figures of day ${s.day}: ${s.subject}`}>
                Figures
              </Link>
              <RowAction intent="remove" field={{ name: "id", value: s.id }} label="Remove" accessibleName={`Remove day ${s.day}: ${s.subject}`} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function StepForm({ list, step, draft, error, full }: { list: SequenceList; step?: StepRow; draft?: Draft; error?: string; full: boolean }) {
  if (full) return <p>This list has {SEQUENCE_STEPS_MAX} steps, the most it may have: remove one to add another.</p>;
  const value = draft ?? (step ? { day: String(step.day), subject: step.subject, markdown: step.markdown } : { day: "", subject: "", markdown: "" });
  const f = (name: string) => `${list}-${name}`;
  return (
    <Form method="post" action={SEQUENCES_PATH} noValidate className="flex flex-col gap-4" aria-labelledby={f("form-heading")}>
      <h3 id={f("form-heading")} className="text-lg font-semibold">
        {step ? `Edit day ${step.day}: ${step.subject}` : "Add a step"}
      </h3>
      <CsrfField />
      <input type="hidden" name="list" value={list} />
      {step && <input type="hidden" name="id" value={step.id} />}
      <Field id={f("day")} label={`Day (days after joining the list, ${SEQUENCE_DAY_MIN}–${SEQUENCE_DAY_MAX})`}>
        <input id={f("day")} name="day" inputMode="numeric" defaultValue={value.day} className={`${inputClass} w-32`} />
      </Field>
      <Field id={f("subject")} label="Subject">
        <input id={f("subject")} name="subject" defaultValue={value.subject} maxLength={200} className={inputClass} />
      </Field>
      <Field id={f("markdown")} label="Message (Markdown; raw HTML is not allowed)">
        <textarea
          id={f("markdown")}
          name="markdown"
          rows={8}
          defaultValue={value.markdown}
          className="rounded-lg border border-slate-400 p-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
        />
      </Field>
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="preview" variant="secondary">
          Preview
        </Button>
        <Button type="submit" name="intent" value="save">
          {step ? "Save the step" : "Add the step"}
        </Button>
        {step && (
          <Link to={`${SEQUENCES_PATH}#sequence-${list}`} className="text-brand-800 underline">
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}
