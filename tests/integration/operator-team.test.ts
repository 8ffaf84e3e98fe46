import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog, operatorLinks, operators } from "../../app/.server/db/schema.ts";
import { createOwner } from "../../app/.server/operators/create-owner.ts";
import { useAppWithSmtp, type TestClient } from "../helpers/app.ts";
import { csrfOf, login, plain, postForm } from "../helpers/admin.ts";
import { linkIn, postFormTo } from "../helpers/smtp.ts";

// The Team page (issue 38): an owner invites by e-mail, the invitee chooses their password from the
// real message's link; roles change, accounts are disabled and removed, never leaving the team
// without an owner who can sign in; a forgotten password is reset from an e-mailed link. Expired,
// used and made-up links are refused, and each attempt is in the audit log. Real server, worker,
// SMTP listener and database.

const OWNER = "owner@classwish.test";
const PASSWORD = "a long owner passphrase";
const NEW_PASSWORD = "another long passphrase";

describe("the team", () => {
  const t = useAppWithSmtp({ PUBLIC_URL: "http://classwish.test" });

  const owner = async (email = OWNER) => {
    const made = await createOwner(t.database.db, email, PASSWORD);
    if (made.kind !== "created") throw new Error(made.error);
    return made.operator;
  };
  const signedIn = async (email = OWNER, password = PASSWORD) => {
    const c = t.app.client();
    const res = await login(t.app, c, { email, password, ip: "10.5.5.5" });
    if (res.status !== 302) throw new Error(`${email} could not sign in: ${res.status}`);
    return c;
  };
  const team = async (c: TestClient, fields: Record<string, string>) => postForm(t.app, c, "/admin/team", { ...fields, csrf: await csrfOf(c, "/admin/team") });
  /** The link path of the one message to `email`, once the worker has sent it. */
  const mailedLink = async (to: string, label: string) => {
    const mail = await vi.waitFor(() => {
      const found = t.smtp.received.find((m) => m.to.includes(to));
      expect(found).toBeDefined();
      return found!;
    }, { timeout: 15_000, interval: 50 });
    return linkIn(mail, label);
  };

  it("an owner invites an editor by e-mail; the editor chooses a password from the message's link, once, and signs in as an editor", async () => {
    await owner();
    const c = await signedIn();
    const invited = await team(c, { intent: "invite", email: "Editor@Classwish.test", role: "editor" });
    expect([invited.status, invited.headers.get("location")]).toEqual([302, "/admin/team?done=invited"]);
    const page = plain(await (await c.fetch("/admin/team")).text());
    expect(page).toContain("editor@classwish.test");

    const link = await mailedLink("editor@classwish.test", "Choose your password");
    expect(link).toMatch(/^\/admin\/invitation\?token=/);
    const form = plain(await (await t.app.client().fetch(link)).text());
    expect(form).toContain("You are invited as an editor, with the address editor@classwish.test");
    const token = new URL(link, t.app.url).searchParams.get("token")!;

    // A short password, or two that differ: refused, the link still works.
    expect((await postFormTo(t.app.url, "/admin/invitation", { token, password: "too short", again: "too short" })).status).toBe(400);
    expect((await postFormTo(t.app.url, "/admin/invitation", { token, password: NEW_PASSWORD, again: `${NEW_PASSWORD}!` })).status).toBe(400);
    const made = await postFormTo(t.app.url, "/admin/invitation", { token, password: NEW_PASSWORD, again: NEW_PASSWORD });
    expect([made.status, made.headers.get("location")]).toEqual([302, "/admin/login?joined=1"]);
    // Used once: the same link is refused afterwards.
    expect((await t.app.client().fetch(link)).status).toBe(410);
    expect((await postFormTo(t.app.url, "/admin/invitation", { token, password: NEW_PASSWORD, again: NEW_PASSWORD })).status).toBe(410);

    const editor = await signedIn("editor@classwish.test", NEW_PASSWORD);
    expect(plain(await (await editor.fetch("/admin/account")).text())).toContain("Signed in as editor@classwish.test, editor.");
    // The Team page is the owners'.
    expect((await editor.fetch("/admin/team")).status).toBe(403);
    expect(await (await editor.fetch("/admin")).text()).not.toContain('href="/admin/team"');
  });

  it("refuses an expired invitation and a made-up one, each attempt in the audit log", async () => {
    await owner();
    const c = await signedIn();
    await team(c, { intent: "invite", email: "late@classwish.test", role: "viewer" });
    const link = await mailedLink("late@classwish.test", "Choose your password");
    await t.database.db.update(operatorLinks).set({ expiresAt: sql`now() - interval '1 minute'` });
    const token = new URL(link, t.app.url).searchParams.get("token")!;
    expect((await t.app.client().fetch(link)).status).toBe(410);
    expect((await postFormTo(t.app.url, "/admin/invitation", { token, password: NEW_PASSWORD, again: NEW_PASSWORD })).status).toBe(410);
    expect((await postFormTo(t.app.url, "/admin/invitation", { token: `${token}x`, password: NEW_PASSWORD, again: NEW_PASSWORD })).status).toBe(410);
    expect(await t.database.db.select().from(operators).where(eq(operators.email, "late@classwish.test"))).toEqual([]);
    const lines = await vi.waitFor(async () => {
      const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "console: invitation"));
      expect(rows).toHaveLength(2);
      return rows;
    });
    expect(lines.map((l) => l.status)).toEqual([410, 410]);
  });

  it("changes roles, disables and removes, but never leaves the team without an owner who can sign in", async () => {
    const first = await owner();
    const c = await signedIn();
    // The only owner cannot make themself an editor, be disabled or removed.
    const refusedChanges: Array<Record<string, string>> = [{ intent: "change-role", role: "editor" }, { intent: "disable" }, { intent: "remove" }];
    for (const fields of refusedChanges) {
      const res = await team(c, { ...fields, operator_id: String(first.id) });
      expect(res.status, fields.intent).toBe(409);
      expect(await res.text()).toContain("without an owner");
    }
    expect((await t.database.db.select().from(operators))[0]).toMatchObject({ role: "owner", disabledAt: null });

    // With a second owner, the first may step down; the second may then not.
    const second = await owner("second@classwish.test");
    const other = await signedIn("second@classwish.test");
    expect((await team(c, { intent: "change-role", role: "viewer", operator_id: String(first.id) })).status).toBe(302);
    expect((await team(other, { intent: "change-role", role: "editor", operator_id: String(second.id) })).status).toBe(409);
    // The first is a viewer now, from their next page: the Team page refuses them.
    expect((await c.fetch("/admin/team")).status).toBe(403);

    // Disabling ends the operator's sessions at once; removing deletes the account.
    const viewer = await signedIn();
    expect((await team(other, { intent: "disable", operator_id: String(first.id) })).status).toBe(302);
    expect((await viewer.fetch("/admin", { redirect: "manual" })).status).toBe(302);
    expect((await team(other, { intent: "enable", operator_id: String(first.id) })).status).toBe(302);
    expect((await team(other, { intent: "remove", operator_id: String(first.id) })).status).toBe(302);
    expect(await t.database.db.select({ email: operators.email }).from(operators)).toEqual([{ email: "second@classwish.test" }]);
    // Unknown operators and roles: refused, nothing changed.
    expect((await team(other, { intent: "change-role", role: "emperor", operator_id: String(second.id) })).status).toBe(400);
    expect((await team(other, { intent: "remove", operator_id: "999999" })).status).toBe(404);
  });

  it("resets a forgotten password from an e-mailed link: the old password and every session end; the form tells nothing of other addresses", async () => {
    await owner();
    const before = await signedIn();
    const asked = await postFormTo(t.app.url, "/admin/reset", { email: OWNER });
    expect([asked.status, asked.headers.get("location")]).toEqual([302, "/admin/reset?sent=1"]);
    const nobody = await postFormTo(t.app.url, "/admin/reset", { email: "nobody@classwish.test" });
    expect([nobody.status, nobody.headers.get("location")]).toEqual([302, "/admin/reset?sent=1"]);

    const link = await mailedLink(OWNER, "Choose a new password");
    const token = new URL(link, t.app.url).searchParams.get("token")!;
    const done = await postFormTo(t.app.url, "/admin/reset", { token, password: NEW_PASSWORD, again: NEW_PASSWORD });
    expect([done.status, done.headers.get("location")]).toEqual([302, "/admin/login?reset=1"]);
    expect((await before.fetch("/admin", { redirect: "manual" })).status).toBe(302);
    expect((await login(t.app, t.app.client(), { email: OWNER, password: PASSWORD, ip: "10.5.5.6" })).status).toBe(401);
    expect((await login(t.app, t.app.client(), { email: OWNER, password: NEW_PASSWORD, ip: "10.5.5.7" })).status).toBe(302);
    // Once only.
    expect((await postFormTo(t.app.url, "/admin/reset", { token, password: PASSWORD, again: PASSWORD })).status).toBe(410);
    expect(t.smtp.received.filter((m) => m.to.includes("nobody@classwish.test"))).toEqual([]);
    // The owner is told their password changed, by a message of its own.
    const notice = await vi.waitFor(() => {
      const found = t.smtp.received.find((m) => m.to.includes(OWNER) && m.subject === "Your Classwish console account changed");
      expect(found).toBeDefined();
      return found!;
    }, { timeout: 15_000, interval: 50 });
    expect(notice.text).toContain("Your password was reset from a link e-mailed to this address.");
  });
});
