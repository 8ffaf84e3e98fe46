import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The envelope sender (MAIL FROM), which the receiving server writes as Return-Path. */
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  headers: Map<string, string>;
  html: string;
  text: string;
};

/** The path of the link a message's text part gives after `label` ("Confirm here", "Manage your e-mail preferences:"). */
export function linkIn(mail: ReceivedMail, label: string): string {
  const found = new RegExp(`${label}[^\\n]*?(https?://\\S+)`).exec(mail.text)?.[1];
  if (!found) throw new Error(`no "${label}" link in ${mail.subject}`);
  return found.slice(new URL(found).origin.length);
}

/** A form posted as a browser on the site does (same Origin), without following a redirect. */
export const postFormTo = (siteUrl: string, path: string, fields: Record<string, string>) =>
  fetch(`${siteUrl}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: siteUrl }, body: new URLSearchParams(fields), redirect: "manual" });

export type SmtpListener = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Recipients the server refuses permanently (550). */
  refuse: Set<string>;
  /** Recipients the server refuses for now (451: a full mailbox, greylisting), every time until removed. */
  defer: Set<string>;
  /**
   * Called with each message's number once its data has arrived, before the server answers.
   * Resolving false refuses it (451, not kept): the sender saw no acceptance.
   */
  beforeAccept?: (count: number) => Promise<boolean>;
  /** Called with each message it keeps, in order. */
  onMessage?: (mail: ReceivedMail) => void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/** A real SMTP server (smtp-server) on loopback that keeps every message it accepts. */
export async function startSmtpListener(port = 0): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const defer = new Set<string>();
  const listener: Partial<SmtpListener> = { received, refuse, defer };
  let dataCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Closing cuts open connections at once (smtp-server waits 30 s for them by default): the
    // server under test keeps a pooled connection open, and Playwright's run waited that long for
    // its listener to close after the last test.
    closeTimeout: 1,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const err = Object.assign(new Error("5.1.1 Mailbox does not exist"), { responseCode: 550 });
        return callback(err);
      }
      if (defer.has(address.address.toLowerCase())) {
        return callback(Object.assign(new Error("4.2.2 Mailbox full, try again later"), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const count = ++dataCount;
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (listener.beforeAccept && !(await listener.beforeAccept(count))) {
          return callback(Object.assign(new Error("4.3.0 Try again later"), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = await PostalMime.parse(raw);
        const headers = new Map(parsed.headers.map((h) => [h.key.toLowerCase(), h.value]));
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: parsed.subject ?? "",
          messageId: parsed.messageId ?? "",
          headers,
          html: parsed.html ?? "",
          text: parsed.text ?? "",
        };
        received.push(mail);
        listener.onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return Object.assign(listener, {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    async waitFor(count: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as SmtpListener;
}
