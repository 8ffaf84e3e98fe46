import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_ENCODE_LIMIT } from "../../app/.server/limits.ts";
import { IMAGE_FORMATS, IMAGE_QUALITIES, IMAGE_WIDTHS } from "../../app/lib/schemas/image-options.ts";
import { siteImages } from "../../app/lib/site/images.ts";
import { startTestApp, useTestApp, type TestApp } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { rawBurst } from "../helpers/raw-http.ts";

// The image endpoint on the real Express app; sources are public/ (no build needed).
const hero = siteImages.aboutLiveClass;
const avatar = siteImages.testimonialAvatar;
const AVIF_FIRST = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

describe("GET /_image", () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const get = (query: string, headers: Record<string, string> = {}) => fetch(`${app.url}/_image?${query}`, { headers });
  const cacheFiles = () => {
    try {
      return readdirSync(path.join(app.config.DATA_DIR, "image-cache")).filter((f) => !f.endsWith(".tmp"));
    } catch {
      return [];
    }
  };

  it("resizes to the asked width and picks AVIF from the Accept header", async () => {
    const res = await get(`url=${hero.src}&w=640`, { accept: AVIF_FIRST });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("vary")).toMatch(/Accept/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(400);
  });

  it("falls back to WebP, then to the source format, as the Accept header allows", async () => {
    const webp = await get(`url=${hero.src}&w=384`, { accept: "image/webp,*/*" });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe("webp");
    const refusedAvif = await get(`url=${hero.src}&w=384`, { accept: "image/avif;q=0,image/webp" });
    expect(refusedAvif.headers.get("content-type")).toBe("image/webp");
    const plain = await get(`url=${hero.src}&w=384`, { accept: "*/*" });
    expect(plain.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).width).toBe(384);
  });

  it("honours an explicit format and quality (default 75)", async () => {
    const jpeg = await get(`url=${hero.src}&w=750&f=jpeg`, { accept: AVIF_FIRST });
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(jpeg.headers.get("vary")).toBeNull();
    const q75 = (await (await get(`url=${hero.src}&w=750&f=webp`)).arrayBuffer()).byteLength;
    const q75explicit = (await (await get(`url=${hero.src}&w=750&f=webp&q=75`)).arrayBuffer()).byteLength;
    const q40 = (await (await get(`url=${hero.src}&w=750&f=webp&q=40`)).arrayBuffer()).byteLength;
    expect(q75explicit).toBe(q75);
    expect(q40).toBeLessThan(q75);
  });

  it("never enlarges a source smaller than the asked width", async () => {
    const res = await get(`url=${avatar.src}&w=384&f=png`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(avatar.width);
  });

  it("widths beyond the source share one cached variant at the source's width", async () => {
    const before = cacheFiles().length;
    for (const w of [1920, 2048, 3840]) {
      const res = await get(`url=${hero.src}&w=${w}&f=webp`);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(hero.width);
    }
    expect(cacheFiles().length).toBe(before + 1);
  });

  it("caches results on disk and serves them with long-lived cache headers", async () => {
    const query = `url=${hero.src}&w=256&f=avif&v=${hero.hash}`;
    const before = cacheFiles().length;
    const first = await get(query);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const after = cacheFiles();
    expect(after.length).toBe(before + 1);
    const file = path.join(app.config.DATA_DIR, "image-cache", after.find((f) => f.endsWith(".avif"))!);
    const written = statSync(file).mtimeMs;

    const second = await get(query);
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(cacheFiles().length).toBe(before + 1);
    expect(statSync(file).mtimeMs).toBe(written);

    const etag = second.headers.get("etag");
    expect(etag).toBeTruthy();
    // (fetch adds "Cache-Control: no-cache" to conditional requests unless one is given.)
    expect((await get(query, { "if-none-match": etag!, "cache-control": "max-age=0" })).status).toBe(304);
  });

  it("caches for a day only when the URL does not name the current content hash", async () => {
    const unversioned = await get(`url=${hero.src}&w=128&f=webp`);
    expect(unversioned.headers.get("cache-control")).toBe("public, max-age=86400");
    const stale = await get(`url=${hero.src}&w=128&f=webp&v=0123456789`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("answers HEAD without encoding a body", async () => {
    const res = await fetch(`${app.url}/_image?url=${hero.src}&w=64&f=png`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  it("accepts every width of the list", async () => {
    for (const w of IMAGE_WIDTHS) {
      const res = await fetch(`${app.url}/_image?url=${avatar.src}&w=${w}&f=png`, { method: "HEAD" });
      expect(res.status, `w=${w}`).toBe(200);
    }
  });

  const refused: Array<[string, string, RegExp]> = [
    ["no url", "w=640", /"url" is required/],
    ["a remote URL", `url=${encodeURIComponent("https://example.com/cat.png")}&w=640`, /site's own images/],
    ["a protocol-relative URL", `url=${encodeURIComponent("//example.com/cat.png")}&w=640`, /site's own images/],
    ["a path escaping the image folder", `url=${encodeURIComponent("/images/../../server/app.ts")}&w=640`, /site's own images/],
    ["an encoded traversal", `url=%2Fimages%2F..%2F..%2Fpackage.json&w=640`, /site's own images/],
    ["a file outside /images", "url=/og-image.png&w=640", /site's own images/],
    ["an image that does not exist", "url=/images/missing.png&w=640", /site's own images/],
    ["an SVG (not a raster source)", "url=/images/partners/partner-1.svg&w=640", /site's own images/],
    ["no width", `url=${hero.src}`, /"w" is required/],
    ["a width off the list", `url=${hero.src}&w=100`, /"w" must be one of 16, 32/],
    ["a fractional width", `url=${hero.src}&w=640.0`, /"w" must be one of/],
    ["a negative width", `url=${hero.src}&w=-640`, /"w" must be one of/],
    ["a huge width", `url=${hero.src}&w=99999`, /"w" must be one of/],
    ["quality 0", `url=${hero.src}&w=640&q=0`, /"q" must be one of 40, 60, 75, 90/],
    ["quality 101", `url=${hero.src}&w=640&q=101`, /"q" must be/],
    // A few fixed qualities, not 1–100: a source has a bounded number of variants.
    ["a quality off the list", `url=${hero.src}&w=640&q=74`, /"q" must be one of 40, 60, 75, 90/],
    ["a quality written otherwise", `url=${hero.src}&w=640&q=075`, /"q" must be one of/],
    ["a non-numeric quality", `url=${hero.src}&w=640&q=high`, /"q" must be/],
    ["an unknown format", `url=${hero.src}&w=640&f=gif`, /"f" must be one of avif, webp, png, jpeg/],
    ["an unknown parameter", `url=${hero.src}&w=640&width=640`, /Unknown parameter "width"/],
    ["a repeated parameter", `url=${hero.src}&w=640&w=750`, /"w" must be given once/],
    ["a malformed version", `url=${hero.src}&w=640&v=<script>`, /"v" must be/],
  ];
  it.each(refused)("refuses %s with a 400 JSON error", async (_name, query, message) => {
    const before = cacheFiles().length;
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect((await res.json()).error).toMatch(message);
    expect(cacheFiles().length).toBe(before);
  });

  it("does not set the visitor cookie (responses stay shareable by caches)", async () => {
    const res = await get(`url=${hero.src}&w=64&f=png`);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

/** Every distinct variant of a source the endpoint encodes (widths past the source share one), largest first. */
function distinctVariants(image: { src: string; width: number }): string[] {
  // The first allowed width of each encoded width (those past the source are all encoded at its width).
  const widths = [...new Map(IMAGE_WIDTHS.map((w) => [Math.min(w, image.width), w] as const).toReversed()).values()].sort((a, b) => b - a);
  return widths.flatMap((w) => IMAGE_QUALITIES.flatMap((q) => IMAGE_FORMATS.map((f) => `url=${image.src}&w=${w}&q=${q}&f=${f}`)));
}

// Issue 41, item 2: one client asking for every variant at once could make the endpoint answer 503
// to everyone (two encodes at a time and 64 waiting, shared by all), and its cache grew with every
// variant asked for.
describe("GET /_image under one client's flood", () => {
  const ctx = useTestApp();

  it("one client's flood of distinct variants is refused to that client alone: another client's image is served", async () => {
    // Two clients behind the trusted proxy (TRUST_PROXY=loopback: X-Forwarded-For names them).
    const fetchAs = (ip: string, query: string) => fetch(`${ctx.app.url}/_image?${query}`, { headers: { "x-forwarded-for": ip, accept: "*/*" } });
    // Smallest first: what the flood may have encoded is quick to encode on a busy machine.
    const flood = distinctVariants(hero).toReversed().slice(0, 200);
    expect(flood).toHaveLength(200);

    let refusedOnce!: () => void;
    const refused = new Promise<void>((resolve) => (refusedOnce = resolve));
    // Written all at once once every connection is open (fetch sends each when its own connection
    // opens, which a busy machine spread over seconds, slower than encodes finished: none was refused):
    // the server has the whole flood to read together, so it fills what the client may use.
    const port = Number(new URL(ctx.app.url).port);
    const heads = flood.map((query) => `GET /_image?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.7\r\nAccept: */*`);
    const answers = Promise.all(
      (await rawBurst(port, heads)).map(async (answer) => {
        const res = await answer;
        if (res.status !== 200) refusedOnce();
        return { status: res.status, retryAfter: res.headers["retry-after"] };
      }),
    );
    // Once the flood is being refused (its encodes fill what it may use), another client asks for an image no one has asked for yet.
    await Promise.race([refused, answers]);
    const other = await fetchAs("198.51.100.9", `url=${avatar.src}&w=64&f=png`);
    expect(other.status).toBe(200);
    expect((await sharp(Buffer.from(await other.arrayBuffer())).metadata()).width).toBe(64);

    const statuses = await answers;
    // The flooding client is told to slow down (429 with a time), never the endpoint as a whole (503).
    expect(statuses.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);
    expect(statuses.filter((a) => a.status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((a) => a.status === 429 && !a.retryAfter)).toEqual([]);
    // …and what it may have encoded is served to it.
    expect(statuses.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  });
});

describe("GET /_image's cache on disk", () => {
  // 25.6 KB: a few dozen of the avatar's small variants (its 112 come to about 150 KB).
  const ctx = useTestApp({ IMAGE_CACHE_MB: "0.025" });
  const boundBytes = Math.floor(0.025 * 1024 * 1024);

  const cacheDir = () => path.join(ctx.app.config.DATA_DIR, "image-cache");
  const cached = () => {
    try {
      return readdirSync(cacheDir())
        .filter((f) => !f.endsWith(".tmp"))
        .map((f) => ({ name: f, bytes: statSync(path.join(cacheDir(), f)).size }));
    } catch {
      return [];
    }
  };

  it("stays within IMAGE_CACHE_MB whatever is asked for, the least recently used variants deleted first", async () => {
    const get = async (query: string) => {
      const res = await fetch(`${ctx.app.url}/_image?${query}`);
      const bytes = (await res.arrayBuffer()).byteLength;
      expect(res.status, query).toBe(200);
      return bytes;
    };
    // One variant asked for first, and again after each other one: never the least recently used.
    const kept = `url=${avatar.src}&w=16&q=40&f=webp`;
    await get(kept);
    const [keptFile] = cached();
    expect(keptFile).toBeDefined();
    const keptWritten = statSync(path.join(cacheDir(), keptFile!.name)).mtimeMs;

    // Every other variant of the avatar (192 px at most): 111 of them.
    const others = distinctVariants(avatar).filter((q) => q !== kept);
    let served = 0;
    for (const [i, query] of others.entries()) {
      served += await get(query);
      await get(kept);
      const total = cached().reduce((sum, f) => sum + f.bytes, 0);
      expect(total, `after ${i + 1} variants`).toBeLessThanOrEqual(boundBytes);
    }
    // What was asked for is many times the bound: variants were deleted to keep within it…
    expect(served).toBeGreaterThan(3 * boundBytes);
    expect(cached().length).toBeLessThan(others.length);
    // …but not the one used all along: still there, as first written (never encoded again).
    expect(cached().map((f) => f.name)).toContain(keptFile!.name);
    expect(statSync(path.join(cacheDir(), keptFile!.name)).mtimeMs).toBe(keptWritten);
  });
});

describe("GET /_image's encode budget per address", () => {
  // The limits on: each address may have IMAGE_ENCODE_LIMIT encodes a minute, as share cards have renders.
  const ctx = useTestApp({ RATE_LIMIT_PER_MIN: "60" });

  it("counts only new encodes: past the budget an address gets 429 with Retry-After, what is on disk still 200, another address 200", async () => {
    const fetchAs = (ip: string, query: string) => fetch(`${ctx.app.url}/_image?${query}`, { headers: { "x-forwarded-for": ip } });
    const variants = distinctVariants(avatar);
    const budget = IMAGE_ENCODE_LIMIT.perIp;
    expect(variants.length).toBeGreaterThan(budget + 1);
    for (const query of variants.slice(0, budget)) {
      const res = await fetchAs("203.0.113.20", query);
      await res.arrayBuffer();
      expect(res.status, query).toBe(200);
    }
    const over = await fetchAs("203.0.113.20", variants[budget]!);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await over.json()).error).toMatch(/Too many requests/);
    // A variant already encoded costs nothing.
    expect((await fetchAs("203.0.113.20", variants[0]!)).status).toBe(200);
    // Someone else's budget is their own.
    expect((await fetchAs("198.51.100.20", variants[budget]!)).status).toBe(200);
  });
});
