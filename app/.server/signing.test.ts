import { describe, expect, it } from "vitest";
import { createSigner, safeEqual } from "./signing.ts";

const OLD = "o".repeat(40);
const NEW = "n".repeat(40);

describe("createSigner", () => {
  const signer = createSigner([NEW], "test");

  it("reads back what it signed, and a MAC verifies", () => {
    expect(signer.unsign(signer.sign("subscriber:42"))).toBe("subscriber:42");
    expect(signer.unsign(signer.sign("a.b.c"))).toBe("a.b.c");
    expect(signer.unsign(signer.sign(""))).toBe("");
    expect(signer.verify("x", signer.mac("x"))).toBe(true);
    expect(signer.sign("x")).toBe(`x.${signer.mac("x")}`);
    expect(signer.mac("x")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a tampered value or MAC", () => {
    const [value, mac] = signer.sign("user-1").split(".") as [string, string];
    expect(signer.unsign(`user-2.${mac}`)).toBeUndefined();
    expect(signer.unsign(`${value}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`)).toBeUndefined();
    expect(signer.unsign(`${value}.${mac}x`)).toBeUndefined();
    expect(signer.unsign(`${value}.`)).toBeUndefined();
    expect(signer.verify("user-2", mac)).toBe(false);
  });

  it("refuses a signature made for another purpose", () => {
    expect(createSigner([NEW], "other").unsign(signer.sign("x"))).toBeUndefined();
    expect(createSigner([NEW], "other").verify("x", signer.mac("x"))).toBe(false);
  });

  it("accepts an old secret only while it is listed, and signs with the newest", () => {
    const signedBefore = createSigner([OLD], "test").sign("x");
    const rotated = createSigner([NEW, OLD], "test");
    expect(rotated.unsign(signedBefore)).toBe("x");
    expect(createSigner([NEW], "test").unsign(signedBefore)).toBeUndefined();
    expect(rotated.sign("x")).toBe(createSigner([NEW], "test").sign("x"));
    expect(rotated.sign("x")).not.toBe(signedBefore);
  });

  it("returns undefined for garbage without throwing", () => {
    const garbage: unknown[] = [
      "",
      ".",
      "..",
      "no-dot",
      "a.b.c.d.e",
      "x".repeat(10_000),
      "x.".repeat(5_000),
      "ünïcødé.🙂",
      "\uD800.\uDC00",
      null,
      undefined,
      42,
      {},
    ];
    for (const g of garbage) expect(signer.unsign(g as string)).toBeUndefined();
  });

  it("refuses ill-formed values, whose UTF-8 encodings collide", () => {
    expect(signer.unsign(signer.sign("a\uD800"))).toBeUndefined();
    expect(signer.unsign(`a\uDC00.${signer.mac("a\uD800")}`)).toBeUndefined();
  });

  it("needs a secret", () => {
    expect(() => createSigner([], "test")).toThrow(/secret/);
    expect(() => createSigner([""], "test")).toThrow(/secret/);
  });
});

describe("safeEqual", () => {
  it("compares strings of any lengths", () => {
    expect(safeEqual("secret", "secret")).toBe(true);
    expect(safeEqual("", "")).toBe(true);
    expect(safeEqual("secret", "secret!")).toBe(false);
    expect(safeEqual("", "x".repeat(10_000))).toBe(false);
    expect(safeEqual("\uD800", "\uDC00")).toBe(false);
    expect(safeEqual(undefined as unknown as string, "")).toBe(false);
  });
});
