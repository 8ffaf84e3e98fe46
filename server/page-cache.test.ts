import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./negotiation.ts";
import { cachesUnder, createPageCache, MAX_PAGES, sharePage, type PageCache, type Rendered } from "./page-cache.ts";

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

describe("cachesUnder", () => {
  it("caches a page under its path, or its path with its own shared link's ref", () => {
    expect(cachesUnder("/courses/black-holes-101", "c_black-holes-101")).toBe(true);
    expect(cachesUnder("/courses/black-holes-101?ref=c_black-holes-101", "c_black-holes-101")).toBe(true);
    expect(cachesUnder("/", undefined)).toBe(true);
  });

  it("caches nothing under a query a request could vary: another ref, another parameter, a ref the page does not own", () => {
    for (const url of ["/courses/black-holes-101?ref=c_other", "/courses/black-holes-101?ref=c_black-holes-101&x=1", "/courses/black-holes-101?utm_source=x"]) {
      expect(cachesUnder(url, "c_black-holes-101"), url).toBe(false);
    }
    expect(cachesUnder("/?ref=w_abc", undefined)).toBe(false);
  });
});

describe("the page cache", () => {
  const page = (body: string) => sharePage(200, [], Buffer.from(body), "public", false);
  /** A render that gives this page, cacheable as showing `reads` (not at all when undefined). */
  const rendering = (body: string, reads?: string[], live = false) => async (): Promise<Rendered> => ({ page: await page(body), cacheAs: reads && { reads, live } });
  const put = (cache: PageCache, key: string, reads: string[], live = false) => cache.fetch(key, rendering(key, reads, live));

  it("a change drops exactly the pages that show the changed table", async () => {
    const cache = createPageCache();
    cache.listening();
    await put(cache, "/", ["courses", "site_content"]);
    await put(cache, "/wishes/a", ["wishes", "wish_joins"], true);
    await put(cache, "/terms", ["site_content"]);
    cache.changed("wish_joins");
    expect(["/", "/wishes/a", "/terms"].map((k) => cache.get(k) !== undefined)).toEqual([true, false, true]);
    cache.changed("courses");
    expect(["/", "/terms"].map((k) => cache.get(k) !== undefined)).toEqual([false, true]);
  });

  it("renders once for the requests that miss a page together: each gets the page; one that may not be shared is rendered by each", async () => {
    const cache = createPageCache();
    cache.listening();
    let renders = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const render = async (): Promise<Rendered> => {
      renders++;
      await gate;
      return { page: await page("/"), cacheAs: { reads: [], live: false } };
    };
    const answers = Promise.all([cache.fetch("/", render), cache.fetch("/", render), cache.fetch("/", render)]);
    open();
    expect((await answers).map((p) => p?.body.toString())).toEqual(["/", "/", "/"]);
    expect(renders).toBe(1);
    // Not to be shared (someone's own, an error): the request that rendered it gets it, those that waited render their own.
    const own = await Promise.all([cache.fetch("/own", rendering("mine")), cache.fetch("/own", rendering("theirs"))]);
    expect(own.map((p) => p?.body.toString())).toEqual(["mine", undefined]);
    expect(cache.get("/own")).toBeUndefined();
  });

  it("a render that fails fails its own request only: those that waited render their own", async () => {
    const cache = createPageCache();
    cache.listening();
    const failing = cache.fetch("/", () => Promise.reject(new Error("database gone")));
    const waiting = cache.fetch("/", rendering("/", []));
    await expect(failing).rejects.toThrow("database gone");
    expect(await waiting).toBeUndefined();
  });

  it("not listening (the connection lost): every page goes and nothing is cached until it listens again", async () => {
    const cache = createPageCache();
    cache.listening();
    await put(cache, "/", []);
    cache.notListening();
    expect(cache.get("/")).toBeUndefined();
    expect((await put(cache, "/", []))?.body.toString()).toBe("/");
    expect(cache.get("/")).toBeUndefined();
    cache.listening();
    await put(cache, "/", []);
    expect(cache.get("/")).toBeDefined();
  });

  it("a page rendered across a change is not cached, nor anything before the cache hears changes", async () => {
    const cache = createPageCache();
    await put(cache, "/", []);
    expect(cache.get("/")).toBeUndefined();
    cache.listening();
    const rendered = cache.fetch("/wishes/a", async () => {
      cache.changed("wishes");
      return { page: await page("w"), cacheAs: { reads: ["wishes"], live: true } };
    });
    expect((await rendered)?.body.toString()).toBe("w");
    expect(cache.get("/wishes/a")).toBeUndefined();
  });

  it(`caches at most ${MAX_PAGES} pages, the least recently used going first`, async () => {
    const cache = createPageCache();
    cache.listening();
    await put(cache, "/", []);
    for (let i = 0; i < MAX_PAGES / 2; i++) await put(cache, `/wishes/${i}`, ["wishes"], true);
    // Read: the home page is now the most recently used, and outlasts the older wishes.
    expect(cache.get("/")).toBeDefined();
    for (let i = MAX_PAGES / 2; i < MAX_PAGES; i++) await put(cache, `/wishes/${i}`, ["wishes"], true);
    expect(cache.get("/wishes/0")).toBeUndefined();
    expect(cache.get("/")).toBeDefined();
    expect(cache.get(`/wishes/${MAX_PAGES - 1}`)).toBeDefined();
  });
});
