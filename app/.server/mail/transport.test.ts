import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { tmpDir } from "../../../tests/helpers/db";
import { createLogger } from "../logger";
import { createFileTransport, describeFailure, isPermanentFailure } from "./transport";

describe("mail transport", () => {
  it("without SMTP, writes each message as an .eml file and logs where, without the address", async () => {
    const dir = path.join(tmpDir(), "outbox");
    const lines: string[] = [];
    const log = createLogger("info", new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
    await createFileTransport(dir, log).send({
      from: "Classwish <no-reply@localhost>",
      to: "ana@example.com",
      replyTo: "support@classwish.test",
      subject: "Hello",
      html: "<p>Hi</p>",
      text: "Hi",
      messageId: "<abc@classwish.test>",
      date: new Date("2026-11-22T10:00:00Z"),
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]!), "utf8");
    expect(eml).toMatch(/^To: ana@example.com$/m);
    expect(eml).toMatch(/^Message-ID: <abc@classwish.test>$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).toContain("multipart/alternative");
    const entry = JSON.parse(lines[0]!);
    expect(entry.file).toBe(path.join(dir, files[0]!));
    expect(lines.join("")).not.toContain("ana@example.com");
  });

  it("tells permanent (5xx) from transient failures", () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentFailure({ code: "ECONNREFUSED" })).toBe(false);
    expect(describeFailure({ responseCode: 550, message: "mailbox unknown" })).toBe("550 mailbox unknown");
  });
});
