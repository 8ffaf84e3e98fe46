import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertOperator } from "../../app/.server/db/operators.ts";
import { auditLog } from "../../app/.server/db/schema.ts";
import { hashPassword } from "../../app/.server/operators/passwords.ts";
import { can, CONSOLE_ACTIONS } from "../../app/lib/admin/permissions.ts";
import { atLeast, ROLES, type Role } from "../../app/lib/admin/roles.ts";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app.ts";
import { csrfOf, login, postForm } from "../helpers/admin.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";

// Every console action × every role, from the one table (lib/admin/permissions.ts): a role below
// the action's is refused (403, its audit line says so) before anything runs; a role at or above it
// reaches the action (whatever the action then answers to an empty form: 400, 404, a redirect).
// The ids are ones that do not exist, so an action that is let through changes nothing.

const PASSWORD = "a long passphrase for roles";
const MISSING_ID = "999999";

describe("roles on every console action", () => {
  let database: TestDatabase;
  let app: TestApp;
  const clients = {} as Record<Role, { c: TestClient; csrf: string }>;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database, { PUBLIC_URL: "http://classwish.test" }, { pages: true });
    const hash = await hashPassword(PASSWORD);
    for (const role of ROLES) {
      await insertOperator(database.db, { email: `${role}@classwish.test`, passwordHash: hash, role });
      const c = app.client();
      const signedIn = await login(app, c, { email: `${role}@classwish.test`, password: PASSWORD, ip: `10.3.0.${ROLES.indexOf(role) + 1}` });
      if (signedIn.status !== 302) throw new Error(`${role} could not sign in: ${signedIn.status}`);
      clients[role] = { c, csrf: await csrfOf(c) };
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  // Signing out is every role's and ends the session: left to its own test below.
  const cases = Object.entries(CONSOLE_ACTIONS)
    .filter(([page]) => page !== "logout")
    .flatMap(([page, intents]) => Object.entries(intents).map(([intent, least]) => ({ page, intent, least: least as Role })));

  it.each(cases)("/admin/$page, intent “$intent”: $least and above", async ({ page, intent, least }) => {
    // The Overview is the console's index route: a form posts to it with ?index.
    const path = page === "" ? "/admin?index" : `/admin/${page.replaceAll(":id", MISSING_ID)}`;
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const role of ROLES) {
      const { c, csrf } = clients[role];
      const res = await postForm(app, c, path, { ...(intent && { intent }), csrf });
      // Refused for the role: 403 with the refusal's words (not another 403, such as a stale token).
      const refused = res.status === 403 && (await res.text()).includes("Nothing was changed");
      answers[role] = refused ? "refused" : res.status === 403 ? "another 403" : "reached";
      expected[role] = atLeast(role, least) ? "reached" : "refused";
    }
    expect(answers).toEqual(expected);
  });

  it("gives an intent the table does not list to the owner alone; a refusal is in the audit log with who", async () => {
    for (const role of ROLES) {
      const { c, csrf } = clients[role];
      const res = await postForm(app, c, "/admin/courses", { intent: "not-an-action", csrf });
      expect(res.status, role).toBe(role === "owner" ? 400 : 403);
    }
    const refused = await vi.waitFor(async () => {
      const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, "console: courses: not-an-action"));
      expect(rows).toHaveLength(3);
      return rows;
    });
    expect(refused.map((r) => [r.actor, r.status]).sort()).toEqual([
      ["operator editor@classwish.test", 403],
      ["operator owner@classwish.test", 400],
      ["operator viewer@classwish.test", 403],
    ]);
  });

  it("leaves out of each page the forms its role cannot send, and shows the owner every one", async () => {
    // Seeded courses exist (migrations): course 1's page has its actions.
    const pages = { "": "/admin", courses: "/admin/courses", "courses/:id": "/admin/courses/1", site: "/admin/site", referrals: "/admin/referrals", webhooks: "/admin/webhooks", "subscribers/import": "/admin/subscribers/import", launch: "/admin/launch", email: "/admin/email", "email/sent": "/admin/email/sent" };
    for (const [page, path] of Object.entries(pages)) {
      const shown = {} as Record<Role, string[]>;
      for (const role of ROLES) {
        const html = await (await clients[role].c.fetch(path)).text();
        // A hidden field's intent, or a button's (React writes a button's value before its name).
        shown[role] = [...html.matchAll(/name="intent" value="([^"]*)"|value="([^"]*)" name="intent"/g)].map((m) => m[1] ?? m[2]!);
        // A form without an intent (a webhook endpoint's) is known by its fields.
        if (page === "webhooks" && html.includes('name="url"')) shown[role].push("");
        if (page === "email/sent" && html.includes('name="per_person"')) shown[role].push("");
        expect(shown[role].filter((intent) => !can(role, page, intent)), `${role} on ${path}`).toEqual([]);
      }
      expect(shown.owner.length, `the owner on ${path}`).toBeGreaterThan(0);
      expect(shown.viewer, `a viewer on ${path}`).toEqual([]);
    }
  });

  it("lets every role sign out", async () => {
    for (const role of ROLES) {
      const { c, csrf } = clients[role];
      const res = await postForm(app, c, "/admin/logout", { csrf });
      expect([res.status, res.headers.get("location")], role).toEqual([302, "/admin/login"]);
    }
  });
});
