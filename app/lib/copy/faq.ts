import { BUDGET, CLASS_SIZE, formatPrice } from "../schemas/limits.ts";
import { longDate } from "../schemas/site-content.ts";
import { SUPPORT_EMAIL_TOKEN as SUPPORT, type QaTopic } from "./qa.ts";

// Questions a visitor of the waitlist asks, answered consistently with the rest of the site: the
// budget and class-size limits come from limits.ts, the course prices and durations from the seeded
// trial courses (S$19 to S$40, 4 to 8 weeks), the launch date from the operator (console Site page).

/** Where an answer says when Classwish launches: replaced by faqFor() with the operator's date. */
const LAUNCH = "{launch}";

/** The launch sentence: the operator's date, or (none set) a promise that needs none. */
export const launchSentence = (launchDate: string | null) =>
  launchDate
    ? `General availability is planned for ${longDate(launchDate)}.`
    : "We will announce the general-availability date here, and by e-mail to everyone on the waitlist.";

export const COURSE_PRICE_RANGE = { min: 19, max: 40 } as const;

export const faq: QaTopic = {
  title: "Frequently asked questions",
  intro: "About live classes, the launch, prices, class sizes and our e-mails.",
  items: [
    {
      question: "What is a live class?",
      answer: [
        "A class that happens in real time: you join a session with a teacher and other learners, ask questions, and take part through an interactive floating window.",
        "Doubts are clarified on the spot, not in a comment thread days later.",
      ],
    },
    {
      question: "When does Classwish launch?",
      answer: [
        `${LAUNCH} Trial courses are open for registration now.`,
        "Leave your e-mail address and we will tell you when the service launches.",
      ],
    },
    {
      question: "How much does it cost, and in which currency?",
      answer: [
        `Prices are in Singapore dollars (S$). Trial courses are listed from ${formatPrice(COURSE_PRICE_RANGE.min)} to ${formatPrice(COURSE_PRICE_RANGE.max)} per course and run for 4 to 8 weeks.`,
        `When you customize a class, you tell us your budget: anything from ${formatPrice(BUDGET.min)} to ${formatPrice(BUDGET.max)}.`,
        "Nothing is charged now, and we never ask for payment details on the waitlist.",
      ],
    },
    {
      question: "How big are the classes?",
      answer: [
        `You choose: from ${CLASS_SIZE.min} learner (one-to-one) to ${CLASS_SIZE.max} learners. We use the sizes people ask for to plan the classes we run.`,
      ],
    },
    {
      question: "What does registering for a course mean?",
      answer: [
        "It tells us you want that course. It is free and is not a booking or a payment.",
        "If you leave your e-mail address, we notify you when the course opens.",
      ],
    },
    {
      question: "Do I need an account?",
      answer: ["No. There is no sign-in and no login. An e-mail address is optional, only to hear from us."],
    },
    {
      question: "Can I ask for a topic that is not listed?",
      answer: [
        "Yes, that is what the home page is for: describe the class you want (topic, budget and class size) and press Confirm. The most requested classes are the ones we plan first.",
      ],
    },
    {
      question: "How do I stop your e-mails?",
      answer: [
        "Use the unsubscribe link at the bottom of every e-mail we send, and press Unsubscribe on the page it opens (or your mail app's own Unsubscribe button, where it shows one).",
        `Or write to ${SUPPORT} and we will take you off the list.`,
      ],
    },
  ],
};

/** The FAQ with the launch date the operator set (or the sentence for none). */
export const faqFor = (launchDate: string | null): QaTopic => ({
  ...faq,
  items: faq.items.map((item) => ({ ...item, answer: item.answer.map((p) => p.replace(LAUNCH, launchSentence(launchDate))) })),
});
