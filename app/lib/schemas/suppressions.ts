import { CONTROL_CHARS_IN_LINES } from "./input.ts";

/** The longest reason kept with a lifted suppression. */
export const LIFT_REASON_MAX = 500;

/**
 * Why an operator lifts a suppression, as the console's form and the API take it: trimmed, 1 to
 * LIFT_REASON_MAX characters of well-formed text with no control characters but line breaks (a NUL
 * reached the database and came back as a 500); undefined when it is not that.
 */
export function liftReason(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const why = value.trim();
  return why.length > 0 && why.length <= LIFT_REASON_MAX && why.isWellFormed() && !CONTROL_CHARS_IN_LINES.test(why) ? why : undefined;
}
