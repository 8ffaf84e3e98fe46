import { createHash, randomBytes } from "node:crypto";
import { atLeast, readRole, TOKEN_NAME_MAX, type Role } from "../../lib/admin/roles.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { insertToken, revokeToken, tokenByHash } from "../db/operators.ts";
import { safeEqual } from "../signing.ts";
import { ACCOUNT_LIMIT, accountAttempt, type AccountAttempt } from "./failure-budget.ts";
import type { Signedin } from "./sessions.ts";

// Named operator API tokens: made by an operator, with a role no higher than theirs, shown once,
// kept as a SHA-256 hash (a token is 32 random bytes: nothing to guess, so no slow hash is needed),
// revocable, their last use noted. ADMIN_TOKEN stays an owner's token until it is set empty.

/** "cw_" and 43 characters: recognisable in a leak scan, and by its shape before any lookup (the import's body limit). */
const TOKEN_PATTERN = /^cw_[A-Za-z0-9_-]{43}$/;
export const looksLikeToken = (given: string) => TOKEN_PATTERN.test(given);
/** The token an Authorization header carries ("Bearer <token>"), else "". */
export const bearerIn = (header: string | undefined): string => (header?.startsWith("Bearer ") ? header.slice(7) : "");
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type TokenMade = { kind: "made"; token: string; name: string; role: Role } | { kind: "refused"; error: string };

export async function makeToken(db: Db, who: Signedin, nameGiven: string, roleGiven: unknown): Promise<TokenMade> {
  if (who.operatorId === null) return { kind: "refused", error: "Tokens belong to an operator account: ADMIN_PASSWORD has none." };
  const name = nameGiven.trim();
  if (name === "" || name.length > TOKEN_NAME_MAX || /\p{Cc}/u.test(name)) return { kind: "refused", error: `Name the token (1 to ${TOKEN_NAME_MAX} characters): what uses it.` };
  const role = readRole(roleGiven);
  if (!role) return { kind: "refused", error: "Choose the token's role." };
  if (!atLeast(who.role, role)) return { kind: "refused", error: `A token's role is at most yours (${who.role}).` };
  const token = `cw_${randomBytes(32).toString("base64url")}`;
  await insertToken(db, { operatorId: who.operatorId, name, role, tokenHash: hashToken(token) });
  return { kind: "made", token, name, role };
}

export const revokeOwnToken = (db: Db, who: Signedin, id: number, now = new Date()) => (who.operatorId === null ? Promise.resolve(false) : revokeToken(db, who.operatorId, id, now));

/** Who a bearer token is: ADMIN_TOKEN (an owner), a live named token (the lower of its role and its operator's), a revoked or unknown one. */
export type Bearer = { kind: "valid"; role: Role; label: string } | { kind: "revoked"; label: string } | { kind: "unknown" };

export async function bearerOf(db: Db, config: Pick<Config, "ADMIN_TOKEN">, given: string, now = new Date()): Promise<Bearer> {
  if (!given) return { kind: "unknown" };
  if (config.ADMIN_TOKEN && safeEqual(given, config.ADMIN_TOKEN)) return { kind: "valid", role: "owner", label: "ADMIN_TOKEN" };
  if (!looksLikeToken(given)) return { kind: "unknown" };
  const row = await tokenByHash(db, hashToken(given), now);
  if (!row) return { kind: "unknown" };
  const label = `token “${row.token.name}” of ${row.email}`;
  if (row.token.revokedAt !== null || row.disabledAt !== null) return { kind: "revoked", label };
  return { kind: "valid", role: atLeast(row.operatorRole, row.token.role) ? row.token.role : row.operatorRole, label };
}

/** ADMIN_TOKEN's budget: twice an account's free tries (two addresses' worth), then the same waits. */
const ADMIN_TOKEN_LIMIT = { ...ACCOUNT_LIMIT, free: 20 };

/**
 * Guesses at ADMIN_TOKEN share one failure budget across every address (the accounts' rule,
 * operators/failure-budget.ts), beside the per-address one: a bearer that is not a named token's
 * shape is a guess at it. Undefined when the bearer is none of ADMIN_TOKEN's business.
 */
export async function adminTokenAttempt(db: Db, config: Pick<Config, "ADMIN_TOKEN">, given: string): Promise<AccountAttempt | undefined> {
  if (!config.ADMIN_TOKEN || !given || looksLikeToken(given)) return undefined;
  return accountAttempt(db, "ADMIN_TOKEN", new Date(), ADMIN_TOKEN_LIMIT);
}
