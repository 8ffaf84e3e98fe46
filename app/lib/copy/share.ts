import type { ShareNetwork } from "../site/share-targets.ts";

// The words of the waitlist people share: share buttons, the referral panel and page, social proof.

export const shareButtons = {
  label: "Share on",
  networks: { whatsapp: "WhatsApp", telegram: "Telegram", x: "X", linkedin: "LinkedIn", facebook: "Facebook", email: "E-mail" } satisfies Record<ShareNetwork, string>,
  /** The accessible name of a network's link: where it goes, and that it opens a new tab. */
  linkName: (network: string, what: string) => `Share ${what} on ${network} (opens in a new tab)`,
  emailName: (what: string) => `Share ${what} by e-mail`,
  wishText: (concept: string) => `I'd love a live class on “${concept}”. Want it too? Press Me too:`,
  wishSubject: (concept: string) => `A live class on “${concept}”?`,
  courseText: (title: string) => `“${title}” is a live online class on Classwish. Take a look:`,
  courseSubject: (title: string) => `“${title}”, a live online class`,
  referralText: "I'm on the Classwish waitlist for live online classes. Join me:",
  referralSubject: "Join me on the Classwish waitlist",
} as const;

const places = (n: number) => (n === 1 ? "1 place" : `${n} places`);

export const referralCopy = {
  title: "Move up the launch list",
  intro: (boost: number) =>
    boost > 0
      ? `Share your own link. Each friend who confirms their address through it moves you ${places(boost)} up the launch list.`
      : "Share your own link: friends who confirm their address through it are counted here.",
  linkLabel: "Your referral link",
  linkNote: "Only friends count: each inbox once, and only after it confirms. Seats in a class stay first come, first served.",
  referralsTerm: "Confirmed through your link",
  place: (place: number, of: number) => `#${place.toLocaleString("en-US")} of ${of.toLocaleString("en-US")}`,
  placeTerm: "Your place on the launch list",
  notOnLaunch: "You're not on the launch list. Join it from the home page to get a place.",
  ahead: (place: number) => (place === 1 ? "Nobody is ahead of you." : `${(place - 1).toLocaleString("en-US")} ${place === 2 ? "person is" : "people are"} ahead of you.`),
  launchTerm: "Invitations",
  reached: (place: number) => `Invitations have reached place ${place.toLocaleString("en-US")}.`,
  noneYet: "No invitations yet.",
  order:
    "Classwish opens in waves, in the launch list's order: first confirmed first, moved up by each friend who confirms through your link (friends at one company's or school's address count a few times at most; public mail such as Gmail always counts).",
  invitation: {
    scheduled: (at: string) => `Your invitation goes out on ${at}.`,
    sent: (until: string) => `Your invitation is in your inbox: it is open until ${until}.`,
    accepted: () => "You accepted your invitation.",
    expired: (until: string) => `Your invitation was open until ${until} and was not accepted.`,
  },
  pageLink: "Your referral page",
  pageNote: "Keep this link to come back to your figures: it is yours alone.",
  shareWhat: "your referral link",
  // The referral page itself.
  metaTitle: "Your referral link · Classwish",
  invalidTitle: "This link doesn't work",
  invalidIntro: "Check that you copied the whole link from the confirmation page.",
  unconfirmedTitle: "Confirm your address first",
  unconfirmedIntro: "Your referral link appears once your address is confirmed. Use the link in the e-mail we sent you, then come back.",
} as const;

/** The home page reached through a person's referral link. */
export const invitedNote = "A friend invited you. Tell us the class you'd like, or leave your address under Get in Touch to join the waitlist.";

export const socialProof = {
  wanting: (n: number) => (n === 1 ? "1 person wants this" : `${n.toLocaleString("en-US")} people want this`),
  waiting: (n: number) => `${n.toLocaleString("en-US")} on the waitlist`,
  launch: (date: string) => `Launching ${date}`,
  daysLeft: (days: number) => (days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`),
} as const;

/** The console's person page: their share loop in one line. */
export function personReferrals(r: { code: string | null; cameThroughALink: boolean; given: number; confirmed: number }): string {
  const own = r.code === null ? "no referral link yet" : `${r.confirmed} confirmed of ${r.given} ${r.given === 1 ? "address" : "addresses"} given through their link`;
  return r.cameThroughALink ? `${own}; came through someone's link` : own;
}
