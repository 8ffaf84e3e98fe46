import { formatPrice } from "../schemas/limits.ts";
import { units } from "./home.ts";

// Texts of class wishes: the offer after a search, the wish's page, sharing a link.

const people = (n: number) => (n === 1 ? "1 person wants this class" : `${n} people want this class`);

/** "S$120, a class of 6": what a wish asks for, in one phrase. */
export const wishAsk = (budget: number, classSize: number) => `${formatPrice(budget)}, ${classSize === 1 ? "one-to-one" : `a class of ${classSize}`}`;

/** The offer after a confirmed search (home page and /search), and its answer. */
export const wishOffer = {
  title: "Share it as a class wish?",
  intro: "Others who want the same class can join it with Me too, and a class many people ask for is likelier to be made. Its page shows the concept, budget and class size: nothing about you.",
  button: "Share as a class wish",
  sharing: "Sharing…",
  failed: "We couldn't share your wish",
  notYours: "This search can't be shared from here: a search is shared by the browser that made it, and not once the operator has hidden its wish.",
  doneTitle: "Your class wish is ready",
  doneIntro: "Send the link to people who might want this class too.",
  linkLabel: "Link to your class wish",
  open: "Open your wish's page",
} as const;

/** The share block of a wish's or a course's page. */
export const shareCopy = {
  copy: "Copy link",
  share: "Share…",
  copied: "Link copied",
  copiedDescription: "Paste it wherever you want to share it.",
  copyFailed: "We couldn't copy the link",
  copyFailedDescription: "It is selected in the field: copy it from there.",
  wishTitle: "Share this wish",
  wishIntro: "The more people want it, the likelier it becomes a class.",
  wishLabel: "Link to this wish",
  courseTitle: "Share this course",
  courseIntro: "Know someone who would enjoy it? Send them the link.",
  courseLabel: "Link to this course",
  wishWhat: "this wish",
  courseWhat: "this course",
} as const;

/** /wishes/{id}: a wish's public page. */
export const wishPage = {
  eyebrow: "Class wish",
  people,
  peopleNote: "Whoever shared it, and everyone who joined with Me too.",
  facts: { budget: "Budget asked for", classSize: "Class size asked for", shared: "Shared on" },
  learners: units.learners,
  meTooTitle: "Want this class too?",
  meTooIntro: "Press Me too with your own budget and class size. Each browser counts once.",
  budgetLabel: "Your budget",
  sizeLabel: "Your class size",
  meToo: "Me too",
  joinedTitle: "You're in!",
  joinedIntro: (n: number) => `${people(n)} now. Share the link below to find more classmates.`,
  alreadyTitle: "You had already joined",
  alreadyIntro: "Your first Me too still counts, once. Share the link below to find more classmates.",
  ownTitle: "This is your wish",
  ownIntro: "You shared it, so you are counted already. Share the link below to find classmates.",
  emailTitle: "Hear when it becomes a class",
  emailIntro: "Leave your e-mail address and we'll tell you when a class for this wish opens. We ask you to confirm by e-mail first.",
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  emailSubmit: "Notify me",
  emailDone: "Thank you! We'll tell you when it becomes a class.",
  ownClass: "Describe a class of your own",
  metaTitle: (concept: string) => `Class wish: ${concept} | Classwish`,
  /** n: null when the operator's threshold hides the count. */
  metaDescription: (n: number | null, budget: number, classSize: number) =>
    `${n === null ? "A class wish" : people(n)} on Classwish: ${wishAsk(budget, classSize)}. Want it too? Join with Me too.`,
  imageAlt: (concept: string) => `A class wish on Classwish: “${concept}”`,
} as const;

/** The console's Wishes page. */
export const wishConsole = {
  hidden: "Hidden",
  visible: "Visible",
  hide: "Hide",
  show: "Show again",
  hiddenNotice: "Wish hidden: its page and share card now answer 404.",
  shownNotice: "Wish shown again.",
} as const;
