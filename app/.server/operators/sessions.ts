import { createHash, randomBytes } from "node:crypto";
import type { Role } from "../../lib/admin/roles.ts";
import { SESSION_TTL_MS, type AdminSession } from "../admin/session.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { deleteExpiredSessions, deleteSession, insertSession, liveSession, pruneSignInFailures, sessionsOf, touchSession, type OperatorSession } from "../db/operators.ts";

// Console sessions on the server (operator_sessions): the cookie carries a random id, the table a
// hash of it. A session is good while its row is there and unexpired, its operator not disabled;
// one opened with ADMIN_PASSWORD only while no account exists (then that setting is ignored).

/** Last seen is written at most this often: not on every request of a busy console. */
const SEEN_EVERY_MS = 60_000;

/** Who is signed in: an operator, or (no accounts yet) whoever knows ADMIN_PASSWORD, an owner. */
export type Signedin = {
  /** The session's row id (a hash of the cookie's id). */
  sessionId: string;
  operatorId: number | null;
  role: Role;
  /** Who, as the audit log names them: "operator ada@example.org", "ADMIN_PASSWORD". */
  label: string;
  /** An operator the console requires a second factor of, who has none set up yet: sent to set it up first. */
  mustSetUpTwoFactor: boolean;
};

export const sessionRowId = (sid: string) => createHash("sha256").update(sid).digest("hex");

/** Opens a session: a new random id for the cookie, its row on the server. */
export async function openSession(db: Db, who: { operatorId: number | null; userAgent: string; ip: string }, now = Date.now()): Promise<AdminSession> {
  const sid = randomBytes(24).toString("base64url");
  const exp = now + SESSION_TTL_MS;
  await deleteExpiredSessions(db, new Date(now));
  // Wrong passwords two days old lock nothing any more (the longest wait is a day): forgotten.
  await pruneSignInFailures(db, new Date(now - 2 * 86_400_000));
  await insertSession(db, { id: sessionRowId(sid), operatorId: who.operatorId, expiresAt: new Date(exp), userAgent: who.userAgent.slice(0, 300), ip: who.ip, createdAt: new Date(now), lastSeenAt: new Date(now) });
  return { sid, exp, account: who.operatorId !== null };
}

/** The session's operator, if the session is still good (see above). */
export async function signedIn(db: Db, config: Config, session: AdminSession, accounts: boolean, now = new Date()): Promise<Signedin | undefined> {
  const row = await liveSession(db, sessionRowId(session.sid), now);
  // A cookie says which kind it is; its row must agree (a password session's signature holds the password).
  if (!row || (row.operatorId !== null) !== session.account) return undefined;
  if (row.operatorId === null) {
    if (accounts || !config.ADMIN_PASSWORD) return undefined;
  } else if (row.disabledAt !== null || row.role === null) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) await touchSession(db, row.id, now);
  return row.operatorId === null
    ? { sessionId: row.id, operatorId: null, role: "owner", label: "ADMIN_PASSWORD", mustSetUpTwoFactor: false }
    : { sessionId: row.id, operatorId: row.operatorId, role: row.role!, label: `operator ${row.email}`, mustSetUpTwoFactor: row.twoFactorRequired && !row.twoFactor };
}

/** Signing out: the row goes, so the cookie opens nothing, wherever a copy of it is. */
export const endSession = (db: Db, sid: string) => deleteSession(db, sessionRowId(sid));

/** Ends one of the operator's own sessions (from their sessions list); false when it is not theirs or gone. */
export const endOwnSession = (db: Db, who: Signedin, sessionId: string) => deleteSession(db, sessionId, who.operatorId);

export const ownSessions = (db: Db, who: Signedin, now = new Date()): Promise<OperatorSession[]> => sessionsOf(db, who.operatorId, now);
