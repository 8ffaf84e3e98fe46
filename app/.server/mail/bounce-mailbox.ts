import { readdir, readFile, rename, stat } from "node:fs/promises";
import path from "node:path";
import PostalMime, { addressParser } from "postal-mime";
import { messageRecipient } from "../db/messages.ts";
import { maskEmail, type Logger } from "../logger.ts";
import { messageOfReturnPath } from "./return-path.ts";
import { recordMailEvent, type MailEventDeps } from "./suppression.ts";

// The bounce mailbox: delivery status notifications (RFC 3464) that receiving servers send back to
// a message's Return-Path (return-path.ts), delivered by the operator's MTA into a Maildir. The
// worker takes each new file (a rename into cur/, which only one worker wins), finds the message
// its address names, and records a hard bounce (Action: failed, Status 5.x.x) or a soft one
// (delayed, or 4.x.x) for the recipient the message went to.

export type DsnRecipient = { finalRecipient: string; action: string; status: string; diagnostic?: string };
export type ParsedDsn = { addressedTo: string[]; recipients: DsnRecipient[] };

// The message and its delivery-status part are read by postal-mime (MIME structure, transfer
// encodings, folded header fields), not by hand: an MTA may encode the report (base64 or
// quoted-printable) or send the internationalised form (message/global-delivery-status, RFC 6533).
const REPORT_TYPES = new Set(["message/delivery-status", "message/global-delivery-status"]);
// The headers a DSN's envelope address (our Return-Path) may arrive in.
const ADDRESSED_TO = new Set(["delivered-to", "x-original-to", "envelope-to", "to"]);

/** Each mailbox address in a header's value, lowercased. */
const addressesIn = (value: string): string[] =>
  addressParser(value, { flatten: true }).flatMap((m) => ("address" in m && m.address?.includes("@") ? [m.address.toLowerCase()] : []));

/** A delivery-status block's fields (RFC 3464 §2.1: header-field syntax), by lowercased name. */
async function fieldsOf(block: string): Promise<Map<string, string>> {
  const { headers } = await PostalMime.parse(`${block.trim()}\r\n\r\n`);
  return new Map(headers.map((h) => [h.key, h.value.replace(/\s+/g, " ").trim()]));
}

/**
 * What a DSN says: the addresses it was sent to (Delivered-To, X-Original-To, To…) and each
 * recipient's status fields. A file postal-mime refuses (MIME nested past its limit) says nothing.
 */
export async function parseDsn(raw: string | Uint8Array): Promise<ParsedDsn> {
  const email = await PostalMime.parse(raw, { attachmentEncoding: "utf8" }).catch(() => undefined);
  if (!email) return { addressedTo: [], recipients: [] };
  const addressedTo = email.headers.filter((h) => ADDRESSED_TO.has(h.key)).flatMap((h) => addressesIn(h.value));
  const recipients: DsnRecipient[] = [];
  for (const report of email.attachments.filter((a) => REPORT_TYPES.has(a.mimeType.toLowerCase()))) {
    // The per-message fields, then a block of fields per recipient, blank lines between them.
    for (const block of String(report.content).split(/\r?\n\s*\r?\n/)) {
      if (!block.trim()) continue;
      const field = await fieldsOf(block);
      const finalRecipient = field.get("final-recipient") ?? field.get("original-recipient");
      const action = field.get("action")?.toLowerCase();
      const status = field.get("status");
      if (!finalRecipient || !action || !status) continue;
      // "rfc822; a@b" (or "utf-8; …" in the internationalised form): the address after the type.
      const address = finalRecipient.replace(/^[a-z0-9-]+;\s*/i, "").replace(/[<>]/g, "").trim().toLowerCase();
      const diagnostic = field.get("diagnostic-code");
      recipients.push({ finalRecipient: address, action, status, ...(diagnostic ? { diagnostic } : {}) });
    }
  }
  return { addressedTo, recipients };
}

/** Hard for a failure with a permanent status, soft for a delay or a temporary one; nothing for delivered or relayed. */
export function bounceKind(r: DsnRecipient): "hard_bounce" | "soft_bounce" | undefined {
  if (r.action === "failed") return r.status.startsWith("5") ? "hard_bounce" : "soft_bounce";
  if (r.action === "delayed") return "soft_bounce";
  return undefined;
}

const MAX_DSN_BYTES = 1024 * 1024;

/** Reads what is new in the Maildir (at most `limit` files a pass); returns how many events were recorded. */
export async function readBounceMailbox(deps: MailEventDeps & { log: Logger }, maildir: string, limit = 100): Promise<number> {
  const incoming = path.join(maildir, "new");
  let names: string[];
  try {
    names = (await readdir(incoming)).filter((n) => !n.startsWith(".")).slice(0, limit);
  } catch (err) {
    if ((err as { code?: string }).code === "ENOENT") return 0;
    throw err;
  }
  let recorded = 0;
  for (const name of names) {
    // Taking the file is the rename: a file another worker already took is gone.
    const taken = path.join(maildir, "cur", `${name}:2,S`);
    try {
      await rename(path.join(incoming, name), taken);
    } catch {
      continue;
    }
    if ((await stat(taken)).size > MAX_DSN_BYTES) {
      deps.log.warn({ file: taken }, "bounce mailbox: file too large to be a DSN, skipped");
      continue;
    }
    // The bytes as they are: postal-mime decodes each part by its own transfer encoding and charset.
    const dsn = await parseDsn(await readFile(taken));
    const messageRowId = dsn.addressedTo.map((a) => messageOfReturnPath(deps.config, a)).find((id) => id !== undefined);
    if (messageRowId === undefined) {
      deps.log.info({ file: taken }, "bounce mailbox: not a DSN for one of our messages, skipped");
      continue;
    }
    const sentTo = await messageRecipient(deps.db, messageRowId);
    for (const r of dsn.recipients) {
      const kind = bounceKind(r);
      // Only about the address the message went to: a DSN cannot name someone else.
      if (!kind || sentTo === undefined || r.finalRecipient !== sentTo) continue;
      const outcome = await recordMailEvent(deps, { source: "dsn", eventKey: `dsn:${messageRowId}:${kind}`, kind, email: r.finalRecipient, messageRowId, detail: [r.status, r.diagnostic].filter(Boolean).join(" ") });
      if (outcome.recorded) {
        recorded++;
        deps.log.warn({ email: maskEmail(r.finalRecipient), kind, suppressed: outcome.suppressed }, "bounce mailbox: delivery status recorded");
      }
    }
  }
  return recorded;
}
