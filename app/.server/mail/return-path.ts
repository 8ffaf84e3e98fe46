import { createHmac } from "node:crypto";
import type { Config } from "../config.ts";
import { safeEqual } from "../signing.ts";

// A Return-Path per message (VERP): <local>+<message row id>.<mac>@<domain>. A bounce sent back to
// it names the message, and the MAC (keyed by the session secret, lower-case hex because some
// servers lower-case addresses) keeps a forged DSN from naming messages at will.

const macOf = (config: Config, id: number, secret = config.SESSION_SECRETS[0]!) =>
  createHmac("sha256", secret).update(`classwish:return-path:${id}`).digest("hex").slice(0, 16);

/** The envelope sender of a message, or undefined when MAIL_RETURN_PATH is unset. */
export function returnPathFor(config: Config, messageRowId: number): string | undefined {
  if (!config.MAIL_RETURN_PATH) return undefined;
  const at = config.MAIL_RETURN_PATH.lastIndexOf("@");
  return `${config.MAIL_RETURN_PATH.slice(0, at)}+${messageRowId}.${macOf(config, messageRowId)}${config.MAIL_RETURN_PATH.slice(at)}`;
}

/** The message row an address of ours names (any configured secret), or undefined. */
export function messageOfReturnPath(config: Config, address: string): number | undefined {
  if (!config.MAIL_RETURN_PATH) return undefined;
  const at = config.MAIL_RETURN_PATH.lastIndexOf("@");
  const local = config.MAIL_RETURN_PATH.slice(0, at);
  const match = new RegExp(`^${local.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\+(\\d{1,10})\\.([0-9a-f]{16})${config.MAIL_RETURN_PATH.slice(at).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`).exec(address.trim().toLowerCase());
  if (!match) return undefined;
  const id = Number(match[1]);
  return config.SESSION_SECRETS.some((secret) => safeEqual(macOf(config, id, secret), match[2]!)) ? id : undefined;
}
