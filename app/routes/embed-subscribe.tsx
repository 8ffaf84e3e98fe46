import { data, Form, useActionData, useLoaderData } from "react-router";
import { useEffect } from "react";
import { appContext } from "~/.server/context";
import { findCourseBySlug } from "~/.server/db/courses";
import { countedUnder, embedFraming } from "~/.server/embed/framing";
import { readForm } from "~/.server/form";
import { limitHeaders, subscribeFromForm } from "~/.server/form-subscribe";
import { tooManyRequestsMessage } from "~/.server/limits";
import { EmailField } from "~/components/email-field";
import { EmbedPage } from "~/components/embed-page";
import { Button } from "~/components/ui/button";
import { trackEvent } from "~/lib/client/analytics";
import { confirmationNote } from "~/lib/copy/confirmation";
import { embedCopy as copy } from "~/lib/copy/embed";
import { maskEmail } from "~/lib/copy/subscription";
import { EMBED_PATHS, embedQuery, type EmbedList } from "~/lib/schemas/embed";
import { HONEYPOT } from "~/lib/schemas/email";
import type { ConfirmationTiming } from "~/lib/schemas/subscription-kinds";
import { FRAME_ANCESTORS_HEADER, frameAncestorsHeaders } from "~/lib/site/frame-ancestors";
import { noIndexMeta } from "~/lib/site/meta";
import type { Route } from "./+types/embed-subscribe";

// The embeddable sign-up form (/embed/subscribe?list=launch|newsletter|course&course={slug}&origin=…):
// a small page for another site's <iframe>. The address goes through the same subscribe() as every
// form (double opt-in, the disposable-address check, the write and subscribe limits); a plain form
// post, so it works without JavaScript, and no cookie (server/visitor.ts), so a browser that blocks
// third-party cookies changes nothing. Only the sites the operator listed may frame it.

export function meta(_args: Route.MetaArgs) {
  return noIndexMeta({ title: copy.subscribe.title, description: copy.subscribe.launch });
}

/** Who may frame the page (the loader decides, from the listed sites), with the action's Retry-After. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return frameAncestorsHeaders((loaderHeaders.get(FRAME_ANCESTORS_HEADER) ?? "").split(" "), actionHeaders);
}

type Target = { list: EmbedList; course?: { id: number; title: string } };

/** The list the page's address asks for: launch unless it names the newsletter or an offered course. */
async function targetOf(ctx: { db: Parameters<typeof findCourseBySlug>[0] }, url: URL): Promise<Target | undefined> {
  const list = url.searchParams.get("list");
  if (list === "newsletter") return { list: { list: "newsletter" } };
  if (list !== "course") return { list: { list: "launch" } };
  const slug = url.searchParams.get("course") ?? "";
  const course = slug ? await findCourseBySlug(ctx.db, slug) : undefined;
  return course && course.status !== "closed" ? { list: { list: "course", slug: course.slug }, course: { id: course.id, title: course.title } } : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const framing = await embedFraming(ctx.db, request);
  const target = await targetOf(ctx, new URL(request.url));
  const view = { origin: framing.origin, target: target ?? null, action: `${EMBED_PATHS.subscribe}${embedQuery("subscribe", framing.origin, target?.list)}` };
  return data(view, { status: target ? 200 : 404, headers: frameAncestorsHeaders(framing.framers) });
}

type Result =
  | { ok: true; masked: string; confirmation: ConfirmationTiming }
  | { ok: false; error: string; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const [framing, form] = await Promise.all([embedFraming(ctx.db, request), readForm(request)]);
  const target = await targetOf(ctx, new URL(request.url));
  if (!target) return data<Result>({ ok: false, error: copy.subscribe.unknownCourse, email: "" }, { status: 404 });
  const source = target.list.list === "course" ? "course" : target.list.list === "newsletter" ? "newsletter" : "search";
  const outcome = await subscribeFromForm(ctx, form, { source, courseId: target.course?.id }, undefined, countedUnder(framing, request));
  const email = outcome.typed;
  switch (outcome.kind) {
    case "accepted":
      // The address as the intake read it (normalised).
      return data<Result>({ ok: true, masked: maskEmail(outcome.email), confirmation: outcome.confirmation });
    case "invalid":
      return data<Result>({ ok: false, error: outcome.error, email }, { status: 400 });
    case "limited":
      return data<Result>({ ok: false, error: tooManyRequestsMessage(outcome.retryAfterSeconds), email }, { status: 429, headers: limitHeaders(outcome) });
    default:
      // The course was offered a moment ago: closed or gone since.
      return data<Result>({ ok: false, error: copy.subscribe.unknownCourse, email }, { status: 409 });
  }
}

export default function EmbedSubscribe() {
  const { origin, target, action: formAction } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result?.ok) trackEvent("email");
  }, [result]);
  if (!target) {
    return (
      <EmbedPage origin={origin}>
        <h1 className="text-lg font-bold">{copy.subscribe.title}</h1>
        <p role="alert">{copy.subscribe.unknownCourse}</p>
      </EmbedPage>
    );
  }
  const lead = target.course ? copy.subscribe.course(target.course.title) : target.list.list === "newsletter" ? copy.subscribe.newsletter : copy.subscribe.launch;
  if (result?.ok) {
    return (
      <EmbedPage origin={origin}>
        <h1 className="text-lg font-bold">{copy.done}</h1>
        <p data-testid="embed-result">
          {`We've asked ${result.masked} to confirm. ${confirmationNote(result.confirmation)}`}
        </p>
      </EmbedPage>
    );
  }
  return (
    <EmbedPage origin={origin}>
      <h1 className="text-lg font-bold">{copy.subscribe.title}</h1>
      <p className="text-slate-700">{lead}</p>
      <Form method="post" action={formAction} noValidate className="flex flex-col gap-2">
        {/* A field people never see or reach: a bot that fills it is thanked and nothing is stored. */}
        <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" defaultValue="" />
        <EmailField id="embed-email" label={copy.subscribe.label} placeholder="you@example.com" defaultValue={result?.ok === false ? result.email : ""} error={result?.ok === false ? result.error : undefined} />
        <Button type="submit" className="self-start">
          {copy.subscribe.submit}
        </Button>
      </Form>
    </EmbedPage>
  );
}
