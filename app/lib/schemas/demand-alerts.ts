import { isEmail, normaliseEmail } from "./email.ts";

// Demand alerts: the operator's threshold ("20 people in one group within 30 days") and where the
// alert goes. Shared by the console's form, the use case and the schema's checks.

export const ALERT_PEOPLE = { min: 1, max: 100_000 } as const;
export const ALERT_WINDOW_DAYS = { min: 1, max: 365 } as const;
/** Addresses an alert goes to at most. */
export const ALERT_ADDRESSES_MAX = 10;

export type DemandAlertForm = { enabled: boolean; people: number; windowDays: number; emails: string[] };
export type DemandAlertFormValues = { enabled: boolean; people: string; windowDays: string; emails: string };
type Field = "people" | "windowDays" | "emails";

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

/** The console's Demand alerts form: every field checked, each error said beside its own field. */
export function parseDemandAlertForm(form: FormData): { ok: true; value: DemandAlertForm } | { ok: false; errors: Partial<Record<Field, string>>; values: DemandAlertFormValues } {
  const values: DemandAlertFormValues = {
    enabled: form.get("enabled") === "on",
    people: String(form.get("people") ?? ""),
    windowDays: String(form.get("windowDays") ?? ""),
    emails: String(form.get("emails") ?? ""),
  };
  const people = wholeNumber(values.people, ALERT_PEOPLE, "number of people");
  const windowDays = wholeNumber(values.windowDays, ALERT_WINDOW_DAYS, "number of days");
  let emails = parseAddresses(values.emails);
  if (Array.isArray(emails) && emails.length === 0 && values.enabled) emails = "Enter at least one address to send the alert to.";
  const errors: Partial<Record<Field, string>> = {};
  if (typeof people === "string") errors.people = people;
  if (typeof windowDays === "string") errors.windowDays = windowDays;
  if (typeof emails === "string") errors.emails = emails;
  if (typeof people === "string" || typeof windowDays === "string" || typeof emails === "string") return { ok: false, errors, values };
  return { ok: true, value: { enabled: values.enabled, people, windowDays, emails } };
}
