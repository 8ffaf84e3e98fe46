// The invitation page's words (/invitation?token=…): a launch wave's personal link.

export const invitationCopy = {
  metaTitle: "Your invitation · Classwish",
  openTitle: "Your invitation to Classwish",
  openIntro: (address: string) => `This invitation is for ${address}: your place on the launch list has come up, and Classwish is open to you now.`,
  openNext: (expires: string) =>
    `Press Accept to start. We then take you to Classwish, which signs you in with this address; nothing else is shared. The invitation stays open until ${expires}; after that it expires.`,
  why: "We ask for the press because some mail programs open links by themselves: only you can accept.",
  accept: "Accept the invitation",
  acceptedTitle: "You have accepted this invitation",
  acceptedIntro: (address: string, when: string) => `The invitation for ${address} was accepted on ${when}. Accepting again changes nothing.`,
  acceptedAgainTitle: "Already accepted",
  acceptedAgainIntro: (address: string, when: string) => `You accepted the invitation for ${address} on ${when} already; nothing has changed. Continue to Classwish to sign in.`,
  continueLabel: "Continue to Classwish",
  noAccessYet: "Classwish will write to you at this address with how to sign in.",
  expiredTitle: "This invitation has expired",
  expiredIntro: (address: string, when: string) =>
    `The invitation for ${address} was open until ${when} and was not accepted. Nothing has changed: if you still want to join, write to us and we will see what we can do.`,
  invalidTitle: "This invitation link does not work",
  invalidIntro: "The link is incomplete or was changed. Open it again from the e-mail we sent you, exactly as it is; nothing has changed.",
} as const;
