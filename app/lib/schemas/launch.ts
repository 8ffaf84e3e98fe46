import { z } from "zod";
import { searchText } from "./input.ts";
import { SEND_AT_PATTERN } from "./segments.ts";
import { isEmail } from "./email.ts";

// A launch wave's request: how many people to invite (the next ones by place) and, optionally, when.

/** The largest wave one request may ask for (PostgreSQL's integer, far above any list). */
export const MAX_WAVE = 1_000_000;

const COUNT_ERROR = `count must be a whole number from 1 to ${MAX_WAVE.toLocaleString("en")}: how many people to invite.`;

const THROUGH_ERROR = `through_place must be a whole number from 1 to ${MAX_WAVE.toLocaleString("en")}: everyone waiting down to that place.`;

const sendAtField = z.iso
  .datetime({ offset: true, error: "send_at must be a date and time with its offset, e.g. 2027-01-05T01:00:00Z." })
  .transform((v) => new Date(v))
  .optional();

/**
 * The operator API's body: `{ "count": N }` (the next N people by place) or `{ "through_place": P }`
 * (everyone waiting at place P or above), and `"send_at"?` (ISO 8601 with its offset).
 */
export const apiWaveSchema = z
  .strictObject(
  {
    count: z.number({ error: COUNT_ERROR }).int({ error: COUNT_ERROR }).min(1, { error: COUNT_ERROR }).max(MAX_WAVE, { error: COUNT_ERROR }).optional(),
    through_place: z.number({ error: THROUGH_ERROR }).int({ error: THROUGH_ERROR }).min(1, { error: THROUGH_ERROR }).max(MAX_WAVE, { error: THROUGH_ERROR }).optional(),
    send_at: sendAtField,
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}. A wave takes count or through_place, and send_at.` : undefined) },
  )
  .superRefine((v, ctx) => {
    if (v.count === undefined && v.through_place === undefined) ctx.addIssue({ code: "custom", path: ["count"], message: COUNT_ERROR });
    if (v.count !== undefined && v.through_place !== undefined) ctx.addIssue({ code: "custom", path: ["through_place"], message: "Give count or through_place, not both." });
  });

/** A whole number from `min` to `max` as typed, or NaN. */
const wholeIn = (typed: string, min: number, max: number) => {
  const n = /^\d{1,7}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : Number.NaN;
};
const wholeNumber = (typed: string) => wholeIn(typed, 1, MAX_WAVE);

/**
 * The console's form: the count as typed, or (`through`) the place to invite everyone waiting down
 * to, and an optional time in Singapore time (datetime-local). `fromLocal` reads the site's zone.
 * The use case refuses a time already past and more than wait.
 */
export function readWaveForm(
  fields: { count: string; sendAt: string; through?: string },
  fromLocal: (v: string) => Date,
): { ok: true; count: number; through?: undefined; sendAt?: Date } | { ok: true; through: number; sendAt?: Date } | { ok: false; error: string; field: "count" | "through" | "send_at" } {
  const throughTyped = (fields.through ?? "").trim();
  if (throughTyped !== "" && fields.count.trim() !== "") return { ok: false, error: "Enter how many people, or the place to invite everyone down to, not both.", field: "through" };
  const size = throughTyped !== "" ? { through: wholeNumber(throughTyped) } : { count: wholeNumber(fields.count) };
  if ("through" in size && Number.isNaN(size.through)) return { ok: false, error: `Enter the place to invite everyone waiting down to: a whole number from 1 to ${MAX_WAVE.toLocaleString("en")}.`, field: "through" };
  if ("count" in size && Number.isNaN(size.count)) return { ok: false, error: `Enter how many people to invite: a whole number from 1 to ${MAX_WAVE.toLocaleString("en")}.`, field: "count" };
  const sendAt = fields.sendAt.trim();
  if (sendAt === "") return { ok: true, ...size };
  const at = SEND_AT_PATTERN.test(sendAt) ? fromLocal(sendAt) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) return { ok: false, error: "Enter the date and time to send the invitations (Singapore time), or leave it empty to send now.", field: "send_at" };
  return { ok: true, ...size, sendAt: at };
}

/** The launch list's states, in the console's words (the CSV keeps the keys). */
export const QUEUE_STATE_LABELS = {
  waiting: "Waiting",
  held: "Held back",
  invited: "Invited",
  accepted: "Accepted",
  expired: "Expired",
  "not-invitable": "Not invited: bounced or suppressed",
} as const;
export type QueueStateKey = keyof typeof QUEUE_STATE_LABELS;

/** The launch list's filter from a query string: a known state (else all) and a part of the address (else none). */
export function readQueueFilter(params: URLSearchParams): { state?: QueueStateKey; q?: string } {
  const state = params.get("state") ?? "";
  const q = searchText(params.get("q") ?? "");
  return {
    ...(Object.hasOwn(QUEUE_STATE_LABELS, state) ? { state: state as QueueStateKey } : {}),
    ...(q ? { q } : {}),
  };
}

/** A hold's reason as the console takes it: 1–300 characters, no control characters. */
export const HOLD_REASON_MAX = 300;
export function readHoldReason(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const reason = searchText(value, HOLD_REASON_MAX + 1);
  return reason && reason.length <= HOLD_REASON_MAX ? reason : undefined;
}

/** The operator's launch settings (the Launch page): a daily cap across waves (0: none), an invitation's window in days, refill. */
export type LaunchSettings = { perDay: number; days: number; refill: boolean };
export const PER_DAY_MAX = 1_000_000;
export const INVITATION_DAYS_MAX = 365;

/** The Launch page's settings form as typed: whole numbers in range, and the refill box ticked or not. */
export function readLaunchSettingsForm(fields: { perDay: string; days: string; refill: boolean }): { ok: true; value: LaunchSettings } | { ok: false; error: string; field: "per_day" | "days" } {
  const perDay = wholeIn(fields.perDay, 0, PER_DAY_MAX);
  if (Number.isNaN(perDay)) return { ok: false, error: `Enter the invitations a day at most: a whole number from 0 (no cap) to ${PER_DAY_MAX.toLocaleString("en")}. Nothing was saved.`, field: "per_day" };
  const days = wholeIn(fields.days, 1, INVITATION_DAYS_MAX);
  if (Number.isNaN(days)) return { ok: false, error: `Enter how many days an invitation stays open: a whole number from 1 to ${INVITATION_DAYS_MAX}. Nothing was saved.`, field: "days" };
  return { ok: true, value: { perDay, days, refill: fields.refill } };
}

const EMAIL_ERROR = "email must be the person's address, as they gave it.";
const emailField = z.string({ error: EMAIL_ERROR }).trim().refine(isEmail, { error: EMAIL_ERROR });

/** The operator API's one person, let in out of order: `{ "email", "send_at"? }`. */
export const apiInviteOneSchema = z.strictObject({ email: emailField, send_at: sendAtField });

const REASON_ERROR = `reason must say why they are held back: 1 to ${HOLD_REASON_MAX} characters.`;

/** The operator API's hold: `{ "email", "reason" }` (the reason kept, shown in the console). */
export const apiHoldSchema = z.strictObject({
  email: emailField,
  reason: z.string({ error: REASON_ERROR }).transform((v, ctx) => readHoldReason(v) ?? (ctx.addIssue({ code: "custom", message: REASON_ERROR }), z.NEVER)),
});

/** The operator API's release of a hold: `{ "email" }`. */
export const apiReleaseSchema = z.strictObject({ email: emailField });

const PER_DAY_ERROR = `per_day must be a whole number from 0 (no cap) to ${PER_DAY_MAX.toLocaleString("en")}: invitations a day at most, every wave together.`;
const DAYS_ERROR = `invitation_days must be a whole number from 1 to ${INVITATION_DAYS_MAX}: days an invitation stays open.`;

/** The operator API's launch settings: any of them, the others kept. */
export const apiLaunchSettingsSchema = z
  .strictObject({
    per_day: z.number({ error: PER_DAY_ERROR }).int({ error: PER_DAY_ERROR }).min(0, { error: PER_DAY_ERROR }).max(PER_DAY_MAX, { error: PER_DAY_ERROR }).optional(),
    invitation_days: z.number({ error: DAYS_ERROR }).int({ error: DAYS_ERROR }).min(1, { error: DAYS_ERROR }).max(INVITATION_DAYS_MAX, { error: DAYS_ERROR }).optional(),
    refill: z.boolean({ error: "refill must be true or false: whether expired places are offered to the next people." }).optional(),
  })
  .refine((v) => v.per_day !== undefined || v.invitation_days !== undefined || v.refill !== undefined, { error: "Give per_day, invitation_days or refill: the settings to change." });
