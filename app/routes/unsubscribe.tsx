import { data, useActionData, useLoaderData } from "react-router";
import { StatusCard, StatusMessage } from "~/components/status-card";
import { appContext } from "~/.server/context";
import { findSubscriber, resubscribe, unsubscribeSubscriber } from "~/.server/db/subscriber-status";
import { verifyToken } from "~/.server/mail/tokens";
import { unsubscribeCopy as copy } from "~/lib/subscription-copy";
import type { Route } from "./+types/unsubscribe";

export const meta = () => [{ title: "Unsubscribe · Classwish" }, { name: "robots", content: "noindex" }];

type State = { kind: "invalid" } | { kind: "subscribed" } | { kind: "unsubscribed"; justNow: boolean } | { kind: "resubscribed" };

function checkToken(request: Request, secret: string) {
  return verifyToken(secret, "unsubscribe", new URL(request.url).searchParams.get("token"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, db } = context.get(appContext);
  const check = checkToken(request, config.SESSION_SECRET);
  const subscriber = check.valid ? await findSubscriber(db, check.subscriberId) : undefined;
  const state: State = !subscriber
    ? { kind: "invalid" }
    : subscriber.status === "unsubscribed"
      ? { kind: "unsubscribed", justNow: false }
      : { kind: "subscribed" };
  return data({ state }, { status: state.kind === "invalid" ? 400 : 200 });
}

/**
 * POST unsubscribes at once, whether it comes from the page's button or from a mail client's
 * one-click header (RFC 8058: body `List-Unsubscribe=One-Click`, no further step), and answers 200.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, db, mail, log } = context.get(appContext);
  const check = checkToken(request, config.SESSION_SECRET);
  const subscriber = check.valid ? await findSubscriber(db, check.subscriberId) : undefined;
  if (!subscriber) return data({ state: { kind: "invalid" } as State }, { status: 400 });
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === "resubscribe") {
    await resubscribe(db, mail, subscriber.id, config.publicHost);
    log.info({ subscriberId: subscriber.id }, "subscribed again from the unsubscribe page");
    return { state: { kind: "resubscribed" } as State };
  }
  await unsubscribeSubscriber(db, subscriber.id);
  log.info({ subscriberId: subscriber.id, oneClick: form.get("List-Unsubscribe") === "One-Click" }, "unsubscribed");
  return { state: { kind: "unsubscribed", justNow: true } as State };
}

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const state = (acted ?? loaded).state;
  return (
    <StatusCard>
      {state.kind === "subscribed" && (
        <StatusMessage title={copy.title} intro={copy.subscribedIntro} action={{ intent: "unsubscribe", label: copy.button }} />
      )}
      {state.kind === "unsubscribed" && (
        <StatusMessage
          title={copy.doneTitle}
          intro={copy.doneIntro}
          action={{ intent: "resubscribe", label: copy.resubscribe, variant: "secondary", lead: copy.resubscribeIntro }}
        />
      )}
      {state.kind === "resubscribed" && <p className="text-slate-800">{copy.resubscribed}</p>}
      {state.kind === "invalid" && <StatusMessage title={copy.invalidTitle} intro={copy.invalidIntro} />}
    </StatusCard>
  );
}
