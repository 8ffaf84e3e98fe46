import { useEffect, useState } from "react";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { appContext, type AppContext } from "~/.server/context";
import { toWishView } from "~/.server/db/wishes";
import { readForm } from "~/.server/form";
import { limitHeaders, subscribeFromForm } from "~/.server/form-subscribe";
import { tooManyRequestsMessage } from "~/.server/limits";
import { formReferral } from "~/.server/referral";
import { joinWish } from "~/.server/wishes/join-wish";
import { publicWish } from "~/.server/wishes/public-wish";
import { wishImageVersion } from "~/.server/wishes/share-image";
import { BudgetSizeSliders } from "~/components/budget-size-sliders";
import { PageNotFound } from "~/components/page-not-found";
import { PagePanel } from "~/components/page-panel";
import { RefField } from "~/components/ref-field";
import { ResultEmailForm } from "~/components/result-email-form";
import { ShareLink } from "~/components/share-link";
import { ShareButtons } from "~/components/share-buttons";
import { readShareSettings } from "~/.server/db/share-settings";
import { shareButtons } from "~/lib/copy/share";
import { shownCount } from "~/lib/schemas/share-settings";
import { BackLink } from "~/components/status-card";
import { Button } from "~/components/ui/button";
import { parseForm, sectionOf } from "~/lib/forms/parse-form";
import { trackEvent } from "~/lib/client/analytics";
import { apiRequest } from "~/lib/client/api-client";
import { getStoredEmail } from "~/lib/client/device-storage";
import { confirmationNote } from "~/lib/copy/confirmation";
import { units } from "~/lib/copy/home";
import { notFoundPage } from "~/lib/copy/not-found";
import { shareCopy, wishPage as copy } from "~/lib/copy/wishes";
import { formatPrice } from "~/lib/schemas/limits";
import { refOfUrl, wishPath, wishRef, wishShareLink, type Referral } from "~/lib/schemas/referrals";
import type { ConfirmationTiming } from "~/lib/schemas/subscription-kinds";
import { joinWishFormSchema } from "~/lib/schemas/visitor-forms";
import type { WishView } from "~/lib/schemas/wishes";
import { noIndexMeta, pageMeta } from "~/lib/site/meta";
import { sharedAsLoaderSays, sharedPage } from "~/lib/site/shared-page";
import { formatInZone } from "~/lib/site/time-zone";
import type { Route } from "./+types/wish";

// A class wish's page, /wishes/{id}: what was asked for, how many want it, Me too, an address to
// hear when it becomes a class, and its link to share. A live page like a course's (lib/site/shared-page.ts):
// its count changes with every Me too, and a wish the operator hides must be gone at once, not a
// minute later. So the server keeps it (server/page-cache.ts) only until a Me too or a wish hidden
// or shown reaches every instance (migration 0017), and at most 5 s.

const notFound = () => data({ wish: null, shareUrl: "", image: "", ref: undefined, people: null }, { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const row = await publicWish(db, params.id);
  if (!row) return notFound();
  const wish = toWishView(row);
  const page = {
    wish,
    shareUrl: wishShareLink(config.PUBLIC_URL, wish.id),
    image: `${wishPath(wish.id)}/share.png?v=${wishImageVersion(wish)}`,
    /** The shared link this visit arrived through: a form posted without JavaScript credits it. */
    ref: refOfUrl(request.url),
    /** "N people want this", unless the operator's threshold hides it. */
    people: shownCount(wish.people, await readShareSettings(db)),
  };
  return data(page, { headers: sharedPage({ freshness: "live", reads: ["wishes", "wish_joins"], ownRef: wishRef(wish.id) }) });
}

export const headers = sharedAsLoaderSays;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const wish = loaderData?.wish;
  if (!wish) return noIndexMeta({ title: notFoundPage.metaTitle, description: notFoundPage.body });
  return pageMeta(matches, {
    title: copy.metaTitle(wish.concept),
    description: copy.metaDescription(loaderData.people, wish.budget, wish.class_size),
    path: wishPath(wish.id),
    image: { path: loaderData.image, alt: copy.imageAlt(wish.concept) },
    // A visitor's own words, reviewed by no one before they are shown: shared by link, not indexed.
    noindex: true,
  });
}

type Result =
  | { kind: "joined"; people: number }
  | { kind: "already-joined" }
  | { kind: "own-wish" }
  | { kind: "join-invalid"; error: string }
  | { kind: "subscribed"; confirmation: ConfirmationTiming }
  | { kind: "email-invalid"; error: string; email: string }
  | { kind: "refused"; message: string };

const JOIN_INTENT = "join";
const EMAIL_INTENT = "email";

/** Me too, and an address for the wish's list: the same joinWish() and subscribe() as the API. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await readForm(request);
  const section = sectionOf(sections, form);
  if (!section) return data<Result>({ kind: "refused", message: "Unknown action." }, { status: 400 });
  return section({ ...ctx, referral: formReferral(form, request) }, params.id, form);
}

type Caller = AppContext & { referral: Referral | undefined };

async function subscribeToWish(caller: Caller, wishId: string, form: FormData) {
  const outcome = await subscribeFromForm(caller, form, { source: "wish", wishId }, caller.referral);
  switch (outcome.kind) {
    case "accepted":
      return data<Result>({ kind: "subscribed", confirmation: outcome.confirmation });
    case "invalid":
      return data<Result>({ kind: "email-invalid", error: outcome.error, email: outcome.typed }, { status: 400 });
    case "limited":
      return data<Result>({ kind: "refused", message: tooManyRequestsMessage(outcome.retryAfterSeconds) }, { status: 429, headers: limitHeaders(outcome) });
    default:
      // The wish was hidden meanwhile (a wish's list names no course).
      return data<Result>({ kind: "refused", message: notFoundPage.body }, { status: 404 });
  }
}

async function join(caller: Caller, wishId: string, form: FormData) {
  const parsed = parseForm(form, joinWishFormSchema);
  if (!parsed.ok) return data<Result>({ kind: "join-invalid", error: parsed.message }, { status: 400 });
  const outcome = await joinWish(caller, caller, { wishId, budget: parsed.value.budget, classSize: parsed.value.class_size });
  switch (outcome.kind) {
    case "limited":
      return data<Result>({ kind: "refused", message: tooManyRequestsMessage(outcome.retryAfterSeconds) }, { status: 429, headers: limitHeaders(outcome) });
    case "unknown-wish":
      return data<Result>({ kind: "refused", message: notFoundPage.body }, { status: 404 });
    case "own-wish":
      return data<Result>({ kind: "own-wish" });
    case "joined":
      caller.log.info({ counted: outcome.counted, via: "form" }, "wish joined");
      return data<Result>(outcome.counted ? { kind: "joined", people: outcome.wish.people } : { kind: "already-joined" });
  }
}

/** The page's two forms: Me too, and 'Hear when it becomes a class'. */
const sections = { [JOIN_INTENT]: join, [EMAIL_INTENT]: subscribeToWish };

const sharedOn = (iso: string) => formatInZone(iso, { day: "numeric", month: "long", year: "numeric" });

/** The id of the wish's e-mail field ('Hear when it becomes a class'). */
const WISH_EMAIL_FIELD = "wish-email-address";

export default function WishPage() {
  const { wish, shareUrl, ref, people } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // The address this browser stored (as Register uses it) fills 'Hear when it becomes a class',
  // so it is not asked for again; the visitor may change it. Without JavaScript the field is empty.
  useEffect(() => {
    const field = document.getElementById(WISH_EMAIL_FIELD);
    const stored = getStoredEmail();
    if (field instanceof HTMLInputElement && field.value === "" && stored) field.value = stored;
  }, []);
  // Counted once, when this press made the count rise (or an address was given).
  useEffect(() => {
    if (result?.kind === "joined") trackEvent("metoo");
    if (result?.kind === "subscribed") trackEvent("email");
  }, [result]);
  if (!wish) return <PageNotFound />;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:py-14">
      <article aria-labelledby="wish-title" className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{copy.eyebrow}</p>
          {/* The visitor's words, as text (React escapes them); long words wrap on a narrow screen. */}
          <h1 id="wish-title" className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {wish.concept}
          </h1>
          {people !== null && (
            <p className="text-lg text-slate-800">
              <strong data-testid="wish-people">{copy.people(people)}</strong>
              <span className="block text-base text-slate-600">{copy.peopleNote}</span>
            </p>
          )}
        </header>
        <Facts wish={wish} />
        <MeToo wish={wish} result={result} referral={ref} />
        <PagePanel id="wish-email" title={copy.emailTitle}>
          {result?.kind === "subscribed" ? (
            <output className="mt-2 block text-slate-700" data-testid="wish-email-done">
              {`${copy.emailDone} ${confirmationNote(result.confirmation)}`}
            </output>
          ) : (
            <ResultEmailForm
              id={WISH_EMAIL_FIELD}
              className="mt-2"
              lead={copy.emailIntro}
              label={copy.emailLabel}
              placeholder={copy.emailPlaceholder}
              submit={copy.emailSubmit}
              fields={{ intent: EMAIL_INTENT }}
              email={result?.kind === "email-invalid" ? result.email : undefined}
              error={result?.kind === "email-invalid" ? result.error : undefined}
              referral={ref}
            />
          )}
        </PagePanel>
        <PagePanel id="wish-share" title={shareCopy.wishTitle}>
          <p className="mt-2 mb-4 text-slate-700">{shareCopy.wishIntro}</p>
          <ShareLink id="wish-share-url" url={shareUrl} label={shareCopy.wishLabel} title={copy.metaTitle(wish.concept)} />
          <ShareButtons className="mt-4" url={shareUrl} text={shareButtons.wishText(wish.concept)} subject={shareButtons.wishSubject(wish.concept)} what={shareCopy.wishWhat} />
        </PagePanel>
      </article>
      {/* The visit's shared link goes along, so a search made next is credited to this wish. */}
      <BackLink to={ref ? `/?ref=${ref}#customize` : "/#customize"} label={copy.ownClass} />
    </main>
  );
}

function Facts({ wish }: { wish: WishView }) {
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-slate-600">{copy.facts.budget}</dt>
        <dd className="font-semibold text-slate-900">{formatPrice(wish.budget)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{copy.facts.classSize}</dt>
        <dd className="font-semibold text-slate-900">{units.learners(wish.class_size)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{copy.facts.shared}</dt>
        <dd className="font-semibold text-slate-900">{sharedOn(wish.created_at)}</dd>
      </div>
    </dl>
  );
}

/** Me too, with the visitor's own budget and class size (the wish's, until they move the sliders). */
function MeToo({ wish, result, referral }: { wish: WishView; result: Result | undefined; referral?: string }) {
  const [budget, setBudget] = useState(wish.budget);
  const [classSize, setClassSize] = useState(wish.class_size);
  const busy = useNavigation().formData?.get("intent") === JOIN_INTENT;
  // The page is the same for everyone (shared caches keep it): whether this browser shared the wish
  // is asked once it runs. Without JavaScript, pressing Me too gets the same answer from the server.
  const [own, setOwn] = useState(false);
  useEffect(() => {
    let current = true;
    apiRequest<{ own?: boolean }>(`/wishes/${wish.id}`)
      .then((answer) => current && setOwn(answer.own === true))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wish.id]);
  const answered =
    own || result?.kind === "own-wish"
      ? { title: copy.ownTitle, text: copy.ownIntro }
      : result?.kind === "joined"
        ? { title: copy.joinedTitle, text: copy.joinedIntro(result.people) }
        : result?.kind === "already-joined"
          ? { title: copy.alreadyTitle, text: copy.alreadyIntro }
          : undefined;
  if (answered) {
    return (
      <PagePanel id="wish-metoo" title={answered.title}>
        <p className="mt-2 text-slate-700" data-testid="wish-joined">
          {answered.text}
        </p>
      </PagePanel>
    );
  }
  const error = result?.kind === "join-invalid" || result?.kind === "refused" ? result : undefined;
  return (
    <PagePanel id="wish-metoo" title={copy.meTooTitle}>
      <p className="mt-2 text-slate-700">{copy.meTooIntro}</p>
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {error.kind === "join-invalid" ? error.error : error.message}
        </p>
      )}
      <Form method="post" className="mt-4 flex flex-col gap-5">
        <input type="hidden" name="intent" value={JOIN_INTENT} />
        <RefField initial={referral} />
        <BudgetSizeSliders labels={{ budget: copy.budgetLabel, size: copy.sizeLabel }} budget={budget} classSize={classSize} onBudget={setBudget} onClassSize={setClassSize} />
        {/* Not `disabled` while busy: a disabled button drops focus. */}
        <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined} className="self-start">
          {copy.meToo}
        </Button>
      </Form>
    </PagePanel>
  );
}
