import { describe, expect, it } from "vitest";
import { parseCookies, readVisitorCookie } from "./visitor";

describe("visitor cookie", () => {
  it("parses cookie headers and ignores malformed parts", () => {
    expect(parseCookies("a=1; b=hello%20world; bad; =x; c=%E0%A4%A")).toEqual({ a: "1", b: "hello world" });
    expect(parseCookies(undefined)).toEqual({});
  });

  it("refuses unsigned, forged or malformed ids", () => {
    const id = "8c1f2b0e-3f4a-4b5c-9d6e-7f8091a2b3c4";
    expect(readVisitorCookie(id, "secret")).toBeUndefined();
    expect(readVisitorCookie(`${id}.forged`, "secret")).toBeUndefined();
    expect(readVisitorCookie("../../etc.passwd", "secret")).toBeUndefined();
    expect(readVisitorCookie(undefined, "secret")).toBeUndefined();
  });
});
