// The embeddable form's words (/embed/subscribe, /embed/wish) and the console's Embed section.

export const embedCopy = {
  subscribe: {
    title: "Hear from Classwish",
    launch: "Get one e-mail when Classwish launches.",
    newsletter: "Get our monthly newsletter about live online classes.",
    course: (course: string) => `Get one e-mail when “${course}” opens for seats.`,
    label: "Your e-mail address",
    submit: "Notify me",
    unknownCourse: "This form names a course that is not offered any more.",
  },
  wish: {
    title: "Which class do you wish for?",
    intro: "Tell Classwish what you want to learn, your budget and your ideal class size.",
    concept: "What do you want to learn?",
    budget: "Your budget per class (S$)",
    classSize: "Class size",
    submit: "Send my wish",
    noted: (concept: string) => `Your wish “${concept}” is noted.`,
    matches: "Trial courses close to it:",
    emailLead: "Want an e-mail when Classwish launches?",
    emailLabel: "Your e-mail address",
    emailSubmit: "Notify me",
  },
  done: "Check your inbox",
  privacy: "Classwish sends nothing until you confirm, and never shares your address.",
  poweredBy: "Classwish",
} as const;

export const embedConsole = {
  heading: "Embeddable form",
  intro:
    "Other sites of yours can show the sign-up form in a frame. List each site's origin; only these may frame the form, and every other page of Classwish stays unframeable.",
  originsLabel: "Sites allowed to embed the form",
  originsHint: "One origin a line, such as https://blog.example.com (http:// only for localhost, in development). Empty: no site may embed it.",
  save: "Save sites",
  saved: "Sites saved: the embedded form may now be framed by exactly these.",
  cleared: "No site may embed the form now.",
  snippets: "Paste one line into a page of a listed site:",
  snippetSubscribe: (list: string) => `Sign-up form for ${list}`,
  snippetWish: "Class wish form (a concept, a budget and a class size, then the launch list)",
  brought: "Sign-ups through the embedded form",
  broughtNone: "No sign-ups through the embedded form yet.",
} as const;
