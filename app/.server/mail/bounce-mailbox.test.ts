import { describe, expect, it } from "vitest";
import { bounceKind, parseDsn } from "./bounce-mailbox";

// Delivery status notifications as MTAs send them back to a message's Return-Path (RFC 3464, and
// RFC 6533 for the internationalised form). The bounce mailbox test (deliverability.test.ts) runs
// a Postfix DSN through the worker; these are the forms it does not.

const RETURN_PATH = "bounces+42.0123456789abcdef@classwish.test";

/** A multipart/report with a human-readable part and the report part as given (its headers and body). */
const report = (reportPart: string[], top: string[] = [`Delivered-To: ${RETURN_PATH}`, `To: ${RETURN_PATH}`]) =>
  [
    ...top,
    "From: MAILER-DAEMON@mx.example.com (Mail Delivery System)",
    "Subject: Undelivered Mail Returned to Sender",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
    "",
    "--B",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Your message could not be delivered. Action: failed",
    "",
    "--B",
    ...reportPart,
    "--B",
    "Content-Type: text/rfc822-headers",
    "",
    "To: someone-else@example.com",
    "Subject: Your seat",
    "",
    "--B--",
    "",
  ].join("\r\n");

const FIELDS = [
  "Reporting-MTA: dns; mx.example.com",
  "",
  "Final-Recipient: rfc822; Late@Example.com",
  "Action: failed",
  "Status: 5.1.1",
  "Diagnostic-Code: smtp; 550 5.1.1 <late@example.com>: Recipient address rejected:",
  "    User unknown in virtual mailbox table",
  "",
];

describe("parseDsn", () => {
  it("reads the envelope address and each recipient's fields, a folded diagnostic joined; the returned headers are not a recipient", async () => {
    const dsn = await parseDsn(report(["Content-Type: message/delivery-status", "", ...FIELDS]));
    expect(dsn.addressedTo).toEqual([RETURN_PATH, RETURN_PATH]);
    expect(dsn.recipients).toEqual([
      { finalRecipient: "late@example.com", action: "failed", status: "5.1.1", diagnostic: "smtp; 550 5.1.1 <late@example.com>: Recipient address rejected: User unknown in virtual mailbox table" },
    ]);
    expect(bounceKind(dsn.recipients[0]!)).toBe("hard_bounce");
  });

  it("reads a report sent base64-encoded, and one sent quoted-printable", async () => {
    const base64 = Buffer.from(FIELDS.join("\r\n")).toString("base64").replace(/.{76}/g, "$&\r\n");
    const b64 = await parseDsn(report(["Content-Type: message/delivery-status", "Content-Transfer-Encoding: base64", "", base64, ""]));
    expect(b64.recipients.map((r) => `${r.finalRecipient} ${r.action} ${r.status}`)).toEqual(["late@example.com failed 5.1.1"]);

    const qp = FIELDS.map((l) => l.replace("Recipient address rejected:", "Recipient=\r\n address rejected:"));
    const quoted = await parseDsn(report(["Content-Type: message/delivery-status", "Content-Transfer-Encoding: quoted-printable", "", ...qp]));
    expect(quoted.recipients[0]!.diagnostic).toContain("Recipient address rejected");
  });

  it("reads the internationalised form (message/global-delivery-status, an address in UTF-8) and a delay as a soft bounce", async () => {
    const dsn = await parseDsn(
      report(["Content-Type: message/global-delivery-status", "", "Reporting-MTA: dns; mx.example.com", "", "Final-Recipient: utf-8; josé@example.com", "Action: delayed", "Status: 4.4.1", ""]),
    );
    expect(dsn.recipients).toEqual([{ finalRecipient: "josé@example.com", action: "delayed", status: "4.4.1" }]);
    expect(bounceKind(dsn.recipients[0]!)).toBe("soft_bounce");
  });

  it("takes the envelope address from a To with a display name too; a message that is no report has no recipients", async () => {
    const named = await parseDsn(report(["Content-Type: message/delivery-status", "", ...FIELDS], [`To: "Classwish bounces" <${RETURN_PATH}>`]));
    expect(named.addressedTo).toEqual([RETURN_PATH]);

    const plain = await parseDsn([`To: ${RETURN_PATH}`, "Subject: Out of office", "", "Final-Recipient: rfc822; late@example.com", "Action: failed", "Status: 5.1.1", ""].join("\r\n"));
    expect(plain).toEqual({ addressedTo: [RETURN_PATH], recipients: [] });
  });

  it("says nothing of a file it cannot read (MIME nested 300 deep, past postal-mime's limit of 256)", async () => {
    const nested = Array.from({ length: 300 }, (_, i) => `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`).join("");
    expect(await parseDsn(`To: ${RETURN_PATH}\r\n${nested}`)).toEqual({ addressedTo: [], recipients: [] });
  });
});
