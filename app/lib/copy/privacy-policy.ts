import { privacy } from "./privacy.ts";
import { sectionsOf, type PolicyDocument } from "./policy.ts";
import { SUPPORT_EMAIL_TOKEN as SUPPORT } from "./qa.ts";

// The /privacy page: every statement of the header's Privacy dialog (sectionsOf keeps them the
// same text), then what a full policy owes a visitor. Keep each sentence true to the code:
// server/visitor.ts (the one cookie), app/.server/db/console-subscribers.ts (export and erasure),
// app/.server/db/rate-limits.ts (per-address counters, pruned after an hour), the logger (no
// address in clear).

export const privacyPolicy: PolicyDocument = {
  title: "Privacy policy",
  intro: "What Classwish collects, why, how long it is kept, and how to get a copy of it or have it erased.",
  updated: "2026-11-29",
  sections: [
    ...sectionsOf(privacy),
    {
      heading: "Cookies and your device",
      paragraphs: [
        "Classwish sets one cookie, cw_vid: the anonymous visitor id described above, signed so it cannot be forged and out of reach of scripts on the page. It is set only when you first do something (describe a class, register for a course or send a form), never for just reading a page, and it lasts one year.",
        "There are no advertising, tracking or third-party cookies. The operator console uses a sign-in cookie of its own, for the Classwish team only.",
        "The Classwish form some other sites show in a frame (a sign-up or a class wish) sets no cookie at all, and works the same whether your browser allows cookies in frames or not.",
        "Your browser's local storage keeps the e-mail address you gave (user_email_address), or that you chose to skip the question (email_skipped). Clearing this site's data in your browser removes both, and the cookie.",
      ],
    },
    {
      heading: "Analytics",
      paragraphs: [
        "We count visits ourselves, without cookies and without any third party: no analytics, advertising or social-media script from anyone else runs on this site.",
        "Each page you open sends us the page's address, the kind of screen (phone, tablet or computer), the site that linked to ours and any campaign tags in the address you arrived at; and whether you described a class, gave an e-mail address, confirmed it or registered for a course. We add these up per day; nothing in them identifies you, and no single visit can be picked out.",
        "To credit a later step to the campaign that brought you, your browser keeps that campaign in this site's local storage for 30 days (cw_attribution), and notes for the open tab that a visit has begun (cw_seen).",
        "If you arrive through a link someone shared (a class wish's or a course's, with ref= in its address), the open tab remembers that link (cw_ref, this site's session storage, gone when the tab closes), and a class you describe, a Me too you press or an address you give during that visit is credited to it, each kind once: whoever shared it and the Classwish team see only how many, never who.",
        "If you use the Classwish form on another site, the class you describe or the address you give is counted under that site (its address, such as blog.example.com), so that the Classwish team sees how many each site brought, never who.",
        "If your browser sends Global Privacy Control or Do Not Track, nothing is counted or credited at all.",
        "In our newsletters and the messages that follow a welcome, each link first passes through our own address (classwish's /r/…), which adds one to that link's count for that mailing and then takes you where it points. Normally that count is all we keep: it does not say who clicked. The Classwish team can switch on per-person counting; only while it is on, a click is also kept with the e-mail it came in (once per link), so the team can see who clicked, and switching it off deletes those notes. An unsubscribe link names the e-mail it came in, and that is kept with your unsubscribe, so the team sees how many people left per mailing. No other company is involved, there is no tracking pixel, and erasing your data removes these notes with your e-mails.",
      ],
    },
    {
      heading: "Class wishes",
      paragraphs: [
        "A search stays private unless you choose to share it as a class wish. Its page then shows everyone with the link the concept, budget and class size you chose and how many people want it, never anything about you; it is kept out of search engines, and we may hide a wish whose words should not be public.",
        "Pressing Me too on a wish stores the budget and class size you chose with your anonymous visitor id, once per browser.",
      ],
    },
    {
      heading: "Seats",
      paragraphs: [
        "When you confirm a seat or a place on a waitlist, your browser sends its time zone (such as Europe/London) with the button, and we keep it with your seat so that your receipt and reminders give the class's times in your zone as well as Singapore's. Without JavaScript nothing is sent, and the e-mails give Singapore time only.",
        "A class's joining link is sent only to the people holding a seat, in their receipt and reminders; it is never shown on a page.",
      ],
    },
    {
      heading: "Server records and security",
      paragraphs: [
        "Our server writes a line for each request (the time, the page, the result and how long it took) so we can run the service and find faults. E-mail addresses never appear in it in clear.",
        "To stop abuse, we count requests per network address over short windows; those counts are deleted after an hour.",
        "Confirmation and other messages go out through the mail service we use for delivery, which handles them on our behalf only.",
        "When you confirm or unsubscribe, our own tools (such as the system we keep our contacts in) may be told so, with your e-mail address, to act on our behalf only. What you search for, the courses you register for and the class wishes you share or join reach them without anything that identifies you.",
      ],
    },
    {
      heading: "A copy of your data, or its erasure",
      paragraphs: [
        `Write to ${SUPPORT} from the address concerned and ask for a copy or for erasure. We answer within 30 days.`,
        "A copy holds everything we keep about the address: the address and its status, the lists it is on and when each was asked for and confirmed, the browsers linked to it, the searches, course registrations and class-wish joins made from them, and the messages we sent.",
        "Erasure deletes the address, its list memberships and its message history, and cancels any message not yet sent. Your searches and registrations are unlinked from you and kept only as anonymous demand.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: ["When what we collect or how we use it changes, this page changes first, with the date at its top."],
    },
  ],
};
