import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { createHmac, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { authenticate } from "mailauth";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailCampaignPauses, mailEvents, messages, subscribers, subscriptions, suppressions } from "../../app/.server/db/schema.ts";
import { checkDnsRecords, checkedDnsRecords, dkimTxtValue } from "../../app/.server/mail/dns-records.ts";
import { clearSnsCertificates } from "../../app/.server/mail/relays.ts";
import { startTestApp, useAppWithSmtp, type TestApp } from "../helpers/app.ts";
import { tmpDir, type TestDatabase } from "../helpers/db.ts";
import { waitForDrained } from "../helpers/outbox.ts";
import type { SmtpListener } from "../helpers/smtp.ts";

// Deliverability end to end: the real app and mail worker, a real SMTP listener that answers 550
// or 451 for chosen recipients, real PostgreSQL. The relays are outside services: their webhooks
// are played with the sample payloads of their documentation, signed with keys made here.

const ADMIN_TOKEN = "operator-token-for-tests-0123456789";
const execFileAsync = promisify(execFile);
const TOPIC = "arn:aws:sns:eu-west-1:123456789012:ses-bounces";
const CERT_URL = "https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-test.pem";
const POSTMARK_SECRET = randomBytes(16).toString("hex");
const MAILGUN_KEY = randomBytes(16).toString("hex");

// Test keys, made for this run only.
const dkimKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();
const sendgrid = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
const sendgridPublic = (sendgrid.publicKey.export({ format: "der", type: "spki" }) as Buffer).toString("base64");
/** A self-signed certificate standing in for Amazon's SNS signing certificate (openssl: node cannot issue one). */
function snsCertificate(): { key: string; cert: string } {
  const dir = tmpDir();
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", path.join(dir, "k.pem"), "-out", path.join(dir, "c.pem"), "-subj", "/CN=sns.amazonaws.com", "-days", "1"], { stdio: "ignore" });
  return { key: readFileSync(path.join(dir, "k.pem"), "utf8"), cert: readFileSync(path.join(dir, "c.pem"), "utf8") };
}
const sns = snsCertificate();
/** The bounce mailbox, a Maildir as an MTA delivers to it. */
const maildir = tmpDir();
for (const sub of ["new", "cur", "tmp"]) mkdirSync(path.join(maildir, sub));

const env = {
  PUBLIC_URL: "http://classwish.test",
  SUPPORT_EMAIL: "support@classwish.test",
  ADMIN_TOKEN,
  MAIL_RATE: "0",
  DKIM_DOMAIN: "classwish.test",
  DKIM_SELECTOR: "cw2026",
  DKIM_PRIVATE_KEY: dkimKey,
  MAIL_SOFT_BOUNCE_LIMIT: "2",
  MAIL_PAUSE_BOUNCE_PERCENT: "20",
  MAIL_EVENTS_SES_TOPIC_ARNS: TOPIC,
  MAIL_EVENTS_POSTMARK_SECRET: POSTMARK_SECRET,
  MAIL_EVENTS_SENDGRID_PUBLIC_KEY: sendgridPublic,
  MAIL_EVENTS_MAILGUN_SIGNING_KEY: MAILGUN_KEY,
  MAIL_RETURN_PATH: "bounces@classwish.test",
  MAIL_BOUNCE_MAILDIR: maildir,
};

/** The DNS the verifier sees: the DKIM record as `npm run operator -- dns` says to publish it, nothing else. */
const published = new Map([["cw2026._domainkey.classwish.test", [[dkimTxtValue(dkimKey)]]]]);
const resolver = async (name: string, rrtype: string) => {
  const found = rrtype === "TXT" ? published.get(name.toLowerCase()) : undefined;
  if (found) return found;
  throw Object.assign(new Error(`no ${rrtype} for ${name}`), { code: "ENOTFOUND" });
};

describe("deliverability", () => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let app: TestApp;
  const snsVisits: string[] = [];
  const t = useAppWithSmtp(env, {
    pages: false,
    // Amazon's certificate host, played: the signing certificate, and the subscription link SNS sends.
    fetchSns: async (url) => {
      snsVisits.push(url);
      if (url === CERT_URL) return sns.cert;
      if (url.startsWith("https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription")) return "<ConfirmSubscriptionResponse/>";
      throw new Error(`unexpected fetch ${url}`);
    },
  });
  beforeAll(() => void ({ database, smtp, app } = t));
  beforeEach(() => {
    smtp.refuse.clear();
    smtp.defer.clear();
    snsVisits.length = 0;
    clearSnsCertificates();
  });

  const admin = (p: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${app.url}/api/admin${p}`, {
      method: init.method ?? "GET",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(init.body ? { "content-type": "application/json" } : {}) },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });

  async function confirmed(emails: string[]) {
    const rows = await database.db
      .insert(subscribers)
      .values(emails.map((email) => ({ email, source: "newsletter" as const, status: "confirmed" as const, confirmedAt: new Date() })))
      .returning();
    await database.db.insert(subscriptions).values(rows.flatMap((r) => (["launch", "newsletter"] as const).map((list) => ({ subscriberId: r.id, list, state: "active" as const }))));
    return rows;
  }
  const newsletter = async (subject = "News") => {
    const res = await admin("/newsletters", { method: "POST", body: { subject, markdown: "Hello **there**." } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { newsletter_id: number }).newsletter_id;
  };
  const liveSuppressions = async () => (await database.db.select().from(suppressions)).filter((s) => s.liftedAt === null).map((s) => `${s.email} ${s.reason}`).sort();
  /** Everything a refused webhook must leave as it was. */
  const state = async () => ({
    events: (await database.db.select().from(mailEvents)).length,
    suppressions: await liveSuppressions(),
    statuses: (await database.db.select({ s: subscribers.status }).from(subscribers)).map((r) => r.s).sort(),
  });
  /** A newsletter delivered to these confirmed addresses: their sent messages' Message-IDs. */
  async function sentTo(emails: string[]) {
    await confirmed(emails);
    await newsletter();
    const rows = await waitForDrained(database, app.mail.boss);
    return new Map(await Promise.all(rows.map(async (m) => [(await database.db.select().from(subscribers).where(eq(subscribers.id, m.subscriberId!)))[0]!.email, m.messageId] as const)));
  }

  describe("DKIM", () => {
    it("signs every message with the configured key: a maintained verifier passes it, and fails it once altered", async () => {
      await confirmed(["ana@example.com"]);
      const res = await app.client().postJson("/api/subscribe/", { email: "bo@example.com", source: "newsletter" });
      expect(res.status).toBe(202);
      await newsletter();
      const mails = await smtp.waitFor(2);
      expect(new Set(mails.map((m) => m.subject))).toEqual(new Set(["Confirm your Classwish subscription", "News"]));
      for (const mail of mails) {
        const { dkim } = await authenticate(mail.raw, { ip: "127.0.0.1", helo: "relay.test", mta: "mx.example.com", sender: "no-reply@classwish.test", resolver: resolver as never });
        expect(dkim.results[0]?.status.result).toBe("pass");
        expect(dkim.results[0]?.signingDomain).toBe("classwish.test");
        expect(dkim.results[0]?.selector).toBe("cw2026");
        // RFC 8058 §4: one-click unsubscribe counts only when both headers are under the signature.
        expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
        const signed = (dkim.results[0] as { signingHeaders: { keys: string } }).signingHeaders.keys.toLowerCase().split(": ");
        expect(signed).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
        const unposted = mail.raw.replace("List-Unsubscribe=One-Click", "List-Unsubscribe=Other");
        const check = await authenticate(unposted, { ip: "127.0.0.1", helo: "relay.test", mta: "mx.example.com", sender: "no-reply@classwish.test", resolver: resolver as never });
        expect(check.dkim.results[0]?.status.result).toBe("fail");
      }
      const altered = mails[0]!.raw.replace(/Classwish/, "Classw1sh");
      const { dkim } = await authenticate(altered, { ip: "127.0.0.1", helo: "relay.test", mta: "mx.example.com", sender: "no-reply@classwish.test", resolver: resolver as never });
      expect(dkim.results[0]?.status.result).toBe("fail");
    });

    it("lists the records to publish and says which are missing, published or could not be checked", async () => {
      const config = app.config;
      const dkimName = "cw2026._domainkey.classwish.test";
      const table = (records: Record<string, string[]>) => async (name: string) => {
        const found = { "gmail.com": ["v=spf1 redirect=_spf.google.com"], ...records }[name];
        if (found) return found.map((txt) => [txt]);
        throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      };
      const checked = await checkDnsRecords(config, table({ [dkimName]: [dkimTxtValue(dkimKey)], "classwish.test": ["v=spf1 include:amazonses.com ~all"] }));
      expect(checked.map((r) => `${r.purpose} ${r.name} ${r.status}`)).toEqual([`DKIM ${dkimName} published`, "SPF classwish.test published", "DMARC _dmarc.classwish.test missing"]);
      expect(checked[2]!.value).toBe("v=DMARC1; p=none; rua=mailto:support@classwish.test; adkim=r; aspf=r");
      const other = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();
      expect((await checkDnsRecords(config, table({ [dkimName]: [dkimTxtValue(other)] })))[0]!.status).toBe("different");
      const down = async () => {
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      };
      expect((await checkDnsRecords(config, down)).map((r) => r.status)).toEqual(["could not check", "could not check", "could not check"]);
      // A resolver that says "no such name" to everything (a sandbox's) cannot tell missing from unknown.
      const nothing = async () => {
        throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      };
      expect((await checkDnsRecords(config, nothing)).map((r) => r.status)).toEqual(["could not check", "could not check", "could not check"]);
      // What the console and the API show is looked up once a minute, not on every load; other records are looked up apart.
      const shown = await checkedDnsRecords(config);
      expect(await checkedDnsRecords(config)).toBe(shown);
      expect(await checkedDnsRecords({ ...config, MAIL_FROM: "news@elsewhere.test" })).not.toBe(shown);

      // The operator API (and so `npm run operator -- dns`) answers with the real resolver: this machine has no outside DNS.
      const res = await admin("/mail/dns");
      expect(res.status).toBe(200);
      const body = (await res.json()) as { records: Array<{ purpose: string; value: string; status: string }> };
      expect(body.records[0]).toMatchObject({ purpose: "DKIM", value: dkimTxtValue(dkimKey) });
      expect(body.records.map((r) => r.status)).toEqual(["could not check", "could not check", "could not check"]);
    });

    it("the operator CLI prints the records, the suppression list, and lifts one", async () => {
      const operator = (...args: string[]) => execFileAsync(process.execPath, ["scripts/operator.ts", ...args], { env: { ...process.env, PUBLIC_URL: app.url, ADMIN_TOKEN } });
      const dns = (await operator("dns")).stdout;
      expect(dns).toContain("Mail is sent as Classwish <no-reply@classwish.test>.");
      expect(dns).toContain("DKIM  cw2026._domainkey.classwish.test  [could not check]");
      expect(dns).toContain(`  ${dkimTxtValue(dkimKey)}`);
      expect(dns).toContain("DMARC  _dmarc.classwish.test  [could not check]");
      expect(dns).toContain("Could not check DKIM, SPF, DMARC: the server cannot reach DNS.");
      const [row] = await database.db.insert(suppressions).values({ email: "cli@example.com", reason: "complaint", detail: "postmark: SpamComplaint" }).returning();
      expect((await operator("suppressions", "cli@")).stdout).toMatch(new RegExp(`^ +${row!.id}  cli@example\\.com  complaint  `, "m"));
      expect((await operator("lift", String(row!.id), "--reason", "asked us by phone")).stdout.trim()).toBe(`Suppression ${row!.id} lifted.`);
      expect((await operator("suppressions")).stdout.trim()).toBe("0 suppressed address(es).");
    });

    it("warns at start-up when SMTP mail is unsigned or sent from localhost", async () => {
      const plain = await startTestApp(database, { SMTP_URL: smtp.url, LOG_LEVEL: "warn" });
      const signed = await startTestApp(database, { ...env, SMTP_URL: smtp.url, LOG_LEVEL: "warn" });
      try {
        const warnings = plain.logs.filter((l) => l.level === "warn").map((l) => String(l.msg));
        expect(warnings.some((w) => w.includes("without DKIM"))).toBe(true);
        expect(warnings.some((w) => w.includes("no-reply@localhost") && w.includes("local address"))).toBe(true);
        expect(signed.logs.filter((l) => l.level === "warn")).toEqual([]);
      } finally {
        await plain.close();
        await signed.close();
      }
    });
  });

  describe("bounces at send time", () => {
    it("a 550 suppresses the address at once: no later mail of any kind, confirmation included, until the operator lifts it (reason kept)", async () => {
      smtp.refuse.add("gone@example.com");
      await sentTo(["gone@example.com", "ana@example.com"]);
      expect(await liveSuppressions()).toEqual(["gone@example.com hard_bounce"]);
      smtp.refuse.clear();
      // Asking again (a confirmation: mail to one person) brings nothing: the address is suppressed.
      expect((await app.client().postJson("/api/subscribe/", { email: "gone@example.com", source: "search" })).status).toBe(202);
      const drained = await waitForDrained(database, app.mail.boss);
      expect(drained.filter((m) => m.kind === "confirm").map((m) => m.status)).toEqual(["dropped"]);
      expect(smtp.received.map((m) => m.to[0])).toEqual(["ana@example.com"]);

      const list = (await (await admin("/suppressions?q=GONE")).json()) as { suppressions: Array<{ id: number; reason: string; detail: string }> };
      expect(list.suppressions).toHaveLength(1);
      expect(list.suppressions[0]!.detail).toMatch(/^smtp: 550/);
      expect((await admin(`/suppressions/${list.suppressions[0]!.id}/lift`, { method: "POST", body: {} })).status).toBe(400);
      // Text PostgreSQL refuses (a NUL) is the asker's mistake, not a 500.
      expect((await admin("/suppressions?q=%00")).status).toBe(400);
      expect((await admin(`/suppressions/${list.suppressions[0]!.id}/lift`, { method: "POST", body: { reason: "restored\u0000" } })).status).toBe(400);
      expect((await admin(`/suppressions/${list.suppressions[0]!.id}/lift`, { method: "POST", body: { reason: "mailbox restored, asked by phone" } })).status).toBe(200);
      expect((await admin(`/suppressions/${list.suppressions[0]!.id}/lift`, { method: "POST", body: { reason: "again" } })).status).toBe(404);
      const [row] = await database.db.select().from(suppressions);
      expect(row).toMatchObject({ reason: "hard_bounce", liftReason: "mailbox restored, asked by phone" });
      expect(row!.liftedAt).not.toBeNull();
      // Lifted: mail flows again.
      await app.client().postJson("/api/subscribe/", { email: "gone@example.com", source: "search" });
      const [mail] = await smtp.waitFor(2);
      expect(smtp.received.at(-1)!.to).toEqual(["gone@example.com"]);
      expect(mail).toBeDefined();
    });

    it("451s are soft bounces: counted once per message, and MAIL_SOFT_BOUNCE_LIMIT of them suppress", async () => {
      smtp.defer.add("full@example.com");
      await confirmed(["full@example.com"]);
      await newsletter("First");
      await expect.poll(async () => (await database.db.select().from(mailEvents)).map((e) => `${e.kind} ${e.source}`), { timeout: 10_000 }).toEqual(["soft_bounce smtp"]);
      // Its retries meet 451 again: still one soft bounce for that message.
      await expect.poll(async () => (await database.db.select().from(messages))[0]!.attempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      expect(await liveSuppressions()).toEqual([]);
      await newsletter("Second");
      await expect.poll(liveSuppressions, { timeout: 10_000 }).toEqual(["full@example.com soft_bounces"]);
      const rows = await waitForDrained(database, app.mail.boss);
      expect(rows.map((m) => m.status)).toEqual(["dropped", "dropped"]);
      expect((await database.db.select().from(mailEvents)).length).toBe(2);
    });
  });

  it("each message has a Return-Path of its own; a DSN (RFC 3464) in the bounce mailbox naming it suppresses its recipient, a forged one nothing", async () => {
    await sentTo(["late@example.com", "fine@example.com"]);
    const late = smtp.received.find((m) => m.to[0] === "late@example.com")!;
    const fine = smtp.received.find((m) => m.to[0] === "fine@example.com")!;
    expect(late.from).toMatch(/^bounces\+\d+\.[0-9a-f]{16}@classwish\.test$/);
    expect(fine.from).not.toBe(late.from);
    /** A DSN as Postfix writes it, delivered to the given Return-Path. */
    const dsn = (to: string, recipient: string, action: string, status: string) =>
      [
        `Delivered-To: ${to}`,
        "From: MAILER-DAEMON@mx.example.com (Mail Delivery System)",
        `To: ${to}`,
        "Subject: Undelivered Mail Returned to Sender",
        'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
        "",
        "--B",
        "Content-Type: text/plain",
        "",
        "I'm sorry to have to inform you that your message could not be delivered.",
        "",
        "--B",
        "Content-Type: message/delivery-status",
        "",
        "Reporting-MTA: dns; mx.example.com",
        "Arrival-Date: Thu, 26 Nov 2026 19:00:00 +0000",
        "",
        `Final-Recipient: rfc822; ${recipient}`,
        `Original-Recipient: rfc822;${recipient}`,
        `Action: ${action}`,
        `Status: ${status}`,
        "Diagnostic-Code: smtp; 550 5.1.1 <late@example.com>: Recipient address rejected:",
        "    User unknown in virtual mailbox table",
        "",
        "--B--",
        "",
      ].join("\r\n");
    const forged = fine.from.replace(/\.[0-9a-f]{16}@/, ".0123456789abcdef@");
    writeFileSync(path.join(maildir, "new", "1.forged"), dsn(forged, "fine@example.com", "failed", "5.1.1"));
    writeFileSync(path.join(maildir, "new", "2.other"), dsn(late.from, "fine@example.com", "failed", "5.1.1"));
    writeFileSync(path.join(maildir, "new", "3.real"), dsn(late.from, "late@example.com", "failed", "5.1.1"));
    await expect.poll(liveSuppressions, { timeout: 10_000 }).toEqual(["late@example.com hard_bounce"]);
    await expect.poll(() => ["1.forged", "2.other", "3.real"].every((n) => existsSync(path.join(maildir, "cur", `${n}:2,S`))), { timeout: 10_000 }).toBe(true);
    const events = await database.db.select().from(mailEvents);
    expect(events.map((e) => `${e.source} ${e.kind} ${e.email}`)).toEqual(["dsn hard_bounce late@example.com"]);
    expect(events[0]!.detail).toContain("5.1.1 smtp; 550 5.1.1");
  });

  describe("relay webhooks", () => {
    function snsPost(type: "Notification" | "SubscriptionConfirmation", message: string, opts: { topic?: string; timestamp?: string; id?: string; key?: string } = {}) {
      const m: Record<string, string> = {
        Type: type,
        MessageId: opts.id ?? "22b80b92-fdea-4c2c-8f9d-bdfb0c7bf324",
        TopicArn: opts.topic ?? TOPIC,
        Message: message,
        Timestamp: opts.timestamp ?? new Date().toISOString(),
        SignatureVersion: "2",
        SigningCertURL: CERT_URL,
        ...(type === "SubscriptionConfirmation" ? { Token: "2336412f37fb687f5d51e6e2425", SubscribeURL: `https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${TOPIC}&Token=2336412f37fb687f5d51e6e2425` } : {}),
      };
      // As AWS documents it: "name\nvalue\n" for each signed field, in this order.
      const fields = type === "Notification" ? ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"] : ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
      const text = fields.filter((f) => m[f] !== undefined).map((f) => `${f}\n${m[f]}\n`).join("");
      m.Signature = createSign("RSA-SHA256").update(text).sign(opts.key ?? sns.key, "base64");
      return m;
    }
    const post = (relay: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${app.url}/api/mail-events/${relay}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });

    /** The SES documentation's bounce notification, for our message. */
    const sesBounce = (email: string, messageId: string, bounceType = "Permanent") =>
      JSON.stringify({
        notificationType: "Bounce",
        bounce: {
          bounceType,
          bounceSubType: "General",
          bouncedRecipients: [{ emailAddress: email, action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
          timestamp: "2016-01-27T14:59:38.237Z",
          feedbackId: `00000138111222aa-33322211-cccc-cccc-cccc-ddddaaaa0680-${email}`,
          remoteMtaIp: "127.0.2.0",
          reportingMTA: "dsn; a1-2.smtp-out.amazonses.com",
        },
        mail: {
          timestamp: "2016-01-27T14:59:38.237Z",
          source: "no-reply@classwish.test",
          messageId: "00000138111222aa-33322211-cccc-cccc-cccc-ddddaaaa0680-000000",
          destination: [email],
          headersTruncated: false,
          headers: [{ name: "Message-ID", value: messageId }],
          commonHeaders: { from: ["Classwish <no-reply@classwish.test>"], to: [email], messageId, subject: "News" },
        },
      });

    it("Amazon SES via SNS: confirms the subscription, takes a signed bounce and complaint; refuses unsigned, badly signed, other topics, replays, unknown messages and malformed ones", async () => {
      const ids = await sentTo(["jane@example.com", "richard@example.com"]);
      // The subscription handshake: only for the configured topic, confirmed through SubscribeURL.
      const sub = await post("ses", snsPost("SubscriptionConfirmation", "You have chosen to subscribe to the topic"), { "x-amz-sns-message-type": "SubscriptionConfirmation" });
      expect(sub.status).toBe(200);
      expect(snsVisits.some((u) => u.includes("Action=ConfirmSubscription"))).toBe(true);

      const before = await state();
      const bounce = snsPost("Notification", sesBounce("jane@example.com", ids.get("jane@example.com")!));
      const refusals: Array<[unknown, number]> = [
        [{ ...bounce, Signature: undefined }, 401],
        [{ ...bounce, Signature: createSign("RSA-SHA256").update("other").sign(sns.key, "base64") }, 401],
        [{ ...bounce, Message: bounce.Message!.replace("Permanent", "Transient") }, 401],
        [{ ...bounce, SigningCertURL: "https://evil.example/cert.pem" }, 401],
        [snsPost("Notification", sesBounce("jane@example.com", ids.get("jane@example.com")!), { topic: "arn:aws:sns:eu-west-1:999999999999:other" }), 403],
        [snsPost("Notification", sesBounce("jane@example.com", ids.get("jane@example.com")!), { timestamp: new Date(Date.now() - 3 * 3600_000).toISOString() }), 401],
        [snsPost("Notification", sesBounce("nobody@example.com", "<unknown@classwish.test>")), 404],
        [snsPost("Notification", sesBounce("jane@example.com", ids.get("richard@example.com")!)), 404],
        [snsPost("Notification", "not json"), 400],
        [snsPost("Notification", JSON.stringify({ notificationType: "Bounce", bounce: { bounceType: "Permanent", bouncedRecipients: [] } })), 400],
        ["{", 400],
        [[1, 2], 400],
      ];
      for (const [body, status] of refusals) expect({ body, status: (await post("ses", body)).status }).toEqual({ body, status });
      expect(await state()).toEqual(before);

      expect((await post("ses", bounce)).status).toBe(200);
      expect(await liveSuppressions()).toEqual(["jane@example.com hard_bounce"]);
      // The same notification again is a replay: refused, nothing counted twice.
      expect((await post("ses", bounce)).status).toBe(409);
      expect((await database.db.select().from(mailEvents)).length).toBe(1);

      const complaint = JSON.stringify({
        notificationType: "Complaint",
        complaint: { userAgent: "AnyCompany Feedback Loop (V0.01)", complainedRecipients: [{ emailAddress: "richard@example.com" }], complaintFeedbackType: "abuse", arrivalDate: "2016-01-27T14:59:38.237Z", timestamp: "2016-01-27T14:59:38.237Z", feedbackId: "000001378603177f-18c07c78-fa81-4a58-9dd1-fedc3cb8f49a-000000" },
        mail: { messageId: "000001378603177f-7a5433e7-8edb-42ae-af10-f0181f34d6ee-000000", commonHeaders: { messageId: ids.get("richard@example.com") } },
      });
      expect((await post("ses", snsPost("Notification", complaint, { id: "b2c8bfe7-6f5c-4c47-a1d6-39a5bc0ba8b1" }))).status).toBe(200);
      expect(await liveSuppressions()).toEqual(["jane@example.com hard_bounce", "richard@example.com complaint"]);
      // A complaint unsubscribes from every list.
      const [richard] = await database.db.select().from(subscribers).where(eq(subscribers.email, "richard@example.com"));
      expect(richard!.status).toBe("unsubscribed");
      expect((await database.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, richard!.id))).map((s) => s.state)).toEqual(["ended", "ended"]);
    });

    it("Amazon SES via SNS: a post for a topic not configured is refused before any certificate is fetched", async () => {
      // Anyone may post a message naming any SNS certificate; only a configured topic's post is worth a fetch.
      const foreign = snsPost("Notification", sesBounce("jane@example.com", "<x@classwish.test>"), { topic: "arn:aws:sns:us-east-1:999999999999:other" });
      const res = await post("ses", { ...foreign, SigningCertURL: "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-other.pem" });
      expect(snsVisits).toEqual([]);
      expect(res.status).toBe(403);
      // The configured topic still has its certificate fetched and checked.
      expect((await post("ses", snsPost("Notification", sesBounce("nobody@example.com", "<unknown@classwish.test>")))).status).toBe(404);
      expect(snsVisits).toEqual([CERT_URL]);
    });

    it("Postmark: basic auth, its bounce and spam-complaint payloads", async () => {
      await sentTo(["john@example.com", "kim@example.com"]);
      const auth = (secret: string) => ({ authorization: `Basic ${Buffer.from(`postmark:${secret}`).toString("base64")}` });
      // Postmark's documented sample bounce, for our recipient.
      const bounce = {
        RecordType: "Bounce", MessageStream: "outbound", ID: 4323372036854775, Type: "HardBounce", TypeCode: 1, Name: "Hard bounce", Tag: "Test",
        MessageID: "883953f4-6105-42a2-a16a-77a8eac79483", Metadata: { a_key: "a_value" }, ServerID: 23,
        Description: "The server was unable to deliver your message (ex: unknown user, mailbox not found).", Details: "Test bounce details",
        Email: "john@example.com", From: "no-reply@classwish.test", BouncedAt: "2019-11-05T16:33:54.9070259Z", DumpAvailable: true, Inactive: true, CanActivate: true, Subject: "News", Content: "<Full dump of bounce>",
      };
      const before = await state();
      expect((await post("postmark", bounce)).status).toBe(401);
      expect((await post("postmark", bounce, auth("wrong-secret-0123456789abcdef"))).status).toBe(401);
      expect((await post("postmark", { ...bounce, Email: "stranger@example.com" }, auth(POSTMARK_SECRET))).status).toBe(404);
      expect((await post("postmark", { ...bounce, ID: undefined }, auth(POSTMARK_SECRET))).status).toBe(400);
      expect((await post("postmark", { ...bounce, Email: "not an address" }, auth(POSTMARK_SECRET))).status).toBe(400);
      expect(await state()).toEqual(before);
      expect((await post("postmark", bounce, auth(POSTMARK_SECRET))).status).toBe(200);
      expect((await post("postmark", bounce, auth(POSTMARK_SECRET))).status).toBe(409);
      const complaint = { RecordType: "SpamComplaint", MessageStream: "outbound", ID: 42, Type: "SpamComplaint", TypeCode: 512, Name: "Spam complaint", MessageID: "00000000-0000-0000-0000-000000000000", Email: "kim@example.com", BouncedAt: "2019-11-05T16:33:54.9070259Z", Subject: "News" };
      expect((await post("postmark", complaint, auth(POSTMARK_SECRET))).status).toBe(200);
      expect(await liveSuppressions()).toEqual(["john@example.com hard_bounce", "kim@example.com complaint"]);
    });

    it("SendGrid: the Signed Event Webhook (ECDSA) over its event batch", async () => {
      const ids = await sentTo(["example@test.com", "spam@test.com"]);
      const sign = (timestamp: string, raw: string, key = sendgrid.privateKey) => createSign("SHA256").update(timestamp + raw).sign(key, "base64");
      const batch = JSON.stringify([
        { email: "example@test.com", timestamp: 1513299569, "smtp-id": ids.get("example@test.com"), event: "bounce", category: "cat facts", sg_event_id: "6g4ZI7SA-xmRDv57GoPIPw==", sg_message_id: "14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0", reason: "500 unknown recipient", status: "5.0.0", type: "bounce" },
        { email: "spam@test.com", timestamp: 1513299569, "smtp-id": ids.get("spam@test.com"), event: "spamreport", category: "cat facts", sg_event_id: "37nvH5QBz858KGVYCM4uOA==", sg_message_id: "14c583da911.2d7e.6f4d8b.filter0001.28366.5515E0B88.0" },
        { email: "example@test.com", timestamp: 1513299569, event: "delivered", sg_event_id: "rWVYmVk90MjZJ9iohOBa3w==", response: "250 OK" },
      ]);
      const now = String(Math.floor(Date.now() / 1000));
      const headers = (ts: string, sig: string) => ({ "x-twilio-email-event-webhook-timestamp": ts, "x-twilio-email-event-webhook-signature": sig });
      const before = await state();
      const other = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey;
      expect((await post("sendgrid", batch)).status).toBe(401);
      expect((await post("sendgrid", batch, headers(now, sign(now, batch, other)))).status).toBe(401);
      expect((await post("sendgrid", batch.replace("5.0.0", "5.0.1"), headers(now, sign(now, batch)))).status).toBe(401);
      const old = String(Math.floor(Date.now() / 1000) - 3600);
      expect((await post("sendgrid", batch, headers(old, sign(old, batch)))).status).toBe(401);
      const unknown = JSON.stringify([{ email: "who@test.com", timestamp: 1, "smtp-id": "<x@y>", event: "bounce", sg_event_id: "zzz", type: "bounce" }]);
      expect((await post("sendgrid", unknown, headers(now, sign(now, unknown)))).status).toBe(404);
      const malformed = JSON.stringify({ email: "example@test.com" });
      expect((await post("sendgrid", malformed, headers(now, sign(now, malformed)))).status).toBe(400);
      expect(await state()).toEqual(before);
      expect((await post("sendgrid", batch, headers(now, sign(now, batch)))).status).toBe(200);
      expect(await liveSuppressions()).toEqual(["example@test.com hard_bounce", "spam@test.com complaint"]);
      expect((await post("sendgrid", batch, headers(now, sign(now, batch)))).status).toBe(409);
    });

    it("Mailgun: HMAC of timestamp and token; a token is good once", async () => {
      const ids = await sentTo(["alice@example.com"]);
      const signed = (eventData: Record<string, unknown>, opts: { token?: string; timestamp?: string; key?: string } = {}) => {
        const timestamp = opts.timestamp ?? String(Math.floor(Date.now() / 1000));
        const token = opts.token ?? randomBytes(25).toString("hex");
        return { signature: { timestamp, token, signature: createHmac("sha256", opts.key ?? MAILGUN_KEY).update(timestamp + token).digest("hex") }, "event-data": eventData };
      };
      // Mailgun's documented permanent failure, for our message (its message-id header has no brackets).
      const failed = {
        event: "failed", id: "G9Bn5sl1TC6nu79C8C0bwg", timestamp: 1521233123.501324, "log-level": "error", severity: "permanent", reason: "suppress-bounce",
        envelope: { sender: "no-reply@classwish.test", transport: "smtp", targets: "alice@example.com" }, recipient: "alice@example.com", "recipient-domain": "example.com",
        message: { headers: { to: "Alice <alice@example.com>", "message-id": ids.get("alice@example.com")!.slice(1, -1), from: "Classwish <no-reply@classwish.test>", subject: "News" }, attachments: [], size: 111 },
        "delivery-status": { "attempt-no": 1, message: "", code: 550, description: "No such mailbox", "session-seconds": 0 },
      };
      const before = await state();
      expect((await post("mailgun", { "event-data": failed })).status).toBe(401);
      expect((await post("mailgun", signed(failed, { key: "another-signing-key-0123456789" }))).status).toBe(401);
      expect((await post("mailgun", signed(failed, { timestamp: String(Math.floor(Date.now() / 1000) - 3600) }))).status).toBe(401);
      expect((await post("mailgun", signed({ ...failed, recipient: "bob@example.com" }))).status).toBe(404);
      expect((await post("mailgun", signed({ ...failed, severity: "sometimes" }))).status).toBe(400);
      expect(await state()).toEqual(before);
      const once = signed(failed);
      expect((await post("mailgun", once)).status).toBe(200);
      expect(await liveSuppressions()).toEqual(["alice@example.com hard_bounce"]);
      expect((await post("mailgun", once)).status).toBe(409);
    });

    it("a relay that is not configured has no endpoint; a flood is answered 429", async () => {
      const bare = await startTestApp(database, { PUBLIC_URL: "http://classwish.test" });
      try {
        expect((await fetch(`${bare.url}/api/mail-events/postmark`, { method: "POST", body: "{}" })).status).toBe(404);
      } finally {
        await bare.close();
      }
      // A flood against a limit of 10 a minute (MAIL_EVENTS_PER_MIN), from an address of its own: 40
      // posts at once. (At the default 600, a flood large enough to pass it took longer than a minute
      // on a loaded machine, and the sliding window let every post through.)
      const limited = await startTestApp(database, { PUBLIC_URL: "http://classwish.test", MAIL_EVENTS_MAILGUN_SIGNING_KEY: MAILGUN_KEY, MAIL_EVENTS_PER_MIN: "10", TRUST_PROXY: "loopback" });
      try {
        const from = { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" };
        const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${limited.url}/api/mail-events/mailgun`, { method: "POST", headers: from, body: "{}" })));
        const statuses = answers.map((a) => a.status);
        // Ten let through to be refused for their signature (a minute turning between them may let a
        // few more in: the window slides); the rest answered 429 with a time to come back.
        const through = statuses.filter((s) => s !== 429);
        expect(through.every((s) => s === 401)).toBe(true);
        expect(through.length).toBeGreaterThanOrEqual(1);
        expect(through.length).toBeLessThanOrEqual(20);
        expect(answers.find((a) => a.status === 429)!.headers.get("retry-after")).toMatch(/^\d+$/);
      } finally {
        await limited.close();
      }
    });
  });

  describe("the operator sees it", () => {
    it("a newsletter whose bounce rate passes the limit in its first messages pauses itself; Resume sends the rest", async () => {
      // Most addresses refused: whatever order the worker takes them in, three bounces come within the first ten.
      const emails = Array.from({ length: 30 }, (_, i) => `reader${String(i).padStart(2, "0")}@example.com`);
      for (const e of emails.slice(5)) smtp.refuse.add(e);
      await confirmed(emails);
      const id = await newsletter("Paused news");
      await expect.poll(async () => (await database.db.select().from(mailCampaignPauses)).map((p) => p.campaign), { timeout: 15_000 }).toEqual([`newsletter:${id}`]);
      await expect.poll(async () => (await database.db.select().from(messages)).filter((m) => m.status === "paused").length, { timeout: 15_000 }).toBeGreaterThan(0);
      const rates = (await (await admin("/mail/rates")).json()) as { campaigns: Array<{ key: string; hardBounces: number; paused?: { reason: string } }> };
      const row = rates.campaigns.find((c) => c.key === `newsletter:${id}`)!;
      expect(row.hardBounces).toBeGreaterThanOrEqual(3);
      expect(row.paused?.reason).toMatch(/^bounce rate/);

      expect((await admin(`/mail/campaigns/${encodeURIComponent(`newsletter:${id}`)}/resume`, { method: "POST" })).status).toBe(200);
      expect((await admin(`/mail/campaigns/${encodeURIComponent(`newsletter:${id}`)}/resume`, { method: "POST" })).status).toBe(409);
      const rows = await waitForDrained(database, app.mail.boss);
      expect(rows.filter((m) => m.status === "sent").length).toBe(5);
      expect(rows.filter((m) => m.status === "failed").length).toBe(25);
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(emails.slice(0, 5));
    }, 60_000);
  });
});
