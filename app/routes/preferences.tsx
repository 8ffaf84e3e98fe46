import type { ReactNode } from "react";
import { data, Form, useActionData, useLoaderData, useLocation } from "react-router";
import { appContext } from "~/.server/context";
import { readForm } from "~/.server/form";
import { eraseByMailbox, leaveList, readPreferences, rejoinList, type PreferenceList, type PreferencesDone, type PreferencesView } from "~/.server/subscriptions/preferences";
import { StatusCard, StatusMessage } from "~/components/status-card";
import { Button } from "~/components/ui/button";
import { useLaunchDate } from "~/hooks/use-launch-date";
import { parseForm } from "~/lib/forms/parse-form";
import { preferencesCopy as copy } from "~/lib/copy/preferences";
import { listLabel, maskEmail } from "~/lib/copy/subscription";
import { preferenceFormSchema } from "~/lib/schemas/preferences";
import type { Route } from "./+types/preferences";

// /preferences?token=…: the preference centre every e-mail's footer links to. GET shows the lists
// (it changes nothing: link scanners fetch it); each button is a plain form post, so the page works
// without JavaScript. Personal: never indexed, never shared (not opted into shared-page.ts).

export const meta = () => [{ title: `${copy.metaTitle} · Classwish` }, { name: "robots", content: "noindex" }];

/** The page's state: the address leaves the server masked only (the link may have been forwarded). */
type State = PreferencesView & { error?: string };

const masked = (view: PreferencesView): State => (view.kind === "preferences" ? { ...view, email: maskEmail(view.email) } : view);
const statusOf = (view: State) =>
  view.kind === "invalid" || view.error || (view.kind === "preferences" && view.done?.did === "unknown-list") ? 400 : view.kind === "expired" ? 410 : 200;
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = masked(await readPreferences(context.get(appContext), tokenOf(request)));
  return data({ state }, { status: statusOf(state) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const token = tokenOf(request);
  const parsed = parseForm(await readForm(request), preferenceFormSchema);
  let state: State;
  if (!parsed.ok) {
    state = { ...masked(await readPreferences(ctx, token)), error: parsed.message };
  } else if (parsed.value.intent === "erase") {
    state = await eraseByMailbox(ctx, token);
    if (state.kind === "erased") ctx.log.info("person erased from the preference centre");
  } else {
    const change = parsed.value.intent === "leave" ? leaveList : rejoinList;
    state = masked(await change(ctx, token, parsed.value.list));
    if (state.kind === "preferences" && state.done) ctx.log.info({ did: state.done.did, list: parsed.value.list }, "preferences changed");
  }
  // An error is shown beside the lists: the state must still be a page (an invalid link stays invalid).
  if (state.error && state.kind !== "preferences") delete state.error;
  return data({ state }, { status: statusOf(state) });
}

export default function PreferencesPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const state = (acted ?? loaded).state;
  if (state.kind === "preferences") return <Preferences state={state} />;
  const { title, intro } = MESSAGES[state.kind];
  return (
    <StatusCard>
      <StatusMessage title={title} intro={intro} />
    </StatusCard>
  );
}

/** The states with nothing to change: a sentence each. */
const MESSAGES = {
  erased: { title: copy.erasedTitle, intro: copy.erasedIntro },
  expired: { title: copy.expiredTitle, intro: copy.expiredIntro },
  invalid: { title: copy.invalidTitle, intro: copy.invalidIntro },
} as const;

function Preferences({ state }: { state: Extract<State, { kind: "preferences" }> }) {
  const launchDate = useLaunchDate();
  const { search } = useLocation();
  const label = (l: PreferenceList) => listLabel(l, launchDate);
  const changed = state.done && state.done.did !== "unknown-list" ? state.lists.find((l) => l.key === (state.done as { key: string }).key) : undefined;
  return (
    <StatusCard>
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-slate-700">{copy.intro(state.email)}</p>
      {state.done && (
        <output data-testid="preferences-notice" className={`mt-4 block rounded-lg p-3 ${state.done.did === "unknown-list" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"}`}>
          {changed && <strong className="block">{label(changed)}</strong>}
          {noticeOf(state.done)}
        </output>
      )}
      <section aria-labelledby="lists-heading" className="mt-6">
        <h2 id="lists-heading" className="text-lg font-semibold">
          {copy.listsHeading}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200" data-testid="preference-lists">
          {state.lists.map((l) => (
            <li key={l.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-list={l.key} data-state={l.state}>
              <div>
                <p className="text-slate-900">{label(l)}</p>
                <p className="text-sm text-slate-600">{copy[l.state]}</p>
              </div>
              <ListButton list={l} name={label(l)} />
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">{copy.rejoinNote}</p>
        <p className="mt-1 text-sm text-slate-600">{copy.unsubscribeAll}</p>
      </section>
      {state.referralPage && (
        <Section id="referral-heading" title={copy.referralHeading} intro={copy.referralIntro}>
          {state.launchLine && (
            <p className="mt-2 text-slate-800" data-testid="preferences-launch">
              {state.launchLine}
            </p>
          )}
          <p className="mt-2">
            <a href={state.referralPage} className="font-medium text-brand-800 underline underline-offset-2" data-testid="preferences-referral-page">
              {copy.referralLink}
            </a>
          </p>
        </Section>
      )}
      <Section id="data-heading" title={copy.dataHeading} intro={copy.dataIntro}>
        {/* A download: a plain post (no client-side navigation), answered with an attachment. */}
        <form method="post" action={`/preferences/export${search}`} className="mt-3">
          <Button type="submit" variant="secondary">
            {copy.download}
          </Button>
        </form>
      </Section>
      <Section id="erase-heading" title={copy.eraseHeading} intro={copy.eraseIntro}>
        <Form method="post" className="mt-3 flex flex-col items-start gap-3">
          <input type="hidden" name="intent" value="erase" />
          <label className="flex items-start gap-2">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 h-5 w-5" aria-invalid={state.error ? true : undefined} aria-describedby={state.error ? "preferences-error" : undefined} />
            <span>{copy.eraseConfirm}</span>
          </label>
          {state.error && (
            <p id="preferences-error" role="alert" className="text-red-700">
              {state.error}
            </p>
          )}
          <Button type="submit" variant="secondary">
            {copy.erase}
          </Button>
        </Form>
      </Section>
    </StatusCard>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      {children}
    </section>
  );
}

function noticeOf(done: PreferencesDone): string {
  switch (done.did) {
    case "left":
      return copy.left;
    case "rejoined":
      return copy.rejoined;
    case "asked":
      return copy.asked(done.confirmation);
    case "unknown-list":
      return copy.unknownList;
  }
}

/** One button per list; its name says which list (the visible word alone would repeat down the page). */
function ListButton({ list, name }: { list: PreferenceList; name: string }) {
  const leaving = list.state === "active" || list.state === "pending";
  const text = list.state === "active" ? copy.leave : list.state === "pending" ? copy.cancel : list.rejoin === "at-once" ? copy.rejoin : copy.join;
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value={leaving ? "leave" : "rejoin"} />
      <input type="hidden" name="list" value={list.key} />
      <Button type="submit" variant={leaving ? "secondary" : "primary"} aria-label={`${text}: ${name}`}>
        {text}
      </Button>
    </Form>
  );
}
