import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { trackEvent } from "~/lib/client/analytics";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextInput } from "~/components/ui/text-input";
import { footerCopy } from "~/lib/copy/footer";
import { InboxPanel } from "~/components/inbox-panel";
import { getInTouch, newsletterNotices } from "~/lib/copy/newsletter";
import { RefField } from "~/components/ref-field";
import { HONEYPOT, isEmail } from "~/lib/schemas/email";
import { NEWSLETTER_ACTION, type NewsletterResult } from "~/lib/schemas/newsletter-form";
import { cx } from "~/lib/client/cx";

type Props = { variant: "get-in-touch" | "footer"; className?: string };

const ArrowIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The newsletter form of Get in Touch and of the footer. It is a real form posting to /subscribe,
 * so it works before (or without) JavaScript; once hydrated it posts through a fetcher instead:
 * the page stays, a malformed address gets an inline error, and a good one turns the form into the
 * "Check your inbox" panel (the masked address, when the message goes out, Resend).
 */
export function SubscribeForm({ variant, className }: Props) {
  const fetcher = useFetcher<NewsletterResult>();
  const location = useLocation();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const footer = variant === "footer";

  // Each answer (a new object per submission) is applied once: a success empties the field and shows
  // the inbox panel in the form's place, an error shows under the field. Adjusted during render, as
  // React recommends for state that follows a value.
  const result = fetcher.data;
  const [applied, setApplied] = useState(result);
  const [accepted, setAccepted] = useState<Extract<NewsletterResult, { ok: true }> | null>(null);
  if (result !== applied) {
    setApplied(result);
    if (result?.ok) {
      setEmail("");
      setError(null);
      setAccepted(result);
    } else if (result) {
      setError(result.error);
    }
  }
  // A subscription (not a Resend) is counted once; the panel takes the focus the form's button had.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result?.ok) return;
    if (!result.resent) trackEvent("email");
    panel.current?.focus();
  }, [result]);

  // "Use another address" gives the form back: focus goes to its field, not to the page's top
  // (the button pressed is gone with the panel).
  const toField = useRef(false);
  useEffect(() => {
    if (accepted || !toField.current) return;
    toField.current = false;
    document.getElementById(inputId)?.focus();
  }, [accepted, inputId]);

  if (accepted) {
    const other = () => {
      toField.current = true;
      setAccepted(null);
    };
    return (
      <div className={className} data-testid={`subscribe-${variant}`}>
        <InboxPanel ref={panel} result={accepted} form={fetcher.Form} busy={busy} tone={footer ? "dark" : "light"} heading onOther={other} />
      </div>
    );
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    // The server's check is the authority (its message comes back inline); this one only spares
    // an obviously malformed address the trip.
    if (!isEmail(email)) {
      e.preventDefault();
      setError(newsletterNotices.invalid);
      return;
    }
    if (busy) e.preventDefault();
  }

  return (
    <fetcher.Form
      method="post"
      action={NEWSLETTER_ACTION}
      noValidate
      onSubmit={onSubmit}
      className={cx("flex flex-col gap-2", className)}
      data-testid={`subscribe-${variant}`}
    >
      <input type="hidden" name="from" value={`${location.pathname}#${footer ? "site-footer" : "get-in-touch"}`} />
      {/* A visit that came through a shared wish or course link credits this address to it. */}
      <RefField />
      {/* A field people never see or reach: a bot that fills it is thanked and nothing is stored. */}
      <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" defaultValue="" />
      <label htmlFor={inputId} className="sr-only">
        {footer ? footerCopy.subscribeLabel : getInTouch.label}
      </label>
      {/* The error sits right under the field it is about (and is linked to it), also when the
          button wraps below the field on narrow screens. */}
      <div className={cx("flex gap-2", !footer && "flex-col sm:flex-row sm:items-start")}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <TextInput
            id={inputId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={footer ? footerCopy.subscribePlaceholder : getInTouch.placeholder}
            color={footer ? "dark" : "light"}
            fontSize={footer ? "small" : "base"}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            endIcon={
              footer ? (
                <button
                  type="submit"
                  aria-label={footerCopy.subscribeButton}
                  aria-disabled={busy || undefined}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-md bg-brand-600 text-white hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <ArrowIcon />
                </button>
              ) : undefined
            }
          />
          {/* Always in the document, so the error is announced when it appears. */}
          <p id={errorId} role="alert" className={cx("min-h-5 text-left text-sm font-medium", footer ? "text-red-300" : "text-red-800")}>
            {error}
          </p>
        </div>
        {!footer && (
          <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined} className="shrink-0">
            {busy ? getInTouch.submitting : getInTouch.submit}
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}
