import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { Logger } from "../logger.ts";

// The worker depends on this interface, not on nodemailer: SMTP when SMTP_URL is set, otherwise
// each message becomes an .eml file under DATA_DIR/outbox/.

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  /** Fixed when the message is queued, so a retry is recognisably the same message. */
  messageId: string;
  date: Date;
  headers: Record<string, string>;
  /** The envelope (MAIL FROM becomes the Return-Path): set when MAIL_RETURN_PATH names the bounce address. */
  envelope?: { from: string; to: string };
  /** Files sent with it (a seat's class.ics). */
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
};

export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** DKIM signing as nodemailer takes it: d=, s= and the PEM private key (config.dkim). */
export type DkimOptions = { domainName: string; keySelector: string; privateKey: string };

// The headers a signature covers (those a message carries): nodemailer's default list (RFC 6376
// §5.4's) and List-Unsubscribe-Post, which it lacks. RFC 8058 §4 wants List-Unsubscribe and
// List-Unsubscribe-Post both signed, or Gmail and Yahoo offer no one-click unsubscribe.
export const DKIM_SIGNED_HEADERS = [
  "From", "Sender", "Reply-To", "Subject", "Date", "Message-ID", "To", "Cc", "MIME-Version", "Content-Type",
  "Content-Transfer-Encoding", "Content-ID", "Content-Description", "Resent-Date", "Resent-From", "Resent-Sender",
  "Resent-To", "Resent-Cc", "Resent-Message-ID", "In-Reply-To", "References", "List-Id", "List-Help",
  "List-Unsubscribe", "List-Unsubscribe-Post", "List-Subscribe", "List-Post", "List-Owner", "List-Archive",
];
const signing = (dkim: DkimOptions) => ({ dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS.join(":") } });

export function createSmtpTransport(url: string, opts: { timeoutMs?: number; dkim?: DkimOptions } = {}): MailTransport {
  const timeout = opts.timeoutMs ?? 30_000;
  const transporter = createTransport({
    // Every message is signed on its way out, whatever its kind, so no path can send one unsigned.
    ...(opts.dkim ? signing(opts.dkim) : {}),
    url,
    pool: true,
    maxConnections: 4,
    maxMessages: 500,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as never);
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail(mail);
    },
    async close() {
      transporter.close();
    },
  };
}

export function createFileTransport(dir: string, log: Logger, dkim?: DkimOptions): MailTransport {
  // Signed too, so a file is byte for byte what SMTP would carry (and can be checked before going live).
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix", ...(dkim ? signing(dkim) : {}) });
  return {
    kind: "file",
    async send(mail) {
      const info = (await composer.sendMail(mail)) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const safeId = mail.messageId.replace(/[^A-Za-z0-9.-]/g, "_");
      const file = path.join(dir, `${mail.date.toISOString().replace(/[:.]/g, "-")}-${safeId}.eml`);
      await writeFile(file, info.message);
      log.info({ file, subject: mail.subject }, "mail written to outbox folder (no SMTP_URL)");
    },
    async close() {},
  };
}

/** 5xx replies are permanent (the address or message is refused); everything else may pass later. */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** 4xx replies to the message (a full mailbox, greylisting): soft bounces, counted towards suppression. Connection failures carry no code and count nothing. */
export function isSoftBounce(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 400 && code < 500;
}

export function describeFailure(err: unknown): string {
  const e = err as { responseCode?: number; code?: string; message?: string };
  return [e.responseCode, e.code, e.message].filter(Boolean).join(" ").slice(0, 500);
}
