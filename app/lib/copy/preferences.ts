// Texts of the preference centre (/preferences?token=…), the page every e-mail's footer links to.
import type { ConfirmationTiming } from "../schemas/subscription-kinds.ts";

export const preferencesCopy = {
  metaTitle: "Your e-mail preferences",
  title: "Your e-mail preferences",
  intro: (address: string) => `What Classwish writes to ${address} about. Leave or join each list on its own.`,
  listsHeading: "Your lists",
  active: "Subscribed",
  pending: "Waiting for your confirmation",
  ended: "You left this list",
  none: "Not subscribed",
  leave: "Leave",
  cancel: "Cancel request",
  rejoin: "Join again",
  join: "Join",
  /** Why "Join again" needs no e-mail, and "Join" does. */
  rejoinNote: "Joining a list you confirmed before takes effect at once. For a new list we e-mail you a confirmation link first.",
  left: "You left this list. Mail for it that was waiting to be sent has been cancelled.",
  rejoined: "You're back on this list.",
  asked: (t: ConfirmationTiming) =>
    t.when === "now"
      ? "We e-mailed you a confirmation link: the list starts once you press it."
      : `We will e-mail you a confirmation link in about ${t.minutes} minute${t.minutes === 1 ? "" : "s"}: the list starts once you press it.`,
  unknownList: "That list is not one you can change from here. Please choose one of the lists below.",
  unsubscribeAll: "To stop every e-mail at once, use the Unsubscribe link at the foot of any of our e-mails.",
  referralHeading: "Share the waitlist",
  referralIntro: "Your referral link, how many friends confirmed through it and your place on the launch list:",
  referralLink: "Your referral page",
  dataHeading: "Your data",
  dataIntro: "Download everything Classwish stores about this address: its lists, searches, seats and the e-mails we sent.",
  download: "Download my data (JSON)",
  eraseHeading: "Erase everything",
  eraseIntro: "Erasing removes this address, its lists, its seats (they go to the next person waiting) and its e-mail history. It cannot be undone.",
  eraseConfirm: "I understand that this erases my address and everything stored with it",
  erase: "Erase my data",
  erasedTitle: "Your data has been erased",
  erasedIntro: "We removed your address and everything stored with it. You will not hear from us again unless you subscribe anew.",
  expiredTitle: "This link has expired",
  expiredIntro: "Preference links work for 30 days. Every e-mail we send has a fresh one; to stop all mail, its Unsubscribe link always works.",
  invalidTitle: "This link is not valid",
  invalidIntro: "It may be incomplete: please open the link from one of our e-mails again.",
} as const;
