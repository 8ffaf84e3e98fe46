import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages, subscribers, subscriptions, visitors } from "../../app/.server/db/schema.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { startTestApp, type TestApp } from "../helpers/app.ts";

// Both subscribe forms (Get in Touch, footer) post to the /subscribe route action. Without
// JavaScript the browser posts the form itself and the server renders the answer: that is what
// these requests do, against the production build on the real server.
describe("the subscribe forms without JavaScript", () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    // sharklasers.com is on the disposable list: the operator's allow-list lets it through here.
    app = await startTestApp(database, { EMAIL_DOMAINS_ALLOWED: "sharklasers.com" }, { pages: true, production: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  beforeEach(() => database.reset());

  /** A browser posting the form: same-origin, form-encoded, with its visitor cookie if it has one. */
  const postForm = (base: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${base}/subscribe`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: base,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const visitorCookie = async () => {
    const res = await fetch(`${app.url}/api/user/`);
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    return { cookie, id: (await res.json()).visitor_id as string };
  };

  it("the home page's two forms post to /subscribe, with the fields the action reads", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const forms = [...html.matchAll(/<form\b[^>]*action="\/subscribe"[^>]*>([\s\S]*?)<\/form>/g)];
    expect(forms).toHaveLength(2);
    for (const [form, body] of forms) {
      expect(form).toMatch(/method="post"/);
      expect(body).toMatch(/<input[^>]*name="email"/);
      expect(body).toMatch(/<input[^>]*type="hidden"[^>]*name="from"|<input[^>]*name="from"[^>]*type="hidden"/);
      expect(body).toMatch(/type="submit"/);
    }
    expect(html).toContain('placeholder="Your email..."');
    expect(html).toContain('placeholder="Your email"');
  });

  it("a valid address is asked to confirm the newsletter, and the answer page says a confirmation was sent", async () => {
    const { cookie } = await visitorCookie();
    const res = await postForm(app.url, { email: "  Reader@Example.COM ", from: "/about#site-footer" }, cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    // Pending until the mailbox confirms: the page says to check the inbox, not "subscribed".
    expect(html).toContain("Check your inbox");
    expect(html).not.toContain("You&#x27;re subscribed");
    expect(html).toContain("Thank you for subscribing!");
    expect(html).toContain("Please confirm with the link we&#x27;ve e-mailed you");
    // The inbox panel: the address masked, and Resend posting it again.
    expect(html).toContain("We asked re•••@example.com to confirm.");
    expect(html).toMatch(/<input type="hidden" name="intent" value="resend"\/>/);
    expect(html).toContain('href="/about#site-footer"');
    const [sub] = await database.db.select().from(subscribers);
    expect(sub).toMatchObject({ email: "reader@example.com", source: "newsletter", status: "pending" });
    const lists = await database.db.select().from(subscriptions);
    expect(lists.map((l) => [l.list, l.courseId, l.state])).toEqual([["newsletter", null, "pending"]]);
    // Nothing ties the browser to the address: only pressing Confirm in the mailbox's link does.
    expect(await database.db.select().from(visitors)).toEqual([]);
  });

  it("the same address twice is one subscriber on one list", async () => {
    await postForm(app.url, { email: "twice@example.com" });
    expect((await postForm(app.url, { email: "TWICE@example.com" })).status).toBe(200);
    expect(await database.db.select().from(subscribers)).toHaveLength(1);
    expect(await database.db.select().from(subscriptions)).toHaveLength(1);
  });

  it.each([
    ["an empty field", { email: "" }],
    ["an address without @", { email: "reader.example.com" }],
    ["an address without a domain", { email: "reader@" }],
    ["an address with a space", { email: "rea der@example.com" }],
    ["no field at all", {} as Record<string, string>],
  ])("%s gets a 400 page with the clear error and the typed text, and nothing is stored", async (_name, fields) => {
    const res = await postForm(app.url, { ...fields, from: "/" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<p[^>]*role="alert"[^>]*>Please enter a valid email address\.<\/p>/);
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${fields.email ?? ""}"`));
    expect(await database.db.select().from(subscribers)).toHaveLength(0);
    expect(await database.db.select().from(subscriptions)).toHaveLength(0);
    expect(await database.db.select().from(visitors)).toHaveLength(0);
  });

  it("a disposable address is refused with the message by the form and the API, nothing stored or sent; the allow-list lets one through", async () => {
    const disposable = /Please use an address you keep: this one is from a disposable mail service/;
    const form = await postForm(app.url, { email: "throwaway@mailinator.com", from: "/" });
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toMatch(new RegExp(`<p[^>]*role="alert"[^>]*>${disposable.source}`));
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="throwaway@mailinator.com"/);
    const api = await fetch(`${app.url}/api/subscribe/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "someone@inbox.mailinator.com", source: "search" }),
    });
    expect(api.status).toBe(400);
    expect((await api.json()).error).toMatch(disposable);
    expect(await database.db.select().from(subscribers)).toHaveLength(0);
    expect(await database.db.select().from(messages)).toHaveLength(0);

    expect((await postForm(app.url, { email: "tester@sharklasers.com" })).status).toBe(200);
    expect((await database.db.select().from(subscribers)).map((s) => s.email)).toEqual(["tester@sharklasers.com"]);
  });

  it("the forms carry the hidden honeypot; a bot that fills it is thanked and nothing is stored", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    expect(html.match(/<input[^>]*name="website"[^>]*>/g)).toHaveLength(2);
    const res = await postForm(app.url, { email: "bot@example.com", website: "https://spam.example" });
    expect(res.status).toBe(200);
    expect(await database.db.select().from(subscribers)).toHaveLength(0);
  });

  it("never links a visitor elsewhere after subscribing", async () => {
    for (const from of ["https://evil.example/", "//evil.example", "javascript:alert(1)"]) {
      const html = await (await postForm(app.url, { email: "a@example.com", from })).text();
      expect(html).not.toContain("evil.example");
      expect(html).not.toContain("javascript:");
      expect(html).toMatch(/href="\/"/);
    }
  });

  it("a post from another site is refused and stores nothing", async () => {
    const res = await fetch(`${app.url}/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({ email: "victim@example.com" }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await database.db.select().from(subscribers)).toHaveLength(0);
  });

  it("GET /subscribe shows the form on its own page", async () => {
    const res = await fetch(`${app.url}/subscribe`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Subscribe to our newsletter");
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it("shares the per-IP write limit: over it, 429 with Retry-After and nothing more stored", async () => {
    const limited = await startTestApp(database, { RATE_LIMIT_PER_MIN: "1" }, { pages: true, production: true });
    try {
      expect((await postForm(limited.url, { email: "one@example.com" })).status).toBe(200);
      const over = await postForm(limited.url, { email: "two@example.com" });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      // The wait in words a person uses, never a count of seconds past a minute.
      expect(await over.text()).toMatch(/Too many requests\. Please try again in (a second|\d+ seconds|about (a|\d+) minutes?)\./);
      expect((await database.db.select().from(subscribers)).map((s) => s.email)).toEqual(["one@example.com"]);
    } finally {
      await limited.close();
    }
  });
});
