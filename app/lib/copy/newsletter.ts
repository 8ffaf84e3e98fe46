// Texts of the two newsletter forms (Get in Touch, footer) and of their no-JavaScript result page.

export const getInTouch = {
  heading: "Get in Touch",
  text: "We're building more classes and a global learning community. Subscribe to hear about new classes and be part of it from the start.",
  label: "Email address",
  placeholder: "Your email...",
  submit: "Subscribe",
  submitting: "Subscribing…",
} as const;

export const newsletterNotices = {
  /** The address is asked to confirm the newsletter (new or not: a click in the mailbox decides). */
  subscribed: "Thank you for subscribing!",
  /** The same words as the server's (messages.emailInvalid in schemas.ts), so both errors read alike. */
  invalid: "Please enter a valid email address.",
} as const;

/** /subscribe: where the forms post, and what a visitor without JavaScript sees afterwards. */
export const subscribePage = {
  title: "Subscribe to our newsletter",
  intro: "Get the latest news and articles to your inbox every month. No spam; unsubscribe any time.",
  /** The address is still pending: nothing is sent until its mailbox confirms, so the page does not say "subscribed". */
  doneTitle: "Check your inbox",
  back: "Back to where you were",
  label: "Email address",
  submit: "Subscribe",
} as const;

/** The "Check your inbox" panel that takes the form's place after subscribing (and the no-JavaScript page). */
export const inboxPanel = {
  title: "Check your inbox",
  sentTo: (masked: string) => `We asked ${masked} to confirm.`,
  resend: "Resend the e-mail",
  resending: "Resending…",
  resentNow: "On its way again. If it is not in your inbox, look in the spam folder.",
  resentLater: (minutes: number) =>
    `We send at most two e-mails within 10 minutes to one address, so the next one follows in about ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  other: "Use another address",
} as const;
