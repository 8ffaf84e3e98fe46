import { createHmac } from "node:crypto";
import type { Config } from "../config.ts";
import { createSigner, safeEqual } from "../signing.ts";
import { isUuid } from "../../lib/schemas/input.ts";

// Links in e-mails carry signed tokens that name no sequential id. A confirmation link names its
// message (a random key) and expires after 7 days; an unsubscribe link names the subscriber's
// random public id and never expires (it must work from any old message).

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
const MAX_TOKEN = 512;

const confirmSigner = (config: Config) => createSigner(config.SESSION_SECRETS, "mail-confirm");
const unsubscribeSigner = (config: Config) => createSigner(config.SESSION_SECRETS, "mail-unsubscribe");

const seatSigner = (config: Config) => createSigner(config.SESSION_SECRETS, "mail-seat");
const preferencesSigner = (config: Config) => createSigner(config.SESSION_SECRETS, "mail-preferences");
const clickSigner = (config: Config) => createSigner(config.SESSION_SECRETS, "mail-click");

/**
 * A preference centre link shows the address's lists and hands out its data, so unlike an
 * unsubscribe link it expires: every message carries a fresh one, and unsubscribing never needs it.
 */
export const PREFERENCES_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

type Signer = ReturnType<typeof createSigner>;

/** A random key (a UUID) and when the link stops confirming, signed. */
const expiringToken = (signer: Signer, key: string, now: number, ttl = CONFIRM_TOKEN_TTL_MS) => signer.sign(`${key}.${now + ttl}`);

export type ConfirmTokenCheck = { valid: true; key: string; expired: boolean } | { valid: false };

/** An expired but genuine token still names its key (the page then offers a new link). */
function verifyExpiring(signer: Signer, token: string | null | undefined, now: number): ConfirmTokenCheck {
  if (!token || token.length > MAX_TOKEN) return { valid: false };
  const value = signer.unsign(token);
  const [key, exp, extra] = value?.split(".") ?? [];
  if (!key || !isUuid(key) || !exp || !/^\d{1,15}$/.test(exp) || extra !== undefined) return { valid: false };
  return { valid: true, key, expired: now > Number(exp) };
}

export const confirmToken = (config: Config, key: string, now = Date.now()): string => expiringToken(confirmSigner(config), key, now);

export const verifyConfirmToken = (config: Config, token: string | null | undefined, now = Date.now()): ConfirmTokenCheck =>
  verifyExpiring(confirmSigner(config), token, now);

/**
 * A seat's link names the seat's random public id. Its expiry only stops an unconfirmed seat from
 * being confirmed by an old message; a confirmed seat's page (its place, Release) stays reachable.
 */
export const seatToken = (config: Config, seatPublicId: string, now = Date.now()): string => expiringToken(seatSigner(config), seatPublicId, now);

export const verifySeatToken = (config: Config, token: string | null | undefined, now = Date.now()): ConfirmTokenCheck =>
  verifyExpiring(seatSigner(config), token, now);

/** The preference centre's link names the subscriber's random public id (like the unsubscribe link) and expires. */
export const preferencesToken = (config: Config, publicId: string, now = Date.now()): string =>
  expiringToken(preferencesSigner(config), publicId, now, PREFERENCES_TOKEN_TTL_MS);

export const verifyPreferencesToken = (config: Config, token: string | null | undefined, now = Date.now()): ConfirmTokenCheck =>
  verifyExpiring(preferencesSigner(config), token, now);

export function unsubscribeToken(config: Config, publicId: string): string {
  return unsubscribeSigner(config).sign(publicId);
}

export type UnsubscribeTokenCheck = { valid: true; publicId: string } | { valid: true; legacySubscriberId: number } | { valid: false };

export function verifyUnsubscribeToken(config: Config, token: string | null | undefined): UnsubscribeTokenCheck {
  if (!token || token.length > MAX_TOKEN) return { valid: false };
  const publicId = unsubscribeSigner(config).unsign(token);
  if (publicId && isUuid(publicId)) return { valid: true, publicId };
  const legacy = legacyUnsubscribeId(config, token);
  return legacy === undefined ? { valid: false } : { valid: true, legacySubscriberId: legacy };
}

/**
 * Unsubscribe links in messages sent before tokens named public ids (until 2026-11): a JSON body
 * with the subscriber's id and purpose, MAC'd under a key of their own. Read only, never issued,
 * because an unsubscribe link must keep working from any old message.
 */
function legacyUnsubscribeId(config: Config, token: string): number | undefined {
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined) return undefined;
  for (const secret of config.SESSION_SECRETS) {
    const key = createHmac("sha256", secret).update("classwish mail tokens v1").digest();
    if (!safeEqual(createHmac("sha256", key).update(body).digest("base64url"), mac)) continue;
    try {
      const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { p?: unknown; s?: unknown };
      if (payload.p === "unsubscribe" && Number.isSafeInteger(payload.s) && (payload.s as number) > 0) return payload.s as number;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A newsletter link's first-party redirect (/r/<token>): the message, the link's place in it and
 * its address, MAC'd, so the redirect only ever goes where a message of ours pointed (never an open
 * redirect) and an altered token goes nowhere.
 */
export function clickToken(config: Config, messageRowId: number, link: number, url: string): string {
  return clickSigner(config).sign(`${messageRowId}.${link}.${Buffer.from(url).toString("base64url")}`);
}

export type ClickTokenCheck = { valid: true; messageRowId: number; link: number; url: string } | { valid: false };

export function verifyClickToken(config: Config, token: string | null | undefined): ClickTokenCheck {
  if (!token || token.length > 4096) return { valid: false };
  const value = clickSigner(config).unsign(token);
  const m = value === undefined ? null : /^(\d{1,10})\.(\d{1,4})\.([\w-]+)$/.exec(value);
  if (!m) return { valid: false };
  const url = Buffer.from(m[3]!, "base64url").toString();
  if (!/^https?:\/\//i.test(url)) return { valid: false };
  return { valid: true, messageRowId: Number(m[1]), link: Number(m[2]), url };
}
