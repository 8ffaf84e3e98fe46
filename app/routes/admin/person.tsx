import { personReferrals } from "~/lib/copy/share";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { CsrfField } from "~/components/admin/csrf-field";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { resendConfirmationTo } from "~/.server/admin/resend-confirmation";
import { erasePerson, personRecord } from "~/.server/db/console-subscribers";
import { releaseSeatsOfPerson } from "~/.server/seats/operator-seats";
import { personTimeline } from "~/lib/admin/timeline";
import { adminMeta, consentText, consoleListLabel, messageKindLabel, OPTED_OUT_HOLDER, SEAT_STATE_LABELS, SOURCE_LABELS, subscriberStatusLabel } from "~/lib/admin/copy";
import { consoleTime } from "~/lib/admin/when";
import { parseRowId } from "~/lib/schemas/input";
import { parseForm, sectionFor, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { personLaunch } from "~/.server/launch/people";
import { launchPersonText } from "~/lib/admin/launch-person";
import type { Route } from "./+types/person";
import { Permitted } from "~/components/admin/use-can";

export const meta = () => adminMeta("Subscriber");

function personId(params: { id?: string }): number {
  const id = parseRowId(params.id);
  if (id === undefined) throw data("No such subscriber.", { status: 404, statusText: "Not Found" });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const record = await personRecord(ctx.db, personId(args.params));
  if (!record) throw data("No such subscriber.", { status: 404, statusText: "Not Found" });
  return {
    ...record,
    timeline: personTimeline(record),
    pending: record.lists.some((l) => l.state === "pending"),
    seatConfirmed: record.seats.some((x) => x.confirmedAt !== null),
    optedOutHolder: record.subscriber.status === "unsubscribed" && record.seats.some((x) => x.state === "held" || x.state === "waiting"),
    launch: launchPersonText(await personLaunch(ctx, record.subscriber.id)),
  };
}

const RESEND_SAYS = {
  "nothing-pending": "Nothing is waiting for this person's confirmation; no message was queued.",
  undeliverable: "This address refused our mail for good; no message was queued.",
} as const;

type Post = { ctx: AppContext; form: FormData; id: number };
const noSuchPerson = () => data("No such subscriber.", { status: 404, statusText: "Not Found" });
const eraseSchema = z.object({ confirm: z.literal("yes", { error: "Tick the box to confirm the erasure." }) });

async function resend({ ctx, id }: Post) {
  const outcome = await resendConfirmationTo(ctx, id);
  if (outcome.kind === "not-found") throw noSuchPerson();
  if (outcome.kind !== "resent") return data({ ok: false, message: RESEND_SAYS[outcome.kind] }, { status: 409 });
  ctx.log.info({ subscriberId: id }, "confirmation resent from the console");
  const when = outcome.confirmation.when === "now" ? "now" : `in about ${outcome.confirmation.minutes} minutes (the per-address limit)`;
  return { ok: true, message: `A confirmation message goes out ${when}.` };
}

/** Erase the person: only with the box ticked (the form asks before it posts). */
async function erase({ ctx, form, id }: Post) {
  const posted = parseForm(form, eraseSchema);
  if (!posted.ok) throw data(posted.message, { status: 400, statusText: "Bad Request" });
  if (!(await erasePerson(ctx.db, id, (tx) => releaseSeatsOfPerson(ctx, tx, id)))) throw noSuchPerson();
  ctx.log.info({ subscriberId: id }, "person erased from the console");
  return redirect("/admin/subscribers?erased=1");
}

/** One handler per form of the page, by the intent it posts (the role table's list of them). */
const sections = { "resend-confirmation": resend, erase } satisfies Record<IntentOf<"subscribers/:id">, unknown>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  const id = personId(args.params);
  return sectionFor(sections, form)({ ctx, form, id });
}

export default function AdminPerson() {
  const p = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const s = p.subscriber;
  return (
    <>
      <h1 className="text-2xl font-bold break-all">{s.email}</h1>
      {result && <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice>}
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Status</dt>
        <dd data-testid="person-status">{subscriberStatusLabel(s.status, p.seatConfirmed)}</dd>
        <dt className="font-medium">Source</dt>
        <dd data-testid="person-source">{SOURCE_LABELS[s.source] ?? s.source}</dd>
        <dt className="font-medium">Address given</dt>
        <dd>{consoleTime(s.consentAt)}</dd>
        <dt className="font-medium">Consent</dt>
        <dd data-testid="person-consent">{consentText(s, p.imported)}</dd>
        <dt className="font-medium">Lists</dt>
        <dd>{p.lists.map((l) => `${consoleListLabel(l)}${l.state === "active" ? "" : ` (${l.state === "pending" ? "awaiting confirmation" : "ended"})`}`).join(", ") || "none"}</dd>
        <dt className="font-medium">Searches</dt>
        <dd>{p.searches.map((x) => x.concept).join(" · ") || "none"}</dd>
        <dt className="font-medium">Registrations</dt>
        <dd>{p.courseInterests.map((x) => x.courseTitle).join(" · ") || "none"}</dd>
        <dt className="font-medium">Wishes joined</dt>
        <dd>{p.wishJoins.map((x) => `“${x.concept}”`).join(" · ") || "none"}</dd>
        <dt className="font-medium">Seats</dt>
        <dd data-testid="person-seats">
          {p.seats.map((x) => `“${x.courseTitle}” (${SEAT_STATE_LABELS[x.state].toLowerCase()})`).join(" · ") || "none"}
          {p.optedOutHolder && <span className="block font-semibold text-amber-900" data-testid="opted-out-holder">{OPTED_OUT_HOLDER}</span>}
        </dd>
        <dt className="font-medium">Referrals</dt>
        <dd data-testid="person-referrals">{personReferrals(p.referrals)}</dd>
        <dt className="font-medium">Launch</dt>
        <dd data-testid="person-launch">{p.launch}</dd>
        <dt className="font-medium">Messages</dt>
        <dd data-testid="person-messages">{p.messages.map((m) => `${messageKindLabel(m.kind)} (${m.status})`).join(" · ") || "none"}</dd>
      </dl>
      {p.pending && (
        <Permitted intent="resend-confirmation">
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <CsrfField />
            <input type="hidden" name="intent" value="resend-confirmation" />
            <p>Some of this person's lists wait for a click in the confirmation e-mail.</p>
            <Button type="submit" size="sm" variant="secondary">
              Resend confirmation
            </Button>
          </Form>
        </Permitted>
      )}
      <section aria-labelledby="timeline-heading" className="flex flex-col gap-3">
        <h2 id="timeline-heading" className="text-xl font-semibold">Activity</h2>
        <p className="text-sm text-slate-600">Oldest first, in Singapore time (SGT). Each list shows its latest request and confirmation.</p>
        <ol className="flex flex-col gap-2 border-l-2 border-brand-100 pl-4" data-testid="timeline">
          {p.timeline.map((e, i) => (
            <li key={i} className="flex flex-col sm:flex-row sm:gap-3">
              <time dateTime={e.at} className="shrink-0 text-sm tabular-nums text-slate-600">
                {consoleTime(e.at)}
              </time>
              <span>
                {e.what}
                {e.detail && <span className="text-slate-600"> · {e.detail}</span>}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <p>
        <a href={`/admin/subscribers/${s.id}/export.json`} className="text-brand-800 underline" download>
          Export everything stored about this person (JSON)
        </a>
      </p>
      <section aria-labelledby="erase-heading" className="rounded-xl border border-red-200 bg-white p-6">
        <h2 id="erase-heading" className="text-xl font-semibold">Erase this person</h2>
        <p className="mt-2 text-slate-700">
          Deletes the subscriber, their list memberships, seats (each held seat goes to the next on its waitlist) and message history, drops mail not yet sent, and unlinks their searches and
          registrations (which stay only as anonymous demand). This cannot be undone.
        </p>
        <Permitted intent="erase">
          <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
            <CsrfField />
            <input type="hidden" name="intent" value="erase" />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="confirm" value="yes" required className="h-5 w-5" />I understand this erases {s.email}
            </label>
            <Button type="submit" className="bg-red-700 hover:bg-red-800">
              Erase
            </Button>
          </Form>
        </Permitted>
      </section>
    </>
  );
}
