import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { courses } from "../../app/.server/db/schema.ts";
import { CACHE_CONTROL } from "../../app/lib/site/cache-control.ts";
import { siteImages } from "../../app/lib/site/images.ts";
import { NOTIFYING_TABLES } from "../../app/lib/site/shared-page.ts";
import { loadServerBuild, useTestApp } from "../helpers/app.ts";

// Private by default: every route of the build is listed here with what a cache may do with its
// answer. A new route fails this test until it is listed, so it cannot be shared by accident;
// only routes that opted in (app/lib/site/shared-page.ts) may be shared. Then every answer that is
// not a page's (the API, the health checks, the built files, public files, images, errors): each
// takes its Cache-Control from the one registry (app/lib/site/cache-control.ts).

const PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const LIVE = "public, no-cache";
const HOUR = "public, max-age=3600";
const PRIVATE = "private, no-store";

/** Route id → a request to it (`{slug}` is a real course's) and the Cache-Control its answer must carry. */
const ROUTES: Record<string, Array<[url: string, cacheControl: string]>> = {
  "routes/home": [["/", PAGE]],
  "routes/about": [["/about", PAGE]],
  "routes/faq": [["/faq", PAGE]],
  "routes/privacy": [["/privacy", PAGE]],
  "routes/terms": [["/terms", PAGE]],
  "routes/course": [
    ["/courses/{slug}", LIVE],
    ["/courses/no-such-course", PRIVATE],
  ],
  "routes/course-share-image": [
    ["/courses/{slug}/share.png", HOUR],
    ["/courses/no-such-course/share.png", PRIVATE],
  ],
  "routes/wish": [["/wishes/AAAAAAAAAAAAAAAAAAAAAA", PRIVATE]],
  "routes/wish-share-image": [["/wishes/AAAAAAAAAAAAAAAAAAAAAA/share.png", PRIVATE]],
  "routes/robots-txt": [["/robots.txt", HOUR]],
  "routes/sitemap-xml": [["/sitemap.xml", HOUR]],
  // The public key access tokens are verified with: the same on every instance, changed never.
  "routes/jwks-json": [["/.well-known/jwks.json", HOUR]],
  // Someone's own: a link from their mailbox, a form's page, a search.
  "routes/confirm": [["/confirm?token=abc", PRIVATE]],
  "routes/unsubscribe": [["/unsubscribe?token=abc", PRIVATE]],
  "routes/preferences": [["/preferences?token=abc", PRIVATE]],
  "routes/preferences-export": [["/preferences/export?token=abc", PRIVATE]],
  "routes/referral": [["/referral?token=abc", PRIVATE]],
  "routes/seat": [["/seats?token=abc", PRIVATE]],
  "routes/click": [["/r/abc", PRIVATE]],
  "routes/invitation": [["/invitation?token=abc", PRIVATE]],
  "routes/embed-subscribe": [["/embed/subscribe", PRIVATE], ["/embed/subscribe?list=newsletter&origin=https%3A%2F%2Fblog.example.org", PRIVATE]],
  "routes/embed-wish": [["/embed/wish", PRIVATE]],
  "routes/subscribe": [["/subscribe", PRIVATE]],
  "routes/register": [["/register", PRIVATE]],
  "routes/search": [["/search?concept=astronomy&budget=50&class_size=5", PRIVATE]],
  "routes/not-found": [["/no-such-page", PRIVATE]],
  // The console, signed in or not.
  "routes/admin/login": [["/admin/login", PRIVATE]],
  "routes/admin/logout": [["/admin/logout", PRIVATE]],
  "admin": [["/admin", PRIVATE]],
  "routes/admin/overview": [["/admin", PRIVATE]],
  "routes/admin/demand": [["/admin/demand", PRIVATE]],
  "routes/admin/demand-group": [["/admin/demand/group?key=yoga", PRIVATE]],
  "routes/admin/courses": [["/admin/courses", PRIVATE]],
  "routes/admin/course-new": [["/admin/courses/new", PRIVATE]],
  "routes/admin/course-edit": [["/admin/courses/1", PRIVATE]],
  "routes/admin/wishes": [["/admin/wishes", PRIVATE]],
  "routes/admin/wish": [["/admin/wishes/1", PRIVATE]],
  "routes/admin/referrals": [["/admin/referrals", PRIVATE]],
  "routes/admin/launch": [["/admin/launch", PRIVATE]],
  "routes/admin/subscribers": [["/admin/subscribers", PRIVATE]],
  "routes/admin/person": [["/admin/subscribers/1", PRIVATE]],
  "routes/admin/import": [["/admin/subscribers/import", PRIVATE]],
  "routes/admin/email": [["/admin/email", PRIVATE]],
  "routes/admin/sent-mail": [["/admin/email/sent", PRIVATE]],
  "routes/admin/site": [["/admin/site", PRIVATE]],
  "routes/admin/webhooks": [["/admin/webhooks", PRIVATE]],
  "routes/admin/webhook": [["/admin/webhooks/1", PRIVATE]],
  "routes/admin/export-subscribers-csv": [["/admin/export/subscribers.csv", PRIVATE]],
  "routes/admin/export-searches-csv": [["/admin/export/searches.csv", PRIVATE]],
  "routes/admin/export-demand-csv": [["/admin/export/demand.csv", PRIVATE]],
  "routes/admin/export-traffic-csv": [["/admin/export/traffic.csv", PRIVATE]],
  "routes/admin/export-person-json": [["/admin/subscribers/1/export.json", PRIVATE]],
  "routes/admin/export-seats-csv": [["/admin/courses/1/seats.csv", PRIVATE]],
  "routes/admin/export-suppressions-csv": [["/admin/export/suppressions.csv", PRIVATE]],
  "routes/admin/export-launch-csv": [["/admin/export/launch.csv", PRIVATE]],
  "routes/admin/audit": [["/admin/audit", PRIVATE]],
  "routes/admin/export-audit-csv": [["/admin/export/audit.csv", PRIVATE]],
  "routes/admin/export-import-not-added-csv": [["/admin/imports/1/not-added.csv", PRIVATE]],
  "routes/admin/export-campaigns-csv": [["/admin/export/campaigns.csv", PRIVATE]],
  "routes/admin/sequences": [["/admin/email/sequences", PRIVATE]],
  "routes/admin/campaign": [["/admin/email/campaigns/newsletter%3A1", PRIVATE]],
  // An operator's own: their account, two-factor set-up, API tokens, the team, and links from their mailbox.
  "routes/admin/account": [["/admin/account", PRIVATE]],
  "routes/admin/two-factor": [["/admin/account/two-factor", PRIVATE]],
  "routes/admin/tokens": [["/admin/account/tokens", PRIVATE]],
  "routes/admin/team": [["/admin/team", PRIVATE]],
  "routes/admin/invitation": [["/admin/invitation?token=abc", PRIVATE]],
  "routes/admin/reset": [["/admin/reset?token=abc", PRIVATE]],
};

describe("Cache-Control, route by route", () => {
  const t = useTestApp({ ADMIN_PASSWORD: "console-password" }, { pages: true, production: true });

  it("lists every route of the build", async () => {
    const ids = Object.keys((await loadServerBuild()).routes).filter((id) => id !== "root");
    expect(ids.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("answers each route with its Cache-Control, read and (for the pages) written", async () => {
    const [course] = await t.database.db.select({ slug: courses.slug }).from(courses).limit(1);
    for (const [route, samples] of Object.entries(ROUTES)) {
      for (const [sample, expected] of samples) {
        const url = sample.replace("{slug}", course!.slug);
        const res = await fetch(t.app.url + url, { redirect: "manual" });
        expect(res.status, url).toBeLessThan(500);
        expect(res.headers.get("cache-control"), `${route} ${url}`).toBe(expected);
        expect(res.headers.get("x-classwish-shared"), url).toBeNull();
      }
    }
    // A form's answer is someone's own, whatever its page's route shares.
    const post = await fetch(`${t.app.url}/courses/${course!.slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.app.url },
      body: "intent=register&email=",
      redirect: "manual",
    });
    expect(post.status).toBeLessThan(500);
    expect(post.headers.get("cache-control")).toBe(PRIVATE);
    expect(post.headers.get("x-classwish-shared")).toBeNull();
  });

  it("answers everything that is not a page with the registry's Cache-Control: private unless it opted in", async () => {
    const assets = readdirSync(path.join(import.meta.dirname, "../../build/client/assets"));
    const script = assets.find((f) => f.endsWith(".js") && !assets.includes(`${f}.br`)) ?? assets.find((f) => f.endsWith(".js"))!;
    const stylesheet = assets.find((f) => f.endsWith(".css"))!;
    const image = siteImages.aboutLiveClass;
    const samples: Array<[what: string, url: string, init: RequestInit, cacheControl: string]> = [
      ["liveness check", "/healthz", {}, CACHE_CONTROL.private],
      ["readiness check", "/readyz", {}, CACHE_CONTROL.private],
      ["the API, read", "/api/user/", {}, CACHE_CONTROL.private],
      ["the API, a bad write", "/api/find-course/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }, CACHE_CONTROL.private],
      ["the API, an unknown address", "/api/no-such-thing", {}, CACHE_CONTROL.private],
      ["the operator API, an import", "/api/admin/imports", { method: "POST", headers: { "content-type": "text/csv" }, body: "email\n" }, CACHE_CONTROL.private],
      ["an analytics beacon", "/api/events", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }, CACHE_CONTROL.private],
      ["a built script (from memory or from disk)", `/assets/${script}`, {}, CACHE_CONTROL.immutable],
      ["the built stylesheet", `/assets/${stylesheet}`, {}, CACHE_CONTROL.immutable],
      ["a built file that does not exist", "/assets/no-such-file.js", {}, CACHE_CONTROL.private],
      ["a public file", "/favicon.ico", {}, CACHE_CONTROL.hour],
      ["the embed script", "/embed.js", {}, CACHE_CONTROL.hour],
      ["a public image", image.src, {}, CACHE_CONTROL.hour],
      ["an image of its current version", `/_image?url=${image.src}&w=64&f=png&v=${image.hash}`, {}, CACHE_CONTROL.immutable],
      ["an image without its version", `/_image?url=${image.src}&w=64&f=png`, {}, CACHE_CONTROL.day],
      ["an image refused", "/_image?url=/etc/passwd&w=64", {}, CACHE_CONTROL.private],
      ["a malformed address", "/%E0%A4%A", {}, CACHE_CONTROL.private],
    ];
    for (const [what, url, init, expected] of samples) {
      const res = await fetch(t.app.url + url, { redirect: "manual", ...init });
      expect(res.status, `${what}: ${url}`).toBeLessThan(500);
      expect(res.headers.get("cache-control"), `${what}: ${url} (${res.status})`).toBe(expected);
    }
  });

  it("a route can only name tables whose changes every instance hears (each has the notify trigger)", async () => {
    const { rows } = await t.database.pool.query<{ table: string }>(
      "select distinct event_object_table as table from information_schema.triggers where action_statement like '%notify_catalog_changed%'",
    );
    expect(rows.map((r) => r.table).sort()).toEqual([...NOTIFYING_TABLES].sort());
  });
});
