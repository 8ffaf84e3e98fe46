import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "../../app/.server/db/schema.ts";
import { startTestApp } from "../helpers/app.ts";
import { ADMIN_PASSWORD, csrfOf, login, postForm, useConsoleApps } from "../helpers/admin.ts";

// Who may reach the console: 404 without ADMIN_PASSWORD, the login page for anyone without a
// session, a lockout after five wrong passwords, and Origin + CSRF checks on every change.

const PAGES = [
  "/admin",
  "/admin/demand",
  "/admin/courses",
  "/admin/courses/new",
  "/admin/courses/1",
  "/admin/subscribers",
  "/admin/subscribers/1",
  "/admin/email",
  "/admin/email/sent",
  "/admin/export/subscribers.csv",
  "/admin/export/searches.csv",
  "/admin/subscribers/1/export.json",
];
const ACTIONS = ["/admin/courses/new", "/admin/courses", "/admin/courses/1", "/admin/subscribers/1", "/admin/email", "/admin/logout"];

describe("console access", () => {
  const t = useConsoleApps();

  it("does not exist (404) when ADMIN_PASSWORD is unset", async () => {
    const c = t.disabled.client();
    for (const path of ["/admin/login", ...PAGES]) {
      expect((await c.fetch(path, { redirect: "manual" })).status, path).toBe(404);
    }
    const post = await c.fetch("/admin/login", {
      method: "POST",
      redirect: "manual",
      headers: { origin: t.disabled.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: ADMIN_PASSWORD }),
    });
    expect(post.status).toBe(404);
    expect(post.headers.getSetCookie().some((h) => h.startsWith("cw_admin="))).toBe(false);
  });

  it("sends every page, export and action without a session to the login page", async () => {
    const c = t.app.client();
    for (const path of PAGES) {
      const res = await c.fetch(path, { redirect: "manual" });
      expect([res.status, res.headers.get("location")], path).toEqual([302, "/admin/login"]);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    for (const path of ACTIONS) {
      const res = await postForm(t.app, c, path, { intent: "open", csrf: "x" });
      expect([res.status, res.headers.get("location")], path).toEqual([302, "/admin/login"]);
    }
    // A forged or tampered cookie is no session either.
    c.cookies.set("cw_admin", "abc.9999999999999.forged");
    expect((await c.fetch("/admin", { redirect: "manual" })).status).toBe(302);
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, 1));
    expect(course!.status).toBe("registration_open");
  });

  it("logs in with the password: a signed, httpOnly, SameSite=Strict cookie for 12 hours; pages are noindex and not cached", async () => {
    const c = t.app.client();
    const login1 = await c.fetch("/admin/login");
    expect(login1.status).toBe(200);
    expect(await login1.text()).toContain('name="robots" content="noindex, nofollow"');
    const res = await login(t.app, c);
    expect([res.status, res.headers.get("location")]).toEqual([302, "/admin"]);
    const cookie = res.headers.getSetCookie().find((h) => h.startsWith("cw_admin="))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=43200/);
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).not.toMatch(/Secure/); // plain http here; https PUBLIC_URL adds Secure (next test)
    const page = await c.fetch("/admin", { redirect: "manual" });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await page.text()).toContain("Overview");
    // The client router's data requests too.
    for (const path of ["/admin.data", "/admin/demand.data"]) {
      const data = await c.fetch(path, { redirect: "manual" });
      expect(data.status, path).toBe(200);
      expect(data.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const secure = await startTestApp(t.database, { ADMIN_PASSWORD, PUBLIC_URL: "https://classwish.test" }, { pages: true });
    try {
      const res = await login(secure, secure.client());
      expect(res.headers.getSetCookie().find((h) => h.startsWith("cw_admin="))).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it("refuses a wrong password, and locks an IP out after 5 failures even for the right one", async () => {
    const c = t.app.client();
    for (let i = 0; i < 5; i++) {
      const res = await login(t.app, c, { ip: "10.0.0.5", password: `wrong-${i}` });
      expect(res.status).toBe(401);
      expect(await res.text()).toContain("That password is not right.");
    }
    const locked = await login(t.app, c, { ip: "10.0.0.5" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.text()).toContain("Too many failed attempts");
    expect(locked.headers.getSetCookie().some((h) => h.startsWith("cw_admin="))).toBe(false);
    // Another address is not affected.
    expect((await login(t.app, t.app.client(), { ip: "10.0.0.6" })).status).toBe(302);
  });

  it("refuses a login without an Origin header (our own check, 403) or from another site", async () => {
    const bare = await t.app.client().fetch("/admin/login", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: ADMIN_PASSWORD }),
    });
    expect(bare.status).toBe(403);
    expect(bare.headers.getSetCookie().some((h) => h.startsWith("cw_admin="))).toBe(false);
    const res = await t.app.client().fetch("/admin/login", {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: ADMIN_PASSWORD }),
    });
    expect([400, 403]).toContain(res.status);
    expect(res.headers.getSetCookie().some((h) => h.startsWith("cw_admin="))).toBe(false);
  });

  it("refuses a forged POST: wrong Origin, no Origin, no token, another session's token; accepts the real one", async () => {
    const c = t.app.client();
    await login(t.app, c);
    const csrf = await csrfOf(c);
    const other = t.app.client();
    await login(t.app, other);
    const otherCsrf = await csrfOf(other);
    expect(otherCsrf).not.toBe(csrf);

    const status = async () => (await t.database.db.select().from(courses).where(eq(courses.id, 1)))[0]!.status;
    const attempts: Array<[string, Record<string, string>, string | null]> = [
      ["wrong origin", { intent: "open", csrf }, "https://evil.example"],
      ["no origin", { intent: "open", csrf }, null],
      ["no token", { intent: "open" }, t.app.url],
      ["bad token", { intent: "open", csrf: "forged" }, t.app.url],
      ["other session's token", { intent: "open", csrf: otherCsrf }, t.app.url],
    ];
    for (const [why, fields, origin] of attempts) {
      const res = await postForm(t.app, c, "/admin/courses/1", fields, origin);
      // React Router itself answers 400 to a cross-origin action; every other refusal is ours (403).
      expect(why === "wrong origin" ? [400, 403] : [403], why).toContain(res.status);
      expect(await status(), why).toBe("registration_open");
    }
    const ok = await postForm(t.app, c, "/admin/courses/1", { intent: "open", csrf });
    expect(ok.status).toBe(200);
    expect(await status()).toBe("opened");
  });

  it("logs out (POST with the token) and the browser's cookie is cleared", async () => {
    const c = t.app.client();
    await login(t.app, c);
    const csrf = await csrfOf(c);
    const res = await postForm(t.app, c, "/admin/logout", { csrf });
    expect([res.status, res.headers.get("location")]).toEqual([302, "/admin/login"]);
    expect(res.headers.getSetCookie().find((h) => h.startsWith("cw_admin="))).toMatch(/^cw_admin=;.*Max-Age=0/);
    expect((await c.fetch("/admin", { redirect: "manual" })).status).toBe(302);
  });

  it("logging out ends the session on the server: a copy of the cookie is refused, other sessions live on", async () => {
    const c = t.app.client();
    await login(t.app, c);
    const other = t.app.client();
    await login(t.app, other);
    const copy = t.app.client();
    for (const [k, v] of c.cookies) copy.cookies.set(k, v);
    expect((await copy.fetch("/admin", { redirect: "manual" })).status).toBe(200);

    await postForm(t.app, c, "/admin/logout", { csrf: await csrfOf(c) });
    for (const path of ["/admin", "/admin/subscribers", "/admin/export/searches.csv"]) {
      const res = await copy.fetch(path, { redirect: "manual" });
      expect([res.status, res.headers.get("location")], path).toEqual([302, "/admin/login"]);
    }
    // The login page does not bounce the revoked cookie back to the console (no redirect loop).
    expect((await copy.fetch("/admin/login", { redirect: "manual" })).status).toBe(200);
    expect((await other.fetch("/admin", { redirect: "manual" })).status).toBe(200);
    // Logging in again gives a new session that works.
    await login(t.app, copy);
    expect((await copy.fetch("/admin", { redirect: "manual" })).status).toBe(200);
  });

  it("a session from before a password change is no longer valid", async () => {
    const c = t.app.client();
    await login(t.app, c);
    const changed = await startTestApp(t.database, { ADMIN_PASSWORD: "another password entirely", SESSION_SECRET: t.app.config.SESSION_SECRETS[0]! }, { pages: true });
    try {
      const moved = changed.client();
      for (const [k, v] of c.cookies) moved.cookies.set(k, v);
      expect((await moved.fetch("/admin", { redirect: "manual" })).status).toBe(302);
    } finally {
      await changed.close();
    }
  });
});
