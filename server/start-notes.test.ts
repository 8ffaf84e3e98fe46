import { describe, expect, it } from "vitest";
import { startNotes } from "./start-notes.ts";

// The notes with the settings unset are checked in the real start log (tests/integration/operations.test.ts).
describe("startNotes", () => {
  it("says nothing once ADMIN_PASSWORD and SMTP_URL are set, and only what is still missing", () => {
    const url = "http://localhost:3000";
    expect(startNotes({ ADMIN_PASSWORD: "correct horse", SMTP_URL: "smtp://relay.example:587", DATA_DIR: "/srv/data" }, url)).toEqual([]);
    expect(startNotes({ ADMIN_PASSWORD: "correct horse", SMTP_URL: undefined, DATA_DIR: "/srv/data" }, url)).toEqual([
      "No SMTP_URL: mail is not sent; each message is written as an .eml file in /srv/data/outbox.",
    ]);
    expect(startNotes({ ADMIN_PASSWORD: undefined, SMTP_URL: "smtp://relay.example:587", DATA_DIR: "/srv/data" }, url)).toEqual([
      "The operator console (http://localhost:3000/admin) is off until ADMIN_PASSWORD is set (at least 8 characters); restart with it to log in, or make an owner account: npm run operator -- create-owner <email>.",
    ]);
  });

  it("asks for an account while ADMIN_PASSWORD is shorter than an account's password may be", () => {
    const smtp = { SMTP_URL: "smtp://relay.example:587", DATA_DIR: "/srv/data" };
    expect(startNotes({ ADMIN_PASSWORD: "elevenchars", ...smtp }, "http://localhost:3000")).toEqual([
      "ADMIN_PASSWORD has fewer than 12 characters: make an owner account (npm run operator -- create-owner <email>), whose password has 12 at least.",
    ]);
    expect(startNotes({ ADMIN_PASSWORD: "twelve chars", ...smtp }, "http://localhost:3000")).toEqual([]);
    expect(startNotes({ ADMIN_PASSWORD: "elevenchars", ...smtp }, "http://localhost:3000", true)).toHaveLength(1);
  });

  it("says ADMIN_PASSWORD is ignored once operator accounts exist, and nothing of a console off", () => {
    const url = "http://localhost:3000";
    const smtp = { SMTP_URL: "smtp://relay.example:587", DATA_DIR: "/srv/data" };
    expect(startNotes({ ADMIN_PASSWORD: "correct horse", ...smtp }, url, true)).toEqual([
      "ADMIN_PASSWORD is ignored: operator accounts exist, and each operator signs in with their own. Remove it from the settings.",
    ]);
    expect(startNotes({ ADMIN_PASSWORD: undefined, ...smtp }, url, true)).toEqual([]);
  });
});
