import type { ConfirmationTiming } from "../schemas/subscription-kinds.ts";

// What the pages say about a confirmation message: "we've sent" only when it went out now.

const duration = (minutes: number) =>
  minutes < 90 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${Math.round(minutes / 60)} hours`;

/** One sentence on what happened to the confirmation e-mail. */
export const confirmationNote = (t: ConfirmationTiming) =>
  t.when === "now"
    ? "Please confirm with the link we've e-mailed you: we send nothing else until you do."
    : `We e-mailed this address a short while ago, so the confirmation link follows in about ${duration(t.minutes)}. We send nothing else until you confirm.`;

/**
 * After Register, when the device's address is not yet on the course's list: what is left to do,
 * for that course only (an address already confirmed for other lists keeps getting those).
 */
export const courseConfirmationNote = (course: string, t: ConfirmationTiming) =>
  t.when === "now"
    ? `We've e-mailed you a link: press it to hear when “${course}” begins.`
    : `We e-mailed this address a short while ago, so the link follows in about ${duration(t.minutes)}: press it to hear when “${course}” begins.`;
