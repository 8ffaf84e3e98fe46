import { data, useActionData, useLoaderData } from "react-router";
import { StatusCard, StatusMessage } from "~/components/status-card";
import { appContext } from "~/.server/context";
import { readForm } from "~/.server/form";
import { confirmSubscriber, findSubscriber, listMemberships } from "~/.server/db/subscriber-status";
import { queueConfirmation, queueOpenedCoursesFor } from "~/.server/mail/outbox";
import { verifyToken } from "~/.server/mail/tokens";
import { confirmCopy as copy, listLabel } from "~/lib/subscription-copy";
import type { Route } from "./+types/confirm";

export const meta = () => [{ title: "Confirm your subscription · Classwish" }, { name: "robots", content: "noindex" }];

type State =
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "pending" }
  | { kind: "confirmed"; lists: string[]; justNow: boolean }
  | { kind: "unsubscribed" }
  | { kind: "resent" };

async function stateFor({ request, context }: { request: Request; context: Route.LoaderArgs["context"] }) {
  const { config, db } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token");
  const check = verifyToken(config.SESSION_SECRET, "confirm", token);
  const subscriber = check.valid ? await findSubscriber(db, check.subscriberId) : undefined;
  return { check, subscriber };
}

// GET only shows a button: link scanners that fetch the URL confirm nothing.
export async function loader(args: Route.LoaderArgs) {
  const { check, subscriber } = await stateFor(args);
  const { db } = args.context.get(appContext);
  let state: State;
  if (!check.valid || !subscriber) state = { kind: "invalid" };
  else if (subscriber.status === "unsubscribed") state = { kind: "unsubscribed" };
  else if (subscriber.status === "confirmed") state = { kind: "confirmed", lists: (await listMemberships(db, subscriber.id)).map(listLabel), justNow: false };
  else if (check.expired) state = { kind: "expired" };
  else state = { kind: "pending" };
  return data({ state }, { status: state.kind === "invalid" ? 400 : 200 });
}

export async function action(args: Route.ActionArgs) {
  const { check, subscriber } = await stateFor(args);
  const { db, mail, config, log } = args.context.get(appContext);
  if (!check.valid || !subscriber) return data({ state: { kind: "invalid" } as State }, { status: 400 });
  const intent = (await readForm(args.request)).get("intent");
  if (intent === "resend" && subscriber.status === "pending") {
    await db.transaction((tx) => queueConfirmation(tx, mail, subscriber.id, config.publicHost));
    return { state: { kind: "resent" } as State };
  }
  if (check.expired) return data({ state: { kind: "expired" } as State }, { status: 410 });
  if (subscriber.status === "unsubscribed") return { state: { kind: "unsubscribed" } as State };
  await confirmSubscriber(db, subscriber.id);
  const caughtUp = await queueOpenedCoursesFor(db, mail, subscriber.id, config.publicHost);
  log.info({ subscriberId: subscriber.id, openedCourseNotices: caughtUp }, "subscription confirmed");
  return { state: { kind: "confirmed", lists: (await listMemberships(db, subscriber.id)).map(listLabel), justNow: true } as State };
}

export default function ConfirmPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const state = (acted ?? loaded).state;
  return (
    <StatusCard>
      {state.kind === "pending" && <StatusMessage title={copy.title} intro={copy.intro} action={{ intent: "confirm", label: copy.button }} />}
      {state.kind === "confirmed" && (
        <>
          <h1 className="text-2xl font-bold">{state.justNow ? copy.doneTitle : copy.alreadyTitle}</h1>
          <p className="mt-3 text-slate-700">{copy.doneIntro}</p>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {state.lists.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">{copy.nothingElse}</p>
        </>
      )}
      {state.kind === "expired" && (
        <StatusMessage title={copy.expiredTitle} intro={copy.expiredIntro} action={{ intent: "resend", label: copy.resend }} />
      )}
      {state.kind === "resent" && <p className="text-slate-800">{copy.resent}</p>}
      {state.kind === "unsubscribed" && <StatusMessage title={copy.unsubscribedTitle} intro={copy.unsubscribedIntro} />}
      {state.kind === "invalid" && <StatusMessage title={copy.invalidTitle} intro={copy.invalidIntro} />}
    </StatusCard>
  );
}
