import { data, Form, useActionData, useLoaderData } from "react-router";
import { useEffect } from "react";
import { appContext, type AppContext } from "~/.server/context";
import { countedUnder, embedFraming } from "~/.server/embed/framing";
import { readForm } from "~/.server/form";
import { limitHeaders, subscribeFromForm } from "~/.server/form-subscribe";
import { tooManyRequestsMessage, type Limited } from "~/.server/limits";
import { recordSearch } from "~/.server/searches/record-search";
import { readSearchForm, type TypedSearch } from "~/.server/searches/search-form";
import { EmailField } from "~/components/email-field";
import { EmbedPage } from "~/components/embed-page";
import { Button } from "~/components/ui/button";
import { TextInput } from "~/components/ui/text-input";
import { sectionOf } from "~/lib/forms/parse-form";
import { trackEvent } from "~/lib/client/analytics";
import { confirmationNote } from "~/lib/copy/confirmation";
import { embedCopy } from "~/lib/copy/embed";
import { toasts } from "~/lib/copy/home";
import { maskEmail } from "~/lib/copy/subscription";
import { EMBED_PATHS, embedQuery } from "~/lib/schemas/embed";
import { HONEYPOT } from "~/lib/schemas/email";
import { BUDGET, CLASS_SIZE, CONCEPT_MAX } from "~/lib/schemas/limits";
import type { ConfirmationTiming } from "~/lib/schemas/subscription-kinds";
import { FRAME_ANCESTORS_HEADER, frameAncestorsHeaders } from "~/lib/site/frame-ancestors";
import { noIndexMeta } from "~/lib/site/meta";
import type { Route } from "./+types/embed-wish";

// The embeddable class wish (/embed/wish?origin=…): a concept, a budget and a class size recorded
// through the same recordSearch() as the home page's form (the same schema, limits and matching),
// then the launch list's question through the same subscribe() (double opt-in, the disposable
// check). Plain form posts, no cookie (server/visitor.ts); only listed sites may frame it.

const copy = embedCopy.wish;
const EMAIL_INTENT = "email";

export function meta(_args: Route.MetaArgs) {
  return noIndexMeta({ title: copy.title, description: copy.intro });
}

/** Who may frame the page (the loader decides, from the listed sites), with the action's Retry-After. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return frameAncestorsHeaders((loaderHeaders.get(FRAME_ANCESTORS_HEADER) ?? "").split(" "), actionHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const framing = await embedFraming(context.get(appContext).db, request);
  return data({ origin: framing.origin, action: `${EMBED_PATHS.wish}${embedQuery("wish", framing.origin)}` }, { headers: frameAncestorsHeaders(framing.framers) });
}

type Typed = TypedSearch;
type Result =
  | { kind: "recorded"; concept: string; matches: Array<{ title: string; slug: string }> }
  /** field: the control the error is about (none: a refusal of the whole search). */
  | { kind: "invalid"; error: string; typed: Typed; field?: keyof Typed }
  | { kind: "subscribed"; masked: string; confirmation: ConfirmationTiming }
  | { kind: "email-invalid"; error: string; email: string }
  | { kind: "limited"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const [framing, form] = await Promise.all([embedFraming(ctx.db, request), readForm(request)]);
  // The search form posts no intent: anything but the result's e-mail form is a search.
  return (sectionOf(sections, form) ?? search)(ctx, form, countedUnder(framing, request));
}

const limited = (o: Limited) => data<Result>({ kind: "limited", message: tooManyRequestsMessage(o.retryAfterSeconds) }, { status: 429, headers: limitHeaders(o) });

async function search(ctx: AppContext, form: FormData, embedOrigin: string | undefined) {
  const { typed, ...parsed } = readSearchForm(form);
  if (!parsed.ok) return data<Result>({ kind: "invalid", error: parsed.error, typed, field: parsed.field }, { status: 400 });
  const outcome = await recordSearch(ctx, { ...ctx, embedOrigin }, parsed.input);
  switch (outcome.kind) {
    case "limited":
      return limited(outcome);
    case "conflict":
      return data<Result>({ kind: "invalid", error: toasts.tryAgain, typed }, { status: 409 });
    case "recorded":
      ctx.log.info({ matches: outcome.matches.length, via: "embed" }, "search recorded");
      return data<Result>({ kind: "recorded", concept: outcome.search.concept, matches: outcome.matches.map((c) => ({ title: c.title, slug: c.slug })) });
  }
}

/** The result's e-mail form: the launch list, counted under the site it is embedded in. */
async function subscribeFromResult(ctx: AppContext, form: FormData, embedOrigin: string | undefined) {
  const outcome = await subscribeFromForm(ctx, form, { source: "search" }, undefined, embedOrigin);
  switch (outcome.kind) {
    case "accepted":
      return data<Result>({ kind: "subscribed", masked: maskEmail(outcome.email), confirmation: outcome.confirmation });
    case "invalid":
      return data<Result>({ kind: "email-invalid", error: outcome.error, email: outcome.typed }, { status: 400 });
    case "limited":
      return limited(outcome);
    default:
      // The launch list names no course: nothing else can come back.
      throw new Error(`unexpected subscribe outcome ${outcome.kind}`);
  }
}

const sections = { [EMAIL_INTENT]: subscribeFromResult };

export default function EmbedWish() {
  const { origin, action: formAction } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result?.kind === "recorded") trackEvent("search");
    if (result?.kind === "subscribed") trackEvent("email");
  }, [result]);
  return <EmbedPage origin={origin}>{result?.kind === "recorded" || result?.kind === "email-invalid" ? <Noted result={result} formAction={formAction} /> : result?.kind === "subscribed" ? <Subscribed result={result} /> : <WishForm formAction={formAction} result={result} />}</EmbedPage>;
}

function Subscribed({ result }: { result: Extract<Result, { kind: "subscribed" }> }) {
  return (
    <>
      <h1 className="text-lg font-bold">{embedCopy.done}</h1>
      <p data-testid="embed-result">{`We've asked ${result.masked} to confirm. ${confirmationNote(result.confirmation)}`}</p>
    </>
  );
}

/** The wish noted, the trial courses close to it (each opens in a new tab), and the launch list's question. */
function Noted({ result, formAction }: { result: Extract<Result, { kind: "recorded" | "email-invalid" }>; formAction: string }) {
  return (
    <>
      {result.kind === "recorded" && (
        <>
          <h1 className="text-lg font-bold" data-testid="embed-result">{copy.noted(result.concept)}</h1>
          {result.matches.length > 0 && (
            <>
              <p>{copy.matches}</p>
              <ul className="list-disc pl-5">
                {result.matches.map((c) => (
                  <li key={c.slug}>
                    <a href={`/courses/${c.slug}`} target="_blank" rel="noopener" className="text-brand-800 underline underline-offset-2">
                      {c.title}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <Form method="post" action={formAction} noValidate className="flex flex-col gap-2">
        {result.kind === "email-invalid" && <h1 className="text-lg font-bold">{copy.emailLead}</h1>}
        {result.kind === "recorded" && <p>{copy.emailLead}</p>}
        <input type="hidden" name="intent" value={EMAIL_INTENT} />
        <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" defaultValue="" />
        <EmailField id="embed-wish-email" label={copy.emailLabel} placeholder="you@example.com" defaultValue={result.kind === "email-invalid" ? result.email : ""} error={result.kind === "email-invalid" ? result.error : undefined} />
        <Button type="submit" className="self-start">
          {copy.emailSubmit}
        </Button>
      </Form>
    </>
  );
}

function WishForm({ formAction, result }: { formAction: string; result?: Result }) {
  const typed = result?.kind === "invalid" ? result.typed : undefined;
  const error = result?.kind === "invalid" ? result.error : result?.kind === "limited" ? result.message : undefined;
  const field = "rounded-md border border-slate-400 px-3 py-2 aria-invalid:border-red-700";
  // The error is said under the concept; the control it is about is marked and described by it.
  const marked = (name: keyof Typed) =>
    error && (result?.kind === "invalid" ? (result.field ?? "concept") : "concept") === name ? { "aria-invalid": true, "aria-describedby": "embed-error" } : {};
  return (
    <>
      <h1 className="text-lg font-bold">{copy.title}</h1>
      <p className="text-slate-700">{copy.intro}</p>
      <Form method="post" action={formAction} noValidate className="flex flex-col gap-2">
        <label htmlFor="embed-concept" className="font-medium">
          {copy.concept}
        </label>
        <TextInput id="embed-concept" name="concept" maxLength={CONCEPT_MAX} placeholder="" defaultValue={typed?.concept ?? ""} {...marked("concept")} />
        {error && (
          <p id="embed-error" role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-4">
          <label className="flex flex-col gap-1 font-medium">
            {copy.budget}
            <input type="number" name="budget" min={BUDGET.min} max={BUDGET.max} step={BUDGET.step} defaultValue={typed?.budget ?? String(BUDGET.default)} className={field} {...marked("budget")} />
          </label>
          <label className="flex flex-col gap-1 font-medium">
            {copy.classSize}
            <input type="number" name="class_size" min={CLASS_SIZE.min} max={CLASS_SIZE.max} step={CLASS_SIZE.step} defaultValue={typed?.class_size ?? String(CLASS_SIZE.default)} className={field} {...marked("class_size")} />
          </label>
        </div>
        <Button type="submit" className="self-start">
          {copy.submit}
        </Button>
      </Form>
    </>
  );
}
