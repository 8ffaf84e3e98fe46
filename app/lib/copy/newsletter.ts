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
  doneTitle: "You're subscribed",
  back: "Back to where you were",
  label: "Email address",
  submit: "Subscribe",
} as const;
