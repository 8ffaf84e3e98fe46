import { data, Form, Link, useActionData } from "react-router";
import { appContext } from "~/.server/context";
import { readForm } from "~/.server/form";
import { limitHeaders, subscribeFromForm } from "~/.server/form-subscribe";
import { tooManyRequestsMessage } from "~/.server/limits";
import { formReferral } from "~/.server/referral";
import { Button } from "~/components/ui/button";
import { EmailField } from "~/components/email-field";
import { InboxPanel } from "~/components/inbox-panel";
import { newsletterNotices, subscribePage } from "~/lib/copy/newsletter";
import { maskEmail } from "~/lib/copy/subscription";
import { parseFields } from "~/lib/forms/parse-form";
import { RESEND_INTENT, type NewsletterResult } from "~/lib/schemas/newsletter-form";
import { newsletterPostSchema } from "~/lib/schemas/visitor-forms";
import type { Route } from "./+types/subscribe";

export function meta(_args: Route.MetaArgs) {
  return [{ title: "Subscribe: Classwish" }, { name: "description", content: subscribePage.intro }];
}

/** The action's Retry-After (over the write limit) reaches the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/**
 * Both subscribe forms (Get in Touch, footer) post here. With JavaScript they post through a
 * fetcher and show the answer in place; without it the browser posts the form and this route
 * renders the answer. The address is asked to confirm the newsletter, exactly as POST
 * /api/subscribe/ with source 'newsletter' would ask it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { from, intent } = parseFields(form, newsletterPostSchema);
  const outcome = await subscribeFromForm(context.get(appContext), form, { source: "newsletter" }, formReferral(form, request));
  const { typed, email } = outcome;
  switch (outcome.kind) {
    case "accepted":
      // The address as the intake read it (normalised): what Resend posts again.
      return data<NewsletterResult>({ ok: true, from, confirmation: outcome.confirmation, email, masked: maskEmail(email), resent: intent === RESEND_INTENT });
    case "invalid":
      return data<NewsletterResult>({ ok: false, error: outcome.error, email: typed, from }, { status: 400 });
    case "limited":
      return data<NewsletterResult>(
        { ok: false, error: tooManyRequestsMessage(outcome.retryAfterSeconds), email: typed, from },
        { status: 429, headers: limitHeaders(outcome) },
      );
    default:
      // The newsletter names no course: nothing else can come back.
      throw new Error(`unexpected subscribe outcome ${outcome.kind}`);
  }
}

/** What a visitor without JavaScript sees after posting a subscribe form (or on visiting /subscribe). */
export default function SubscribePage() {
  const result = useActionData<typeof action>();
  if (result?.ok) {
    return (
      <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{subscribePage.doneTitle}</h1>
        <p className="text-lg text-slate-700" data-testid="subscribe-result">
          {newsletterNotices.subscribed}
        </p>
        <InboxPanel result={result} />
        <Link to={result.from} className="font-semibold text-brand-800 underline underline-offset-4">
          {subscribePage.back}
        </Link>
      </main>
    );
  }
  const error = result?.ok === false ? result.error : undefined;
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{subscribePage.title}</h1>
      <p className="text-slate-700">{subscribePage.intro}</p>
      <Form method="post" noValidate className="flex flex-col gap-3">
        <EmailField
          id="subscribe-page-email"
          label={subscribePage.label}
          placeholder="you@example.com"
          defaultValue={result?.ok === false ? result.email : ""}
          error={error}
        />
        <input type="hidden" name="from" value={result?.from ?? "/"} />
        <Button type="submit" className="self-start">
          {subscribePage.submit}
        </Button>
      </Form>
      {result && (
        <Link to={result.from} className="font-semibold text-brand-800 underline underline-offset-4">
          {subscribePage.back}
        </Link>
      )}
    </main>
  );
}
