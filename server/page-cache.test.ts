import { describe, expect, it } from "vitest";
import { cacheKey, preferredEncoding, SHARED_CACHE_CONTROL, sharePage } from "./page-cache.ts";

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

describe("sharePage", () => {
  /** The Cache-Control values in a flat header list (name, value, name, value…). */
  const cacheControls = (h: string[]) => h.flatMap((v, i) => (i % 2 === 0 && v.toLowerCase() === "cache-control" ? [h[i + 1]!] : []));
  const body = Buffer.from("<html></html>");

  it("sends one Cache-Control: the route's own when it set one, else a minute's shared freshness", async () => {
    const live = await sharePage(200, [["content-type", "text/html"], ["cache-control", "no-cache"]], body, false);
    expect(cacheControls(live.headers)).toEqual(["no-cache"]);
    const plain = await sharePage(200, [["content-type", "text/html"]], body, false);
    expect(cacheControls(plain.headers)).toEqual([SHARED_CACHE_CONTROL]);
  });

  it("a page with live figures (no-cache) is kept 5 s, any other a minute", async () => {
    const before = Date.now();
    const live = await sharePage(200, [["cache-control", "no-cache"]], body, false);
    const plain = await sharePage(200, [], body, false);
    const after = Date.now();
    for (const [page, lifetime] of [[live, 5_000], [plain, 60_000]] as const) {
      expect(page.keptUntil).toBeGreaterThanOrEqual(before + lifetime);
      expect(page.keptUntil).toBeLessThanOrEqual(after + lifetime);
    }
  });

  it("a page carrying someone's cookie, or an error, is no-store whatever the route asked", async () => {
    expect(cacheControls((await sharePage(200, [["cache-control", "no-cache"]], body, false, false)).headers)).toEqual(["no-store"]);
    expect(cacheControls((await sharePage(500, [], body, false)).headers)).toEqual(["no-store"]);
  });
});

describe("cacheKey", () => {
  it("keeps the fixed pages and a course's page, as visited or through its own shared link", () => {
    for (const url of ["/", "/about", "/courses/black-holes-101", "/courses/black-holes-101?ref=c_black-holes-101"]) {
      expect(cacheKey("GET", url), url).toBe(url);
      expect(cacheKey("HEAD", url), url).toBe(url);
    }
  });

  it("keeps nothing else: another query, another course's ref, a write, a malformed slug", () => {
    for (const url of ["/?ref=w_abc", "/courses/black-holes-101?ref=c_other", "/courses/black-holes-101?ref=w_abc", "/courses/black-holes-101?utm_source=x", "/courses/", "/courses/Black-Holes", "/courses/a--b", "/courses/a/b", "/wishes/abc"]) {
      expect(cacheKey("GET", url), url).toBeUndefined();
    }
    expect(cacheKey("POST", "/courses/black-holes-101")).toBeUndefined();
  });
});
