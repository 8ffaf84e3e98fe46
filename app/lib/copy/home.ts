// Texts of the specification, word for word where it quotes them; components read them from here.

export const home = {
  heading: "Customize Your Live Class!",
  subtitle: "Tell us an ideal learning experience: topic, class size, budget",
  hint: "What ⬆️ and how ⬇️ do you feeling like learning?",
  conceptLabel: "Concept",
  conceptDescription: "A topic you would like a live class about, for example one of our examples.",
  /** Under the field once the page runs: how much of the limit is used (the field stops at it). */
  conceptCount: (used: number, max: number) => `${used} / ${max} characters`,
  /** Said to screen readers once, when the field stops taking characters. */
  conceptFull: (max: number) => `The concept is at its limit of ${max} characters.`,
  budgetLabel: "Budget",
  sizeLabel: "Class size",
  confirm: "Confirm",
  confirming: "Recording…",
} as const;

/** The eight example prompts typed into the concept field (longevity … traditional Chinese medicine). */
export const examplePrompts = [
  "How can I live longer and healthier? The science of longevity",
  "What really happens inside a black hole?",
  "Fortune-telling: why do people believe it works?",
  "Learn to read Egyptian hieroglyphs from scratch",
  "Which supplements and skincare actually work?",
  "Can your personality really change as an adult?",
  "Taoism versus Stoicism: two paths to a calm mind",
  "Traditional Chinese medicine: what does the evidence say?",
] as const;

export const typing = { minCharMs: 20, maxCharMs: 40, holdMs: 3000, eraseCharMs: 15, gapMs: 400 } as const;

export const emailPrompt = {
  title: "Want a reminder when class begins?",
  description: "Leave your email so we can notify you - no spam, no login required.",
  label: "Email address",
  placeholder: "you@example.com",
  skip: "Skip",
  submit: "Submit",
  submitting: "Sending…",
  forCourse: (title: string) => `Course: “${title}”`,
} as const;

export const toasts = {
  conceptMissing: { title: "Error", description: "Please enter a concept to search for" },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  searchRecorded: "Success! Your search has been recorded.",
  addAnotherTopic: "Add Another Topic",
  searchFailed: "We couldn't record your search",
  emailThanksSearch: "Thank you! We'll keep you posted.",
  emailFailed: "We couldn't save your email",
  tryAgain: "Your text is still there: please try again.",
} as const;

export const units = {
  learners: (n: number) => `${n} ${n === 1 ? "learner" : "learners"}`,
} as const;

/**
 * /search: the page a visitor without JavaScript gets after pressing Confirm (with JavaScript the
 * toasts and the prompt say the same in place). Reuses their wording where the meaning is the same.
 */
export const searchPage = {
  metaTitle: "Your class wish",
  metaDescription: "The live class you described to Classwish.",
  doneTitle: toasts.searchRecorded,
  invalidTitle: toasts.searchFailed,
  limitedTitle: "Too many requests",
  emailLead: `${emailPrompt.title} ${emailPrompt.description}`,
  emailSubmit: emailPrompt.submit,
  addAnother: toasts.addAnotherTopic,
  visitTitle: home.heading,
  visitIntro: "Describe the class you want on the home page and press Confirm.",
  visitLink: "Go to the form",
} as const;
