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
  /** True whether the address was new (a confirmation link is on its way) or already confirmed. */
  subscribed: "Thank you for subscribing! If this address is new to us, please confirm it with the link we've e-mailed you.",
  /** The same words as the server's (messages.emailInvalid in schemas.ts), so both errors read alike. */
  invalid: "Please enter a valid email address.",
  failed: "We couldn't subscribe you. Please try again in a moment.",
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
