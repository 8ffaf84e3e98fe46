import { data, Form, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { ConsoleSection } from "~/components/admin/console-section";
import { CsrfField } from "~/components/admin/csrf-field";
import { Field, inputClass } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { AskThenConfirm, InviteEveryone } from "~/components/admin/invite-everyone";
import { Notice } from "~/components/admin/notice";
import { DataTable } from "~/components/admin/data-table";
import { dryRun } from "~/.server/admin/dry-run";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { inviteWave, launchSummary, type WaveOutcome, type WaveSize } from "~/.server/launch/waves";
import { adminMeta } from "~/lib/admin/copy";
import { consoleTime } from "~/lib/admin/when";
import { HOLD_REASON_MAX, INVITATION_DAYS_MAX, PER_DAY_MAX, QUEUE_STATE_LABELS, readHoldReason, readLaunchSettingsForm, readQueueFilter, readWaveForm } from "~/lib/schemas/launch";
import { saveLaunchSettings } from "~/.server/launch/settings";
import { launchQueuePage } from "~/.server/launch/queue";
import { holdBack, inviteOne, onePersonRefusal, releaseHold } from "~/.server/launch/people";
import { listHolds } from "~/.server/db/launch-invitations";
import { checkbox, checkedBy, rowId, text } from "~/lib/forms/fields";
import { parseForm, sectionFor, type FieldErrors, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { PagesNav, queryOf } from "~/components/admin/pages-nav";
import { fromLocalDateTimeInZone } from "~/lib/site/time-zone";
import type { Route } from "./+types/launch";
import { RowAction } from "~/components/admin/row-action";
import { Permitted } from "~/components/admin/use-can";
import { PersonLink } from "~/components/admin/person-link";

export const meta = () => adminMeta("Launch");

// The launch in waves: let the next people of the launch list in, by place, now or at a time
// (Singapore time, UTC beside it), and follow each wave's invitations. Every press is a plain
// form post; a wave is counted first (the real use case, rolled back) and sent on "Yes".

/** "2027-01-05 01:00 UTC": the same moment as the console's Singapore time, for whoever thinks in UTC. */
const utcTime = (at: Date | string) => `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;
const both = (at: Date | string) => `${consoleTime(at)} (${utcTime(at)})`;
const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/** What the forms' fields said, put back in them after a refusal or a question. */
const draftSchema = z
  .object({ count: text(), send_at: text(), through: text(), email: text(), reason: text() })
  .transform(({ send_at, ...fields }) => ({ ...fields, sendAt: send_at }));
type Draft = { count: string; sendAt: string; through?: string; email?: string; reason?: string; perDay?: string; days?: string; refill?: boolean };
const EMPTY_DRAFT: Draft = { count: "", sendAt: "" };
type Result =
  /** errors: each refused field's message, shown by the field (the notice says the first). */
  | { kind: "error"; message: string; draft: Draft; errors?: FieldErrors }
  | { kind: "confirm"; everyone: boolean; invited: number; sendAt: string | null; draft: Draft }
  | { kind: "done"; message: string; draft: Draft };

/** What a refused wave says in the console (nothing was queued). */
function refusal(outcome: Exclude<WaveOutcome, { kind: "invited" }>): string {
  switch (outcome.kind) {
    case "too-many":
      return outcome.waiting === 0
        ? "Nobody is waiting for an invitation: everyone on the launch list has one. Nothing was queued."
        : `Only ${people(outcome.waiting)} ${outcome.waiting === 1 ? "waits" : "wait"} for an invitation: invite ${outcome.waiting} or fewer. Nothing was queued.`;
    case "nobody":
      return outcome.throughPlace === undefined
        ? "Nobody is waiting for an invitation. Nothing was queued."
        : `Nobody waiting holds place ${outcome.throughPlace} or above. Nothing was queued.`;
    case "in-the-past":
      return "That time has passed: choose a later one (Singapore time), or leave it empty to send now. Nothing was queued.";
  }
}

/** When a wave's invitations go, as its result says it: from its time, and until a later day under the daily cap. */
function sentWhen(w: { sendAt: Date; lastSendAt: Date }, scheduled: boolean): string {
  const spread = w.lastSendAt.getTime() > w.sendAt.getTime() ? `, the last on ${both(w.lastSendAt)} (the daily cap)` : "";
  return scheduled || spread || w.sendAt.getTime() > Date.now() ? `, sent from ${both(w.sendAt)}${spread}` : "";
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const { config } = ctx;
  const url = new URL(args.request.url);
  const filter = readQueueFilter(url.searchParams);
  const [summary, queue, holds] = await Promise.all([launchSummary(ctx), launchQueuePage(ctx, filter, url.searchParams.get("page")), listHolds(ctx.db)]);
  return {
    ...summary,
    queue: { ...queue, filter, query: queryOf(filter) },
    holds,
    accessUrl: config.ACCESS_URL ?? null,
  };
}

type Post = { ctx: AppContext; form: FormData; draft: Draft };
const fail = (draft: Draft, message: string, errors?: FieldErrors) => data<Result>({ kind: "error", message, draft, errors }, { status: 400 });
type Section = (post: Post) => Promise<Result | ReturnType<typeof fail>>;

/** A refusal of one of the readers below, as an issue on its field. */
const refuse = (zx: z.RefinementCtx, read: { error: string; field: string }) => {
  zx.addIssue({ code: "custom", message: read.error, path: [read.field] });
  return z.NEVER;
};

/** The next people by place, or everyone down to a place (not both), and when (Singapore time; empty: now). */
const waveSchema = z.object({ count: text(), through: text(), send_at: text() }).transform(({ count, through, send_at }, zx) => {
  const read = readWaveForm({ count, through, sendAt: send_at }, fromLocalDateTimeInZone);
  return read.ok ? read : refuse(zx, read);
});
const settingsSchema = z.object({ per_day: text(), days: text(), refill: checkbox() }).transform(({ per_day, days, refill }, zx) => {
  const read = readLaunchSettingsForm({ perDay: per_day, days, refill });
  return read.ok ? read.value : refuse(zx, read);
});
const personSchema = z.object({ email: text().pipe(z.string().trim().min(1, "Enter the person's address.")) });
/** A one-person invitation's time: empty is now. */
const inviteOneSchema = personSchema.extend({
  send_at: text().transform((sendAt, zx) => {
    if (sendAt.trim() === "") return undefined;
    const read = readWaveForm({ count: "1", sendAt }, fromLocalDateTimeInZone);
    return read.ok ? read.sendAt : refuse(zx, read);
  }),
});
const holdSchema = personSchema.extend({ reason: checkedBy(readHoldReason, `Say why you hold them back (1 to ${HOLD_REASON_MAX} characters): the reason is kept.`) });
const releaseSchema = z.object({ subscriber_id: rowId("Nobody with that id is held back; nothing changed.") });

const saveSettings: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, settingsSchema);
  if (!posted.ok) {
    const typed = { perDay: posted.values.per_day ?? "", days: posted.values.days ?? "", refill: posted.values.refill !== undefined };
    return fail({ ...draft, ...typed }, posted.message, posted.errors);
  }
  await saveLaunchSettings(ctx.db, posted.value);
  ctx.log.info(posted.value, "launch settings saved from the console");
  return { kind: "done", message: "The launch settings are saved: the next waves, invitations and checks follow them; invitations already made keep their times.", draft };
};

/** A wave, or everyone at once; the preview is the real wave in a rolled-back transaction, so its count is what "Yes" sends. */
const wave =
  (everyone: boolean, preview: boolean): Section =>
  async ({ ctx, form, draft }) => {
    let size: WaveSize = { everyone: true };
    let sendAt: Date | undefined;
    if (!everyone) {
      const posted = parseForm(form, waveSchema);
      if (!posted.ok) return fail(draft, posted.message, posted.errors);
      size = posted.value.through === undefined ? { count: posted.value.count } : { throughPlace: posted.value.through };
      sendAt = posted.value.sendAt;
    }
    const outcome = preview ? await dryRun(ctx, (s) => inviteWave(s, size, sendAt)) : await inviteWave(ctx, size, sendAt);
    if (outcome.kind !== "invited") return fail(draft, refusal(outcome));
    if (preview) return { kind: "confirm", everyone, invited: outcome.invited, sendAt: sentWhen(outcome, sendAt !== undefined) || null, draft };
    ctx.log.info({ waveId: outcome.waveId, invited: outcome.invited, everyone }, "launch wave queued from the console");
    return { kind: "done", message: `Wave ${outcome.waveId}: ${people(outcome.invited)} invited${sentWhen(outcome, sendAt !== undefined)}.`, draft };
  };

/** One person let in out of order: a wave of one, at their place. */
const inviteOneNow: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, inviteOneSchema);
  if (!posted.ok) return fail(draft, posted.message, posted.errors);
  const { email, send_at: sendAt } = posted.value;
  const outcome = await inviteOne(ctx, email, sendAt);
  if (outcome.kind !== "invited") return fail(draft, onePersonRefusal(outcome, email));
  ctx.log.info({ waveId: outcome.waveId }, "one person invited out of order from the console");
  const when = sendAt || outcome.sendAt.getTime() > Date.now() ? `, sent from ${both(outcome.sendAt)}` : "";
  return { kind: "done", message: `Wave ${outcome.waveId}: ${outcome.email} (place ${outcome.place}) invited out of order${when}.`, draft: EMPTY_DRAFT };
};

/** One person held back from the waves, with the reason (their place is kept). */
const hold: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, holdSchema);
  if (!posted.ok) return fail(draft, posted.message, posted.errors);
  const outcome = await holdBack(ctx, posted.value.email, posted.value.reason);
  if (outcome.kind !== "held-now") return fail(draft, onePersonRefusal(outcome, posted.value.email));
  ctx.log.info({}, "launch hold recorded from the console");
  return { kind: "done", message: `${outcome.email} is held back: waves pass over them until the hold is released.`, draft: EMPTY_DRAFT };
};

const release: Section = async ({ ctx, form, draft }) => {
  const posted = parseForm(form, releaseSchema);
  if (!posted.ok || !(await releaseHold(ctx, posted.value.subscriber_id))) return fail(draft, "Nobody with that id is held back; nothing changed.");
  ctx.log.info({ subscriberId: posted.value.subscriber_id }, "launch hold released from the console");
  return { kind: "done", message: "The hold is released: the next wave may invite them at their place.", draft: EMPTY_DRAFT };
};

/** One handler per section of the page, by the intent its form posts (the role table's list of them). */
const sections = {
  "wave-preview": wave(false, true),
  wave: wave(false, false),
  "everyone-preview": wave(true, true),
  everyone: wave(true, false),
  "invite-one": inviteOneNow,
  hold,
  release,
  settings: saveSettings,
} satisfies Record<IntentOf<"launch">, Section>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const drafted = parseForm(form, draftSchema);
  return sectionFor<Section>(sections, form)({ ctx, form, draft: drafted.ok ? drafted.value : EMPTY_DRAFT });
}

export default function AdminLaunch() {
  const { waiting, waves, settings, queue, holds, accessUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const draft: Draft = result?.draft ?? EMPTY_DRAFT;
  const errors = (result?.kind === "error" && result.errors) || {};
  const confirming = result?.kind === "confirm" ? result : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">Launch</h1>
      <p className="text-slate-700">
        The launch goes out in waves, in the order of the launch list: each confirmed member has a place (first confirmed first, moved up by the
        friends who confirm through their link). A wave invites the next people by place who hold no invitation yet; unsubscribed, bounced and
        suppressed addresses are never invited. Each person is invited once, with a personal link; accepting takes them to the service.
      </p>
      <p className="text-slate-700" data-testid="launch-waiting">
        <strong>{people(waiting)}</strong> {waiting === 1 ? "waits" : "wait"} for an invitation. Invitations stay open {settings.days} day
        {settings.days === 1 ? "" : "s"};{" "}
        {settings.perDay > 0 ? `at most ${settings.perDay} go out a day, every wave together, the rest on the days after` : "no daily cap"}; expired places are{" "}
        {settings.refill ? "offered to the next people" : "not offered on"} (<a href="#settings-heading" className="text-brand-800 underline underline-offset-2">settings</a>).{" "}
        {accessUrl ? `Accepting leads to ${accessUrl}.` : "ACCESS_URL is not set: accepting is recorded, and the page says you will write."}
      </p>
      {result?.kind === "error" && <Notice tone="error">{result.message}</Notice>}
      {result?.kind === "done" && <Notice>{result.message}</Notice>}

      <ConsoleSection id="wave-heading" title="Invite the next people">
        <Permitted intent="wave">
          <Form method="post" className="grid gap-4 md:grid-cols-2">
            <CsrfField />
            <Field id="count" error={errors.count} label="How many people (the next by place)">
              <input id="count" name="count" inputMode="numeric" defaultValue={draft.count} className={inputClass} />
            </Field>
            <Field id="through" error={errors.through} label="Or everyone waiting down to place">
              <input id="through" name="through" inputMode="numeric" defaultValue={draft.through ?? ""} className={inputClass} />
            </Field>
            <Field id="send_at" error={errors.send_at} label="Send at (Singapore time; empty: now)">
              <input id="send_at" name="send_at" type="datetime-local" defaultValue={draft.sendAt} className={inputClass} />
            </Field>
            <div className="flex flex-wrap items-center gap-3 md:col-span-2">
              <AskThenConfirm
                testId="wave-confirm"
                confirming={
                  confirming && !confirming.everyone ? (
                    <>
                      This will invite <strong>{people(confirming.invited)}</strong>
                      {confirming.sendAt ?? ", sent now"}.
                    </>
                  ) : undefined
                }
                ask={{ intent: "wave-preview", label: "Invite…" }}
                yes={{ intent: "wave", label: "Yes, invite them" }}
                cancelTo="/admin/launch"
              />
            </div>
          </Form>
        </Permitted>
      </ConsoleSection>

      <ConsoleSection id="everyone-heading" title="Invite everyone">
        <p className="text-slate-700">One wave of the whole list: everyone waiting is invited now (the one-shot launch).</p>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <CsrfField />
          <InviteEveryone willInvite={confirming?.everyone ? confirming.invited : undefined} intents={{ ask: "everyone-preview", yes: "everyone" }} cancelTo="/admin/launch" />
        </Form>
      </ConsoleSection>

      <ConsoleSection id="one-heading" title="One person">
        <p className="text-slate-700">
          Let someone in out of order (a wave of one, at their place now), or hold someone back from the waves with a reason (kept here and on
          their page; their place is kept).
        </p>
        <Permitted intent="invite-one">
          <Form method="post" className="grid gap-4 md:grid-cols-2">
            <CsrfField />
            <Field id="email" error={errors.email} label="Their address">
              <input id="email" name="email" type="email" defaultValue={draft.email ?? ""} className={inputClass} />
            </Field>
            <Field id="reason" error={errors.reason} label={`Why you hold them back (for Hold back; up to ${HOLD_REASON_MAX} characters)`}>
              <input id="reason" name="reason" maxLength={HOLD_REASON_MAX} defaultValue={draft.reason ?? ""} className={inputClass} />
            </Field>
            <div className="flex flex-wrap items-center gap-3 md:col-span-2">
              <Button type="submit" name="intent" value="invite-one">
                Invite now, out of order
              </Button>
              <Button type="submit" name="intent" value="hold" variant="secondary">
                Hold back
              </Button>
            </div>
          </Form>
        </Permitted>
        {holds.length > 0 && (
          <DataTable label="Held back" testId="holds" columns={[{ label: "Person" }, { label: "Reason" }, { label: "Since" }, { label: "Release", srOnly: true }]}>
            {holds.map((h) => (
              <tr key={h.subscriberId} className="border-b border-slate-100">
                <td className="px-3 py-2">
                  <PersonLink id={h.subscriberId} email={h.email} />
                </td>
                <td className="px-3 py-2">{h.reason}</td>
                <td className="px-3 py-2">{consoleTime(h.heldAt)}</td>
                <td className="px-3 py-2">
                  <RowAction intent="release" field={{ name: "subscriber_id", value: h.subscriberId }} label="Release" accessibleName={`Release ${h.email}`} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ConsoleSection>

      <ConsoleSection id="settings-heading" title="Settings">
        <p className="text-slate-700">
          {settings.savedAt ? `Saved ${consoleTime(settings.savedAt)}.` : "Not saved yet: these are the server's defaults (INVITATIONS_PER_DAY, INVITATION_DAYS, INVITATIONS_REFILL)."}{" "}
          They apply to the next waves and invitations; invitations already made keep their times.
        </p>
        <Permitted intent="settings">
          <Form method="post" className="grid gap-4 md:grid-cols-2">
            <CsrfField />
            <Field id="per_day" error={errors.per_day} label="Invitations a day at most, every wave together (0: no cap)">
              <input id="per_day" name="per_day" inputMode="numeric" defaultValue={draft.perDay ?? String(settings.perDay)} className={inputClass} aria-describedby="per_day-hint" />
            </Field>
            <Field id="days" error={errors.days} label={`Days an invitation stays open (1 to ${INVITATION_DAYS_MAX})`}>
              <input id="days" name="days" inputMode="numeric" defaultValue={draft.days ?? String(settings.days)} className={inputClass} />
            </Field>
            <p id="per_day-hint" className="text-sm text-slate-600 md:col-span-2">
              A day is a day in Singapore time. A wave larger than what is left of its day goes on over the next days, at the wave's time of day, as a
              new sender's reputation needs (up to {PER_DAY_MAX.toLocaleString("en")} a day).
            </p>
            <label className="flex items-center gap-2 md:col-span-2">
              <input type="checkbox" name="refill" defaultChecked={draft.refill ?? settings.refill} className="h-5 w-5" />
              Offer each expired place to the next person waiting (checked every minute)
            </label>
            <div className="md:col-span-2">
              <Button type="submit" name="intent" value="settings">
                Save the settings
              </Button>
            </div>
          </Form>
        </Permitted>
      </ConsoleSection>

      <ConsoleSection id="waves-heading" title="Waves">
        {waves.length === 0 ? (
          <p className="text-slate-700">No wave yet.</p>
        ) : (
          <DataTable label="Waves" testId="waves" columns={[{ label: "Wave" }, { label: "Sent from" }, { label: "Places" }, { label: "Invited", numeric: true }, { label: "Sent", numeric: true }, { label: "Opened", numeric: true }, { label: "Accepted", numeric: true }, { label: "Expired", numeric: true }]}>
            {waves.map((w) => (
              <tr key={w.id} className="border-b border-slate-100">
                <td className="px-3 py-2">
                  {w.id}
                  {w.refill ? " (expired places offered on)" : w.chosen ? " (out of order)" : w.requested === null ? " (everyone)" : ""}
                </td>
                <td className="px-3 py-2">
                  {consoleTime(w.sendAt)}
                  <br />
                  <span className="text-slate-600">{utcTime(w.sendAt)}</span>
                </td>
                <td className="px-3 py-2">{w.firstPlace === null ? "–" : `${w.firstPlace}–${w.lastPlace}`}</td>
                <td className="px-3 py-2 text-right font-semibold">{w.invited}</td>
                <td className="px-3 py-2 text-right">{w.sent}</td>
                <td className="px-3 py-2 text-right">{w.opened}</td>
                <td className="px-3 py-2 text-right">{w.accepted}</td>
                <td className="px-3 py-2 text-right">{w.expired}</td>
              </tr>
            ))}
          </DataTable>
        )}
        <p className="text-sm text-slate-600">
          Places: the first and last place the wave reached when it was sent (places move as people join and refer). Sent: messages that left. Opened:
          the link's page was shown (a mail program that opens links counts too). Accepted: the person pressed Accept. Expired: not accepted within its
          window ({settings.days} days of its sending for invitations made now; each keeps the window it was made with).
        </p>
      </ConsoleSection>

      <ConsoleSection id="queue-heading" title="The launch list">
        <p className="text-slate-700">
          Everyone on the launch list in place order, as waves take them and as each person sees their place (their referral page, their
          preference centre).
        </p>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <Field id="state" label="State">
            <select id="state" name="state" defaultValue={queue.filter.state ?? ""} className={inputClass}>
              <option value="">Everyone</option>
              {Object.entries(QUEUE_STATE_LABELS).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="q" label="Address contains">
            <input id="q" name="q" defaultValue={queue.filter.q ?? ""} className={inputClass} />
          </Field>
          <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 font-medium">
            Show
          </button>
          <a href={`/admin/export/launch.csv${queue.query ? `?${queue.query}` : ""}`} className="text-brand-800 underline underline-offset-2">
            Download the list (CSV)
          </a>
        </form>
        <p data-testid="queue-total">
          {queue.total} {queue.total === 1 ? "person" : "people"}
          {queue.total > 0 ? ` (${queue.slice.from}–${queue.slice.to} shown)` : ""}
        </p>
        {queue.rows.length > 0 && (
          <DataTable label="The launch list" testId="queue" columns={[{ label: "Place", numeric: true }, { label: "Person" }, { label: "Confirmed referrals", numeric: true }, { label: "Invitation" }]}>
            {queue.rows.map((r) => (
              <tr key={r.subscriberId} className="border-b border-slate-100">
                <td className="px-3 py-2 text-right font-semibold">{r.place}</td>
                <td className="px-3 py-2">
                  <PersonLink id={r.subscriberId} email={r.email} />
                </td>
                <td className="px-3 py-2 text-right">{r.referrals}</td>
                <td className="px-3 py-2">
                  {QUEUE_STATE_LABELS[r.state]}
                  {r.waveId !== null && r.sendAt ? ` (wave ${r.waveId}, ${consoleTime(r.sendAt)})` : ""}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <PagesNav path="/admin/launch" query={queue.query} slice={queue.slice} label="Pages of the launch list" testId="queue-page" />
      </ConsoleSection>
    </>
  );
}
