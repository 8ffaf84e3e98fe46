import { randomBytes } from "node:crypto";
import { parse, serialize, type SerializeOptions } from "cookie";
import { eq, lt } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { revokedAdminSessions } from "../db/schema.ts";
import { createSigner, safeEqual } from "../signing.ts";

// The operator's session: a signed cookie, so any instance can check it without a lookup of the
// session itself; logging out records the session id as revoked (a small table every instance
// reads). The signing purpose includes ADMIN_PASSWORD, so changing the password ends every
// session at once.

export const ADMIN_COOKIE = "cw_admin";
export const SESSION_TTL_MS = 12 * 3600_000;
export const LOGIN_LIMIT = { tries: 5, windowMs: 15 * 60_000 } as const;

export type AdminSession = { sid: string; exp: number };

const sessionSigner = (config: Config) => createSigner(config.SESSION_SECRETS, `admin-session:${config.ADMIN_PASSWORD ?? ""}`);
const csrfSigner = (config: Config) => createSigner(config.SESSION_SECRETS, `admin-csrf:${config.ADMIN_PASSWORD ?? ""}`);

export function passwordMatches(config: Config, given: string): boolean {
  return !!config.ADMIN_PASSWORD && safeEqual(given, config.ADMIN_PASSWORD);
}

export function newSession(now = Date.now()): AdminSession {
  return { sid: randomBytes(18).toString("base64url"), exp: now + SESSION_TTL_MS };
}

function cookieAttributes(config: Config, request: Request, maxAge: number): SerializeOptions {
  const secure = new URL(request.url).protocol === "https:" || config.PUBLIC_URL.startsWith("https:");
  // Path=/ rather than /admin: the client router loads /admin's data from /admin.data, which a
  // cookie scoped to /admin would not be sent to.
  return { path: "/", httpOnly: true, sameSite: "strict", maxAge, secure };
}

export function sessionCookie(config: Config, request: Request, session: AdminSession): string {
  const value = sessionSigner(config).sign(`${session.sid}.${session.exp}`);
  return serialize(ADMIN_COOKIE, value, cookieAttributes(config, request, Math.floor(SESSION_TTL_MS / 1000)));
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
  if (!config.ADMIN_PASSWORD) return undefined;
  const raw = parse(cookieHeader ?? "")[ADMIN_COOKIE];
  const parts = sessionSigner(config).unsign(raw)?.split(".");
  if (parts?.length !== 2) return undefined;
  const [sid, expText] = parts as [string, string];
  const exp = Number(expText);
  if (!Number.isSafeInteger(exp) || exp <= now) return undefined;
  return { sid, exp };
}

/** The CSRF token of a session: bound to it, so a token from another session is worthless. */
export function csrfToken(config: Config, session: AdminSession): string {
  return csrfSigner(config).mac(session.sid);
}

export function csrfMatches(config: Config, session: AdminSession, given: unknown): boolean {
  return typeof given === "string" && csrfSigner(config).verify(session.sid, given);
}

/** Ends a session for good (logout); expired revocations are pruned on the way. */
export async function revokeSession(db: Db, session: AdminSession): Promise<void> {
  await db.delete(revokedAdminSessions).where(lt(revokedAdminSessions.expiresAt, new Date()));
  await db.insert(revokedAdminSessions).values({ sid: session.sid, expiresAt: new Date(session.exp) }).onConflictDoNothing();
}

export async function isRevoked(db: Db, session: AdminSession): Promise<boolean> {
  const rows = await db.select({ sid: revokedAdminSessions.sid }).from(revokedAdminSessions).where(eq(revokedAdminSessions.sid, session.sid));
  return rows.length > 0;
}
