import type { PolicyDocument } from "./policy.ts";
import { SUPPORT_EMAIL_TOKEN as SUPPORT } from "./qa.ts";

// The /terms page: the rules of using the waitlist site as it is (no account, no purchase, no
// payment), in plain words. Keep it true to what the site does.

export const terms: PolicyDocument = {
  title: "Terms of use",
  intro: "The rules for using the Classwish waitlist: what it is, what it is not, and what we ask of you.",
  updated: "2026-11-23",
  sections: [
    {
      heading: "What Classwish is",
      paragraphs: [
        "Classwish is the waitlist of a live, interactive online-class service that has not launched yet. Here you can describe the class you would like, register interest in upcoming trial courses and ask to hear from us by e-mail.",
        "Using the site is free and needs no account. By using it you accept these terms; if you do not, please do not use it.",
      ],
    },
    {
      heading: "Registering interest is not a booking",
      paragraphs: [
        "Describing a class or registering interest in a course tells us what you would like. It is not an order, a reservation or a contract, and it costs nothing.",
        "Course titles, instructors, dates, durations and prices shown before a course opens are plans and may change. When a course opens, you decide then whether to join, on the terms shown at that time.",
      ],
    },
    {
      heading: "E-mail from us",
      paragraphs: [
        "An address given to us gets one message asking its owner to confirm. We write again only once a click in that message shows the owner asked, and only about what was asked for: the launch, a course's opening, or our monthly news.",
        "Every message has an unsubscribe link that takes effect at once. How we handle your address is set out in our privacy policy.",
      ],
    },
    {
      heading: "What we ask of you",
      paragraphs: [
        "Give only an e-mail address that is yours to give. Addresses from disposable mail services are refused, because our messages would never reach you there.",
        "Do not try to disrupt the site, get around its limits, reach data that is not yours, or send requests in bulk by automated means. Do not type anything unlawful, hateful or someone else's personal information into the class description.",
        "What you type as a class description may be used, without your name, to decide which classes to run.",
      ],
    },
    {
      heading: "Our content",
      paragraphs: [
        "The site's text, design, images and code belong to Classwish or its licensors. Links to other sites are for your convenience; we are not responsible for their content.",
      ],
    },
    {
      heading: "Availability and liability",
      paragraphs: [
        "We work to keep the site available and accurate, but it is provided as it is, without a guarantee that it will always be available or free of errors. We may change or stop any part of it.",
        "As far as the law allows, Classwish is not liable for indirect or consequential loss arising from your use of the site. Nothing in these terms limits a liability that the law does not allow to be limited.",
      ],
    },
    {
      heading: "Changes and governing law",
      paragraphs: [
        "When these terms change, this page changes first, with the date at its top; continuing to use the site after that means you accept the new terms.",
        "These terms are governed by the laws of Singapore.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions about these terms go to ${SUPPORT}.`],
    },
  ],
};
