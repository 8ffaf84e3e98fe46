import { readdir, readFile, rename, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { messages, subscribers } from "../db/schema.ts";
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

/** Header and delivery-status fields, with folded lines joined. */
const unfold = (text: string) => text.replace(/\r?\n[ \t]+/g, " ");

/** What a DSN says: the addresses it was sent to (Delivered-To, X-Original-To, To…) and each recipient's status fields. */
export function parseDsn(raw: string): ParsedDsn {
  const text = unfold(raw.replace(/\r\n/g, "\n"));
  const headerEnd = text.indexOf("\n\n");
  const headers = headerEnd < 0 ? text : text.slice(0, headerEnd);
  const addressedTo = [...headers.matchAll(/^(?:delivered-to|x-original-to|envelope-to|to|x-failed-recipients-to):\s*(.+)$/gim)].flatMap((m) =>
    [...m[1]!.matchAll(/<?([^\s<>,;"]+@[^\s<>,;"]+)>?/g)].map((a) => a[1]!.toLowerCase()),
  );
  // The machine-readable part: everything after its content type, in blocks of fields per recipient.
  const report = /content-type:\s*message\/delivery-status/i.exec(text);
  const recipients: DsnRecipient[] = [];
  if (report) {
    for (const block of text.slice(report.index).split(/\n\s*\n/)) {
      const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, "im").exec(block)?.[1]?.trim();
      const finalRecipient = field("final-recipient") ?? field("original-recipient");
      const action = field("action")?.toLowerCase();
      const status = field("status");
      if (!finalRecipient || !action || !status) continue;
      const address = finalRecipient.replace(/^rfc822;\s*/i, "").replace(/[<>]/g, "").trim().toLowerCase();
      recipients.push({ finalRecipient: address, action, status, ...(field("diagnostic-code") ? { diagnostic: field("diagnostic-code")! } : {}) });
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
    const dsn = parseDsn(await readFile(taken, "utf8"));
    const messageRowId = dsn.addressedTo.map((a) => messageOfReturnPath(deps.config, a)).find((id) => id !== undefined);
    if (messageRowId === undefined) {
      deps.log.info({ file: taken }, "bounce mailbox: not a DSN for one of our messages, skipped");
      continue;
    }
    const [message] = await deps.db
      .select({ email: subscribers.email })
      .from(messages)
      .innerJoin(subscribers, eq(subscribers.id, messages.subscriberId))
      .where(eq(messages.id, messageRowId));
    for (const r of dsn.recipients) {
      const kind = bounceKind(r);
      // Only about the address the message went to: a DSN cannot name someone else.
      if (!kind || !message || r.finalRecipient !== message.email) continue;
      const outcome = await recordMailEvent(deps, { source: "dsn", eventKey: `dsn:${messageRowId}:${kind}`, kind, email: r.finalRecipient, messageRowId, detail: [r.status, r.diagnostic].filter(Boolean).join(" ") });
      if (outcome.recorded) {
        recorded++;
        deps.log.warn({ email: maskEmail(r.finalRecipient), kind, suppressed: outcome.suppressed }, "bounce mailbox: delivery status recorded");
      }
    }
  }
  return recorded;
}
