import { randomUUID } from "node:crypto";
import { asc, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses, embedSignups, messages, searches, siteContent, subscribers, subscriptions } from "../../app/.server/db/schema.ts";
import { readEmbedOrigins } from "../../app/.server/db/embed-signups.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm } from "../helpers/admin.ts";
import { useAppWithSmtp } from "../helpers/app.ts";

// The embeddable form (/embed/subscribe, /embed/wish), as a browser in another site's frame uses it:
// plain form posts (no JavaScript), no cookie, framing allowed only for the origins the operator
// listed, and every other page still unframeable. Against the production build and a real SMTP listener.

const BLOG = "https://blog.example.org";
const SHOP = "https://shop.example.net";

/** The frame-ancestors directive of an answer's CSP. */
const framers = (res: Response) => res.headers.get("content-security-policy")?.match(/frame-ancestors ([^;]+)/)?.[1];

describe("the embeddable form", () => {
  const ctx = useAppWithSmtp({ ADMIN_PASSWORD });
  const list = (origins: string[]) => ctx.database.db.insert(siteContent).values({ id: 1, embedOrigins: origins }).onConflictDoUpdate({ target: siteContent.id, set: { embedOrigins: origins } });
  /** A post from the embed page itself: its own origin (the frame's document is this site's), form-encoded, no cookie. */
  const post = (path: string, fields: Record<string, string>, origin = ctx.app.url) =>
    fetch(`${ctx.app.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("with no site listed, the embed pages cannot be framed at all, like every page", async () => {
    for (const path of ["/embed/subscribe", `/embed/wish?origin=${encodeURIComponent(BLOG)}`]) {
      const res = await fetch(`${ctx.app.url}${path}`);
      expect(res.status).toBe(200);
      expect(framers(res)).toBe("'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("framing is allowed for the listed origins on the embed pages only; the site that frames it narrows it to itself", async () => {
    await list([BLOG, SHOP]);
    const named = await fetch(`${ctx.app.url}/embed/subscribe?list=newsletter&origin=${encodeURIComponent(BLOG)}`);
    expect(named.status).toBe(200);
    expect(framers(named)).toBe(BLOG);
    expect(named.headers.get("x-frame-options")).toBeNull();
    expect(named.headers.get("cache-control")).toBe("private, no-store");
    expect(named.headers.getSetCookie()).toEqual([]);
    // The form posts back with the site named, so its answer is framed by the same site.
    expect(await named.text()).toContain(`action="/embed/subscribe?list=newsletter&amp;origin=${encodeURIComponent(BLOG)}"`);

    // A hand-written iframe: the browser's Referer names the embedding page.
    const referred = await fetch(`${ctx.app.url}/embed/wish`, { headers: { referer: `${SHOP}/articles/1` } });
    expect(framers(referred)).toBe(SHOP);

    // Neither: every listed site, and nothing else.
    const unnamed = await fetch(`${ctx.app.url}/embed/wish`);
    expect(framers(unnamed)).toBe(`${BLOG} ${SHOP}`);

    // A site not listed gets no allowance, whatever it claims.
    const stranger = await fetch(`${ctx.app.url}/embed/subscribe?origin=${encodeURIComponent("https://evil.example")}`, { headers: { referer: "https://evil.example/x" } });
    expect(framers(stranger)).toBe(`${BLOG} ${SHOP}`);
    expect(framers(stranger)).not.toContain("evil.example");

    // Nothing else is relaxed: the other pages and the API stay unframeable.
    for (const path of ["/", "/about", "/subscribe", "/search", "/api/courses/"]) {
      const res = await fetch(`${ctx.app.url}${path}`);
      expect(framers(res), path).toBe("'none'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  it("an address through the embedded form is a pending request with a confirmation e-mail, counted under the embedding site, and no cookie is set", async () => {
    await list([BLOG]);
    const res = await post(`/embed/subscribe?list=newsletter&origin=${encodeURIComponent(BLOG)}`, { email: " Reader@Example.COM " });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(framers(res)).toBe(BLOG);
    expect(res.headers.get("x-frame-options")).toBeNull();
    const html = await res.text();
    expect(html).toContain("Check your inbox");
    expect(html).toContain("re•••@example.com");

    const [sub] = await ctx.database.db.select().from(subscribers);
    expect(sub).toMatchObject({ email: "reader@example.com", status: "pending" });
    expect((await ctx.database.db.select().from(subscriptions)).map((s) => [s.list, s.state])).toEqual([["newsletter", "pending"]]);
    expect(await ctx.database.db.select({ origin: embedSignups.origin, subscriberId: embedSignups.subscriberId }).from(embedSignups)).toEqual([{ origin: BLOG, subscriberId: sub!.id }]);

    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.to).toEqual(["reader@example.com"]);
    expect(mail!.text).toMatch(/\/confirm\?token=/);
  });

  it("the same intake: a disposable or mistyped address is refused next to the field and nothing is stored; a course's form asks for that course's list", async () => {
    await list([BLOG]);
    const disposable = await post(`/embed/subscribe?list=launch&origin=${encodeURIComponent(BLOG)}`, { email: "throwaway@mailinator.com" });
    expect(disposable.status).toBe(400);
    expect(await disposable.text()).toMatch(/role="alert"[^>]*>Please use an address you keep/);
    // The refusal is shown in the same frame: framed by the same site.
    expect(framers(disposable)).toBe(BLOG);
    expect(disposable.headers.get("x-frame-options")).toBeNull();
    expect((await post("/embed/subscribe", { email: "not-an-address" })).status).toBe(400);
    expect(await ctx.database.db.select().from(subscribers)).toHaveLength(0);
    expect(await ctx.database.db.select().from(messages)).toHaveLength(0);

    const unknown = await fetch(`${ctx.app.url}/embed/subscribe?list=course&course=no-such-course`);
    expect(unknown.status).toBe(404);
    const [course] = await ctx.database.db.select({ id: courses.id, slug: courses.slug }).from(courses).where(ne(courses.status, "closed")).orderBy(asc(courses.id)).limit(1);
    const res = await post(`/embed/subscribe?list=course&course=${course!.slug}`, { email: "learner@example.com" });
    expect(res.status).toBe(200);
    expect((await ctx.database.db.select().from(subscriptions)).map((s) => [s.list, s.courseId])).toEqual([["course", course!.id]]);
    // Named by no listed site: counted under none.
    expect(await ctx.database.db.select().from(embedSignups)).toEqual([]);
    // Nor when the page was opened on its own, outside a frame, or the browser asks not to be tracked.
    const named = `/embed/subscribe?origin=${encodeURIComponent(BLOG)}`;
    for (const [email, header] of [["top@example.com", { "sec-fetch-dest": "document" }], ["gpc@example.com", { "sec-gpc": "1" }]] as const) {
      const answer = await fetch(`${ctx.app.url}${named}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: ctx.app.url, ...header }, body: new URLSearchParams({ email }) });
      expect(answer.status, email).toBe(200);
    }
    expect(await ctx.database.db.select().from(subscribers)).toHaveLength(3);
    expect(await ctx.database.db.select().from(embedSignups)).toEqual([]);
    // Framed (the browser says iframe), it is.
    await fetch(`${ctx.app.url}${named}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: ctx.app.url, "sec-fetch-dest": "iframe" }, body: new URLSearchParams({ email: "framed@example.com" }) });
    expect((await ctx.database.db.select({ origin: embedSignups.origin }).from(embedSignups))).toEqual([{ origin: BLOG }]);
  });

  it("a class wish through the embedded form is a search counted under the site, then its address asks for the launch list", async () => {
    await list([SHOP]);
    const action = `/embed/wish?origin=${encodeURIComponent(SHOP)}`;
    const bad = await post(action, { concept: "   ", budget: "100", class_size: "5" });
    expect(bad.status).toBe(400);
    expect(framers(bad)).toBe(SHOP);
    expect(await ctx.database.db.select().from(searches)).toHaveLength(0);

    const res = await post(action, { concept: "Watercolour painting", budget: "120", class_size: "4" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(framers(res)).toBe(SHOP);
    expect(await res.text()).toContain("Your wish “Watercolour painting” is noted.");
    const [search] = await ctx.database.db.select().from(searches);
    expect(search).toMatchObject({ concept: "Watercolour painting", budget: 120, classSize: 4 });
    expect(await ctx.database.db.select({ origin: embedSignups.origin }).from(embedSignups).where(eq(embedSignups.searchId, search!.id))).toEqual([{ origin: SHOP }]);

    const email = await post(action, { intent: "email", email: "painter@example.com" });
    expect(email.status).toBe(200);
    expect(await email.text()).toContain("Check your inbox");
    expect((await ctx.database.db.select().from(subscriptions)).map((s) => [s.list, s.state])).toEqual([["launch", "pending"]]);
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.to).toEqual(["painter@example.com"]);
  });

  it("another site cannot post the form itself: a cross-origin post is refused and stores nothing", async () => {
    await list([BLOG]);
    const res = await post("/embed/subscribe?list=launch", { email: "forged@example.com" }, "https://evil.example");
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await ctx.database.db.select().from(subscribers)).toHaveLength(0);
  });

  it("the script that inserts the frame is served as a public file", async () => {
    const res = await fetch(`${ctx.app.url}/embed.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const js = await res.text();
    // It sizes the frame only from its own origin's messages.
    expect(js).toContain("event.origin !== base");
    expect(js).toContain("/embed/");
  });

  it("the console's Site page lists the allowed sites (each checked, nothing saved on a wrong one), shows the lines to paste and what each site brought", async () => {
    const operator = ctx.app.client();
    await login(ctx.app, operator);
    const save = async (typed: string) => postForm(ctx.app, operator, "/admin/site", { csrf: await csrfOf(operator, "/admin/site"), intent: "embed-origins", embedOrigins: typed });

    for (const [typed, why] of [
      ["http://blog.example.org", "must start with https://"],
      [`${BLOG}/blog`, "must be an origin only"],
      [`${BLOG}\nnot a site`, "is not a web address"],
    ] as const) {
      const refused = await save(typed);
      expect(refused.status, typed).toBe(400);
      expect(plain(await refused.text()), typed).toContain(why);
    }
    expect(await readEmbedOrigins(ctx.database.db)).toEqual([]);
    // Without the session's CSRF token, nothing is saved either.
    const forged = await postForm(ctx.app, operator, "/admin/site", { intent: "embed-origins", embedOrigins: BLOG });
    expect(forged.status).toBe(403);
    expect(await readEmbedOrigins(ctx.database.db)).toEqual([]);

    const saved = await save(`${BLOG}/\n${SHOP}, http://localhost:5173`);
    expect(saved.status).toBe(302);
    expect(await readEmbedOrigins(ctx.database.db)).toEqual([BLOG, SHOP, "http://localhost:5173"]);
    expect(framers(await fetch(`${ctx.app.url}/embed/wish`))).toBe(`${BLOG} ${SHOP} http://localhost:5173`);

    await post(`/embed/subscribe?origin=${encodeURIComponent(BLOG)}`, { email: "one@example.com" });
    await post(`/embed/wish?origin=${encodeURIComponent(BLOG)}`, { concept: "Bookbinding", budget: "50", class_size: "3" });
    // The Demand page's sources name the site beside the searches made on this site itself.
    const direct = await ctx.app.client().postJson("/api/find-course/", { search_id: randomUUID(), concept: "Bookbinding", budget: 60, class_size: 2 });
    expect(direct.status).toBe(201);
    expect(plain(await (await operator.fetch("/admin/demand")).text())).toContain("Search: 1, Embedded form on blog.example.org: 1");

    const html = plain(await (await operator.fetch("/admin/site")).text());
    expect(html).toContain(`&lt;script async src=&quot;${ctx.app.config.PUBLIC_URL}/embed.js&quot; data-classwish=&quot;subscribe&quot; data-list=&quot;launch&quot;&gt;&lt;/script&gt;`);
    expect(html).toContain("data-classwish=&quot;wish&quot;");
    expect(html).toMatch(new RegExp(`data-testid="embed-brought"[\\s\\S]*<td[^>]*>${BLOG}</td><td[^>]*>1</td><td[^>]*>1</td>`));
  });
});
