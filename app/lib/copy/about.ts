// Texts of the about page (specification sections 1 and 2); the page component reads them from here.

export const about = {
  meta: {
    title: "About Classwish: human centered, real learning",
    description:
      "Classwish is a space for live, interactive learning and global connection, run by a small team of educators and technologists based in Singapore and the US.",
  },
  hero: {
    eyebrow: "About Classwish",
    heading: "Human centered, Real Learning",
    lead: "Classwish is a space for live, interactive learning and global connection.",
    body: "Tell us what you want to learn, and we bring teachers and learners together in real time to make it happen.",
  },
  team: {
    heading: "Who we are",
    body: [
      "We are a small team of educators and technologists based in Singapore and the US.",
      "We have taught in classrooms and built software for learning, and we believe the best lessons happen when people can ask, answer and think together.",
    ],
  },
  offer: {
    heading: "What we offer",
    cards: [
      {
        icon: "live",
        title: "Real-time classes",
        body: "Learn live with a teacher, not from a recording: every session happens as you take part in it.",
      },
      {
        icon: "discussion",
        title: "Lively discussions",
        body: "Questions, debates and examples from learners around the world make every topic richer.",
      },
      {
        icon: "community",
        title: "A supportive community",
        body: "Teachers and fellow learners who help each other, during class and between sessions.",
      },
    ],
  },
  howItWorks: {
    heading: "How it works",
    intro: "Join sessions, ask questions, and engage with teachers and students through an interactive floating window.",
    steps: [
      { title: "Join a session", body: "Pick a live class and join from your browser when it starts." },
      { title: "Ask questions", body: "Raise a question at any moment: no waiting until the end." },
      { title: "Engage in the floating window", body: "Talk with your teacher and classmates in a window that stays with you while you learn." },
    ],
    imageAlt:
      "Illustration of a live class: a teacher presents on a video call with three learners, one raising a hand, while a floating window shows a question and the teacher's answer.",
  },
  mission: {
    heading: "Our mission",
    body: "Engaging, accessible, interactive learning, where every question matters and doubts are clarified on the spot.",
  },
  // The logos and the testimonial are the operator's (console Site page); the block shows what
  // there is of them, and is not shown without either.
  trusted: {
    /**
     * The specification's sentence: a figure only the operator can vouch for, so the console offers
     * it as the suggested text and the page shows it only once the operator has set it.
     */
    suggested: "Trusted by over 20,000 companies all over the world",
    /** Until the operator sets a claim: a heading with no figure in it. */
    heading: "Trusted by our partners",
    logosLabel: "Our partners",
  },
  cta: {
    heading: "Ready to learn live?",
    body: "Tell us the class you want, or talk to us about teaching or partnering with Classwish.",
    customize: "Customize",
    newTab: "(opens in a new tab)",
    contact: "Contact Us",
  },
} as const;

export type OfferIcon = (typeof about.offer.cards)[number]["icon"];
