import { useEffect } from "react";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { appContext } from "~/.server/context";
import { readForm } from "~/.server/form";
import { confirmSeat, readSeat, releaseSeat, type SeatView } from "~/.server/seats/seat-link";
import { BackLink, StatusCard, StatusMessage } from "~/components/status-card";
import { Button } from "~/components/ui/button";
import { trackEvent } from "~/lib/client/analytics";
import { seatPage as copy } from "~/lib/copy/seats";
import { maskEmail } from "~/lib/copy/subscription";
import { coursePath } from "~/lib/schemas/course";
import type { Route } from "./+types/seat";

// /seats?token=…: the link in a seat's e-mails. GET shows the seat and a button (link scanners
// confirm nothing); POST confirms it or gives it up. Personal, so never shared or indexed.

export const meta = () => [{ title: `${copy.metaTitle} · Classwish` }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

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

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const intent = (await readForm(request)).get("intent");
  const token = tokenOf(request);
  const view = intent === "release" ? await releaseSeat(ctx, token) : await confirmSeat(ctx, token);
  if ("justNow" in view && view.justNow) ctx.log.info({ seat: view.kind }, intent === "release" ? "seat released" : "seat confirmed");
  return data({ state: masked(view) }, { status: statusOf(view) });
}

export default function SeatPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const state = (acted ?? loaded).state;
  // Counted once, when the mailbox's click takes a seat or a place on the waitlist.
  const justConfirmed = (state.kind === "held" || state.kind === "waiting") && state.justNow && acted !== undefined;
  useEffect(() => {
    if (justConfirmed) trackEvent("seat");
  }, [justConfirmed]);
  return (
    <StatusCard>
      <SeatState state={state} />
      {"course" in state && <BackLink to={coursePath(state.course.slug)} label={copy.toCourse} />}
    </StatusCard>
  );
}

function SeatState({ state }: { state: State }) {
  switch (state.kind) {
    case "pending":
      return (
        <>
          <StatusMessage title={copy.pendingTitle} intro={copy.pendingIntro(state.email, state.course.title)} />
          <p className="mt-4 text-sm text-slate-600">{copy.why}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="confirm" />
            <Button type="submit">{copy.confirm}</Button>
          </Form>
        </>
      );
    case "held":
      return (
        <>
          <StatusMessage title={copy.heldTitle(state.justNow)} intro={copy.heldIntro(state.email, state.course.title)} />
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
          <Release label={copy.leave} />
        </>
      );
    case "released":
      return <StatusMessage title={copy.releasedTitle} intro={copy.releasedIntro(state.course.title)} />;
    case "expired":
      return <StatusMessage title={copy.expiredTitle} intro={copy.expiredIntro} />;
    case "not-open":
      return <StatusMessage title={copy.notOpenTitle} intro={copy.notOpenIntro(state.course.title)} />;
    case "invalid":
      return <StatusMessage title={copy.invalidTitle} intro={copy.invalidIntro} />;
  }
}

function Release({ label }: { label: string }) {
  return (
    <Form method="post" className="mt-6 flex flex-col items-start gap-3">
      <p className="text-slate-700">{copy.releaseLead}</p>
      <input type="hidden" name="intent" value="release" />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </Form>
  );
}
