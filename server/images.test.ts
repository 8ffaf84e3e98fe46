import { describe, expect, it } from "vitest";
import { parseImageQuery } from "./images.ts";
import { negotiateFormat } from "./negotiation.ts";

describe("negotiateFormat", () => {
  it.each([
    ["image/avif,image/webp,image/apng,*/*;q=0.8", "avif"],
    ["image/webp,*/*", "webp"],
    ["IMAGE/WEBP", "webp"],
    ["image/avif;q=0, image/webp;q=0.9", "webp"],
    ["image/avif;q=0,image/webp;q=0", undefined],
    ["*/*", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s → %s", (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});

describe("parseImageQuery", () => {
  it("defaults quality to 75 and leaves the format to negotiation", () => {
    expect(parseImageQuery({ url: "/images/a.png", w: "640" })).toEqual({ url: "/images/a.png", width: 640, quality: 75, format: undefined, version: undefined });
  });
  it("reads jpg as jpeg", () => {
    expect(parseImageQuery({ url: "/images/a.png", w: "64", f: "jpg", q: "90" })).toMatchObject({ format: "jpeg", quality: 90 });
  });
  it.each([
    { url: "/images/a.png", w: "640", q: "1e2" },
    { url: "/images/a.png", w: "640", q: "075" },
    { url: "/images/a.png", w: "640", q: "100" },
    { url: "/images/a.png", w: "0640" },
    { url: "/images/a.png", w: " 640" },
  ])(
    "refuses %o",
    (query) => {
      expect(() => parseImageQuery(query)).toThrow(/must/);
    },
  );
});
