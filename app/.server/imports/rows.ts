import { CONTROL_CHARS } from "../../lib/schemas/input.ts";
import { emailSchema, firstError } from "../../lib/schemas/requests.ts";
import type { ListRef } from "../../lib/schemas/subscription-kinds.ts";
import { fromLocalDateTimeInZone } from "../../lib/site/time-zone.ts";
import type { Config } from "../config.ts";
import { screenAddress } from "../intake/address-intake.ts";
import type { CsvRecord } from "./read-csv.ts";

// One row of an imported list, read with the intake's own rules: the address read as every form
// reads an address (emailSchema: trimmed, lower-case, the same validity), a throwaway inbox refused
// as every form refuses one (screenAddress). What the database knows (suppressed, unsubscribed, already known) is
// decided per batch in db/imports.ts.

export type ImportRow = {
  row: number;
  email: string;
  name: string | null;
  /** When they signed up: their place on the launch list, when consent is stated. */
  signedUpAt: Date;
  lists: ListRef[];
  /** Where and when they opted in, as the operator stated it; absent: they are asked by e-mail. */
  consent?: { source: string; at: Date };
};

export type RowOutcome = "invalid" | "disposable" | "duplicate" | "known" | "suppressed" | "unsubscribed";
export type NotAdded = { row: number; address: string; outcome: RowOutcome; reason: string };

const NAME_MAX = 200;
const CONSENT_MAX = 500;
/** Sign-up times before this are typing mistakes (Classwish's list did not exist). */
const EARLIEST = Date.UTC(2000, 0, 1);
const TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date or time ("2025-03-01", "2025-03-01 14:05", "2025-03-01T06:05:00Z"); undefined
 * when it is not one. A time without an offset is read in the site's time zone (Singapore), as the
 * console shows every time: its offset on that day comes from Intl (time-zone.ts), never written here.
 */
export function parseImportTime(text: string): Date | undefined {
  const m = TIME.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = "00", mi = "00", s = "00", frac = "", zone] = m;
  // Date rolls 2025-02-30 over to March: such a day (or a 25th hour) is refused, not moved.
  const fields = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  if (fields.getUTCFullYear() !== Number(y) || fields.getUTCMonth() + 1 !== Number(mo) || fields.getUTCDate() !== Number(d) || fields.getUTCHours() !== Number(h) || fields.getUTCMinutes() !== Number(mi))
    return undefined;
  const millis = Math.round(Number(`0${frac || ".0"}`) * 1000) + Number(s) * 1000;
  if (!zone) {
    const local = fromLocalDateTimeInZone(`${y}-${mo}-${d}T${h}:${mi}`);
    return Number.isNaN(local.getTime()) ? undefined : new Date(local.getTime() + millis);
  }
  const offset = zone.toUpperCase() === "Z" ? "Z" : zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:00${offset}`);
  return Number.isNaN(at.getTime()) ? undefined : new Date(at.getTime() + millis);
}

/** "launch newsletter course:3" (spaces, commas, semicolons or bars between); empty: the launch list. */
export function parseLists(text: string, courseIds: ReadonlySet<number>): ListRef[] | string {
  const words = text
    .split(/[\s,;|]+/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) return [{ list: "launch" }];
  const lists: ListRef[] = [];
  for (const word of words) {
    const course = /^course:(\d{1,9})$/.exec(word);
    const ref: ListRef | undefined =
      word === "launch" ? { list: "launch" } : word === "newsletter" ? { list: "newsletter" } : course && courseIds.has(Number(course[1])) ? { list: "course", courseId: Number(course[1]) } : undefined;
    if (!ref) return course ? `No open course ${course[1]} (lists: launch, newsletter or course:<id> of a course not closed).` : `Unknown list ${JSON.stringify(word.slice(0, 40))} (lists: launch, newsletter or course:<id>).`;
    if (!lists.some((l) => JSON.stringify(l) === JSON.stringify(ref))) lists.push(ref);
  }
  return lists;
}

const shown = (text: string | undefined) => (text ?? "").slice(0, 320);

/** The row as an import takes it, or why not (invalid, disposable). `now`: no time may be later. */
export function readImportRow(
  config: Pick<Config, "EMAIL_DOMAINS_ALLOWED">,
  record: CsvRecord,
  courseIds: ReadonlySet<number>,
  now: Date,
): { kind: "row"; row: ImportRow } | { kind: "not-added"; notAdded: NotAdded } {
  const { row, cells } = record;
  const address = shown(cells.email);
  const refuse = (outcome: RowOutcome, reason: string) => ({ kind: "not-added" as const, notAdded: { row, address, outcome, reason } });
  const email = emailSchema.safeParse(cells.email ?? "");
  if (!email.success) return refuse("invalid", firstError(email.error));
  if (screenAddress(config, email.data) === "disposable") return refuse("disposable", "An address at a disposable mail service: nothing would reach it.");
  const name = (cells.name ?? "").trim();
  if (name.length > NAME_MAX) return refuse("invalid", `The name is longer than ${NAME_MAX} characters.`);
  if (CONTROL_CHARS.test(name)) return refuse("invalid", "The name holds control characters.");
  const signedUpText = (cells.signed_up_at ?? "").trim();
  const signedUpAt = signedUpText ? parseImportTime(signedUpText) : now;
  if (!signedUpAt) return refuse("invalid", `signed_up_at ${JSON.stringify(signedUpText.slice(0, 40))} is not a date or time (e.g. 2025-03-01, 2025-03-01 14:05 in Singapore time, or 2025-03-01T06:05:00Z).`);
  if (signedUpAt.getTime() > now.getTime() || signedUpAt.getTime() < EARLIEST) return refuse("invalid", "signed_up_at is in the future or before 2000.");
  const lists = parseLists(cells.lists ?? "", courseIds);
  if (typeof lists === "string") return refuse("invalid", lists);
  const source = (cells.consent ?? "").trim();
  if (source.length > CONSENT_MAX) return refuse("invalid", `The consent note is longer than ${CONSENT_MAX} characters.`);
  if (CONTROL_CHARS.test(source)) return refuse("invalid", "The consent note holds control characters.");
  const consentText = (cells.consent_at ?? "").trim();
  if (consentText && !source) return refuse("invalid", "consent_at is given without consent (where they opted in).");
  const consentAt = consentText ? parseImportTime(consentText) : signedUpAt;
  if (!consentAt) return refuse("invalid", `consent_at ${JSON.stringify(consentText.slice(0, 40))} is not a date or time.`);
  if (consentAt.getTime() > now.getTime() || consentAt.getTime() < EARLIEST) return refuse("invalid", "consent_at is in the future or before 2000.");
  return {
    kind: "row",
    row: { row, email: email.data, name: name || null, signedUpAt, lists, ...(source ? { consent: { source, at: consentAt } } : {}) },
  };
}
