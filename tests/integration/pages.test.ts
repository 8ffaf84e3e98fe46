import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { fetchBytes } from "../helpers/raw-http.ts";
import { LEAKY_ERROR, loadServerBuild, startTestApp, useTestDatabase, withFailingRoute, type TestApp } from "../helpers/app.ts";

// The production build on the real server: pages, status codes, metadata files and the error page.
const env = {
  PUBLIC_URL: "https://classwish.test",
  SUPPORT_EMAIL: "help@classwish.test",
  CONTACT_EMAIL: "team@classwish.test",
  CUSTOMIZE_URL: "https://studio.classwish.test/start",
};

/** The attributes of every tag named `tag` in `html` (enough for the server's own markup). */
function tags(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!.replaceAll("&amp;", "&")])),
  );
}
const assetsDir = join(import.meta.dirname, "../../build/client/assets");

const metaContent = (html: string, key: string) =>
  tags(html, "meta").find((t) => t.name === key || t.property === key)?.content;

describe("pages on the production build", () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database, env, { pages: true, production: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it("/about answers 200 with every section, the header and both buttons wired to the configuration", async () => {
    const res = await fetch(`${app.url}/about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [
      "Human centered, Real Learning",
      "a space for live, interactive learning and global connection",
      "educators and technologists based in Singapore and the US",
      "Real-time classes",
      "Lively discussions",
      "A supportive community",
      "interactive floating window",
      "where every question matters and doubts are clarified on the spot",
    ]) {
      expect(html, text).toContain(text);
    }
    const links = tags(html, "a");
    const customize = links.find((a) => a.href === env.CUSTOMIZE_URL);
    expect(customize).toMatchObject({ target: "_blank" });
    expect(customize!.rel).toMatch(/\bnoopener\b/);
    expect(links.some((a) => a.href === `mailto:${env.CONTACT_EMAIL}`)).toBe(true);
    // The header's Contact Us goes to the support address.
    expect(links.some((a) => a.href === `mailto:${env.SUPPORT_EMAIL}`)).toBe(true);
  });

  it.each([
    ["/", "Classwish: customize your live class"],
    ["/about", "About Classwish: human centered, real learning"],
  ])("%s has a title, description, canonical URL, Open Graph and Twitter card tags", async (path, title) => {
    const html = await (await fetch(`${app.url}${path}`)).text();
    expect(html).toContain(`<title>${title}</title>`);
    const description = metaContent(html, "description");
    expect(description && description.length).toBeGreaterThan(50);
    expect(tags(html, "link").find((l) => l.rel === "canonical")?.href).toBe(`${env.PUBLIC_URL}${path}`);
    expect(metaContent(html, "og:title")).toBe(title);
    expect(metaContent(html, "og:description")).toBe(description);
    expect(metaContent(html, "og:url")).toBe(`${env.PUBLIC_URL}${path}`);
    expect(metaContent(html, "og:image")).toBe(`${env.PUBLIC_URL}/og-image.png`);
    expect(metaContent(html, "og:image:alt")).toBeTruthy();
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(`${env.PUBLIC_URL}/og-image.png`);
    // Favicon and manifest are linked, and served.
    const links = tags(html, "link");
    for (const rel of ["icon", "apple-touch-icon", "manifest"]) {
      const href = links.find((l) => l.rel === rel)?.href;
      expect(href, rel).toBeTruthy();
      expect((await fetch(`${app.url}${href}`)).status, href).toBe(200);
    }
  });

  it("the share image and web manifest are real", async () => {
    const image = await fetch(`${app.url}/og-image.png`);
    expect(image.headers.get("content-type")).toBe("image/png");
    const manifest = await (await fetch(`${app.url}/site.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: "Classwish", start_url: "/" });
    for (const icon of manifest.icons) expect((await fetch(`${app.url}${icon.src}`)).status, icon.src).toBe(200);
  });

  it.each(["/nope", "/about/team", "/images/nothing-here.png", "/a/b/c?x=1"])("%s answers 404 with 'Oops! Page not found'", async (path) => {
    const res = await fetch(`${app.url}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(tags(html, "a").some((a) => a.href === "/" && /Return to Home/.test(html))).toBe(true);
    expect(metaContent(html, "robots")).toBe("noindex");
    expect(tags(html, "link").some((l) => l.rel === "canonical")).toBe(false);
  });

  it("robots.txt allows the site, keeps crawlers off the API and names the sitemap", async () => {
    const res = await fetch(`${app.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${env.PUBLIC_URL}/sitemap.xml`);
  });

  it("sitemap.xml lists the canonical URLs of the pages", async () => {
    const res = await fetch(`${app.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 5)).toEqual(["/", "/about", "/privacy", "/terms", "/faq"].map((p) => `${env.PUBLIC_URL}${p}`));
    // Then every offered course's page (the nine seeded ones).
    expect(locs.slice(5)).toHaveLength(9);
    for (const loc of locs.slice(5)) expect(loc).toMatch(new RegExp(`^${env.PUBLIC_URL}/courses/[a-z0-9]+(-[a-z0-9]+)*$`));
  });

  it("compresses HTML and caches fingerprinted assets for a year", async () => {
    const page = await fetch(`${app.url}/about`, { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const html = await page.text();
    const asset = tags(html, "link").find((l) => l.rel === "modulepreload")?.href;
    expect(asset).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const res = await fetch(`${app.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("compresses nothing under 4 KB: a search's answer goes as it is, whatever the client takes", async () => {
    const res = await fetch(`${app.url}/api/find-course/`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br, zstd" },
      body: JSON.stringify({ search_id: crypto.randomUUID(), concept: "Hieroglyphs and stoicism", budget: 100, class_size: 5 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-encoding")).toBeNull();
    // Large enough that the old threshold (1 KB) compressed it: two courses' facts.
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(1024);
    expect(Number(res.headers.get("content-length"))).toBeLessThan(4096);
  });

  it("sends the scripts and stylesheet as the build compressed them, by what the client accepts", async () => {
    const built = readdirSync(assetsDir).filter((f) => /\.(js|css)$/.test(f));
    // The build wrote a brotli and a gzip copy of every script and stylesheet over 1 KB.
    for (const file of built.filter((f) => statSync(join(assetsDir, f)).size >= 1024)) {
      expect(readdirSync(assetsDir)).toEqual(expect.arrayContaining([`${file}.br`, `${file}.gz`]));
    }
    const largest = built.sort((a, b) => statSync(join(assetsDir, b)).size - statSync(join(assetsDir, a)).size)[0]!;
    const original = readFileSync(join(assetsDir, largest));
    const url = `${app.url}/assets/${largest}`;

    const plain = await fetchBytes(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const type = plain.headers["content-type"];
    expect(type).toMatch(/javascript/);

    const br = await fetchBytes(url, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br).toMatchObject({ status: 200, headers: { "content-encoding": "br", "content-type": type, "cache-control": "public, max-age=31536000, immutable" } });
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.equals(readFileSync(join(assetsDir, `${largest}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    for (const accept of ["gzip", "br;q=0, gzip"]) {
      const gz = await fetchBytes(url, { "accept-encoding": accept });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).equals(original)).toBe(true);
    }
    // The compressed copy has its own validator: asked again with it, nothing is sent.
    expect((await fetchBytes(url, { "accept-encoding": "br", "if-none-match": String(br.headers.etag) })).status).toBe(304);
    const head = await fetchBytes(url, { "accept-encoding": "br" }, "HEAD");
    expect(head).toMatchObject({ status: 200, headers: { "content-encoding": "br", "content-length": String(br.body.length) } });
    // A script too small to be worth compressing is sent as it is.
    const small = built.find((f) => statSync(join(assetsDir, f)).size < 1024)!;
    const sent = await fetchBytes(`${app.url}/assets/${small}`, { "accept-encoding": "br" });
    expect(sent.headers["content-encoding"]).toBeUndefined();
    expect(sent.body.equals(readFileSync(join(assetsDir, small)))).toBe(true);
    // A name no build makes is a plain 404; one that cannot be decoded, a 400.
    for (const [name, status] of [["nope.js", 404], [`${largest}.zz`, 404], ["%E0%A4%A", 400]] as const) {
      expect((await fetchBytes(`${app.url}/assets/${name}`, { "accept-encoding": "br" })).status).toBe(status);
    }
  });

  it("the About images go through the image endpoint with srcset, sizes and set dimensions", async () => {
    const html = await (await fetch(`${app.url}/about`)).text();
    const images = tags(html, "img");
    const hero = images.find((i) => i.src?.startsWith("/_image?url=%2Fimages%2Fabout-live-class.png"));
    expect(hero).toMatchObject({ loading: "lazy", width: "1600", height: "1000" });
    const srcset = (hero?.srcset ?? "").split(", ");
    expect(srcset.length).toBeGreaterThan(5);
    expect(hero!.sizes).toBeTruthy();
    const variant = await fetch(`${app.url}${srcset[0]!.split(" ")[0]}`, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/avif");
    // No placeholders: the partner logos and the testimonial are the operator's (site-content.test.ts).
    expect(html).not.toContain("trusted-heading");
    expect(html).not.toMatch(/placeholder logo|sample testimonial/i);
  });
});

describe("an unhandled error in a page", () => {
  const t = useTestDatabase();
  const secret = LEAKY_ERROR;

  it.each(["loader", "render"] as const)(
    "thrown by the %s answers 500 with 'Unexpected Application Error!', a safe message and a log line with context",
    async (where) => {
      const build = withFailingRoute(await loadServerBuild(), "routes/about", where, new Error(secret));
      const app = await startTestApp(t.database, env, { pages: build, production: true });
      try {
        const res = await fetch(`${app.url}/about?from=test`);
        expect(res.status).toBe(500);
        const html = await res.text();
        expect(html).toContain("Unexpected Application Error!");
        expect(html).toContain("Something went wrong on our side. Please try again in a moment.");
        expect(html).toContain('href="/"');
        expect(html).not.toContain("ECONNREFUSED");
        expect(html).not.toContain("hunter2");
        expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/); // no stack frames
        // The header is still there: the visitor can go on.
        expect(html).toContain(`mailto:${env.SUPPORT_EMAIL}`);

        const logged = app.logs.find((l) => l.level === "error" && JSON.stringify(l.err ?? "").includes("ECONNREFUSED"));
        expect(logged, JSON.stringify(app.logs)).toBeTruthy();
        expect(logged).toMatchObject({ method: "GET", path: "/about" });
        expect((logged!.err as { stack?: string }).stack).toMatch(/Error: connect ECONNREFUSED/);
        // The request line of the same request carries the same request id and the 500.
        const request = app.logs.find((l) => l.msg === "request" && l.path === "/about");
        expect(request).toMatchObject({ status: 500, reqId: logged!.reqId });
      } finally {
        await app.close();
      }
    },
  );

  it("the same page without the failure answers 200 (the failure above is the only cause)", async () => {
    const app = await startTestApp(t.database, env, { pages: true, production: true });
    try {
      expect((await fetch(`${app.url}/about`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
