import { createHash } from "node:crypto";
import { pino, type Logger } from "pino";

export type { Logger };

/** A stable, non-reversible stand-in for an address, so logs can correlate without holding it. */
export function maskEmail(email: string): string {
  return `email#${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 12)}`;
}

// An address: a local part of the characters addresses use (no "/", so a stack frame under
// node_modules/@scope/… is not one) and a domain ending in a letters-only top-level label (so
// pkg@1.2.3 is not one either).
const EMAIL_RE = /[A-Za-z0-9.!#$%&'*+=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}\b/g;

const scrub = (text: string) => text.replace(EMAIL_RE, (m) => maskEmail(m));

/**
 * Every string in a serialized error, however deep (nodemailer puts the refused recipients in
 * `rejected`, `rejectedErrors[].recipient` and the server's `response`), with addresses masked.
 */
function scrubbed(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrub(value);
  if (depth > 5 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrubbed(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubbed(v, depth + 1)]));
}

/** JSON logs that never hold an e-mail address in clear: known fields are masked, stray ones scrubbed. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: ["email", "*.email", "to", "*.to", "req.headers.cookie", "req.headers.authorization"],
        censor: (value) => (typeof value === "string" && value.includes("@") ? maskEmail(value) : "[redacted]"),
      },
      hooks: {
        // Last line of defence: an address inside a message or error text is replaced too.
        logMethod(args, method) {
          method.apply(
            this,
            args.map((a) => (typeof a === "string" ? scrub(a) : a)) as typeof args,
          );
        },
      },
      serializers: {
        err: (err: unknown) => scrubbed(pino.stdSerializers.err(err as Error)),
      },
    },
    destination,
  );
}
