import { LRUCache } from "lru-cache";
import { createHmac, createVerify, timingSafeEqual, X509Certificate, type KeyObject } from "node:crypto";
import type { MailEventKind } from "../../lib/schemas/mail-constants.ts";

// What each relay's bounce and complaint webhook sends, and how its authenticity is checked, as the
// relays document them: Amazon SES through SNS (a signed SNS message), Postmark (HTTP basic auth
// in the webhook URL), SendGrid (Signed Event Webhook, ECDSA), Mailgun (HMAC of timestamp and
// token). Each parser turns a verified body into events, or says what is wrong with it; nothing
// here touches the database.

export type RelayEvent = {
  /** The relay's id for the event: the same id twice is a replay. */
  eventKey: string;
  kind: MailEventKind;
  email: string;
  /** The Message-ID header of the message (with angle brackets) when the relay reports it. */
  messageIdHeader?: string;
  detail?: string;
};

/** A refusal: the HTTP status and the reason, said to the caller. */
export class RelayRefusal extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409;
  constructor(status: 400 | 401 | 403 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

const bad = (message: string) => new RelayRefusal(400, message);
const unsigned = (message: string) => new RelayRefusal(401, message);

/** How far a signed timestamp may be from now: the relays' own retries come with fresh signatures. */
export const SIGNATURE_MAX_AGE_SECONDS = 15 * 60;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" && v.length > 0 && v.length <= 2000 ? v : undefined);
const EMAIL = /^[^\s@<>]{1,200}@[^\s@<>]{1,200}$/;
const email = (v: unknown): string | undefined => {
  const s = str(v)?.trim();
  return s && EMAIL.test(s) ? s.toLowerCase() : undefined;
};
/** A Message-ID as headers write it: <local@host>, brackets added when a relay drops them. */
const messageIdOf = (v: unknown): string | undefined => {
  const s = str(v)?.trim();
  if (!s || s.length > 500) return undefined;
  return s.startsWith("<") ? s : `<${s}>`;
};

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw bad("The body is not valid JSON.");
  }
}

function checkAge(seconds: number, now: number): void {
  if (!Number.isFinite(seconds)) throw bad("The signature's timestamp is not a number.");
  if (Math.abs(now / 1000 - seconds) > SIGNATURE_MAX_AGE_SECONDS) throw unsigned("The signature's timestamp is too old (or in the future): a replayed request is refused.");
}

// ---------------------------------------------------------------- Amazon SES through SNS

/** Fetches an SNS signing certificate (PEM) or visits a subscription URL; injectable so tests never reach the network. */
export type SnsFetcher = (url: string) => Promise<string>;

export const defaultSnsFetcher: SnsFetcher = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: "error" });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
};

/** Only Amazon's SNS hosts, over HTTPS: a message naming another certificate could sign itself. */
export function isSnsUrl(url: string, pathEnd?: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return u.protocol === "https:" && /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/.test(u.hostname) && u.port === "" && (pathEnd === undefined || u.pathname.endsWith(pathEnd));
}

type SnsMessage = Record<string, string>;

/** The text SNS signs: the named fields, each as "name\nvalue\n", in this order (those present). */
function snsStringToSign(m: SnsMessage): string {
  const fields =
    m.Type === "Notification"
      ? ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"]
      : ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
  return fields
    .filter((f) => m[f] !== undefined)
    .map((f) => `${f}\n${m[f]}\n`)
    .join("");
}

// Fetched signing certificates by URL: a few, and for a day at most (Amazon rotates them).
const certCache = new LRUCache<string, string>({ max: 16, ttl: 24 * 60 * 60_000 });

// Written here rather than taken from sns-payload-validator (2.1.0, the kept one): it fetches the
// certificate itself with https.get, so the tests could not hand it a test certificate without
// reaching Amazon (here the fetcher is injected), and its checks are these few lines of AWS's guide.
/** Checks an SNS message's signature with the certificate it names (fetched once per URL and day). */
export async function verifySns(m: SnsMessage, fetcher: SnsFetcher): Promise<void> {
  if (!m.Signature || !m.SigningCertURL || !m.SignatureVersion) throw unsigned("The SNS message is not signed.");
  if (m.SignatureVersion !== "1" && m.SignatureVersion !== "2") throw unsigned("Unknown SNS SignatureVersion.");
  if (!isSnsUrl(m.SigningCertURL, ".pem")) throw unsigned("SigningCertURL is not an Amazon SNS certificate.");
  let pem = certCache.get(m.SigningCertURL);
  if (!pem) {
    try {
      pem = await fetcher(m.SigningCertURL);
      // Read now, so a page that is not a certificate is not kept.
      if (!new X509Certificate(pem).publicKey) throw new Error("no public key");
    } catch {
      throw new RelayRefusal(401, "The SNS signing certificate could not be fetched or read.");
    }
    certCache.set(m.SigningCertURL, pem);
  }
  const verifier = createVerify(m.SignatureVersion === "1" ? "RSA-SHA1" : "RSA-SHA256");
  verifier.update(snsStringToSign(m), "utf8");
  let ok = false;
  try {
    ok = verifier.verify(new X509Certificate(pem).publicKey, m.Signature, "base64");
  } catch {
    ok = false;
  }
  if (!ok) throw unsigned("The SNS signature does not match.");
}

/** Forgets fetched certificates (tests rotate their test key). */
export const clearSnsCertificates = () => certCache.clear();

/** SNS messages older than this are refused as replays (SNS retries within minutes). */
export const SNS_MAX_AGE_SECONDS = 60 * 60;

export type SnsOutcome = { type: "subscribe"; subscribeUrl: string; topicArn: string } | { type: "events"; topicArn: string; events: RelayEvent[] } | { type: "ignored" };

/**
 * An SNS POST: topic (only the configured ones: anyone can create a topic and sign with Amazon's
 * key), signature and age checked, then the SES notification inside read.
 */
export async function parseSes(body: unknown, topics: readonly string[], fetcher: SnsFetcher, now = Date.now()): Promise<SnsOutcome> {
  if (!isObject(body)) throw bad("The body must be an SNS message (a JSON object).");
  const m: SnsMessage = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") m[k] = v;
  if (!m.Type || !m.MessageId || !m.TopicArn || !m.Timestamp || m.Message === undefined) throw bad("The SNS message lacks Type, MessageId, TopicArn, Timestamp or Message.");
  // The topic before the signature: a stranger's post for another topic makes the server fetch no
  // certificate (the signature, checked next, then proves the configured topic is really the sender).
  if (!topics.includes(m.TopicArn)) throw new RelayRefusal(403, "This SNS topic is not one MAIL_EVENTS_SES_TOPIC_ARNS allows.");
  await verifySns(m, fetcher);
  const at = Date.parse(m.Timestamp);
  if (!Number.isFinite(at)) throw bad("The SNS Timestamp is not a date.");
  if (Math.abs(now - at) > SNS_MAX_AGE_SECONDS * 1000) throw unsigned("The SNS message is too old: a replayed request is refused.");
  if (m.Type === "SubscriptionConfirmation") {
    if (!m.SubscribeURL || !isSnsUrl(m.SubscribeURL)) throw bad("SubscribeURL is not an Amazon SNS address.");
    return { type: "subscribe", subscribeUrl: m.SubscribeURL, topicArn: m.TopicArn };
  }
  if (m.Type === "UnsubscribeConfirmation") return { type: "ignored" };
  if (m.Type !== "Notification") throw bad(`Unknown SNS message Type "${m.Type}".`);
  return { type: "events", topicArn: m.TopicArn, events: sesEvents(parseJson(m.Message), m.MessageId) };
}

/** The bounce or complaint inside an SES notification (notificationType, or eventType for event publishing). */
export function sesEvents(n: unknown, snsId: string): RelayEvent[] {
  if (!isObject(n)) throw bad("The SES notification is not a JSON object.");
  const type = str(n.notificationType) ?? str(n.eventType);
  const mail = isObject(n.mail) ? n.mail : {};
  const common = isObject(mail.commonHeaders) ? mail.commonHeaders : {};
  const headerList = Array.isArray(mail.headers) ? mail.headers : [];
  const fromHeaders = headerList.find((h) => isObject(h) && String(h.name).toLowerCase() === "message-id") as Record<string, unknown> | undefined;
  const messageIdHeader = messageIdOf(common.messageId) ?? messageIdOf(fromHeaders?.value);
  const recipients = (list: unknown) => {
    if (!Array.isArray(list) || list.length === 0 || list.length > 100) throw bad("The SES notification lists no recipients (or too many).");
    return list.map((r) => {
      const address = email(isObject(r) ? r.emailAddress : undefined);
      if (!address) throw bad("A recipient's emailAddress is not an e-mail address.");
      return { address, diagnostic: isObject(r) ? str(r.diagnosticCode) : undefined };
    });
  };
  if (type === "Bounce") {
    const b = isObject(n.bounce) ? n.bounce : undefined;
    if (!b) throw bad("A Bounce notification has no bounce object.");
    const bounceType = str(b.bounceType);
    if (bounceType !== "Permanent" && bounceType !== "Transient" && bounceType !== "Undetermined") throw bad("bounce.bounceType must be Permanent, Transient or Undetermined.");
    const id = str(b.feedbackId) ?? snsId;
    return recipients(b.bouncedRecipients).map((r) => ({
      eventKey: `ses:${id}:${r.address}`,
      kind: bounceType === "Permanent" ? "hard_bounce" : "soft_bounce",
      email: r.address,
      ...(messageIdHeader ? { messageIdHeader } : {}),
      detail: `${bounceType}/${str(b.bounceSubType) ?? "?"}${r.diagnostic ? `: ${r.diagnostic}` : ""}`,
    }));
  }
  if (type === "Complaint") {
    const c = isObject(n.complaint) ? n.complaint : undefined;
    if (!c) throw bad("A Complaint notification has no complaint object.");
    const id = str(c.feedbackId) ?? snsId;
    return recipients(c.complainedRecipients).map((r) => ({
      eventKey: `ses:${id}:${r.address}`,
      kind: "complaint",
      email: r.address,
      ...(messageIdHeader ? { messageIdHeader } : {}),
      detail: `complaint${str(c.complaintFeedbackType) ? ` (${str(c.complaintFeedbackType)})` : ""}`,
    }));
  }
  if (type === "Delivery" || type === "Send" || type === "Open" || type === "Click" || type === "DeliveryDelay" || type === "Reject" || type === "Rendering Failure" || type === "Subscription") return [];
  throw bad("The SES notification's notificationType is not one SES sends.");
}

// ---------------------------------------------------------------- Postmark

/** Basic auth from the webhook URL; the user name is free, the password is MAIL_EVENTS_POSTMARK_SECRET. */
export function checkBasicAuth(header: string | undefined, secret: string): void {
  if (!header?.startsWith("Basic ")) throw unsigned("Postmark's webhook URL must carry basic auth (https://postmark:<secret>@…).");
  const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
  const password = decoded.slice(decoded.indexOf(":") + 1);
  const a = Buffer.from(password);
  const b = Buffer.from(secret);
  if (decoded.indexOf(":") < 0 || a.length !== b.length || !timingSafeEqual(a, b)) throw unsigned("Wrong webhook credentials.");
}

const POSTMARK_HARD = new Set(["HardBounce", "BadEmailAddress", "ManuallyDeactivated"]);
const POSTMARK_SOFT = new Set(["SoftBounce", "Transient", "DnsError", "Blocked", "SMTPApiError"]);

/** One Postmark bounce or spam-complaint webhook (RecordType Bounce or SpamComplaint). */
export function parsePostmark(body: unknown): RelayEvent[] {
  if (!isObject(body)) throw bad("The body must be a Postmark webhook (a JSON object).");
  const record = str(body.RecordType);
  const type = str(body.Type);
  const id = typeof body.ID === "number" && Number.isSafeInteger(body.ID) ? String(body.ID) : str(body.ID);
  const address = email(body.Email);
  if (!record || !id) throw bad("A Postmark webhook has RecordType and ID.");
  if (record !== "Bounce" && record !== "SpamComplaint") return [];
  if (!address || !type) throw bad("A Postmark bounce has Type and Email.");
  const detail = [type, str(body.Description), str(body.Details)].filter(Boolean).join(": ").slice(0, 500);
  const kind: MailEventKind | undefined = record === "SpamComplaint" || type === "SpamComplaint" ? "complaint" : POSTMARK_HARD.has(type) ? "hard_bounce" : POSTMARK_SOFT.has(type) ? "soft_bounce" : undefined;
  return kind ? [{ eventKey: `postmark:${id}`, kind, email: address, detail }] : [];
}

// ---------------------------------------------------------------- SendGrid

/** SendGrid's Signed Event Webhook: ECDSA (P-256, SHA-256) over the timestamp header and the raw body. */
export function verifySendgrid(publicKey: KeyObject, signature: string | undefined, timestamp: string | undefined, raw: Buffer, now = Date.now()): void {
  if (!signature || !timestamp) throw unsigned("The SendGrid signature headers are missing (X-Twilio-Email-Event-Webhook-Signature and -Timestamp).");
  if (!/^\d{1,12}$/.test(timestamp)) throw bad("The SendGrid timestamp is not a number.");
  const verifier = createVerify("SHA256");
  verifier.update(timestamp);
  verifier.update(raw);
  let ok = false;
  try {
    ok = verifier.verify(publicKey, signature, "base64");
  } catch {
    ok = false;
  }
  if (!ok) throw unsigned("The SendGrid signature does not match.");
  checkAge(Number(timestamp), now);
}

/** A SendGrid event batch: bounces (type bounce: for good; blocked: may pass later) and spam reports; the rest is ignored. */
export function parseSendgrid(body: unknown): RelayEvent[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > 1000) throw bad("The body must be a SendGrid event batch (a JSON array of 1 to 1000 events).");
  const events: RelayEvent[] = [];
  for (const e of body) {
    if (!isObject(e)) throw bad("Each SendGrid event is a JSON object.");
    const event = str(e.event);
    const id = str(e.sg_event_id);
    const address = email(e.email);
    if (!event || !id || !address) throw bad("Each SendGrid event has event, sg_event_id and email.");
    const messageIdHeader = messageIdOf(e["smtp-id"]);
    const detail = [str(e.status), str(e.reason)].filter(Boolean).join(" ").slice(0, 500) || event;
    const base = { eventKey: `sendgrid:${id}`, email: address, ...(messageIdHeader ? { messageIdHeader } : {}), detail };
    if (event === "bounce") events.push({ ...base, kind: str(e.type) === "blocked" ? "soft_bounce" : "hard_bounce" });
    else if (event === "spamreport") events.push({ ...base, kind: "complaint" });
  }
  return events;
}

// ---------------------------------------------------------------- Mailgun

/** Mailgun: HMAC-SHA256 of timestamp + token under the webhook signing key; a token is used once (the caller records it). */
export function parseMailgun(body: unknown, signingKey: string, now = Date.now()): RelayEvent[] {
  if (!isObject(body)) throw bad("The body must be a Mailgun webhook (a JSON object).");
  const sig = isObject(body.signature) ? body.signature : undefined;
  const timestamp = str(sig?.timestamp);
  const token = str(sig?.token);
  const signature = str(sig?.signature);
  if (!timestamp || !token || !signature) throw unsigned("The Mailgun signature (timestamp, token, signature) is missing.");
  if (!/^\d{1,12}$/.test(timestamp)) throw bad("The Mailgun timestamp is not a number.");
  const expected = createHmac("sha256", signingKey).update(timestamp + token).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unsigned("The Mailgun signature does not match.");
  checkAge(Number(timestamp), now);
  const data = isObject(body["event-data"]) ? body["event-data"] : undefined;
  if (!data) throw bad("A Mailgun webhook has event-data.");
  const event = str(data.event);
  const address = email(data.recipient);
  if (!event || !address) throw bad("Mailgun event-data has event and recipient.");
  const message = isObject(data.message) ? data.message : {};
  const headers = isObject(message.headers) ? message.headers : {};
  const messageIdHeader = messageIdOf(headers["message-id"]);
  const status = isObject(data["delivery-status"]) ? data["delivery-status"] : {};
  const detail = [typeof status.code === "number" ? String(status.code) : undefined, str(status.message) ?? str(status.description) ?? str(data.reason)].filter(Boolean).join(" ").slice(0, 500) || event;
  // The token, not the event id, keys it: the body is not signed, so a captured signature must not be reusable with another body.
  const base = { eventKey: `mailgun:${token}`, email: address, ...(messageIdHeader ? { messageIdHeader } : {}), detail };
  if (event === "failed") {
    const severity = str(data.severity);
    if (severity !== "permanent" && severity !== "temporary") throw bad("A Mailgun failed event has severity permanent or temporary.");
    return [{ ...base, kind: severity === "permanent" ? "hard_bounce" : "soft_bounce" }];
  }
  if (event === "complained") return [{ ...base, kind: "complaint" }];
  return [];
}
