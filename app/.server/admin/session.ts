import { parse, serialize, type SerializeOptions } from "cookie";
import type { Config } from "../config.ts";
import { createSigner } from "../signing.ts";

// The console's session cookie: a random session id and its expiry, signed. The session itself is
// on the server (operators/sessions.ts), so signing out or removing an operator ends it everywhere;
// the signature lets a check that must not wait for the database (an upload's size) tell a session
// cookie from a made-up one. A session opened with ADMIN_PASSWORD (before any account exists) is
// signed with that password in the key, so changing the password still ends every such session.

export const ADMIN_COOKIE = "cw_admin";
export const SESSION_TTL_MS = 12 * 3600_000;
export const LOGIN_LIMIT = { tries: 5, windowMs: 15 * 60_000 } as const;

/** `account`: opened by an operator account (else with ADMIN_PASSWORD). */
export type AdminSession = { sid: string; exp: number; account: boolean };

const sessionSigner = (config: Config, account: boolean) =>
  createSigner(config.SESSION_SECRETS, account ? "operator-session" : `admin-session:${config.ADMIN_PASSWORD ?? ""}`);
const csrfSigner = (config: Config) => createSigner(config.SESSION_SECRETS, "admin-csrf");

function cookieAttributes(config: Config, request: Request, maxAge: number): SerializeOptions {
  const secure = new URL(request.url).protocol === "https:" || config.PUBLIC_URL.startsWith("https:");
  // Path=/ rather than /admin: the client router loads /admin's data from /admin.data, which a
  // cookie scoped to /admin would not be sent to.
  return { path: "/", httpOnly: true, sameSite: "strict", maxAge, secure };
}

export function sessionCookie(config: Config, request: Request, session: AdminSession): string {
  const value = sessionSigner(config, session.account).sign(`${session.account ? "a" : "p"}.${session.sid}.${session.exp}`);
  return serialize(ADMIN_COOKIE, value, cookieAttributes(config, request, Math.max(0, Math.round((session.exp - Date.now()) / 1000))));
}

export function clearedSessionCookie(config: Config, request: Request): string {
  return serialize(ADMIN_COOKIE, "", cookieAttributes(config, request, 0));
}

/** The session in the request's cookie, if its signature is good and it has not expired. */
export function readSession(config: Config, request: Request, now = Date.now()): AdminSession | undefined {
  return readSessionCookie(config, request.headers.get("cookie") ?? undefined, now);
}

/** The same from a Cookie header, for a check made before the request reaches React Router (the upload size). */
export function readSessionCookie(config: Config, cookieHeader: string | undefined, now = Date.now()): AdminSession | undefined {
  const raw = parse(cookieHeader ?? "")[ADMIN_COOKIE];
  const account = raw?.startsWith("a.") === true;
  if (!account && !config.ADMIN_PASSWORD) return undefined;
  const parts = sessionSigner(config, account).unsign(raw)?.split(".");
  if (parts?.length !== 3) return undefined;
  const [, sid, expText] = parts as [string, string, string];
  const exp = Number(expText);
  if (!sid || !Number.isSafeInteger(exp) || exp <= now) return undefined;
  return { sid, exp, account };
}

/** The CSRF token of a session: bound to it, so a token from another session is worthless. */
export function csrfToken(config: Config, session: AdminSession): string {
  return csrfSigner(config).mac(session.sid);
}

export function csrfMatches(config: Config, session: AdminSession, given: unknown): boolean {
  return typeof given === "string" && csrfSigner(config).verify(session.sid, given);
}
