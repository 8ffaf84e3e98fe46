import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import makeQrCode from "qrcode-generator";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { operatorById, setTwoFactor, takeTotpStep, unusedRecoveryCodes, spendRecoveryCode, readConsoleSettings } from "../db/operators.ts";
import { createSigner } from "../signing.ts";
import { queueAccountNotice, type AccountMailDeps } from "./lock-mail.ts";
import type { Signedin } from "./sessions.ts";

// Two-factor sign-in (issue 38): time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 seconds,
// through otpauth) from an app the operator enrols with a QR code or the secret typed in, and ten
// single-use recovery codes. A code is accepted once: its step, or an earlier one, is refused after
// (a replay). One step either side is allowed for a clock that drifts.

const ISSUER = "Classwish";
const RECOVERY_CODES = 10;
/** The sign-in's second step: how long after the password the code may come. */
export const SECOND_STEP_MS = 5 * 60_000;

const totpOf = (secret: string, label = "") => new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret) });
const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");
/** A recovery code as typed: spaces and dashes left out, any case. */
const normalCode = (typed: string) => typed.replace(/[\s-]/g, "").toLowerCase();

/**
 * The TOTP secret at rest: AES-256-GCM under a key derived from SESSION_SECRET, so a copy of the
 * database alone gives no one the codes. Sealed with the newest secret, opened with any listed one
 * (a rotation keeps them while the old secret is listed as previous; past that, recovery codes still
 * sign in, and the app is set up again).
 */
const sealKey = (secret: string) => createHmac("sha256", secret).update("classwish:totp-secret").digest();

function seal(config: Pick<Config, "SESSION_SECRETS">, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(config.SESSION_SECRETS[0]!), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, body, cipher.getAuthTag()].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

function unseal(config: Pick<Config, "SESSION_SECRETS">, sealed: string): string | undefined {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !body || !tag) return undefined;
  for (const secret of config.SESSION_SECRETS) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", sealKey(secret), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      // Not this secret's: the next one.
    }
  }
  return undefined;
}

const enrolSigner = (config: Pick<Config, "SESSION_SECRETS">) => createSigner(config.SESSION_SECRETS, "totp-enrolment");
const pendingSigner = (config: Pick<Config, "SESSION_SECRETS">) => createSigner(config.SESSION_SECRETS, "second-factor");

/**
 * The secret to enrol: derived from the session (HMAC under SESSION_SECRET), so the page shows the
 * same one however often it is loaded or its form refused, until the set-up is confirmed; nobody
 * without the session and the secret key can know it.
 */
function enrolmentSecret(config: Pick<Config, "SESSION_SECRETS">, who: Signedin): string {
  const mac = Buffer.from(enrolSigner(config).mac(`${who.operatorId}.${who.sessionId}`), "base64url");
  const bytes = new Uint8Array(20);
  bytes.set(mac.subarray(0, 20));
  return new Secret({ buffer: bytes.buffer }).base32;
}

/** The secret to enrol and the QR code of the address an app reads. */
export function newEnrolment(config: Config, who: Signedin, email: string) {
  const secret = enrolmentSecret(config, who);
  const qr = makeQrCode(0, "M");
  qr.addData(totpOf(secret, email).toString());
  qr.make();
  // An image of its own (a data: address, which the CSP allows), so the page shows it with its alt text.
  return { secret, qrImage: `data:image/svg+xml;base64,${Buffer.from(qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true })).toString("base64")}` };
}

/** Which step a code belongs to (the current one, or one either side), if it is right for the secret now. */
function stepOf(secret: string, code: string, now: number): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

export type Enrolled = { kind: "enrolled"; recoveryCodes: string[] } | { kind: "refused"; error: string };

/** Confirms the enrolment with a code from the app: the secret is kept, and ten recovery codes made (shown once). */
export async function confirmEnrolment(deps: AccountMailDeps, who: Signedin, code: string, now = Date.now()): Promise<Enrolled> {
  const { db, config } = deps;
  const operator = who.operatorId === null ? undefined : await operatorById(db, who.operatorId);
  if (!operator) return { kind: "refused", error: "Two-factor sign-in belongs to an operator account." };
  const secret = enrolmentSecret(config, who);
  const step = /^\d{6}$/.test(code.trim()) ? stepOf(secret, code.trim(), now) : undefined;
  if (step === undefined) return { kind: "refused", error: "That code is not right: type the 6 digits your app shows now for Classwish." };
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, () => randomBytes(5).toString("hex").replace(/^(.{5})/, "$1-"));
  await db.transaction((tx) => setTwoFactor(tx, operator.id, seal(config, secret), step, recoveryCodes.map((c) => hashCode(normalCode(c)))));
  await queueAccountNotice(deps, operator, "two-factor-on");
  return { kind: "enrolled", recoveryCodes };
}

/** Turns two-factor sign-in off for the operator, unless the console requires it of everyone. */
export async function turnOffTwoFactor(deps: AccountMailDeps, who: Signedin): Promise<boolean> {
  const operator = who.operatorId === null ? undefined : await operatorById(deps.db, who.operatorId);
  if (!operator || (await readConsoleSettings(deps.db)).requireTwoFactor) return false;
  await deps.db.transaction((tx) => setTwoFactor(tx, operator.id, null, null, []));
  if (operator.totpSecret) await queueAccountNotice(deps, operator, "two-factor-off");
  return true;
}

/** An owner's reset of another operator's second factor (a lost phone, its recovery codes gone): they sign in with the password alone again, or set it up anew. */
export async function resetTwoFactorOf(deps: AccountMailDeps, operatorId: number): Promise<boolean> {
  const operator = await operatorById(deps.db, operatorId);
  if (!operator?.totpSecret) return false;
  await deps.db.transaction((tx) => setTwoFactor(tx, operatorId, null, null, []));
  await queueAccountNotice(deps, operator, "two-factor-reset");
  return true;
}

export async function twoFactorState(db: Db, who: Signedin): Promise<{ on: boolean; codesLeft: number; required: boolean }> {
  const operator = who.operatorId === null ? undefined : await operatorById(db, who.operatorId);
  const { requireTwoFactor } = await readConsoleSettings(db);
  return { on: operator?.totpSecret != null, codesLeft: operator?.totpSecret ? await unusedRecoveryCodes(db, operator.id) : 0, required: requireTwoFactor };
}

/** The sign-in waiting for its second step: the operator, signed, for a few minutes. */
export const pendingSignIn = (config: Config, operatorId: number, now = Date.now()) => pendingSigner(config).sign(`${operatorId}.${now + SECOND_STEP_MS}`);

export function readPendingSignIn(config: Config, pending: unknown, now = Date.now()): number | undefined {
  const value = typeof pending === "string" ? pendingSigner(config).unsign(pending) : undefined;
  const [id, until] = (value ?? "").split(".").map(Number);
  return id && until && until > now ? id : undefined;
}

export type SecondFactor = "right" | "wrong" | "replayed";

/** A code from the app (once per step) or an unused recovery code. */
export async function checkSecondFactor(db: Db, config: Pick<Config, "SESSION_SECRETS">, operatorId: number, typed: string, now = Date.now()): Promise<SecondFactor> {
  const operator = await operatorById(db, operatorId);
  if (!operator?.totpSecret) return "wrong";
  const code = typed.trim();
  const secret = unseal(config, operator.totpSecret);
  if (/^\d{6}$/.test(code)) {
    const step = secret === undefined ? undefined : stepOf(secret, code, now);
    if (step === undefined) return "wrong";
    return (await takeTotpStep(db, operator.id, step)) ? "right" : "replayed";
  }
  const normal = normalCode(code);
  if (!/^[0-9a-f]{10}$/.test(normal)) return "wrong";
  return (await spendRecoveryCode(db, operator.id, hashCode(normal), new Date(now))) ? "right" : "wrong";
}
