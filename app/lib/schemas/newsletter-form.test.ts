import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./newsletter-form";

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
