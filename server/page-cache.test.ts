import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./page-cache.ts";

describe("preferredEncoding", () => {
  it("takes br, then gzip, then the page as it is, by what the client allows", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
  });

  it("honours q=0 as a refusal and * for the codings not named", () => {
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("BR ; q=0.8")).toBe("br");
  });
});
