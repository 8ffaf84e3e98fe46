import { sharedPage } from "~/lib/site/shared-page";
import { lazy, Suspense, useRef, useState } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { appContext } from "~/.server/context";
import { listCourses } from "~/.server/db/courses";
import { readSiteContent } from "~/.server/db/site-content";
import { readShareSettings } from "~/.server/db/share-settings";
import { courseProofs } from "~/.server/db/social-proof";
import { InvitedNote, LaunchCountdown } from "~/components/home-lines";
import { launchLine } from "~/lib/site/launch-countdown";
import { ClassCustomizer, type RecordedSearch } from "~/components/class-customizer";
import { CoursesSection } from "~/components/courses-section";
import type { RegisterHandler } from "~/components/course-card";
import { GetInTouch } from "~/components/get-in-touch";
import { Testimonial } from "~/components/testimonial";
import { trackEvent } from "~/lib/client/analytics";
import { ApiError, apiRequest } from "~/lib/client/api-client";
import { withReferral } from "~/lib/client/referral";
import { confirmationNote, courseConfirmationNote } from "~/lib/copy/confirmation";
import type { ConfirmationTiming } from "~/lib/schemas/subscription-kinds";
import { home, toasts } from "~/lib/copy/home";
import type { CourseView } from "~/lib/schemas/course";
import { registrationToasts } from "~/lib/copy/courses";
import { getStoredEmail, hasStoredEmail, isEmailSkipped, markEmailSkipped, storeEmail } from "~/lib/client/device-storage";
import { NEWSLETTER_ACTION } from "~/lib/schemas/newsletter-form";
import { refOfUrl } from "~/lib/schemas/referrals";
import { pageMeta } from "~/lib/site/meta";
import { toast } from "~/lib/client/toast";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Classwish: customize your live class",
    description: "Tell us the live online class you want: topic, budget and class size. Join the waitlist for our trial courses.",
    path: "/",
  });
}

// Shared by everyone; kept by the server until a course, a category, a seat, a course's counts
// (the cards' "N people want this") or the site's content changes.
export const headers = () => sharedPage({ freshness: "page", reads: ["courses", "categories", "seats", "site_content", "course_counts"] });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [courses, site, share] = await Promise.all([listCourses(db), readSiteContent(db), readShareSettings(db)]);
  const proofs = await courseProofs(db, share);
  // A shared link's `?ref=` (such a page is not kept: the kept home page has no query).
  return { courses, testimonial: site.testimonial, referral: refOfUrl(request.url), proofs, launch: launchLine(site.launchDate) };
}

/** A newsletter subscription changes nothing this page shows: no need to reload the courses. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === NEWSLETTER_ACTION ? false : defaultShouldRevalidate;
}

// The prompt (and its dialog library) loads only when needed; it is fetched while the search or
// registration request is in flight, so it is ready by the time it opens.
const loadEmailPrompt = () => import("~/components/email-prompt");
const EmailPrompt = lazy(() => loadEmailPrompt().then((m) => ({ default: m.EmailPrompt })));
// A search's answer, its related courses and the offer to share it as a wish, the same way: no
// first visit needs them, and they are fetched while the search is in flight.
const loadRelatedCourses = () => import("~/components/related-courses");
const loadWishOffer = () => import("~/components/wish-offer");
const RelatedCourses = lazy(() => loadRelatedCourses().then((m) => ({ default: m.RelatedCourses })));
const WishOffer = lazy(() => loadWishOffer().then((m) => ({ default: m.WishOffer })));

/** Why the e-mail prompt is open: after a search, or after a Register click on a course. */
type PromptReason = { kind: "search" } | { kind: "course"; course: CourseView };

/** POST /api/interest/'s answer; notify: this browser's confirmed address is on the course's list. */
type InterestAnswer = { course_id: number; registered: true; already_registered: boolean; notify: boolean };

/** POST /api/subscribe/'s answer: when the confirmation e-mail goes out. */
type SubscribeAnswer = { ok: true; confirmation: "now" | "later"; confirmation_in_minutes?: number };

/** Asks for a list by POST /api/subscribe/; resolves to when the confirmation goes out. */
async function askForList(body: Record<string, unknown>): Promise<ConfirmationTiming> {
  const answer = await apiRequest<SubscribeAnswer>("/subscribe/", { body: withReferral(body) });
  const minutes = answer.confirmation_in_minutes ?? 1;
  return answer.confirmation === "later" ? { when: "later", minutes } : { when: "now" };
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : toasts.tryAgain);

export default function Home({ loaderData }: Route.ComponentProps) {
  const [prompt, setPrompt] = useState<PromptReason | null>(null);
  const [related, setRelated] = useState<{ concept: string; courses: CourseView[]; searchId: string } | null>(null);
  const [registeringId, setRegisteringId] = useState<number | null>(null);
  // The courses this page recorded a registration for: their cards say so.
  const [registeredIds, setRegisteredIds] = useState<ReadonlySet<number>>(() => new Set());

  // A search is counted once: Confirm pressed again on the unchanged form answers the same search.
  const counted = useRef<string | null>(null);
  function onRecorded(search: RecordedSearch) {
    if (counted.current !== search.search_id) trackEvent("search");
    counted.current = search.search_id;
    setRelated({ concept: search.concept, courses: search.matches ?? [], searchId: search.search_id });
    const prompting = !hasStoredEmail();
    if (prompting) setPrompt({ kind: "search" });
    return prompting;
  }

  const openCoursePrompt = (course: CourseView) => {
    void loadEmailPrompt();
    setPrompt({ kind: "course", course });
  };

  /**
   * Register: the interest is recorded first, then what follows depends on the device:
   * an e-mail on it and on the course's list → only 'You're all set'; an e-mail not yet on it → the
   * registration and the link to press for the course's notice; skipped before → a confirmation with an offer of the
   * prompt; neither → the prompt for this course.
   */
  const register: RegisterHandler = async (course, button) => {
    if (registeringId !== null) return;
    const emailOnDevice = getStoredEmail();
    const skipped = isEmailSkipped();
    if (!emailOnDevice && !skipped) void loadEmailPrompt();
    setRegisteringId(course.id);
    try {
      const answer = await apiRequest<InterestAnswer>("/interest/", { body: { course_id: course.id } });
      // Counted once per course and browser, as the Registrations figure is: a repeat click is not a new registration.
      if (!answer.already_registered) trackEvent("register");
      setRegisteredIds((ids) => new Set(ids).add(course.id));
      if (emailOnDevice && answer.notify) {
        toast.success(registrationToasts.allSet(course.title));
      } else if (emailOnDevice) {
        // Not yet on the course's list: the address on the device is asked to confirm it (its
        // mailbox decides). Not "You're all set" then: a click in that message is still needed.
        const timing = await askForList({ email: emailOnDevice, source: "course", course_id: course.id });
        toast.success(registrationToasts.registered(course.title), { description: courseConfirmationNote(course.title, timing) });
      } else if (skipped) {
        toast.success(registrationToasts.registered(course.title), {
          description: registrationToasts.registeredDescription,
          action: {
            label: registrationToasts.emailMeAction,
            onClick: () => {
              // The toast goes away: the prompt returns focus to the course's button instead.
              button.focus();
              openCoursePrompt(course);
            },
          },
        });
      } else {
        openCoursePrompt(course);
      }
    } catch (err) {
      toast.error(registrationToasts.failed, { description: errorText(err) });
    } finally {
      setRegisteringId(null);
    }
  };

  async function submitEmail(email: string): Promise<boolean> {
    if (!prompt) return false;
    const body =
      prompt.kind === "search"
        ? { email, source: "search" }
        : { email, source: "course", course_id: prompt.course.id };
    let note: string;
    try {
      note = confirmationNote(await askForList(body));
    } catch (err) {
      const invalid = err instanceof ApiError && err.status === 400;
      toast.error(invalid ? toasts.invalidEmail.title : toasts.emailFailed, { description: errorText(err) });
      return false;
    }
    trackEvent("email");
    storeEmail(email);
    setPrompt(null);
    toast.success(prompt.kind === "search" ? toasts.emailThanksSearch : registrationToasts.emailThanks(prompt.course.title), { description: note });
    return true;
  }

  function skipEmail() {
    markEmailSkipped();
    // The registration itself stands: say so, without promising an e-mail.
    if (prompt?.kind === "course") toast.success(registrationToasts.registered(prompt.course.title));
    setPrompt(null);
  }

  return (
    <main id="main" className="flex w-full flex-col">
      <div id="customize" className="mx-auto w-full max-w-3xl scroll-mt-20 px-4 py-8 sm:py-12">
        <header className="mb-6 text-center">
          <h1 id="customize-heading" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {home.heading}
          </h1>
          <p className="mt-3 text-lg text-slate-700">{home.subtitle}</p>
          <InvitedNote referral={loaderData.referral} />
          <LaunchCountdown launch={loaderData.launch} />
        </header>
        <ClassCustomizer
          onConfirm={() => {
            void loadRelatedCourses();
            void loadWishOffer();
            if (!hasStoredEmail()) void loadEmailPrompt();
          }}
          onRecorded={onRecorded}
          onCleared={() => {
            setPrompt(null);
            setRelated(null);
          }}
          referral={loaderData.referral}
        />
        {/* Keyed by the search: a new search is offered afresh. */}
        {related && (
          <Suspense fallback={null}>
            <WishOffer key={related.searchId} searchId={related.searchId} concept={related.concept} />
          </Suspense>
        )}
      </div>
      {related && (
        <div className="mx-auto w-full max-w-6xl px-4">
          <Suspense fallback={null}>
            <RelatedCourses concept={related.concept} courses={related.courses} onRegister={register} registeringId={registeringId} registeredIds={registeredIds} />
          </Suspense>
        </div>
      )}
      <CoursesSection courses={loaderData.courses} onRegister={register} registeringId={registeringId} registeredIds={registeredIds} referral={loaderData.referral} proofs={loaderData.proofs} />
      {/* The operator's testimonial (console Site page); none given, no block. */}
      {loaderData.testimonial && <Testimonial data={loaderData.testimonial} />}
      <GetInTouch />
      {prompt && (
        <Suspense fallback={null}>
          <EmailPrompt
            open
            courseTitle={prompt.kind === "course" ? prompt.course.title : undefined}
            onSkip={skipEmail}
            onSubmit={submitEmail}
          />
        </Suspense>
      )}
    </main>
  );
}
