import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteImages } from "../../app/.server/db/schema.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain } from "../helpers/admin.ts";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// The console's Site page: the operator's testimonial, partner logos and launch date reach the
// shared pages of every instance at once (their caches hear the tables' triggers), uploads go
// through the real multipart path and the image endpoint, and bad input is refused with the reason.

const png = (width: number, height: number, color = "#4338ca") =>
  sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer();

describe("site content from the console", () => {
  let database: TestDatabase;
  let app: TestApp;
  let other: TestApp;
  let operator: TestClient;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Two instances on one database, as behind a load balancer; the operator uses the first.
    app = await startTestApp(database, { ADMIN_PASSWORD }, { pages: true, production: true });
    other = await startTestApp(database, {}, { pages: true, production: true });
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.reset();
    operator = app.client();
    await login(app, operator);
  });

  /** A Site page form as the browser sends it: multipart, same Origin, the session's CSRF token. */
  async function post(fields: Record<string, string>, files: Record<string, { bytes: Buffer; name: string; type: string }> = {}) {
    const body = new FormData();
    body.set("csrf", await csrfOf(operator, "/admin/site"));
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    for (const [k, f] of Object.entries(files)) body.set(k, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
    return operator.fetch("/admin/site", { method: "POST", redirect: "manual", headers: { origin: app.url }, body });
  }
  const page = async (base: string, path: string) => plain(await (await fetch(base + path)).text());

  it("shows nothing of its own until given; then the testimonial, logos and date are on /, /about and the FAQ of every instance", async () => {
    // Read first, so both instances hold the pages in their caches.
    for (const base of [app.url, other.url]) {
      expect(await page(base, "/")).not.toContain('id="testimonial"');
      expect(await page(base, "/about")).not.toContain("trusted-heading");
      expect(await page(base, "/faq")).toContain("General availability is planned for October: we will announce the date here");
    }

    // A preview shows the words as the page would, and saves nothing.
    const preview = await post({ intent: "testimonial-preview", quote: "Not yet live.", author: "Ana Lim" });
    expect(preview.status).toBe(200);
    expect(plain(await preview.text())).toMatch(/data-testid="testimonial-preview"[\s\S]*“Not yet live\.”[\s\S]*Ana Lim/);
    expect(await page(app.url, "/")).not.toContain("Not yet live.");

    const saved = await post(
      { intent: "testimonial", quote: "“I got my answer live, with a drawing.”", author: "Ana Lim", title: "Teacher", company: "" },
      { avatar: { bytes: await png(200, 200), name: "ana.png", type: "image/png" } },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/site?saved=testimonial");
    expect((await post({ intent: "logo-add", name: "Rivervale Primary" }, { logo: { bytes: await png(300, 100), name: "r.png", type: "image/png" } })).status).toBe(302);
    expect((await post({ intent: "logo-add", name: "Harbour Labs" }, { logo: { bytes: await png(240, 80, "#0f766e"), name: "h.png", type: "image/png" } })).status).toBe(302);
    expect((await post({ intent: "launch", launchDate: "2027-10-15" })).status).toBe(302);

    for (const base of [app.url, other.url]) {
      await expect.poll(async () => (await page(base, "/")).includes("I got my answer live, with a drawing."), { timeout: 5_000 }).toBe(true);
      const home = await page(base, "/");
      // The typed quotation marks are not doubled by the page's own.
      expect(home).toContain("“I got my answer live, with a drawing.”");
      expect(home).toMatch(/Ana Lim<\/span><span[^>]*>Teacher<\/span>/);
      await expect.poll(async () => (await page(base, "/about")).includes('alt="Harbour Labs"'), { timeout: 5_000 }).toBe(true);
      const about = await page(base, "/about");
      expect(about.indexOf('alt="Rivervale Primary"')).toBeLessThan(about.indexOf('alt="Harbour Labs"'));
      // No figure the operator has not entered: the heading is the page's own until they set a claim.
      expect(about).toContain("Trusted by our partners");
      expect(about).not.toContain("20,000");
      expect(about).toContain("Ana Lim");
      await expect.poll(async () => (await page(base, "/faq")).includes("General availability is planned for 15 October 2027."), { timeout: 5_000 }).toBe(true);
    }

    // Each image through the image endpoint, at the seed's widths, re-encoded.
    const about = await page(other.url, "/about");
    const src = about.match(/<img[^>]*alt="Rivervale Primary"[^>]*src="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
    expect(src).toMatch(/^\/_image\?url=%2Fsite-images%2F\d+&w=256&v=[0-9a-f]+$/);
    const image = await fetch(other.url + src!, { headers: { accept: "image/webp" } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(256);

    // Moved, then removed: the order and the pages follow.
    const [first] = await database.db.select({ id: siteImages.id }).from(siteImages).where(eqLogo("Rivervale Primary"));
    expect((await post({ intent: "logo-down", id: String(first!.id) })).status).toBe(302);
    await expect
      .poll(async () => {
        const html = await page(app.url, "/about");
        return html.indexOf('alt="Harbour Labs"') < html.indexOf('alt="Rivervale Primary"');
      }, { timeout: 5_000 })
      .toBe(true);
    expect((await post({ intent: "testimonial-remove" })).status).toBe(302);
    expect((await post({ intent: "logo-remove", id: String(first!.id) })).status).toBe(302);
    await expect.poll(async () => (await page(other.url, "/")).includes('id="testimonial"'), { timeout: 5_000 }).toBe(false);
    const after = await page(other.url, "/about");
    expect(after).not.toContain("Rivervale Primary");
    expect(after).toContain('alt="Harbour Labs"');
    // The removed photo went with the testimonial.
    expect(await database.db.select({ purpose: siteImages.purpose }).from(siteImages)).toEqual([{ purpose: "logo" }]);
  });

  it("refuses what cannot be shown, saying why next to the field, and stores nothing", async () => {
    const refused = async (res: Response, message: RegExp) => {
      expect(res.status).toBe(400);
      expect(plain(await res.text())).toMatch(message);
    };
    await refused(await post({ intent: "testimonial", quote: "x".repeat(401), author: "Ana" }), /Quote must be 400 characters or fewer\./);
    await refused(await post({ intent: "testimonial", quote: "Good.", author: "" }), /Author is required\./);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script></svg>');
    await refused(await post({ intent: "logo-add", name: "Evil" }, { logo: { bytes: svg, name: "logo.png", type: "image/png" } }), /This is a svg file\. Upload a PNG, JPEG or WebP file\./);
    await refused(await post({ intent: "logo-add", name: "Text" }, { logo: { bytes: Buffer.from("not an image"), name: "a.png", type: "image/png" } }), /not an image that can be read/);
    await refused(await post({ intent: "testimonial", quote: "Good.", author: "Ana" }, { avatar: { bytes: await png(40, 40), name: "tiny.png", type: "image/png" } }), /at least 96 on each side/);
    // Past 1 MB: the page says so (the body limit lets an operator's upload through to be told).
    const big = Buffer.alloc(1024 * 1024 + 10 * 1024, 1);
    await refused(await post({ intent: "logo-add", name: "Big" }, { logo: { bytes: big, name: "big.png", type: "image/png" } }), /the limit is 1024 KB/);
    await refused(await post({ intent: "launch", launchDate: "2027-02-30" }), /Enter a real date between 2020 and 2100\./);
    expect(await database.db.select().from(siteImages)).toEqual([]);
    expect(await page(app.url, "/")).not.toContain('id="testimonial"');

    // Without a session an upload's body is never read: 413 past the visitors' 16 KB.
    const stranger = await fetch(`${app.url}/admin/site`, { method: "POST", headers: { origin: app.url, "content-type": "multipart/form-data; boundary=x" }, body: Buffer.alloc(40 * 1024, 97) });
    expect(stranger.status).toBe(413);
  });
});

const eqLogo = (label: string) => eq(siteImages.label, label);
