import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, maskEmail } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return { log: createLogger("info", stream), lines };
}

describe("logger", () => {
  it("writes JSON lines with level labels", () => {
    const { log, lines } = capture();
    log.info({ a: 1 }, "hello");
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: "info", a: 1, msg: "hello" });
  });

  it("never holds an e-mail address in clear: fields, nested fields, messages and errors", () => {
    const { log, lines } = capture();
    log.info({ email: "ana@example.com", subscriber: { email: "bo@example.com" } }, "sub");
    log.warn("could not deliver to cy@example.com today");
    log.error({ err: new Error("550 mailbox dy@example.com unknown") }, "send failed");
    const all = lines.join("\n");
    for (const address of ["ana@example.com", "bo@example.com", "cy@example.com", "dy@example.com"]) {
      expect(all).not.toContain(address);
      expect(all).toContain(maskEmail(address));
    }
  });

  it("masks addresses only: stack frames under @scope/ packages and pkg@version stay readable", () => {
    const { log, lines } = capture();
    const err = new Error("boom for ana.b+tag@mail.example.org");
    err.stack = `Error: boom\n    at run (file:///app/node_modules/@react-router/node/dist/index.js:12:3)\n    at x (/app/node_modules/.pnpm/@scope+pkg@1.2.3/node_modules/pkg/index.js:1:1)`;
    log.error({ err }, "failed");
    const entry = JSON.parse(lines[0]!);
    expect(entry.err.stack).toContain("node_modules/@react-router/node/dist/index.js:12:3");
    expect(entry.err.stack).toContain("@scope+pkg@1.2.3/node_modules/pkg/index.js");
    expect(entry.err.message).not.toContain("ana.b+tag@mail.example.org");
    expect(entry.err.message).toContain(maskEmail("ana.b+tag@mail.example.org"));
  });

  it("masks addresses in every field of an error: nodemailer's refused recipients, the server's reply", () => {
    const { log, lines } = capture();
    // What nodemailer throws when the server refuses a recipient (RCPT TO answered 550 or 450).
    const err = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: "EENVELOPE",
      response: "550 5.1.1 <ev@example.com>: Recipient address rejected: User unknown",
      responseCode: 550,
      rejected: ["ev@example.com"],
      rejectedErrors: [Object.assign(new Error("Recipient command failed: 550 5.1.1 <ev@example.com>"), { recipient: "ev@example.com", responseCode: 550 })],
    });
    log.warn({ err }, "permanent delivery failure");
    const line = lines[0]!;
    expect(line).not.toContain("ev@example.com");
    const entry = JSON.parse(line);
    expect(entry.err.rejected).toEqual([maskEmail("ev@example.com")]);
    expect(entry.err.response).toBe(`550 5.1.1 <${maskEmail("ev@example.com")}>: Recipient address rejected: User unknown`);
    expect(entry.err.responseCode).toBe(550);
    expect(entry.err.code).toBe("EENVELOPE");
  });

  it("masks the same address the same way regardless of case and spaces", () => {
    expect(maskEmail(" Ana@Example.com ")).toBe(maskEmail("ana@example.com"));
    expect(maskEmail("ana@example.com")).not.toBe(maskEmail("bo@example.com"));
  });
});
