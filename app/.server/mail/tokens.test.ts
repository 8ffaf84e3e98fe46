import { describe, expect, it } from "vitest";
import { CONFIRM_TOKEN_TTL_MS, signToken, verifyToken } from "./tokens";

const secret = "s".repeat(40);

describe("mail tokens", () => {
  it("round-trips the subscriber for its own purpose", () => {
    expect(verifyToken(secret, "confirm", signToken(secret, "confirm", 42))).toEqual({ valid: true, subscriberId: 42, expired: false });
    expect(verifyToken(secret, "unsubscribe", signToken(secret, "unsubscribe", 7))).toEqual({ valid: true, subscriberId: 7, expired: false });
  });

  it("is bound to its purpose", () => {
    expect(verifyToken(secret, "unsubscribe", signToken(secret, "confirm", 42)).valid).toBe(false);
    expect(verifyToken(secret, "confirm", signToken(secret, "unsubscribe", 42)).valid).toBe(false);
  });

  it("refuses forged, altered or foreign tokens", () => {
    const token = signToken(secret, "confirm", 42);
    const [body, mac] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ p: "confirm", s: 43, x: Date.now() + 1e9 })).toString("base64url");
    for (const bad of [`${otherBody}.${mac}`, `${body}.${mac}x`, `${body}`, "", "a.b.c", signToken("t".repeat(40), "confirm", 42)]) {
      expect(verifyToken(secret, "confirm", bad).valid, bad).toBe(false);
    }
    expect(verifyToken(secret, "confirm", null).valid).toBe(false);
  });

  it("confirmation tokens expire after 7 days but still name their subscriber; unsubscribe tokens never expire", () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signToken(secret, "confirm", 9, now);
    expect(verifyToken(secret, "confirm", token, now + CONFIRM_TOKEN_TTL_MS - 1)).toEqual({ valid: true, subscriberId: 9, expired: false });
    expect(verifyToken(secret, "confirm", token, now + CONFIRM_TOKEN_TTL_MS + 1)).toEqual({ valid: true, subscriberId: 9, expired: true });
    const unsub = signToken(secret, "unsubscribe", 9, now);
    expect(verifyToken(secret, "unsubscribe", unsub, now + 10 * 365 * 86_400_000)).toEqual({ valid: true, subscriberId: 9, expired: false });
  });
});
