import { describe, expect, it } from "vitest";
import type { Config } from "../config.ts";
import { csrfMatches, csrfToken, newSession, passwordMatches, readSession, sessionCookie, SESSION_TTL_MS } from "./session.ts";

const SECRET = "s".repeat(40);
const config = { ADMIN_PASSWORD: "correct horse battery", SESSION_SECRETS: [SECRET], PUBLIC_URL: "http://classwish.test" } as Config;
const rotated = (secret: string, ...previous: string[]) => ({ ...config, SESSION_SECRETS: [secret, ...previous] });
const withCookie = (setCookie: string) =>
  new Request("http://classwish.test/admin", { headers: { cookie: setCookie.split(";")[0]! } });

describe("admin session", () => {
  it("compares the password exactly", () => {
    expect(passwordMatches(config, "correct horse battery")).toBe(true);
    expect(passwordMatches(config, "correct horse batter")).toBe(false);
    expect(passwordMatches(config, "")).toBe(false);
    expect(passwordMatches({ ...config, ADMIN_PASSWORD: undefined }, "")).toBe(false);
  });

  it("reads back its own cookie until it expires after 12 hours", () => {
    const now = 1_800_000_000_000;
    const session = newSession(now);
    const req = withCookie(sessionCookie(config, new Request("http://classwish.test/admin"), session));
    expect(readSession(config, req, now)).toEqual(session);
    expect(readSession(config, req, now + SESSION_TTL_MS - 1)).toEqual(session);
    expect(readSession(config, req, now + SESSION_TTL_MS)).toBeUndefined();
  });

  it("refuses a cookie with a changed expiry, another secret or another password", () => {
    const session = newSession();
    const cookie = sessionCookie(config, new Request("http://classwish.test/admin"), session);
    const [sid, exp, mac] = cookie.split(";")[0]!.slice("cw_admin=".length).split(".");
    const stretched = new Request("http://x/admin", { headers: { cookie: `cw_admin=${sid}.${Number(exp) + 1000}.${mac}` } });
    expect(readSession(config, stretched)).toBeUndefined();
    expect(readSession(rotated("t".repeat(40)), withCookie(cookie))).toBeUndefined();
    expect(readSession({ ...config, ADMIN_PASSWORD: "another one!" }, withCookie(cookie))).toBeUndefined();
  });

  it("binds the CSRF token to the session", () => {
    const a = newSession();
    const b = newSession();
    expect(csrfMatches(config, a, csrfToken(config, a))).toBe(true);
    expect(csrfMatches(config, a, csrfToken(config, b))).toBe(false);
    expect(csrfMatches(config, a, null)).toBe(false);
    expect(csrfMatches(config, a, "")).toBe(false);
    expect(csrfMatches({ ...config, ADMIN_PASSWORD: "another one!" }, a, csrfToken(config, a))).toBe(false);
  });

  it("keeps sessions and CSRF tokens made before a secret rotation while the old secret is listed", () => {
    const session = newSession();
    const cookie = withCookie(sessionCookie(config, new Request("http://classwish.test/admin"), session));
    const after = rotated("t".repeat(40), SECRET);
    expect(readSession(after, cookie)).toEqual(session);
    expect(csrfMatches(after, session, csrfToken(config, session))).toBe(true);
    expect(csrfToken(after, session)).not.toBe(csrfToken(config, session));
  });
});
