import { data, Form, useActionData, useLoaderData } from "react-router";
import { StatusCard, StatusMessage } from "~/components/status-card";
import { Button } from "~/components/ui/button";
import { appContext, type AppContext } from "~/.server/context";
import {
  chooseSeat,
  readUnsubscribe,
  subscribeAgain,
  unsubscribe,
  type ListChoice,
  type LiveSeat,
  type SeatChoice,
  type SeatIntent,
  type SubscribeAgainOutcome,
} from "~/.server/subscriptions/unsubscribe";
import { parseFields, sectionOf } from "~/lib/forms/parse-form";
import { resubscribeSchema, seatChoiceSchema, unsubscribeSchema } from "~/lib/schemas/visitor-forms";
import { useLaunchDate } from "~/hooks/use-launch-date";
import { confirmationNote } from "~/lib/copy/confirmation";
import { seatPage } from "~/lib/copy/seats";
import { listLabel, unsubscribeCopy as copy, unsubscribeSeatsCopy as seatsCopy } from "~/lib/copy/subscription";
import type { Route } from "./+types/unsubscribe";
import { isUuid } from "~/lib/schemas/input";

export const meta = () => [{ title: "Unsubscribe · Classwish" }, { name: "robots", content: "noindex" }];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");
/** The message whose link this is (`m`, its Message-ID's random part), when the link names one. */
const messageOf = (request: Request) => {
  const m = new URL(request.url).searchParams.get("m");
  return m && isUuid(m) ? m : undefined;
};
const statusOf = (outcome: SubscribeAgainOutcome) => (outcome.kind === "invalid" || outcome.kind === "nothing-chosen" ? 400 : 200);

export async function loader({ request, context }: Route.LoaderArgs) {
  const state: SubscribeAgainOutcome = await readUnsubscribe(context.get(appContext), tokenOf(request));
  return data({ state }, { status: statusOf(state) });
}

type Answer = (ctx: AppContext, request: Request, form: FormData) => Promise<SubscribeAgainOutcome>;

/** A seat's forms: Keep, Release… (asks first), Yes, release; each names its seat. */
const seatSection =
  (intent: SeatIntent): Answer =>
  async (ctx, request, form) => {
    const state = await chooseSeat(ctx, tokenOf(request), parseFields(form, seatChoiceSchema).seat, intent);
    if (state.kind !== "invalid" && state.seatChoice) ctx.log.info({ seat: state.seatChoice.kind }, "seat chosen on the unsubscribe page");
    return state;
  };

const sections = {
  "keep-seat": seatSection("keep"),
  "ask-release-seat": seatSection("ask-release"),
  "release-seat": seatSection("release"),
  resubscribe: async (ctx, request, form) => {
    const state = await subscribeAgain(ctx, tokenOf(request), parseFields(form, resubscribeSchema).list);
    if (state.kind === "resubscribed") ctx.log.info({ lists: state.lists.length }, "subscribed again from the unsubscribe page");
    return state;
  },
  // Any other post (the page's button, a mail client's one-click, no intent at all) unsubscribes.
  unsubscribe: async (ctx, request, form) => {
    const state = await unsubscribe(ctx, tokenOf(request), messageOf(request));
    if (state.kind === "unsubscribed") ctx.log.info({ oneClick: parseFields(form, unsubscribeSchema)["List-Unsubscribe"] === "One-Click" }, "unsubscribed");
    return state;
  },
} satisfies Record<string, Answer>;

/**
 * POST unsubscribes at once, whether it comes from the page's button or from a mail client's
 * one-click header (RFC 8058: body `List-Unsubscribe=One-Click`, no further step), and answers 200.
 * The "Subscribe again" form posts intent 'resubscribe' with the lists ticked; a seat's forms post
 * their intent and the seat.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A mail provider may post any body (or none): it still means "unsubscribe".
  const form = await request.formData().catch(() => new FormData());
  const state = await (sectionOf(sections, form) ?? sections.unsubscribe)(context.get(appContext), request, form);
  return data({ state }, { status: statusOf(state) });
}

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const state = (acted ?? loaded).state;
  const launchDate = useLaunchDate();
  switch (state.kind) {
    case "subscribed":
      return (
        <StatusCard>
          <StatusMessage title={copy.title} intro={copy.subscribedIntro} action={{ intent: "unsubscribe", label: copy.button }} />
          <Seats seats={state.seats} choice={state.seatChoice} unsubscribed={false} />
        </StatusCard>
      );
    case "unsubscribed":
    case "nothing-chosen":
      return (
        <StatusCard>
          <StatusMessage title={copy.doneTitle} intro={copy.doneIntro} />
          {"seats" in state && <Seats seats={state.seats} choice={state.seatChoice} unsubscribed />}
          {state.kind === "unsubscribed" && state.awaitingConfirmation ? (
            <p className="mt-6 text-slate-700">{copy.awaiting}</p>
          ) : (
            <SubscribeAgain choices={state.choices} error={state.kind === "nothing-chosen" ? copy.nothingChosen : undefined} />
          )}
        </StatusCard>
      );
    case "resubscribed":
      return (
        <StatusCard>
          <h1 className="text-2xl font-bold">{copy.resubscribedTitle}</h1>
          <p className="mt-3 text-slate-700">{copy.resubscribed}</p>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {state.lists.map((l) => (
              <li key={l.key}>{listLabel(l, launchDate)}</li>
            ))}
          </ul>
          <p className="mt-4 text-slate-700" data-testid="confirmation-note">
            {confirmationNote(state.confirmation)}
          </p>
        </StatusCard>
      );
    case "invalid":
      return (
        <StatusCard>
          <StatusMessage title={copy.invalidTitle} intro={copy.invalidIntro} />
        </StatusCard>
      );
  }
}

/** The lists to subscribe to again: those the person had are ticked; nothing is added unticked. */
function SubscribeAgain({ choices, error }: { choices: ListChoice[]; error?: string }) {
  const launchDate = useLaunchDate();
  return (
    <Form method="post" className="mt-6 flex flex-col gap-3">
      <p className="text-slate-700">{copy.resubscribeIntro}</p>
      <input type="hidden" name="intent" value="resubscribe" />
      <fieldset aria-describedby={error ? "resubscribe-error" : undefined}>
        <legend className="font-semibold">{copy.resubscribeLegend}</legend>
        {choices.map((c) => (
          <label key={c.key} className="mt-2 flex items-start gap-2">
            <input type="checkbox" name="list" value={c.key} defaultChecked={c.had} className="mt-1 h-5 w-5" />
            <span>{listLabel(c, launchDate)}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="resubscribe-error" role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" className="self-start">
        {copy.resubscribe}
      </Button>
    </Form>
  );
}

/**
 * The seats the person holds (or waits for), each with Keep and Release…: leaving the lists never
 * gives one up, and its mail still comes. Release asks first; plain form posts, so no JavaScript is needed.
 */
function Seats({ seats, choice, unsubscribed }: { seats: LiveSeat[]; choice?: SeatChoice; unsubscribed: boolean }) {
  if (seats.length === 0 && choice?.kind !== "released") return null;
  return (
    <section aria-labelledby="seats-heading" className="mt-8 border-t border-slate-200 pt-6" data-testid="unsubscribe-seats">
      <h2 id="seats-heading" className="text-xl font-semibold">
        {seatsCopy.title}
      </h2>
      {choice && choice.kind !== "ask-release" && (
        <output className="mt-3 block rounded-lg bg-brand-50 p-3 text-slate-800" data-testid="seat-choice">
          {choice.kind === "kept" ? seatsCopy.kept(choice.seat) : seatsCopy.released(choice.seat)}
        </output>
      )}
      {seats.length > 0 && <p className="mt-3 text-slate-700">{seatsCopy.intro(unsubscribed)}</p>}
      <ul className="mt-4 flex flex-col gap-4">
        {seats.map((seat) => (
          <li key={seat.publicId} className="rounded-lg border border-slate-200 p-4" data-testid="unsubscribe-seat">
            <p className="font-semibold">{seatsCopy.seat(seat)}</p>
            {choice?.kind === "ask-release" && choice.seat.publicId === seat.publicId ? <ReleaseQuestion seat={seat} /> : <SeatButtons seat={seat} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SeatButtons({ seat }: { seat: LiveSeat }) {
  return (
    <Form method="post" className="mt-3 flex flex-wrap gap-3">
      <input type="hidden" name="seat" value={seat.publicId} />
      <Button type="submit" name="intent" value="keep-seat" variant="secondary" aria-label={seatsCopy.keepName(seat)}>
        {seatsCopy.keep}
      </Button>
      <Button type="submit" name="intent" value="ask-release-seat" variant="secondary" aria-label={seatsCopy.releaseName(seat)}>
        {seatsCopy.release}
      </Button>
    </Form>
  );
}

/** "Release your seat?", as the seat's own page asks it: yes releases it, no keeps it. */
function ReleaseQuestion({ seat }: { seat: LiveSeat }) {
  const waiting = seat.state === "waiting";
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3">
      <p className="text-slate-700" data-testid="seat-release-question">
        {seatPage.releaseAsk(seat.courseTitle, waiting)}
      </p>
      <input type="hidden" name="seat" value={seat.publicId} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="release-seat">
          {seatPage.releaseYes(waiting)}
        </Button>
        <Button type="submit" name="intent" value="keep-seat" variant="secondary">
          {seatPage.releaseNo(waiting)}
        </Button>
      </div>
    </Form>
  );
}
