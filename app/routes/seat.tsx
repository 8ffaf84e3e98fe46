import { useEffect } from "react";
import { data, Form, useActionData, useLoaderData, useLocation } from "react-router";
import { appContext, type AppContext } from "~/.server/context";
import { readForm } from "~/.server/form";
import { confirmSeat, readSeat, releaseSeat, type SeatView } from "~/.server/seats/seat-link";
import { SeatSchedule } from "~/components/seat-schedule";
import { BackLink, StatusCard, StatusMessage } from "~/components/status-card";
import { Button, buttonClass } from "~/components/ui/button";
import { useBrowserValue } from "~/hooks/use-browser-value";
import { parseFields, sectionOf } from "~/lib/forms/parse-form";
import { seatConfirmSchema } from "~/lib/schemas/visitor-forms";
import { trackEvent } from "~/lib/client/analytics";
import { seatPage as copy, seatPromise } from "~/lib/copy/seats";
import { knownTimeZone } from "~/lib/site/class-calendar";
import { maskEmail } from "~/lib/copy/subscription";
import { coursePath } from "~/lib/schemas/course";
import type { Route } from "./+types/seat";

// /seats?token=…: the link in a seat's e-mails. GET shows the seat and a button (link scanners
// confirm nothing); POST confirms it or gives it up. Personal: never indexed, and (like every page
// that does not opt into sharing) never shared.

export const meta = () => [{ title: `${copy.metaTitle} · Classwish` }, { name: "robots", content: "noindex" }];

/** The page's state: the seat, its address masked (it leaves the server masked only). */
type State = SeatView;

const masked = (view: SeatView): State => ("email" in view ? { ...view, email: maskEmail(view.email) } : view);
const statusOf = (view: SeatView) => (view.kind === "invalid" ? 400 : view.kind === "expired" ? 410 : view.kind === "not-open" ? 409 : 200);
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await readSeat(context.get(appContext), tokenOf(request));
  // An expired link is answered 200 on GET: the page says how to get a new one.
  return data({ state: masked(view) }, { status: view.kind === "invalid" ? 400 : 200 });
}

/**
 * confirm: the mailbox's click (with the browser's time zone, for the times in its e-mails);
 * ask-release: the question before a release, which changes nothing; release: the answer yes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await readForm(request);
  return (sectionOf(sections, form) ?? sections.confirm)(ctx, tokenOf(request), form);
}

/** A press's answer: the seat as it now is, logged when it changed just now. */
function answered(ctx: AppContext, view: SeatView, what: string) {
  if ("justNow" in view && view.justNow) ctx.log.info({ seat: view.kind }, what);
  return data({ state: masked(view), askRelease: false }, { status: statusOf(view) });
}

/** The page's buttons; a post with no intent (or another) confirms, as it always has. */
const sections = {
  "ask-release": async (ctx: AppContext, token: string | null) => {
    const view = await readSeat(ctx, token);
    return data({ state: masked(view), askRelease: true }, { status: view.kind === "invalid" ? 400 : 200 });
  },
  release: async (ctx: AppContext, token: string | null) => answered(ctx, await releaseSeat(ctx, token), "seat released"),
  confirm: async (ctx: AppContext, token: string | null, form: FormData) => {
    const { time_zone } = parseFields(form, seatConfirmSchema);
    return answered(ctx, await confirmSeat(ctx, token, time_zone, { visitorId: ctx.visitorId }), "seat confirmed");
  },
};

export default function SeatPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const state = (acted ?? loaded).state;
  const askRelease = acted?.askRelease === true;
  // Counted once, when the mailbox's click takes a seat or a place on the waitlist.
  const justConfirmed = (state.kind === "held" || state.kind === "waiting") && state.justNow && acted !== undefined;
  useEffect(() => {
    if (justConfirmed) trackEvent("seat");
  }, [justConfirmed]);
  return (
    <StatusCard>
      {askRelease && (state.kind === "held" || state.kind === "waiting") ? <ReleaseQuestion state={state} /> : <SeatState state={state} />}
      {"course" in state && <BackLink to={coursePath(state.course.slug)} label={copy.toCourse} />}
    </StatusCard>
  );
}

function SeatState({ state }: { state: State }) {
  switch (state.kind) {
    case "pending":
      return (
        <>
          <StatusMessage
            title={state.waitlist ? copy.pendingWaitlistTitle : copy.pendingTitle}
            intro={state.waitlist ? copy.pendingWaitlistIntro(state.email, state.course.title) : copy.pendingIntro(state.email, state.course.title)}
          />
          <SeatPromise next={seatPromise.nextPending(state.waitlist)} />
          <p className="mt-4 text-sm text-slate-600">{copy.why}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="confirm" />
            <TimeZoneField />
            <Button type="submit">{state.waitlist ? copy.joinWaitlist : copy.confirm}</Button>
          </Form>
        </>
      );
    case "held":
      return (
        <>
          <StatusMessage title={copy.heldTitle(state.justNow)} intro={copy.heldIntro(state.email, state.course.title)} />
          <SeatPromise next={seatPromise.nextHeld} />
          <SeatSchedule course={state.course} />
          <Release label={copy.release} />
        </>
      );
    case "waiting":
      return (
        <>
          <StatusMessage title={copy.waitingTitle(state.justNow)} intro={copy.waitingIntro(state.course.title, state.position)} />
          <p className="mt-4 text-slate-800">
            {copy.position}: <strong data-testid="waitlist-position">{state.position}</strong>
          </p>
          <SeatPromise next={seatPromise.nextWaiting} />
          <Release label={copy.leave} />
        </>
      );
    case "released":
      return (
        <>
          <StatusMessage title={copy.releasedTitle} intro={copy.releasedIntro(state.course.title)} />
          <p className="mt-4 text-slate-700">{seatPromise.nextReleased}</p>
        </>
      );
    case "expired":
      return <StatusMessage title={copy.expiredTitle} intro={copy.expiredIntro} />;
    case "not-open":
      return <StatusMessage title={copy.notOpenTitle} intro={copy.notOpenIntro(state.course.title)} />;
    case "invalid":
      return <StatusMessage title={copy.invalidTitle} intro={copy.invalidIntro} />;
  }
}

/** Reserving is free, and what comes next: said on every page a seat has. */
function SeatPromise({ next }: { next: string }) {
  return (
    <div className="mt-4 flex flex-col gap-2 text-slate-700" data-testid="seat-promise">
      <p className="font-medium text-slate-900">{seatPromise.free}</p>
      <p>{next}</p>
    </div>
  );
}

/** The browser's time zone, posted with the confirmation so the e-mails can give the times in it too (empty without JavaScript). */
function TimeZoneField() {
  const zone = useBrowserValue(() => knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? "", "");
  return <input type="hidden" name="time_zone" value={zone} />;
}

/** The first step of a release: it only asks (a plain post, so it works without JavaScript). */
function Release({ label }: { label: string }) {
  return (
    <Form method="post" className="mt-6 flex flex-col items-start gap-3">
      <p className="text-slate-700">{copy.releaseLead}</p>
      <input type="hidden" name="intent" value="ask-release" />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </Form>
  );
}

/** "Release your seat?": yes releases it; no goes back to the seat's page as it was. */
function ReleaseQuestion({ state }: { state: Extract<State, { kind: "held" | "waiting" }> }) {
  const { search } = useLocation();
  const waiting = state.kind === "waiting";
  return (
    <>
      <h1 className="text-2xl font-bold">{copy.releaseAskTitle(waiting)}</h1>
      <p className="mt-3 text-slate-700" data-testid="release-question">
        {copy.releaseAsk(state.course.title, waiting)}
      </p>
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="release" />
        <Button type="submit">{copy.releaseYes(waiting)}</Button>
        <a href={`/seats${search}`} className={buttonClass("secondary")}>
          {copy.releaseNo(waiting)}
        </a>
      </Form>
    </>
  );
}
