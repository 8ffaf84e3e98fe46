import { describe, expect, it } from "vitest";
import { HONEYPOT, plausibleEmail, safeReturnPath } from "./newsletter-form";

describe("safeReturnPath", () => {
  it.each([
    ["/", "/"],
    ["/#get-in-touch", "/#get-in-touch"],
    ["/about#site-footer", "/about#site-footer"],
  ])("keeps the same-site path %s", (input, out) => expect(safeReturnPath(input)).toBe(out));

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash trick", "/\\evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "about"],
    ["whitespace", "/a b"],
    ["a very long path", `/${"a".repeat(300)}`],
    ["no value", null],
  ])("turns %s into /", (_name, input) => expect(safeReturnPath(input)).toBe("/"));
});

describe("plausibleEmail (the forms' instant check; the server's schema decides)", () => {
  it.each(["reader@example.com", "  Reader.Name+news@mail.example.sg  "])("lets %s through", (v) => expect(plausibleEmail(v)).toBe(true));
  it.each(["", "reader", "reader@", "reader@example", "@example.com", "rea der@example.com", "a@b@c.com"])("stops %o", (v) =>
    expect(plausibleEmail(v)).toBe(false),
  );
});

describe("HONEYPOT", () => {
  it("is the same field the server's schema knows", async () => {
    const schemas = await import("./schemas");
    expect(HONEYPOT).toBe(schemas.HONEYPOT);
  });
});
