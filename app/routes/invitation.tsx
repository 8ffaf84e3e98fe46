import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { StatusCard, StatusMessage } from "~/components/status-card";
import { Button } from "~/components/ui/button";
import { appContext } from "~/.server/context";
import { readForm } from "~/.server/form";
import { acceptInvitation, readInvitation, type AcceptOutcome, type InvitationState } from "~/.server/launch/invitation";
import { sectionOf } from "~/lib/forms/parse-form";
import { consoleTime } from "~/lib/admin/when";
import { invitationCopy as copy } from "~/lib/copy/invitation";
import { maskEmail } from "~/lib/copy/subscription";
import type { Route } from "./+types/invitation";

// A launch invitation's link, /invitation?token=…: whose access it is (the address masked) and
// what happens next. GET only shows; Accept is a POST (link scanners fetch, they do not press),
// a plain form post that works without JavaScript, answered by a redirect to ACCESS_URL with the
// access token. Someone's own: private (the default) and never indexed.

export const meta = () => [{ title: copy.metaTitle }, { name: "robots", content: "noindex" }];

/** The page's state, its address masked and its times written out on the server. */
type View =
  | { kind: "invalid" }
  | { kind: "open"; address: string; expires: string }
  | { kind: "expired"; address: string; expired: string }
  | { kind: "accepted"; address: string; accepted: string; again: boolean; canContinue: boolean };

function viewOf(state: InvitationState | AcceptOutcome, canContinue: boolean): View {
  switch (state.kind) {
    case "invalid":
      return state;
    case "open":
      return { kind: "open", address: maskEmail(state.email), expires: consoleTime(state.expiresAt) };
    case "expired":
      return { kind: "expired", address: maskEmail(state.email), expired: consoleTime(state.expiredAt) };
    case "accepted":
      return { kind: "accepted", address: maskEmail(state.email), accepted: consoleTime(state.acceptedAt), again: "again" in state && state.again, canContinue };
  }
}

const statusOf = (view: View) => (view.kind === "invalid" ? 400 : view.kind === "expired" ? 410 : 200);
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const view = viewOf(await readInvitation(ctx, tokenOf(request)), ctx.config.ACCESS_URL !== undefined);
  return data({ view }, { status: statusOf(view) });
}

/** The page's buttons: each accepts (once; again changes nothing); Continue also hands over after an earlier Accept. */
const buttons = { accept: { handsOverAgain: false }, continue: { handsOverAgain: true } };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const pressed = sectionOf(buttons, await readForm(request));
  const outcome = await acceptInvitation(ctx, tokenOf(request));
  if (outcome.kind === "accepted") {
    if (!outcome.again) ctx.log.info("launch invitation accepted");
    // The first press (or Continue) hands over at once; a second Accept says it was accepted before.
    if (outcome.redirect && (!outcome.again || pressed?.handsOverAgain)) throw redirect(outcome.redirect, { headers: { "Referrer-Policy": "no-referrer" } });
  }
  const view = viewOf(outcome, outcome.kind === "accepted" && outcome.redirect !== undefined);
  return data({ view }, { status: statusOf(view) });
}

export default function InvitationPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { view } = acted ?? loaded;
  return (
    <StatusCard>
      {view.kind === "open" && (
        <>
          <h1 className="text-2xl font-bold">{copy.openTitle}</h1>
          <p className="mt-3 text-slate-700">{copy.openIntro(view.address)}</p>
          <p className="mt-3 text-slate-700">{copy.openNext(view.expires)}</p>
          <p className="mt-4 text-sm text-slate-600">{copy.why}</p>
          <Form method="post" reloadDocument className="mt-6">
            <input type="hidden" name="intent" value="accept" />
            <Button type="submit">{copy.accept}</Button>
          </Form>
        </>
      )}
      {view.kind === "accepted" && (
        <>
          <h1 className="text-2xl font-bold">{view.again ? copy.acceptedAgainTitle : copy.acceptedTitle}</h1>
          <p className="mt-3 text-slate-700">{view.again ? copy.acceptedAgainIntro(view.address, view.accepted) : copy.acceptedIntro(view.address, view.accepted)}</p>
          {view.canContinue ? (
            <Form method="post" reloadDocument className="mt-6">
              <input type="hidden" name="intent" value="continue" />
              <Button type="submit">{copy.continueLabel}</Button>
            </Form>
          ) : (
            <p className="mt-4 text-slate-700">{copy.noAccessYet}</p>
          )}
        </>
      )}
      {view.kind === "expired" && <StatusMessage title={copy.expiredTitle} intro={copy.expiredIntro(view.address, view.expired)} />}
      {view.kind === "invalid" && <StatusMessage title={copy.invalidTitle} intro={copy.invalidIntro} />}
    </StatusCard>
  );
}
