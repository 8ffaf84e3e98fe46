import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { insertOperator } from "../../app/.server/db/operators.ts";
import { courses, messages, operators } from "../../app/.server/db/schema.ts";
import { hashPassword } from "../../app/.server/operators/passwords.ts";
import { csrfOf, login, plain, postForm, useConsoleApps } from "../helpers/admin.ts";
import { seatCourse } from "../helpers/seats.ts";

// Console forms through one parser (issue 40, item 3), on the real server (production build) and
// PostgreSQL, posted as a browser without JavaScript does: each field's error is in the page the
// action answers, tied to its field for a screen reader, with what was typed; nothing changes.

/** The server-rendered tag of the control with this id. */
const control = (html: string, id: string) => html.match(new RegExp(`<(?:input|textarea|select)[^>]*\\bid="${id}"[^>]*>`))?.[0] ?? "";
const errorText = (html: string, id: string) => html.match(new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`))?.[1];

describe("console forms", () => {
  const ctx = useConsoleApps();

  async function signedIn(page: string) {
    const c = ctx.app.client();
    await login(ctx.app, c);
    return { c, csrf: await csrfOf(c, page) };
  }

  it("E-mail: a test send's refused fields are marked and described, the typed text kept, nothing sent", async () => {
    const { c, csrf } = await signedIn("/admin/email");
    const res = await postForm(ctx.app, c, "/admin/email", { csrf, intent: "test", subject: "", markdown: "Kept *draft*", to: "not-an-address", segment: "list:newsletter" });
    expect(res.status).toBe(400);
    const html = plain(await res.text());
    expect(control(html, "subject")).toMatch(/aria-invalid="true"/);
    expect(control(html, "subject")).toMatch(/aria-describedby="subject-error"/);
    expect(errorText(html, "subject")).toBe("subject is required.");
    expect(control(html, "to")).toMatch(/aria-describedby="to-error"/);
    expect(errorText(html, "to")).toBe("Please enter a valid email address.");
    expect(control(html, "markdown")).not.toMatch(/aria-invalid="/);
    expect(html).toContain("Kept *draft*</textarea>");
    expect(await ctx.database.db.$count(messages)).toBe(0);
  });

  it("Site: a logo without a name or a file gets both fields' errors, and no logo is added", async () => {
    const { c, csrf } = await signedIn("/admin/site");
    const res = await postForm(ctx.app, c, "/admin/site", { csrf, intent: "logo-add", name: "  " });
    expect(res.status).toBe(400);
    const html = plain(await res.text());
    expect(control(html, "partner-name")).toMatch(/aria-describedby="partner-name-error"/);
    expect(errorText(html, "partner-name")).toBe("Partner name is required.");
    expect(control(html, "logo")).toMatch(/aria-invalid="true"/);
    expect(errorText(html, "logo")).toBe("Choose the logo&#x27;s image file.");
    expect(plain(await (await c.fetch("/about")).text())).not.toContain("Trusted by");
  });

  it("Courses: an edit's refused field is marked and described with the typed value; a refused category name is its field's error", async () => {
    const course = await seatCourse(ctx.database, 5, "registration_open");
    const { c, csrf } = await signedIn(`/admin/courses/${course.id}`);
    const res = await postForm(ctx.app, c, `/admin/courses/${course.id}`, { csrf, intent: "save", title: "Renamed", classSize: "26" });
    expect(res.status).toBe(400);
    const html = plain(await res.text());
    expect(control(html, "classSize")).toMatch(/aria-invalid="true"/);
    expect(control(html, "classSize")).toMatch(/value="26"/);
    expect(errorText(html, "classSize")).toBe("Class size must be at most 25.");
    expect(control(html, "title")).not.toMatch(/aria-invalid="/);
    const [kept] = await ctx.database.db.select({ title: courses.title }).from(courses).where(eq(courses.id, course.id));
    expect(kept!.title).toBe(course.title);

    const category = plain(await (await postForm(ctx.app, c, "/admin/courses", { csrf, intent: "add-category", name: "  " })).text());
    expect(control(category, "category-name")).toMatch(/aria-describedby="category-name-error"/);
    expect(errorText(category, "category-name")).toBe("Category name is required.");
  });

  it("Launch: a refused setting is marked on its field, beside its hint, with what was typed; nothing is saved", async () => {
    const { c, csrf } = await signedIn("/admin/launch");
    const before = plain(await (await c.fetch("/admin/launch")).text());
    const res = await postForm(ctx.app, c, "/admin/launch", { csrf, intent: "settings", per_day: "lots", days: "7" });
    expect(res.status).toBe(400);
    const html = plain(await res.text());
    expect(control(html, "per_day")).toMatch(/aria-describedby="per_day-error per_day-hint"/);
    expect(control(html, "per_day")).toMatch(/value="lots"/);
    expect(errorText(html, "per_day")).toMatch(/^Enter the invitations a day at most/);
    expect(control(html, "days")).not.toMatch(/aria-invalid="/);
    expect(control(plain(await (await c.fetch("/admin/launch")).text()), "per_day")).toBe(control(before, "per_day"));
  });

  it("Overview: the demand alerts' refused fields each say why beside themselves, the typed text and box kept; valid, it saves", async () => {
    const { c, csrf } = await signedIn("/admin?index");
    const res = await postForm(ctx.app, c, "/admin?index", { csrf, intent: "demand-alerts", enabled: "on", people: "0", windowDays: "x", emails: "" });
    expect(res.status).toBe(400);
    const html = plain(await res.text());
    expect(errorText(html, "alert-people")).toBe("The number of people must be from 1 to 100,000.");
    expect(control(html, "alert-people")).toMatch(/aria-describedby="alert-people-error"/);
    expect(errorText(html, "alert-window")).toBe("The number of days must be a whole number.");
    expect(control(html, "alert-window")).toMatch(/value="x"/);
    expect(errorText(html, "alert-emails")).toBe("Enter at least one address to send the alert to.");
    const saved = await postForm(ctx.app, c, "/admin?index", { csrf, intent: "demand-alerts", people: "3", windowDays: "30", emails: "Ops@Example.com, ops@example.com" });
    expect(saved.headers.get("location")).toBe("/admin?saved=demand-alerts#demand-alerts");
    const page = plain(await (await c.fetch("/admin?saved=demand-alerts")).text());
    expect(page).toContain(">ops@example.com</textarea>");
  });

  it("an intent that is an Object method's name is unknown: a 4xx, never a 500", async () => {
    for (const page of ["/admin/email", "/admin/site", "/admin/courses", "/admin/launch", "/admin/demand", "/admin/webhooks", "/admin/subscribers/import", "/admin/referrals", "/admin?index", "/admin/email/sequences", "/admin/wishes", "/admin/account/two-factor", "/admin/account/tokens", "/admin/account", "/admin/team"]) {
      const { c, csrf } = await signedIn(page);
      for (const intent of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
        const res = await postForm(ctx.app, c, page, { csrf, intent });
        expect([page, intent, res.status >= 400 && res.status < 500]).toEqual([page, intent, true]);
      }
    }
  });

  it("Two-factor set-up: a wrong code is the code field's error, described and announced; nothing is turned on", async () => {
    // The last test here: an account ends ADMIN_PASSWORD, which the tests above sign in with.
    const email = "forms-owner@classwish.test";
    const made = await insertOperator(ctx.database.db, { email, passwordHash: await hashPassword("a long owner passphrase"), role: "owner" });
    const id = made!.id;
    try {
      const c = ctx.app.client();
      expect((await login(ctx.app, c, { email, password: "a long owner passphrase", ip: "10.40.3.1" })).status).toBe(302);
      const csrf = await csrfOf(c, "/admin/account/two-factor");
      const res = await postForm(ctx.app, c, "/admin/account/two-factor", { csrf, intent: "enrol", code: "000000" });
      const html = plain(await res.text());
      expect(control(html, "totp-code")).toMatch(/aria-invalid="true"/);
      expect(control(html, "totp-code")).toMatch(/aria-describedby="totp-code-error"/);
      expect(errorText(html, "totp-code")).toMatch(/^That code is not right/);
      expect(html).toMatch(/role="alert"[^>]*>That code is not right/);
      const [stored] = await ctx.database.db.select({ secret: operators.totpSecret }).from(operators).where(eq(operators.id, id));
      expect(stored?.secret).toBeNull();
    } finally {
      await ctx.database.db.delete(operators).where(eq(operators.id, id));
    }
  });
});
