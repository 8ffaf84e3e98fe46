import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./negotiation.ts";
import { createPageCache, keepsUnder, MAX_KEPT, sharePage } from "./page-cache.ts";

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

  it("sends exactly one Cache-Control, the one it is given, whatever the rendered headers said", async () => {
    const page = await sharePage(200, [["content-type", "text/html"], ["cache-control", "public, max-age=99"]], Buffer.from("<p>"), "private, no-store", false);
    expect(cacheControls(page.headers)).toEqual(["private, no-store"]);
  });
});

describe("keepsUnder", () => {
  it("keeps a page under its path, or its path with its own shared link's ref", () => {
    expect(keepsUnder("/courses/black-holes-101", "c_black-holes-101")).toBe(true);
    expect(keepsUnder("/courses/black-holes-101?ref=c_black-holes-101", "c_black-holes-101")).toBe(true);
    expect(keepsUnder("/", undefined)).toBe(true);
  });

  it("keeps nothing under a query a request could vary: another ref, another parameter, a ref the page does not own", () => {
    for (const url of ["/courses/black-holes-101?ref=c_other", "/courses/black-holes-101?ref=c_black-holes-101&x=1", "/courses/black-holes-101?utm_source=x"]) {
      expect(keepsUnder(url, "c_black-holes-101"), url).toBe(false);
    }
    expect(keepsUnder("/?ref=w_abc", undefined)).toBe(false);
  });
});

describe("the page cache", () => {
  const page = (body: string) => sharePage(200, [], Buffer.from(body), "public", false);

  it("a change drops exactly the pages that show the changed table", async () => {
    const cache = createPageCache();
    cache.listening();
    cache.set("/", await page("/"), ["courses", "site_content"], false, cache.generation());
    cache.set("/wishes/a", await page("w"), ["wishes", "wish_joins"], true, cache.generation());
    cache.set("/terms", await page("t"), ["site_content"], false, cache.generation());
    cache.changed("wish_joins");
    expect(["/", "/wishes/a", "/terms"].map((k) => cache.get(k) !== undefined)).toEqual([true, false, true]);
    cache.changed("courses");
    expect(["/", "/terms"].map((k) => cache.get(k) !== undefined)).toEqual([false, true]);
  });

  it("not listening (the connection lost): every page goes and nothing is kept until it listens again", async () => {
    const cache = createPageCache();
    cache.listening();
    cache.set("/", await page("/"), [], false, cache.generation());
    cache.notListening();
    expect(cache.get("/")).toBeUndefined();
    cache.set("/", await page("/"), [], false, cache.generation());
    expect(cache.get("/")).toBeUndefined();
    cache.listening();
    cache.set("/", await page("/"), [], false, cache.generation());
    expect(cache.get("/")).toBeDefined();
  });

  it("a page rendered before a change is not kept, nor anything before the cache hears changes", async () => {
    const cache = createPageCache();
    cache.set("/", await page("/"), [], false, cache.generation());
    expect(cache.get("/")).toBeUndefined();
    cache.listening();
    const before = cache.generation();
    cache.changed("wishes");
    cache.set("/wishes/a", await page("w"), ["wishes"], true, before);
    expect(cache.get("/wishes/a")).toBeUndefined();
  });

  it(`keeps at most ${MAX_KEPT} pages, the least recently used going first`, async () => {
    const cache = createPageCache();
    cache.listening();
    const one = await page("p");
    cache.set("/", one, [], false, cache.generation());
    for (let i = 0; i < MAX_KEPT / 2; i++) cache.set(`/wishes/${i}`, one, ["wishes"], true, cache.generation());
    // Read: the home page is now the most recently used, and outlasts the older wishes.
    expect(cache.get("/")).toBeDefined();
    for (let i = MAX_KEPT / 2; i < MAX_KEPT; i++) cache.set(`/wishes/${i}`, one, ["wishes"], true, cache.generation());
    expect(cache.get("/wishes/0")).toBeUndefined();
    expect(cache.get("/")).toBeDefined();
    expect(cache.get(`/wishes/${MAX_KEPT - 1}`)).toBeDefined();
  });
});
