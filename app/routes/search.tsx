import { data, Form, useActionData } from "react-router";
import { appContext, type AppContext } from "~/.server/context";
import { readForm } from "~/.server/form";
import { limitHeaders, subscribeFromForm } from "~/.server/form-subscribe";
import { tooManyRequestsMessage } from "~/.server/limits";
import { carriedRef, formReferral } from "~/.server/referral";
import { RefField } from "~/components/ref-field";
import { recordSearch } from "~/.server/searches/record-search";
import { readSearchForm, type TypedSearch } from "~/.server/searches/search-form";
import { shareWish } from "~/.server/wishes/share-wish";
import { CourseCard } from "~/components/course-card";
import { ResultEmailForm } from "~/components/result-email-form";
import { ShareLink } from "~/components/share-link";
import { BackLink, StatusCard } from "~/components/status-card";
import { Button } from "~/components/ui/button";
import { TextInput } from "~/components/ui/text-input";
import { confirmationNote } from "~/lib/copy/confirmation";
import { coursesCopy } from "~/lib/copy/courses";
import { parseForm, sectionOf } from "~/lib/forms/parse-form";
import { emailPrompt, home, searchPage as copy, toasts } from "~/lib/copy/home";
import type { CourseView } from "~/lib/schemas/course";
import { wishOffer } from "~/lib/copy/wishes";
import { CONCEPT_MAX } from "~/lib/schemas/limits";
import { wishPath, wishShareLink, type Referral } from "~/lib/schemas/referrals";
import type { ConfirmationTiming } from "~/lib/schemas/subscription-kinds";
import { shareWishFormSchema } from "~/lib/schemas/visitor-forms";
import { noIndexMeta } from "~/lib/site/meta";
import type { Route } from "./+types/search";

export function meta(_args: Route.MetaArgs) {
  return noIndexMeta({ title: copy.metaTitle, description: copy.metaDescription });
}

/** The action's Retry-After (over the write limit) reaches the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

type Typed = TypedSearch;
type Result =
  | { kind: "recorded"; concept: string; matches: CourseView[]; searchId: string; referral?: string }
  | { kind: "wish-shared"; wishUrl: string; shareUrl: string; concept: string }
  | { kind: "wish-refused"; message: string; status: number }
  | { kind: "invalid"; error: string; typed: Typed; referral?: string }
  | { kind: "subscribed"; confirmation: ConfirmationTiming }
  | { kind: "email-invalid"; error: string; email: string; referral?: string }
  | { kind: "limited"; message: string };

const EMAIL_INTENT = "email";
const WISH_INTENT = "wish";

/**
 * The customise form posts here when the page has no JavaScript (with JavaScript the page calls
 * POST /api/find-course/ itself): the same schema and the same recordSearch() as the API, with a
 * search_id made here, since a page without script cannot make one. The result page then offers
 * the prompt's question as a form posting back here (intent 'email'): the same subscribe() as POST
 * /api/subscribe/ with source 'search'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await readForm(request);
  // The customise form posts no intent: anything but the result page's two forms is a search.
  const section = sectionOf(sections, form) ?? search;
  return section(ctx, form, formReferral(form, request));
}

async function search(ctx: AppContext, form: FormData, referral: Referral | undefined) {
  const { typed, ...parsed } = readSearchForm(form);
  // Carried to the form sent again, as the visit's shared link.
  if (!parsed.ok) return data<Result>({ kind: "invalid", error: parsed.error, typed, referral: carriedRef(form, referral) }, { status: 400 });

  const outcome = await recordSearch(ctx, { ...ctx, referral }, parsed.input);
  switch (outcome.kind) {
    case "limited":
      return data<Result>({ kind: "limited", message: tooManyRequestsMessage(outcome.retryAfterSeconds) }, { status: 429, headers: limitHeaders(outcome) });
    case "conflict":
      // A search_id made here a moment ago cannot be taken; answered all the same, never a 500.
      return data<Result>({ kind: "invalid", error: toasts.tryAgain, typed, referral: carriedRef(form, referral) }, { status: 409 });
    case "recorded":
      ctx.log.info({ matches: outcome.matches.length, via: "form" }, "search recorded");
      return data<Result>({
        kind: "recorded",
        concept: outcome.search.concept,
        matches: outcome.matches,
        searchId: outcome.search.searchId,
        // Carried to the page's next form (the e-mail), as the visit's shared link.
        referral: carriedRef(form, referral),
      });
  }
}

/** The result page's e-mail form: the same subscribe() as POST /api/subscribe/ with source 'search'. */
async function subscribeFromResult(ctx: AppContext, form: FormData, referral: Referral | undefined) {
  const outcome = await subscribeFromForm(ctx, form, { source: "search" }, referral);
  switch (outcome.kind) {
    case "accepted":
      return data<Result>({ kind: "subscribed", confirmation: outcome.confirmation });
    case "invalid":
      return data<Result>({ kind: "email-invalid", error: outcome.error, email: outcome.typed, referral: carriedRef(form, referral) }, { status: 400 });
    case "limited":
      return data<Result>({ kind: "limited", message: tooManyRequestsMessage(outcome.retryAfterSeconds) }, { status: 429, headers: limitHeaders(outcome) });
    default:
      // The launch list names no course: nothing else can come back.
      throw new Error(`unexpected subscribe outcome ${outcome.kind}`);
  }
}

/** The result page's "Share as a class wish": the same shareWish() as POST /api/wishes/ (credited to no shared link). */
async function shareFromForm(ctx: AppContext, form: FormData) {
  const parsed = parseForm(form, shareWishFormSchema);
  if (!parsed.ok) return data<Result>({ kind: "wish-refused", message: parsed.message, status: 400 }, { status: 400 });
  const outcome = await shareWish(ctx, ctx, parsed.value);
  switch (outcome.kind) {
    case "limited":
      return data<Result>({ kind: "limited", message: tooManyRequestsMessage(outcome.retryAfterSeconds) }, { status: 429, headers: limitHeaders(outcome) });
    case "unknown-search":
    case "hidden":
      return data<Result>({ kind: "wish-refused", message: wishOffer.notYours, status: 404 }, { status: 404 });
    case "shared": {
      ctx.log.info({ created: outcome.created, via: "form" }, "wish shared");
      const path = wishPath(outcome.wish.publicId);
      return data<Result>({
        kind: "wish-shared",
        wishUrl: path,
        shareUrl: wishShareLink(ctx.config.PUBLIC_URL, outcome.wish.publicId),
        concept: outcome.wish.concept,
      });
    }
  }
}

/** The result page's two forms; the customise form (no intent) is `search`. */
const sections = { [WISH_INTENT]: shareFromForm, [EMAIL_INTENT]: subscribeFromResult };

function AddAnother({ label = copy.addAnother }: { label?: string }) {
  return <BackLink to="/#customize" label={label} />;
}

/** What a visitor without JavaScript sees after pressing Confirm (or on visiting /search). */
export default function SearchPage() {
  const result = useActionData<typeof action>();
  return <StatusCard>{result ? <ResultView result={result} /> : <Visit />}</StatusCard>;
}

function Title({ children }: { children: string }) {
  return <h1 className="text-2xl font-bold text-slate-900">{children}</h1>;
}

/** A title, a sentence and the way back to the form. */
function Notice({ title, text, back }: { title: string; text: string; back?: string }) {
  return (
    <>
      <Title>{title}</Title>
      <p className="mt-3 text-slate-700">{text}</p>
      <AddAnother label={back} />
    </>
  );
}

function Visit() {
  return <Notice title={copy.visitTitle} text={copy.visitIntro} back={copy.visitLink} />;
}

/** The prompt's question, as a form posting back here. */
function EmailForm({ email, error, referral }: { email?: string; error?: string; referral?: string }) {
  return (
    <ResultEmailForm
      referral={referral}
      id="search-email"
      className="mt-8 border-t border-slate-200 pt-6"
      lead={copy.emailLead}
      label={emailPrompt.label}
      placeholder={emailPrompt.placeholder}
      submit={copy.emailSubmit}
      fields={{ intent: EMAIL_INTENT }}
      email={email}
      error={error}
    />
  );
}

/** The search again, with the reason it was refused next to the concept. */
function SearchForm({ typed, error, referral }: { typed: Typed; error: string; referral?: string }) {
  return (
    <Form method="post" noValidate className="mt-6 flex flex-col gap-3">
      <RefField initial={referral} />
      <label htmlFor="search-concept" className="font-medium text-slate-800">
        {home.conceptLabel}
      </label>
      <TextInput
        id="search-concept"
        name="concept"
        maxLength={CONCEPT_MAX}
        placeholder=""
        defaultValue={typed.concept}
        aria-invalid
        aria-describedby="search-concept-error"
      />
      <p id="search-concept-error" role="alert" className="text-sm font-medium text-red-800">
        {error}
      </p>
      <input type="hidden" name="budget" value={typed.budget} />
      <input type="hidden" name="class_size" value={typed.class_size} />
      <Button type="submit" className="self-start">
        {home.confirm}
      </Button>
    </Form>
  );
}

/** The offer to share the search as a class wish: a form posting back here (opt-in, nothing is shared before). */
function WishOfferForm({ searchId }: { searchId: string }) {
  return (
    <Form method="post" className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6">
      <h2 className="text-lg font-bold text-slate-900">{wishOffer.title}</h2>
      <p className="text-slate-700">{wishOffer.intro}</p>
      <input type="hidden" name="intent" value={WISH_INTENT} />
      <input type="hidden" name="search_id" value={searchId} />
      <Button type="submit" variant="secondary" className="self-start">
        {wishOffer.button}
      </Button>
    </Form>
  );
}

function ResultView({ result }: { result: Result }) {
  switch (result.kind) {
    case "recorded":
      return (
        <>
          <Title>{copy.doneTitle}</Title>
          <h2 className="mt-6 text-lg font-bold text-slate-900">
            {result.matches.length > 0 ? coursesCopy.related(result.concept) : coursesCopy.noMatchTitle(result.concept)}
          </h2>
          {result.matches.length === 0 && <p className="mt-2 text-slate-700">{coursesCopy.noMatch}</p>}
          {result.matches.length > 0 && (
            <ul className="mt-4 flex flex-col gap-4" data-testid="related-courses">
              {result.matches.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} referral={result.referral} />
                </li>
              ))}
            </ul>
          )}
          <WishOfferForm searchId={result.searchId} />
          <EmailForm referral={result.referral} />
          <AddAnother />
        </>
      );
    case "wish-shared":
      return (
        <>
          <Title>{wishOffer.doneTitle}</Title>
          <p className="mt-3 text-slate-700">{wishOffer.doneIntro}</p>
          <div className="mt-4">
            <ShareLink id="search-wish-url" url={result.shareUrl} label={wishOffer.linkLabel} title={result.concept} />
          </div>
          <BackLink to={result.wishUrl} label={wishOffer.open} />
          <AddAnother />
        </>
      );
    case "wish-refused":
      return <Notice title={wishOffer.failed} text={result.message} back={copy.visitLink} />;
    case "invalid":
      return (
        <>
          <Title>{copy.invalidTitle}</Title>
          <SearchForm typed={result.typed} error={result.error} referral={result.referral} />
          <AddAnother label={copy.visitLink} />
        </>
      );
    case "subscribed":
      return <Notice title={toasts.emailThanksSearch} text={confirmationNote(result.confirmation)} />;
    case "email-invalid":
      return (
        <>
          <Title>{copy.doneTitle}</Title>
          <EmailForm email={result.email} error={result.error} referral={result.referral} />
          <AddAnother />
        </>
      );
    case "limited":
      return <Notice title={copy.limitedTitle} text={result.message} back={copy.visitLink} />;
  }
}
