import { beforeEach, describe, expect, it } from "vitest";
import { cookieClient, type TestClient } from "../helpers/app.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm, useConsoleApps } from "../helpers/admin.ts";
import { LEAKY_ERROR, loadServerBuild, startTestApp, useTestDatabase, withFailingRoute } from "../helpers/app.ts";

// Errors of console pages stay inside the console (app/routes/admin/layout.tsx ErrorBoundary): the
// console's navigation is kept and the error is shown in the main area.

/** The console's navigation with its links, and the Log out form carrying a token (or no form at all). */
function expectConsoleNav(html: string, logout = true) {
  const nav = html.match(/<nav aria-label="Console"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
  expect(nav, "the console's navigation").toBeDefined();
  expect(nav).toContain('href="/admin/courses"');
  expect(nav).toContain('href="/admin/subscribers"');
  expect(nav?.includes('action="/admin/logout"'), "a Log out form").toBe(logout);
  expect(/<form[^>]*action="\/admin\/logout"[^>]*>\s*<input type="hidden" name="csrf" value="[^"]+"/.test(nav ?? ""), "a Log out form with its token").toBe(logout);
  // Never a Log out form without its token.
  expect(html).not.toContain('name="csrf" value=""');
}

/** The page as the visitor reads it: no scripts (the route manifest names every route). */
const visible = (html: string) => html.replaceAll(/<script\b[\s\S]*?<\/script>/g, "");

/** The main area, where the error is shown (apostrophes unescaped). */
function mainOf(html: string): string {
  const main = plain(html).match(/<main id="main"[^>]*>([\s\S]*?)<\/main>/)?.[1];
  if (main === undefined) throw new Error('no <main id="main">');
  return main.replaceAll("&#x27;", "'");
}
const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

describe("console error pages", () => {
  const t = useConsoleApps();
  let c: TestClient;
  beforeEach(async () => {
    c = t.app.client();
    const res = await login(t.app, c);
    if (res.status !== 302) throw new Error(`login answered ${res.status}`);
  });

  it.each(["/admin/courses/999999", "/admin/courses/abc"])("%s answers 404 'No such course.' inside the console", async (path) => {
    const res = await c.fetch(path, { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expectConsoleNav(html);
    const main = mainOf(html);
    expect(main).toContain("404 Not Found");
    expect(main).toContain("No such course.");
    expect(h1Count(html)).toBe(1);
    expect(h1Count(main)).toBe(1);
    expect(plain(html)).toContain("<title>404 Not Found · Classwish console</title>");
    // Not the root error page.
    expect(html).not.toContain("Unexpected Application Error!");
  });

  it("a refused form (403 from the guard) shows the guard's message inside the console, without a token-less Log out form", async () => {
    // Posted without JavaScript: React Router runs no loader at the boundary after a failed action,
    // so the layout's CSRF token is not there and the Log out form is left out.
    const res = await postForm(t.app, c, "/admin/courses/1", { intent: "open", csrf: "forged" });
    expect(res.status).toBe(403);
    const html = await res.text();
    expectConsoleNav(html, false);
    expect(mainOf(html)).toContain("The form's security token is missing or stale. Reload the page and try again.");
    expect(h1Count(html)).toBe(1);
  });

  it("the Log out form on an error page carries the session's token, and logging out with it works", async () => {
    const csrf = await csrfOf(c, "/admin/courses/999999");
    expect(csrf).toBe(await csrfOf(c, "/admin"));
    const res = await postForm(t.app, c, "/admin/logout", { csrf });
    expect([res.status, res.headers.get("location")]).toEqual([302, "/admin/login"]);
  });

  it("without a session the console's error pages are not reached: the login page", async () => {
    const res = await t.app.client().fetch("/admin/courses/999999", { redirect: "manual" });
    expect([res.status, res.headers.get("location")]).toEqual([302, "/admin/login"]);
  });

  it("a console switched off (404) says nothing about the console: no navigation, no Log out form", async () => {
    const res = await t.disabled.client().fetch("/admin/courses/999999", { redirect: "manual" });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('aria-label="Console"');
    expect(html).not.toContain("/admin/logout");
    expect(html).not.toContain('href="/admin/courses"');
    expect(visible(html)).not.toMatch(/console/i);
    expect(mainOf(html)).toContain("This page does not exist.");
    expect(h1Count(html)).toBe(1);
  });
});

describe("an unexpected error in a console page", () => {
  const t = useTestDatabase();
  const secret = LEAKY_ERROR;

  it("answers 500 inside the console with the safe message, never the error's text or stack", async () => {
    const build = withFailingRoute(await loadServerBuild(), "routes/admin/course-edit", "loader", new Error(secret));
    const app = await startTestApp(t.database, { ADMIN_PASSWORD }, { pages: build, production: true });
    try {
      const browser = cookieClient(app.url);
      expect((await login(app, browser)).status).toBe(302);

      const res = await browser.fetch("/admin/courses/1", { redirect: "manual" });
      expect(res.status).toBe(500);
      const html = await res.text();
      expectConsoleNav(html);
      const main = mainOf(html);
      expect(main).toContain("Unexpected Application Error!");
      expect(main).toContain("Something went wrong on our side. Please try again in a moment.");
      expect(html).not.toContain("ECONNREFUSED");
      expect(html).not.toContain("hunter2");
      expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
      expect(h1Count(html)).toBe(1);
      expect(app.logs.some((l) => l.level === "error" && JSON.stringify(l.err ?? "").includes("ECONNREFUSED"))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
