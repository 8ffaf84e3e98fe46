import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Config } from "../config.ts";
import { CONFIRM_TOKEN_TTL_MS, confirmToken, unsubscribeToken, verifyConfirmToken, verifyUnsubscribeToken } from "./tokens";

const config = { SESSION_SECRETS: ["s".repeat(40)] } as Config;
const other = { SESSION_SECRETS: ["t".repeat(40)] } as Config;

describe("mail tokens", () => {
  it("round-trip their random key, and carry nothing else but the expiry and the MAC", () => {
    const key = randomUUID();
    const now = Date.UTC(2026, 0, 1);
    const token = confirmToken(config, key, now);
    expect(verifyConfirmToken(config, token, now)).toEqual({ valid: true, key, expired: false });
    expect(token.split(".").slice(0, 2)).toEqual([key, String(now + CONFIRM_TOKEN_TTL_MS)]);
    const publicId = randomUUID();
    const unsub = unsubscribeToken(config, publicId);
    expect(verifyUnsubscribeToken(config, unsub)).toEqual({ valid: true, publicId });
    expect(unsub.split(".")[0]).toBe(publicId);
  });

  it("are bound to their purpose", () => {
    const key = randomUUID();
    expect(verifyUnsubscribeToken(config, confirmToken(config, key)).valid).toBe(false);
    expect(verifyConfirmToken(config, unsubscribeToken(config, key)).valid).toBe(false);
  });

  it("refuse forged, altered or foreign tokens", () => {
    const token = confirmToken(config, randomUUID());
    const altered = token.replace(/^./, (c) => (c === "a" ? "b" : "a"));
    for (const bad of [altered, `${token}x`, token.split(".")[0]!, "", "a.b.c", confirmToken(other, randomUUID()), "x".repeat(600)]) {
      expect(verifyConfirmToken(config, bad).valid, bad).toBe(false);
    }
    expect(verifyConfirmToken(config, null).valid).toBe(false);
    expect(verifyUnsubscribeToken(config, unsubscribeToken(other, randomUUID())).valid).toBe(false);
  });

  it("confirmation links expire after 7 days but still name their message; unsubscribe links never expire", () => {
    const now = Date.UTC(2026, 0, 1);
    const key = randomUUID();
    const token = confirmToken(config, key, now);
    expect(verifyConfirmToken(config, token, now + CONFIRM_TOKEN_TTL_MS - 1)).toEqual({ valid: true, key, expired: false });
    expect(verifyConfirmToken(config, token, now + CONFIRM_TOKEN_TTL_MS + 1)).toEqual({ valid: true, key, expired: true });
  });

  it("still read the unsubscribe links of messages sent before public ids", () => {
    const body = Buffer.from(JSON.stringify({ p: "unsubscribe", s: 7 })).toString("base64url");
    const key = createHmac("sha256", config.SESSION_SECRETS[0]!).update("classwish mail tokens v1").digest();
    const legacy = `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
    expect(verifyUnsubscribeToken(config, legacy)).toEqual({ valid: true, legacySubscriberId: 7 });
    expect(verifyUnsubscribeToken(other, legacy).valid).toBe(false);
    const confirmBody = Buffer.from(JSON.stringify({ p: "confirm", s: 7 })).toString("base64url");
    expect(verifyUnsubscribeToken(config, `${confirmBody}.${createHmac("sha256", key).update(confirmBody).digest("base64url")}`).valid).toBe(false);
  });
});
