import { describe, expect, it } from "vitest";
import { cacheKey, createPageCache, preferredEncoding, SHARED_CACHE_CONTROL, sharePage, WISH_PAGES_KEPT } from "./page-cache.ts";

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
  const wish = "AbCdEfGhIjKlMnOpQrSt_-";
  it("keeps the fixed pages and a course's or a wish's page, as visited or through its own shared link", () => {
    for (const url of ["/", "/about", "/courses/black-holes-101", "/courses/black-holes-101?ref=c_black-holes-101", `/wishes/${wish}`, `/wishes/${wish}?ref=w_${wish}`]) {
      expect(cacheKey("GET", url), url).toBe(url);
      expect(cacheKey("HEAD", url), url).toBe(url);
    }
  });

  it("keeps nothing else: another query, another course's ref, a write, a malformed slug", () => {
    for (const url of ["/?ref=w_abc", "/courses/black-holes-101?ref=c_other", "/courses/black-holes-101?ref=w_abc", "/courses/black-holes-101?utm_source=x", "/courses/", "/courses/Black-Holes", "/courses/a--b", "/courses/a/b", "/wishes/abc", `/wishes/${wish}?ref=w_${"x".repeat(22)}`, `/wishes/${wish}/share.png`]) {
      expect(cacheKey("GET", url), url).toBeUndefined();
    }
    expect(cacheKey("POST", "/courses/black-holes-101")).toBeUndefined();
  });
});

describe("the page cache", () => {
  const page = (body: string) => sharePage(200, [], Buffer.from(body), false);
  const wishUrl = (i: number) => `/wishes/${String(i).padStart(22, "w")}`;

  it("a wish's change drops the wishes' pages only; any other change every page", async () => {
    const cache = createPageCache();
    cache.listening();
    for (const key of ["/", "/courses/black-holes-101", wishUrl(1)]) cache.set(key, await page(key), cache.generation());
    cache.changed("wish_joins");
    expect(["/", "/courses/black-holes-101", wishUrl(1)].map((k) => cache.get(k) !== undefined)).toEqual([true, true, false]);
    cache.changed("seats");
    expect(cache.get("/")).toBeUndefined();
  });

  it("deaf (the listening connection lost): every page goes and nothing is kept until it listens again", async () => {
    const cache = createPageCache();
    cache.listening();
    cache.set("/", await page("/"), cache.generation());
    cache.deaf();
    expect(cache.get("/")).toBeUndefined();
    cache.set("/", await page("/"), cache.generation());
    expect(cache.get("/")).toBeUndefined();
    cache.listening();
    cache.set("/", await page("/"), cache.generation());
    expect(cache.get("/")).toBeDefined();
  });

  it("a page rendered before a change is not kept, nor anything before the cache hears changes", async () => {
    const cache = createPageCache();
    cache.set("/", await page("/"), cache.generation());
    expect(cache.get("/")).toBeUndefined();
    cache.listening();
    const before = cache.generation();
    cache.changed("wishes");
    cache.set(wishUrl(1), await page("w"), before);
    expect(cache.get(wishUrl(1))).toBeUndefined();
  });

  it(`keeps at most ${WISH_PAGES_KEPT} wishes' pages, dropping the oldest, and every other page`, async () => {
    const cache = createPageCache();
    cache.listening();
    cache.set("/", await page("/"), cache.generation());
    for (let i = 0; i <= WISH_PAGES_KEPT; i++) cache.set(wishUrl(i), await page(`w${i}`), cache.generation());
    expect(cache.get(wishUrl(0))).toBeUndefined();
    expect(cache.get(wishUrl(1))).toBeDefined();
    expect(cache.get(wishUrl(WISH_PAGES_KEPT))).toBeDefined();
    expect(cache.get("/")).toBeDefined();
  });
});
