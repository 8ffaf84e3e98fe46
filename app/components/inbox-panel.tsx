import { forwardRef, type ComponentType, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/client/cx";
import { confirmationNote } from "~/lib/copy/confirmation";
import { inboxPanel as copy } from "~/lib/copy/newsletter";
import { HONEYPOT } from "~/lib/schemas/email";
import { NEWSLETTER_ACTION, RESEND_INTENT, type NewsletterResult } from "~/lib/schemas/newsletter-form";

type Accepted = Extract<NewsletterResult, { ok: true }>;

type Props = {
  result: Accepted;
  /** fetcher.Form once hydrated (the page stays), else the router's Form (a plain post without JavaScript). */
  form?: ComponentType<{ method: "post"; action: string; className?: string; children: ReactNode }>;
  busy?: boolean;
  /** The footer is dark. */
  tone?: "light" | "dark";
  /** Shown as a heading of its own where the form sat under one (the result page has its own h1). */
  heading?: boolean;
  /** "Use another address": back to an empty form (only where the form can come back in place). */
  onOther?: () => void;
};

/**
 * "Check your inbox" where the subscribe form was: the address (masked), when its confirmation goes
 * out (the per-mailbox budget may hold it back), and Resend, which posts the same request again, so
 * it goes through the same budget and can never send more than it allows.
 */
export const InboxPanel = forwardRef<HTMLDivElement, Props>(function InboxPanel({ result, form: FormComponent = Form, busy, tone = "light", heading, onOther }, ref) {
  const dark = tone === "dark";
  const note = result.resent ? (result.confirmation.when === "now" ? copy.resentNow : copy.resentLater(result.confirmation.minutes)) : confirmationNote(result.confirmation);
  return (
    <div ref={ref} tabIndex={-1} className={cx("flex flex-col gap-2 text-left outline-none", dark ? "text-slate-200" : "text-slate-700")} data-testid="inbox-panel">
      {heading && <h3 className={cx("text-lg font-semibold", dark ? "text-white" : "text-slate-900")}>{copy.title}</h3>}
      <p aria-live="polite">
        <span className="block">{copy.sentTo(result.masked)}</span>
        <span className="block" data-testid="inbox-timing">
          {note}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <FormComponent method="post" action={NEWSLETTER_ACTION}>
          <input type="hidden" name="intent" value={RESEND_INTENT} />
          <input type="hidden" name="email" value={result.email} />
          <input type="hidden" name="from" value={result.from} />
          <input type="hidden" name={HONEYPOT} value="" />
          <Button type="submit" size="sm" variant="secondary" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? copy.resending : copy.resend}
          </Button>
        </FormComponent>
        {onOther && (
          <button type="button" onClick={onOther} className={cx("min-h-9 text-sm font-semibold underline underline-offset-4", dark ? "text-white" : "text-brand-800")}>
            {copy.other}
          </button>
        )}
      </div>
    </div>
  );
});
