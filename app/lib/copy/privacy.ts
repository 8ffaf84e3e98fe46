import { SUPPORT_EMAIL_TOKEN as SUPPORT, type QaTopic } from "./qa.ts";

// The privacy statements of the specification (section 1), in these words or clearer, plus what a
// visitor asks next. Keep them true to what the server does: app/.server/db (what is stored),
// server/visitor.ts (the anonymous id cookie), the e-mail pipeline (unsubscribe link in every e-mail).

export const privacy: QaTopic = {
  title: "Privacy",
  intro: "What we collect, why, and how to take your e-mail address off the waitlist.",
  more: { label: "Read the full privacy policy", href: "/privacy" },
  items: [
    {
      question: "Do I have to give my e-mail address?",
      answer: [
        "No. Your e-mail address is optional. You can customize a class and register interest in courses without it, and there is no login.",
      ],
    },
    {
      question: "What do you use my e-mail address for?",
      answer: [
        "To notify you about updates and launches: when the service launches, when a course you registered for opens, and, if you subscribed to it, our monthly news.",
        "We also use it to improve the service, for example to see which classes the people on the waitlist want.",
      ],
    },
    {
      question: "Do you share my e-mail address?",
      answer: ["No. Your e-mail address is never shared with third parties. We do not sell or rent it, and we do not give it to advertisers."],
    },
    {
      question: "How do I remove my e-mail address from the waitlist?",
      answer: [
        "Every e-mail we send has an unsubscribe link. It opens a page where one press of Unsubscribe removes you from the waitlist; where your mail app shows an Unsubscribe button of its own, that removes you at once.",
        `Or contact support at ${SUPPORT} and we will remove it for you.`,
      ],
    },
    {
      question: "What do you store?",
      answer: [
        "The classes you describe (topic, budget and class size) and the courses you register interest in.",
        "They are linked to an anonymous visitor id: a random number kept in a cookie on your device, not your name. If you give your e-mail address, it is linked to them too.",
        "Your browser also remembers the e-mail address you gave, so we do not ask for it again, or that you skipped the question, so registering for a course does not ask it again. That stays on your device.",
      ],
    },
    {
      question: "How long do you keep it?",
      answer: [
        "Your e-mail address stays on the waitlist until you unsubscribe or ask us to delete it. After you unsubscribe we keep only a note that the address opted out, so it is never written to again.",
        "The anonymous visitor cookie lasts one year. Searches and registrations are kept while we plan classes.",
        `To have everything linked to your e-mail address deleted, write to ${SUPPORT}.`,
      ],
    },
    {
      question: "Who runs Classwish?",
      answer: [
        "A small team of educators and technologists based in Singapore and the US.",
        `Questions about your data go to ${SUPPORT}.`,
      ],
    },
  ],
};
