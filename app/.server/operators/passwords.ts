import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Operators' passwords, kept only as scrypt hashes: memory-hard (32 MiB a check, so a stolen table
// is slow to guess through on any hardware), in Node itself (no native addon to build). The stored
// form names its parameters, so they can be raised later without breaking the hashes kept.

export const PASSWORD_MIN = 12;
/** Long enough for any passphrase; a longer one only costs hashing time. */
export const PASSWORD_MAX = 256;

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // 128·N·r bytes: maxmem must be above it (Node's default, 32 MiB, is exactly the need, and refused).
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Why a new password is refused, or undefined when it may be used. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < PASSWORD_MIN) return `The password must be at least ${PASSWORD_MIN} characters.`;
  if ([...password].length > PASSWORD_MAX) return `The password must be at most ${PASSWORD_MAX} characters.`;
  return undefined;
}

/** `scrypt$N$r$p$salt$key` (salt and key base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether the password is the one hashed; never throws (a malformed hash matches nothing). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !key || !Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  if (typeof password !== "string" || password.length > PASSWORD_MAX * 2) return false;
  const expected = Buffer.from(key, "base64url");
  const given = await derive(password, Buffer.from(salt, "base64url"), params).catch(() => undefined);
  return given !== undefined && given.length === expected.length && timingSafeEqual(given, expected);
}

/** A hash of no one's password: checked when the address has no account, so the answer takes as long either way. */
export const DECOY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
