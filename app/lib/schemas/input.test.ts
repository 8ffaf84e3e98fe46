import { describe, expect, it } from "vitest";
import { CONTROL_CHARS, CONTROL_CHARS_IN_LINES, isUuid, parseRowId, withoutControlChars } from "./input";

describe("raw input checks", () => {
  it("takes a row id only as a positive whole number within PostgreSQL's integer range", () => {
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId("2147483647")).toBe(2_147_483_647);
    for (const bad of ["0", "2147483648", "99999999999", "-1", "1.5", "1e3", " 1", "", "abc", undefined, 7]) {
      expect(parseRowId(bad), String(bad)).toBeUndefined();
    }
  });

  it("finds control characters; multi-line text may hold tabs and line breaks", () => {
    expect(CONTROL_CHARS.test("a\u0000b")).toBe(true);
    expect(CONTROL_CHARS.test("a\nb")).toBe(true);
    expect(CONTROL_CHARS.test("Taoism versus Stoicism ✓")).toBe(false);
    expect(CONTROL_CHARS_IN_LINES.test("line one\r\n\tline two")).toBe(false);
    expect(CONTROL_CHARS_IN_LINES.test("a\u0000b")).toBe(true);
    expect(CONTROL_CHARS_IN_LINES.test("a\u001bb")).toBe(true);
  });

  it("removes every control character from a search term", () => {
    expect(withoutControlChars("a\u0000b\u0007c\u009f")).toBe("abc");
  });
});

describe("isUuid", () => {
  it("takes the UUIDs this site makes and nothing else", () => {
    expect(isUuid(crypto.randomUUID())).toBe(true);
    for (const bad of ["", "x", crypto.randomUUID().toUpperCase(), `${crypto.randomUUID()}x`, "00000000-0000-0000-0000-00000000000g"]) expect(isUuid(bad)).toBe(false);
  });
});
