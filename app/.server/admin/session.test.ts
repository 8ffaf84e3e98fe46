import { describe, expect, it } from "vitest";
import type { Config } from "../config.ts";
import { csrfMatches, csrfToken, readSession, sessionCookie, SESSION_TTL_MS, type AdminSession } from "./session.ts";

const SECRET = "s".repeat(40);
const config = { ADMIN_PASSWORD: "correct horse battery", SESSION_SECRETS: [SECRET], PUBLIC_URL: "http://classwish.test" } as Config;
const rotated = (secret: string, ...previous: string[]) => ({ ...config, SESSION_SECRETS: [secret, ...previous] });
const withCookie = (setCookie: string) =>
  new Request("http://classwish.test/admin", { headers: { cookie: setCookie.split(";")[0]! } });
let n = 0;
const newSession = (account: boolean, now = Date.now()): AdminSession => ({ sid: `session${++n}`, exp: now + SESSION_TTL_MS, account });
const cookieOf = (session: AdminSession) => sessionCookie(config, new Request("http://classwish.test/admin"), session);

describe("admin session cookie", () => {
  it("reads back its own cookie, of either kind, until it expires after 12 hours", () => {
    for (const account of [true, false]) {
      const now = Date.now();
      const session = newSession(account, now);
      const req = withCookie(cookieOf(session));
      expect(readSession(config, req, now)).toEqual(session);
      expect(readSession(config, req, now + SESSION_TTL_MS - 1)).toEqual(session);
      expect(readSession(config, req, now + SESSION_TTL_MS)).toBeUndefined();
    }
  });

  it("refuses a cookie with a changed expiry or kind, or another secret", () => {
    const cookie = cookieOf(newSession(false));
    const [kind, sid, exp, mac] = cookie.split(";")[0]!.slice("cw_admin=".length).split(".");
    const stretched = new Request("http://x/admin", { headers: { cookie: `cw_admin=${kind}.${sid}.${Number(exp) + 1000}.${mac}` } });
    expect(readSession(config, stretched)).toBeUndefined();
    const promoted = new Request("http://x/admin", { headers: { cookie: `cw_admin=a.${sid}.${exp}.${mac}` } });
    expect(readSession(config, promoted)).toBeUndefined();
    expect(readSession(rotated("t".repeat(40)), withCookie(cookie))).toBeUndefined();
  });

  it("ends ADMIN_PASSWORD sessions when the password changes, not an account's", () => {
    const changed = { ...config, ADMIN_PASSWORD: "another one!" };
    expect(readSession(changed, withCookie(cookieOf(newSession(false))))).toBeUndefined();
    const account = newSession(true);
    expect(readSession(changed, withCookie(cookieOf(account)))).toEqual(account);
    expect(readSession({ ...config, ADMIN_PASSWORD: undefined }, withCookie(cookieOf(account)))).toEqual(account);
  });

  it("binds the CSRF token to the session", () => {
    const a = newSession(true);
    const b = newSession(true);
    expect(csrfMatches(config, a, csrfToken(config, a))).toBe(true);
    expect(csrfMatches(config, a, csrfToken(config, b))).toBe(false);
    expect(csrfMatches(config, a, null)).toBe(false);
    expect(csrfMatches(config, a, "")).toBe(false);
  });

  it("keeps sessions and CSRF tokens made before a secret rotation while the old secret is listed", () => {
    const session = newSession(false);
    const cookie = withCookie(cookieOf(session));
    const after = rotated("t".repeat(40), SECRET);
    expect(readSession(after, cookie)).toEqual(session);
    expect(csrfMatches(after, session, csrfToken(config, session))).toBe(true);
    expect(csrfToken(after, session)).not.toBe(csrfToken(config, session));
  });
});
