import { z } from "zod";
import { checkbox, text } from "../forms/fields.ts";
import { isEmail, normaliseEmail } from "./email.ts";

// Demand alerts: the operator's threshold ("20 people in one group within 30 days") and where the
// alert goes. Shared by the console's form, the use case and the schema's checks.

export const ALERT_PEOPLE = { min: 1, max: 100_000 } as const;
export const ALERT_WINDOW_DAYS = { min: 1, max: 365 } as const;
/** Addresses an alert goes to at most. */
export const ALERT_ADDRESSES_MAX = 10;


/** A whole number within the limits, else the field's error. */
function wholeNumber(raw: string, limits: { min: number; max: number }, what: string): number | string {
  const v = raw.trim();
  if (v === "") return `Enter the ${what}.`;
  if (!/^\d+$/.test(v)) return `The ${what} must be a whole number.`;
  const n = Number(v);
  return n < limits.min || n > limits.max ? `The ${what} must be from ${limits.min.toLocaleString("en")} to ${limits.max.toLocaleString("en")}.` : n;
}

/** Addresses separated by commas, semicolons, spaces or new lines; each checked, lower-cased, once. */
export function parseAddresses(raw: string): string[] | string {
  const parts = raw.split(/[\s,;]+/).filter((p) => p !== "");
  const bad = parts.find((p) => !isEmail(p));
  if (bad !== undefined) return `“${bad.slice(0, 60)}” is not an e-mail address (name@example.com).`;
  const emails = [...new Set(parts.map(normaliseEmail))];
  if (emails.length > ALERT_ADDRESSES_MAX) return `Enter ${ALERT_ADDRESSES_MAX} addresses or fewer.`;
  return emails;
}

/** A field's text read by one of the checks above (a string back is its refusal). */
const checked = <T>(read: (raw: string) => T | string) =>
  text().transform((raw, ctx) => {
    const value = read(raw);
    if (typeof value !== "string") return value;
    ctx.addIssue({ code: "custom", message: value });
    return z.NEVER;
  });

/** The console's Demand alerts form: every field checked, each error said beside its own field. */
export const demandAlertFormSchema = z
  .object({
    enabled: checkbox(),
    people: checked((raw) => wholeNumber(raw, ALERT_PEOPLE, "number of people")),
    windowDays: checked((raw) => wholeNumber(raw, ALERT_WINDOW_DAYS, "number of days")),
    emails: checked(parseAddresses),
  })
  // Said with the other fields' errors too (a refinement of the whole form waits for them otherwise), unless the addresses have their own.
  .refine((v) => !v.enabled || v.emails.length > 0, {
    path: ["emails"],
    message: "Enter at least one address to send the alert to.",
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === "emails"),
  });
export type DemandAlertForm = z.output<typeof demandAlertFormSchema>;

/** The form as typed, put back after a refusal. */
export const demandAlertTypedSchema = z.object({ enabled: checkbox(), people: text(), windowDays: text(), emails: text() });
export type DemandAlertFormValues = z.output<typeof demandAlertTypedSchema>;
