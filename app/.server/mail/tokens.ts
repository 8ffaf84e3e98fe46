import { createHmac, timingSafeEqual } from "node:crypto";

// Links in e-mails carry HMAC-signed tokens bound to a purpose and a subscriber. A confirmation
// link expires after 7 days; an unsubscribe link never does (it must work from any old message).

export type TokenPurpose = "confirm" | "unsubscribe";
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

type Payload = { p: TokenPurpose; s: number; x?: number };

export type TokenCheck =
  | { valid: true; subscriberId: number; expired: boolean }
  | { valid: false };

const b64 = (s: string) => Buffer.from(s).toString("base64url");
// A key of its own, so no other signature made with the session secret can pass as a token.
const mac = (secret: string, data: string) =>
  createHmac("sha256", createHmac("sha256", secret).update("classwish mail tokens v1").digest()).update(data).digest("base64url");

export function signToken(secret: string, purpose: TokenPurpose, subscriberId: number, now = Date.now()): string {
  const payload: Payload = { p: purpose, s: subscriberId, ...(purpose === "confirm" ? { x: now + CONFIRM_TOKEN_TTL_MS } : {}) };
  const body = b64(JSON.stringify(payload));
  return `${body}.${mac(secret, body)}`;
}

/** Checks signature and purpose; an expired but genuine token still names its subscriber. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: string | null | undefined, now = Date.now()): TokenCheck {
  if (!token || token.length > 512) return { valid: false };
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { valid: false };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
  } catch {
    return { valid: false };
  }
  if (payload.p !== purpose || !Number.isSafeInteger(payload.s) || payload.s <= 0) return { valid: false };
  return { valid: true, subscriberId: payload.s, expired: payload.x !== undefined && now > payload.x };
}
