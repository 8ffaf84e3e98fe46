import { useEffect } from "react";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { ReferralPanel } from "~/components/referral-panel";
import { StatusCard, StatusMessage } from "~/components/status-card";
import { Button } from "~/components/ui/button";
import { appContext, type AppContext } from "~/.server/context";
import { readLaunchDate } from "~/.server/db/site-content";
import { readForm } from "~/.server/form";
import { referralViewOfEmail } from "~/.server/referrals/referral-view";
import { confirm, readConfirmation, resendConfirmation, type ResendOutcome } from "~/.server/subscriptions/confirm";
import { sectionOf } from "~/lib/forms/parse-form";
import { trackEvent } from "~/lib/client/analytics";
import { confirmationNote } from "~/lib/copy/confirmation";
import type { ConfirmationTiming } from "~/lib/schemas/subscription-kinds";
import { confirmCopy as copy, listLabel, maskEmail } from "~/lib/copy/subscription";
import type { Route } from "./+types/confirm";

export const meta = () => [{ title: "Confirm your subscription · Classwish" }, { name: "robots", content: "noindex" }];

/** The page's state, with list labels ready to show. */
type State =
  | { kind: "invalid" | "expired" | "unsubscribed" }
  | { kind: "pending"; address: string; lists: string[] }
  | { kind: "confirmed"; address: string; lists: string[]; justNow: boolean }
  | { kind: "resent"; confirmation: ConfirmationTiming };

/** The page's state; the address leaves the server masked only. */
function stateOf(outcome: ResendOutcome, launchDate: string | null): State {
  const labels = (lists: Parameters<typeof listLabel>[0][]) => lists.map((l) => listLabel(l, launchDate));
  switch (outcome.kind) {
    case "pending":
      return { kind: "pending", address: maskEmail(outcome.email), lists: labels(outcome.lists) };
    case "confirmed":
      return { kind: "confirmed", address: maskEmail(outcome.email), lists: labels(outcome.lists), justNow: outcome.justNow };
    default:
      return outcome;
  }
}

/** A confirmed address's share loop (its link, referrals and place): the page shows it below. */
const referralOf = (ctx: Parameters<typeof referralViewOfEmail>[0], outcome: ResendOutcome) =>
  outcome.kind === "confirmed" ? referralViewOfEmail(ctx, outcome.email) : Promise.resolve(null);

const statusOf = (state: State) => (state.kind === "invalid" ? 400 : state.kind === "expired" ? 410 : 200);
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

// GET only shows a button: link scanners that fetch the URL confirm nothing.
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const [outcome, launchDate] = await Promise.all([readConfirmation(ctx, tokenOf(request)), readLaunchDate(ctx.db)]);
  const state = stateOf(outcome, launchDate);
  // An expired link is answered 200 on GET: the page offers a new one.
  return data({ state, referral: await referralOf(ctx, outcome) }, { status: state.kind === "invalid" ? 400 : 200 });
}

/** The page's two buttons; a post with no intent (or another) confirms, as it always has. */
const sections = {
  confirm: (ctx: AppContext, token: string | null) => confirm(ctx, ctx, token),
  resend: (ctx: AppContext, token: string | null) => resendConfirmation(ctx, token),
};

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const section = sectionOf(sections, await readForm(request)) ?? sections.confirm;
  const outcome = await section(ctx, tokenOf(request));
  if (outcome.kind === "confirmed" && outcome.justNow) ctx.log.info({ lists: outcome.lists.length }, "subscription confirmed");
  const state = stateOf(outcome, await readLaunchDate(ctx.db));
  return data({ state, referral: await referralOf(ctx, outcome) }, { status: statusOf(state) });
}

export default function ConfirmPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { state, referral } = acted ?? loaded;
  // The funnel's last step: the mailbox said yes (counted once, when it happens).
  const justConfirmed = state.kind === "confirmed" && state.justNow;
  useEffect(() => {
    if (justConfirmed) trackEvent("confirmed");
  }, [justConfirmed]);
  return (
    <StatusCard>
      {state.kind === "pending" && (
        <>
          <StatusMessage title={copy.title} intro={copy.intro(state.address)} />
          <Lists lists={state.lists} />
          <p className="mt-4 text-sm text-slate-600">{copy.why}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="confirm" />
            <Button type="submit">{copy.button}</Button>
          </Form>
        </>
      )}
      {state.kind === "confirmed" && (
        <>
          <h1 className="text-2xl font-bold">{state.justNow ? copy.doneTitle : copy.alreadyTitle}</h1>
          <p className="mt-3 text-slate-700">{copy.doneIntro(state.address)}</p>
          <Lists lists={state.lists} />
          <p className="mt-4 text-sm text-slate-600">{copy.nothingElse}</p>
          {referral && (
            <div className="mt-8 border-t border-slate-200 pt-6">
              <ReferralPanel view={referral} heading="h2" showPageLink />
            </div>
          )}
        </>
      )}
      {state.kind === "expired" && (
        <StatusMessage title={copy.expiredTitle} intro={copy.expiredIntro} action={{ intent: "resend", label: copy.resend }} />
      )}
      {state.kind === "resent" && <StatusMessage title={copy.resentTitle} intro={confirmationNote(state.confirmation)} />}
      {state.kind === "unsubscribed" && <StatusMessage title={copy.unsubscribedTitle} intro={copy.unsubscribedIntro} />}
      {state.kind === "invalid" && <StatusMessage title={copy.invalidTitle} intro={copy.invalidIntro} />}
    </StatusCard>
  );
}

function Lists({ lists }: { lists: string[] }) {
  return (
    <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
      {lists.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}
