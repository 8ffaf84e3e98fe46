import type { ReactNode } from "react";
import { data, useActionData } from "react-router";
import { appContext, type AppContext } from "~/.server/context";
import { readForm } from "~/.server/form";
import { findCourse } from "~/.server/db/courses";
import { limitHeaders, subscribeFromForm } from "~/.server/form-subscribe";
import { registerInterest } from "~/.server/interests/register-interest";
import { tooManyRequestsMessage } from "~/.server/limits";
import { carriedRef, formReferral } from "~/.server/referral";
import { ResultEmailForm } from "~/components/result-email-form";
import { BackLink, StatusCard } from "~/components/status-card";
import { confirmationNote } from "~/lib/copy/confirmation";
import type { ConfirmationTiming } from "~/lib/schemas/subscription-kinds";
import { registerPage as copy, registrationToasts } from "~/lib/copy/courses";
import { parseForm, sectionOf } from "~/lib/forms/parse-form";
import type { Referral } from "~/lib/schemas/referrals";
import { registerFormSchema } from "~/lib/schemas/visitor-forms";
import { noIndexMeta } from "~/lib/site/meta";
import type { Route } from "./+types/register";

export function meta(_args: Route.MetaArgs) {
  return noIndexMeta({ title: copy.metaTitle, description: copy.metaDescription });
}

/** The action's Retry-After (over the write limit) reaches the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

type Course = { id: number; title: string };
type Result =
  | { kind: "registered"; course: Course; notify: boolean; email?: string; error?: string; referral?: string }
  | { kind: "subscribed"; course: Course; confirmation: ConfirmationTiming }
  | { kind: "unknown-course" }
  | { kind: "closed"; course: Course }
  | { kind: "invalid" }
  | { kind: "limited"; message: string };

const EMAIL_INTENT = "email";

/**
 * A course card's Register form posts here when the page has no JavaScript (with JavaScript the
 * page calls POST /api/interest/ itself): the same registerInterest() as the API. The result page
 * then offers, when the browser's confirmed address is not on the course's list, a form that posts
 * back here (intent 'email') to ask for the opening notice: the same subscribe() as POST
 * /api/subscribe/ with source 'course'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await readForm(request);
  const posted = parseForm(form, registerFormSchema);
  const referral = formReferral(form, request);
  if (!posted.ok) return data<Result>({ kind: "invalid" }, { status: 400 });
  const courseId = posted.value.course_id;
  const outcome = await (sectionOf(sections, form) ?? register)(ctx, form, courseId, referral);

  switch (outcome.kind) {
    case "limited":
      return data<Result>({ kind: "limited", message: tooManyRequestsMessage(outcome.retryAfterSeconds) }, { status: 429, headers: limitHeaders(outcome) });
    case "unknown-course":
      return data<Result>({ kind: "unknown-course" }, { status: 404 });
    case "closed":
      return data<Result>({ kind: "closed", course: { id: outcome.course.id, title: outcome.course.title } }, { status: 409 });
    case "registered":
      ctx.log.info({ courseId, created: outcome.created, notify: outcome.notify, via: "form" }, "course interest recorded");
      // The shared link the visit came through rides on to the e-mail form, which credits it.
      return data<Result>({ kind: "registered", course: { id: outcome.course.id, title: outcome.course.title }, notify: outcome.notify, referral: carriedRef(form, referral) });
    case "accepted":
      return data<Result>({ kind: "subscribed", course: { id: courseId, title: outcome.course!.title }, confirmation: outcome.confirmation });
    case "invalid": {
      // A bad address is refused (400) before the course is looked at, as by the API; the page
      // shows the form again for the course, or, without a course to name, says so.
      const found = await findCourse(ctx.db, courseId);
      if (!found) return data<Result>({ kind: "invalid" }, { status: 400 });
      const course = { id: found.id, title: found.title };
      // The address stays in the field with the reason, for a correction or a retry.
      return data<Result>(
        { kind: "registered", course, notify: false, email: outcome.typed, error: outcome.error, referral: carriedRef(form, referral) },
        { status: 400 },
      );
    }
  }
}

type Section = (ctx: AppContext, form: FormData, courseId: number, referral: Referral | undefined) => ReturnType<typeof registerInterest | typeof subscribeFromForm>;

/** The card's Register (it posts no intent): the course's interest, as POST /api/interest/. */
const register: Section = (ctx, _form, courseId) => registerInterest(ctx, ctx, courseId);

/** The result page's e-mail form: the course's opening notice, as POST /api/subscribe/ with source 'course'. */
const sections: Record<typeof EMAIL_INTENT, Section> = {
  [EMAIL_INTENT]: (ctx, form, courseId, referral) => subscribeFromForm(ctx, form, { source: "course", courseId }, referral),
};

function BackToCourses({ label = copy.back }: { label?: string }) {
  return <BackLink to="/#courses" label={label} />;
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-3 space-y-2 text-slate-700" data-testid="register-result">
        {children}
      </div>
    </>
  );
}

/**
 * The address form of the result page: the course's opening notice, for a visitor the server knows
 * no address of. Without an action it posts back to this route.
 */
function EmailForm({ course, email, error, referral }: { course: Course; email?: string; error?: string; referral?: string }) {
  return (
    <ResultEmailForm
      referral={referral}
      id="register-email"
      lead={copy.emailLead}
      label={copy.emailLabel}
      placeholder={copy.emailPlaceholder}
      submit={registrationToasts.emailMeAction}
      fields={{ intent: EMAIL_INTENT, course_id: course.id }}
      email={email}
      error={error}
    />
  );
}

/** What a visitor without JavaScript sees after pressing Register (or on visiting /register). */
export default function RegisterPage() {
  const result = useActionData<typeof action>();
  return <StatusCard>{result ? <ResultView result={result} /> : <Visit />}</StatusCard>;
}

function Visit() {
  return (
    <>
      <Message title={copy.visitTitle}>
        <p>{copy.visitIntro}</p>
      </Message>
      <BackToCourses label={copy.visitLink} />
    </>
  );
}

/** Nothing was recorded: why, and the way back. */
function Refusal({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Message title={title}>
        <p>{text}</p>
      </Message>
      <BackToCourses />
    </>
  );
}

function ResultView({ result }: { result: Result }) {
  switch (result.kind) {
    case "registered":
      return (
        <>
          <Message title={copy.doneTitle}>
            {result.notify ? (
              <p>{registrationToasts.allSet(result.course.title)}</p>
            ) : (
              <p>
                {registrationToasts.registered(result.course.title)} {registrationToasts.registeredDescription}
              </p>
            )}
          </Message>
          {!result.notify && <EmailForm course={result.course} email={result.email} error={result.error} referral={result.referral} />}
          <BackToCourses />
        </>
      );
    case "subscribed":
      return (
        <>
          <Message title={copy.doneTitle}>
            <p>{registrationToasts.emailThanks(result.course.title)}</p>
            <p>{confirmationNote(result.confirmation)}</p>
          </Message>
          <BackToCourses />
        </>
      );
    case "unknown-course":
      return <Refusal title={copy.unknownTitle} text={copy.unknown} />;
    case "closed":
      return <Refusal title={copy.closedTitle} text={copy.closed(result.course.title)} />;
    case "invalid":
      return <Refusal title={copy.invalidTitle} text={copy.invalid} />;
    case "limited":
      return <Refusal title={copy.limitedTitle} text={result.message} />;
  }
}
