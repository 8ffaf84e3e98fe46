import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { OperatorLinkKind, Role } from "../../lib/admin/roles.ts";
import type { Executor } from "./client.ts";
import { consoleSettings, operatorLinks, operatorRecoveryCodes, operators, operatorSessions, operatorTokens, signInFailures } from "./schema.ts";

// Operator accounts and their console sessions (operators, operator_sessions).

export type Operator = typeof operators.$inferSelect;
export type OperatorSession = typeof operatorSessions.$inferSelect;

/** Whether any account exists: from the first one on, ADMIN_PASSWORD is ignored. */
export async function anyOperator(db: Executor): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(operators).limit(1);
  return rows.length > 0;
}

export async function operatorByEmail(db: Executor, email: string): Promise<Operator | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email));
  return row;
}

export async function insertOperator(db: Executor, values: { email: string; passwordHash: string; role: Role }): Promise<Operator | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing({ target: operators.email }).returning();
  return row;
}

export async function insertSession(db: Executor, values: typeof operatorSessions.$inferInsert): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

export type SessionRow = {
  id: string;
  operatorId: number | null;
  lastSeenAt: Date;
  email: string | null;
  role: Role | null;
  disabledAt: Date | null;
  /** Whether the operator has two-factor sign-in set up, and whether the console requires it of everyone. */
  twoFactor: boolean;
  twoFactorRequired: boolean;
};

/** A session that has not expired, with its operator (none for an ADMIN_PASSWORD session). */
export async function liveSession(db: Executor, id: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: operatorSessions.id,
      operatorId: operatorSessions.operatorId,
      lastSeenAt: operatorSessions.lastSeenAt,
      email: operators.email,
      role: operators.role,
      disabledAt: operators.disabledAt,
      twoFactor: sql<boolean>`${operators.totpSecret} is not null`,
      twoFactorRequired: sql<boolean>`coalesce((select ${consoleSettings.requireTwoFactor} from ${consoleSettings} where ${consoleSettings.id} = 1), false)`,
    })
    .from(operatorSessions)
    .leftJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.id, id), gt(operatorSessions.expiresAt, now)));
  return row;
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
}

/** Ends one session; with `operatorId`, only if it is that operator's. Whether one ended. */
export async function deleteSession(db: Executor, id: string, operatorId?: number | null): Promise<boolean> {
  const owner = operatorId === undefined ? undefined : operatorId === null ? isNull(operatorSessions.operatorId) : eq(operatorSessions.operatorId, operatorId);
  const rows = await db.delete(operatorSessions).where(and(eq(operatorSessions.id, id), owner)).returning({ id: operatorSessions.id });
  return rows.length > 0;
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, now));
}

/** An operator's live sessions (null: the ADMIN_PASSWORD ones), the most recently used first. */
export async function sessionsOf(db: Executor, operatorId: number | null, now: Date): Promise<OperatorSession[]> {
  const whose = operatorId === null ? isNull(operatorSessions.operatorId) : eq(operatorSessions.operatorId, operatorId);
  return db.select().from(operatorSessions).where(and(whose, gt(operatorSessions.expiresAt, now))).orderBy(desc(operatorSessions.lastSeenAt));
}

type ReserveRow = { counted: number | null; failures: number | null; last_failure_at: Date | null };

/**
 * Counts one sign-in attempt on an account before its password is checked, in one statement (a
 * conditional upsert: concurrent guesses cannot slip past the count), unless the account is locked:
 * after `free` failures in a row, each further attempt waits `firstLockMs` doubled per failure past
 * `free`, at most `maxLockMs`, from the last one. Whether it counted, the failures, and the last one.
 */
export async function reserveSignInAttempt(db: Executor, account: string, free: number, firstLockMs: number, maxLockMs: number, now: Date): Promise<{ counted: boolean; failures: number; lastFailureAt: Date }> {
  const wait = sql`least(${firstLockMs}::float8 * power(2, greatest(${signInFailures.failures} - ${free}, 0)), ${maxLockMs}::float8) * interval '1 millisecond'`;
  // The outer select reads the row as it was before the upsert: what locked it, when nothing counted.
  const result = await db.execute<ReserveRow>(sql`
    with counted as (
      insert into ${signInFailures} (account, failures, last_failure_at) values (${account}, 1, ${now})
      on conflict (account) do update set failures = ${signInFailures.failures} + 1, last_failure_at = ${now}
        where ${signInFailures.failures} < ${free} or ${signInFailures.lastFailureAt} + ${wait} <= ${now}
      returning failures
    )
    select (select failures from counted) as counted, s.failures, s.last_failure_at
    from (select 1) as one left join ${signInFailures} s on s.account = ${account}
  `);
  const row = result.rows[0]!;
  if (row.counted !== null) return { counted: true, failures: row.counted, lastFailureAt: now };
  return { counted: false, failures: row.failures ?? 0, lastFailureAt: new Date(row.last_failure_at ?? now) };
}

/** A right password, or an owner's unlock: the account's failures are forgotten. */
export async function clearSignInFailures(db: Executor, account: string): Promise<boolean> {
  const rows = await db.delete(signInFailures).where(eq(signInFailures.account, account)).returning({ account: signInFailures.account });
  return rows.length > 0;
}

/** Failures older than `before` that lock nothing any more (an address typed once, long ago). */
export async function pruneSignInFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.lastFailureAt, before));
}

export type TeamMember = Operator & { failures: number; lastFailureAt: Date | null; lastSeenAt: Date | null };

/** Every operator, with their wrong passwords in a row (a locked account shows) and their sessions' last use, oldest account first. */
export async function listOperators(db: Executor): Promise<TeamMember[]> {
  const rows = await db
    .select({
      operator: operators,
      failures: signInFailures.failures,
      lastFailureAt: signInFailures.lastFailureAt,
      lastSeenAt: sql<string | null>`(select max(${operatorSessions.lastSeenAt}) from ${operatorSessions} where ${operatorSessions.operatorId} = ${operators.id})`,
    })
    .from(operators)
    .leftJoin(signInFailures, eq(signInFailures.account, sql`'address:' || ${operators.email}`))
    .orderBy(operators.id);
  return rows.map((r) => ({ ...r.operator, failures: r.failures ?? 0, lastFailureAt: r.lastFailureAt, lastSeenAt: r.lastSeenAt === null ? null : new Date(r.lastSeenAt) }));
}

export async function operatorById(db: Executor, id: number): Promise<Operator | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/**
 * The owners who may sign in, locked until the caller's transaction ends: two owners changing each
 * other at once are taken in turn, so neither change can leave the team without one.
 */
export async function lockActiveOwners(tx: Executor): Promise<number[]> {
  const rows = await tx.select({ id: operators.id }).from(operators).where(and(eq(operators.role, "owner"), isNull(operators.disabledAt))).for("update");
  return rows.map((r) => r.id);
}

export async function updateOperator(db: Executor, id: number, values: Partial<Pick<Operator, "role" | "disabledAt" | "passwordHash">>): Promise<boolean> {
  const rows = await db.update(operators).set(values).where(eq(operators.id, id)).returning({ id: operators.id });
  return rows.length > 0;
}

export async function deleteOperator(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(operators).where(eq(operators.id, id)).returning({ id: operators.id });
  return rows.length > 0;
}

/** Every session of the operator ends (disabled, a new password). */
export async function deleteSessionsOf(db: Executor, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

export type OperatorLink = typeof operatorLinks.$inferSelect;

export async function insertLink(db: Executor, values: typeof operatorLinks.$inferInsert): Promise<void> {
  await db.insert(operatorLinks).values(values);
}

/** A link that may still be used: unused and unexpired. */
export async function openLink(db: Executor, id: string, kind: OperatorLinkKind, now: Date): Promise<OperatorLink | undefined> {
  const [row] = await db.select().from(operatorLinks).where(and(eq(operatorLinks.id, id), eq(operatorLinks.kind, kind), isNull(operatorLinks.usedAt), gt(operatorLinks.expiresAt, now)));
  return row;
}

/** Uses the link, once (of two uses at once, one gets it): the link as it was, or undefined. */
export async function useLink(db: Executor, id: string, kind: OperatorLinkKind, now: Date): Promise<OperatorLink | undefined> {
  const [row] = await db
    .update(operatorLinks)
    .set({ usedAt: now })
    .where(and(eq(operatorLinks.id, id), eq(operatorLinks.kind, kind), isNull(operatorLinks.usedAt), gt(operatorLinks.expiresAt, now)))
    .returning();
  return row;
}

/** Invitations not yet accepted and not expired, the newest first. */
export async function pendingInvitations(db: Executor, now: Date): Promise<OperatorLink[]> {
  return db
    .select()
    .from(operatorLinks)
    .where(and(eq(operatorLinks.kind, "invitation"), isNull(operatorLinks.usedAt), gt(operatorLinks.expiresAt, now)))
    .orderBy(desc(operatorLinks.createdAt));
}

/** Ends the unused links of this kind to an address (an invitation withdrawn, or sent again). */
export async function endLinks(db: Executor, kind: OperatorLinkKind, email: string, now: Date): Promise<number> {
  const rows = await db
    .update(operatorLinks)
    .set({ expiresAt: now })
    .where(and(eq(operatorLinks.kind, kind), eq(operatorLinks.email, email), isNull(operatorLinks.usedAt), gt(operatorLinks.expiresAt, now)))
    .returning({ id: operatorLinks.id });
  return rows.length;
}

/** Sets up (or, with null, removes) an operator's TOTP secret; their recovery codes are replaced by these hashes. */
export async function setTwoFactor(tx: Executor, operatorId: number, secret: string | null, step: number | null, codeHashes: string[]): Promise<void> {
  await tx.update(operators).set({ totpSecret: secret, totpLastStep: step }).where(eq(operators.id, operatorId));
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  if (codeHashes.length > 0) await tx.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
}

/** Takes a code's 30-second step, once: false when a code of this step or a later one was taken already (a replay). */
export async function takeTotpStep(db: Executor, operatorId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** Uses one recovery code, once: whether it was there unused. */
export async function spendRecoveryCode(db: Executor, operatorId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), eq(operatorRecoveryCodes.codeHash, codeHash), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ operatorId: operatorRecoveryCodes.operatorId });
  return rows.length > 0;
}

export async function unusedRecoveryCodes(db: Executor, operatorId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function readConsoleSettings(db: Executor): Promise<{ requireTwoFactor: boolean }> {
  const [row] = await db.select({ requireTwoFactor: consoleSettings.requireTwoFactor }).from(consoleSettings).where(eq(consoleSettings.id, 1));
  return { requireTwoFactor: row?.requireTwoFactor ?? false };
}

export async function saveConsoleSettings(db: Executor, requireTwoFactor: boolean): Promise<void> {
  await db
    .insert(consoleSettings)
    .values({ id: 1, requireTwoFactor })
    .onConflictDoUpdate({ target: consoleSettings.id, set: { requireTwoFactor, updatedAt: sql`now()` } });
}

export type OperatorToken = typeof operatorTokens.$inferSelect;

export async function insertToken(db: Executor, values: { operatorId: number; name: string; role: Role; tokenHash: string }): Promise<OperatorToken> {
  const [row] = await db.insert(operatorTokens).values(values).returning();
  return row!;
}

export async function tokensOf(db: Executor, operatorId: number): Promise<OperatorToken[]> {
  return db.select().from(operatorTokens).where(eq(operatorTokens.operatorId, operatorId)).orderBy(desc(operatorTokens.createdAt));
}

/** Revokes one of the operator's tokens: whether it was theirs and live. */
export async function revokeToken(db: Executor, operatorId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorTokens)
    .set({ revokedAt: now })
    .where(and(eq(operatorTokens.id, id), eq(operatorTokens.operatorId, operatorId), isNull(operatorTokens.revokedAt)))
    .returning({ id: operatorTokens.id });
  return rows.length > 0;
}

/** The token with this hash, with its operator's address, role and state; its last use noted when it is live. */
export async function tokenByHash(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: operatorTokens, email: operators.email, operatorRole: operators.role, disabledAt: operators.disabledAt })
    .from(operatorTokens)
    .innerJoin(operators, eq(operators.id, operatorTokens.operatorId))
    .where(eq(operatorTokens.tokenHash, tokenHash));
  if (row && row.token.revokedAt === null && row.disabledAt === null) await db.update(operatorTokens).set({ lastUsedAt: now }).where(eq(operatorTokens.id, row.token.id));
  return row;
}

/** Ends every session of the operator but one (theirs, after a password change). */
export async function deleteOtherSessions(db: Executor, operatorId: number, keepId: string): Promise<void> {
  await db.delete(operatorSessions).where(and(eq(operatorSessions.operatorId, operatorId), sql`${operatorSessions.id} <> ${keepId}`));
}
