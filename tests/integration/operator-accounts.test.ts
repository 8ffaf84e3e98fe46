import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, messages, operators, operatorSessions } from "../../app/.server/db/schema.ts";
import { createOwner } from "../../app/.server/operators/create-owner.ts";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm } from "../helpers/admin.ts";
import { openTestDatabase, tmpDir, type TestDatabase } from "../helpers/db.ts";

// Operator accounts (issue 38): the first owner from `npm run operator -- create-owner`, sign-in
// with one's own address and password, ADMIN_PASSWORD until the first account exists, and console
// sessions kept on the server (listed per operator, ended from the list, by signing out, and at
// once for a disabled or removed operator). Real server, real database, the built pages.

const OWNER = "owner@classwish.test";
const OWNER_PASSWORD = "a long owner passphrase";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

describe("operator accounts", () => {
  let database: TestDatabase;
  let app: TestApp;
  let noPassword: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startTestApp(database, { ADMIN_PASSWORD, PUBLIC_URL: "http://classwish.test" }, { pages: true });
    noPassword = await startTestApp(database, { PUBLIC_URL: "http://classwish.test" }, { pages: true });
  });
  afterAll(async () => {
    await app?.close();
    await noPassword?.close();
    await database?.destroy();
  });
  beforeEach(() => database.reset());

  const owner = async (email = OWNER) => {
    const made = await createOwner(database.db, email, OWNER_PASSWORD);
    if (made.kind !== "created") throw new Error(made.error);
    return made.operator;
  };
  const signIn = async (c: TestClient, opts: { email?: string; password?: string; userAgent?: string; ip?: string } = {}) => login(app, c, { email: OWNER, password: OWNER_PASSWORD, ...opts });
  const consoleStatus = async (c: TestClient) => (await c.fetch("/admin", { redirect: "manual" })).status;
  const loginPage = async () => plain(await (await app.client().fetch("/admin/login")).text());
  /** The session ids the sessions list offers to end, in its order. */
  const listedSessions = async (c: TestClient) => [...plain(await (await c.fetch("/admin/account")).text()).matchAll(/name="session" value="([0-9a-f]{64})"/g)].map((m) => m[1]!);

  it("takes ADMIN_PASSWORD until the first account exists; then that password and its sessions end, and the owner signs in with address and password", async () => {
    const legacy = app.client();
    expect(await loginPage()).not.toContain('name="email"');
    expect((await login(app, legacy)).status).toBe(302);
    expect(await consoleStatus(legacy)).toBe(200);

    await owner();
    expect(await consoleStatus(legacy)).toBe(302);
    expect((await login(app, app.client())).status).toBe(401);
    expect(await loginPage()).toContain('name="email"');

    const c = app.client();
    expect((await signIn(c, { password: "not the owner passphrase" })).status).toBe(401);
    expect((await signIn(c, { email: "nobody@classwish.test" })).status).toBe(401);
    const res = await signIn(c, { email: " Owner@Classwish.TEST " });
    expect([res.status, res.headers.get("location")]).toEqual([302, "/admin"]);
    expect(res.headers.getSetCookie().find((h) => h.startsWith("cw_admin="))).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/);
    expect(await consoleStatus(c)).toBe(200);
    const account = plain(await (await c.fetch("/admin/account")).text());
    expect(account).toContain(`Signed in as ${OWNER}, owner.`);

    // The audit log names who: the owner signing in, the account a wrong password was tried on.
    await postForm(app, c, "/admin/logout", { csrf: await csrfOf(c) });
    const lines = await vi.waitFor(async () => {
      const rows = await database.db.select().from(auditLog).orderBy(auditLog.id);
      expect(rows.filter((r) => r.action === "console: logout")).toHaveLength(1);
      return rows;
    });
    const logins = lines.filter((l) => l.action === "console: login").map((l) => [l.actor, l.target, l.status]);
    expect(logins).toEqual(
      expect.arrayContaining([
        ["ADMIN_PASSWORD", null, 302],
        ["not signed in", null, 401],
        ["not signed in", `operator ${OWNER}`, 401],
        [`operator ${OWNER}`, null, 302],
      ]),
    );
    expect(lines.find((l) => l.action === "console: logout")!.actor).toBe(`operator ${OWNER}`);
    expect(JSON.stringify(lines)).not.toContain("nobody@classwish.test");
  });

  it("has a console without ADMIN_PASSWORD once an account exists, and none before", async () => {
    expect((await noPassword.client().fetch("/admin/login")).status).toBe(404);
    await owner();
    expect((await noPassword.client().fetch("/admin/login")).status).toBe(200);
    const c = noPassword.client();
    expect((await login(noPassword, c, { email: OWNER, password: OWNER_PASSWORD })).status).toBe(302);
    expect(await consoleStatus(c)).toBe(200);
  });

  it("lists an operator's sessions with their device and last use; ending one ends it on the server, never another operator's", async () => {
    await owner();
    const laptop = app.client();
    const phone = app.client();
    expect((await signIn(laptop, { userAgent: FIREFOX })).status).toBe(302);
    expect((await signIn(phone, { userAgent: IPHONE, ip: "10.9.9.8" })).status).toBe(302);
    const page = plain(await (await laptop.fetch("/admin/account")).text());
    expect(page).toContain("Firefox on Linux");
    expect(page).toContain("Safari on iOS");
    expect(page).toContain("10.9.9.8");
    expect(page.match(/\(this session\)/g)).toHaveLength(1);

    // The phone's session, ended from the laptop: the phone's cookie opens nothing any more.
    const stored = await database.db.select().from(operatorSessions);
    expect(stored).toHaveLength(2);
    const listed = await listedSessions(laptop);
    expect(listed.toSorted()).toEqual(stored.map((s) => s.id).toSorted());
    // The cookie's id is not what the table keeps.
    expect(JSON.stringify(stored)).not.toContain(decodeURIComponent(laptop.cookies.get("cw_admin")!).split(".")[1]);
    const phoneRow = (await signedInRows()).find((s) => s.userAgent === IPHONE)!;
    const ended = await postForm(app, laptop, "/admin/account", { intent: "end-session", session: phoneRow.id, csrf: await csrfOf(laptop) });
    expect([ended.status, ended.headers.get("location")]).toEqual([302, "/admin/account?ended=1"]);
    expect(await consoleStatus(phone)).toBe(302);
    expect(await consoleStatus(laptop)).toBe(200);

    // Another operator's session id is not this operator's to end.
    const other = await owner("second@classwish.test");
    const second = app.client();
    expect((await signIn(second, { email: other.email })).status).toBe(302);
    const secondRow = (await signedInRows()).find((s) => s.operatorId === other.id)!;
    const refused = await postForm(app, laptop, "/admin/account", { intent: "end-session", session: secondRow.id, csrf: await csrfOf(laptop) });
    expect(refused.headers.get("location")).toBe("/admin/account?gone=1");
    expect(await consoleStatus(second)).toBe(200);
  });

  it("ends a disabled operator's sessions at once and refuses their sign-in; a removed one's sessions go with the account", async () => {
    const first = await owner();
    const second = await owner("second@classwish.test");
    const a = app.client();
    const b = app.client();
    expect((await signIn(a)).status).toBe(302);
    expect((await signIn(b, { email: second.email })).status).toBe(302);

    await database.db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.id, second.id));
    expect(await consoleStatus(b)).toBe(302);
    expect((await signIn(app.client(), { email: second.email })).status).toBe(401);

    await database.db.delete(operators).where(eq(operators.id, first.id));
    expect(await consoleStatus(a)).toBe(302);
    expect(await database.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, first.id))).toEqual([]);
  });

  it("changes one's own password with the current one: every other session ends, this one stays", async () => {
    await owner();
    const here = app.client();
    const elsewhere = app.client();
    await signIn(here);
    await signIn(elsewhere, { ip: "10.9.9.7" });
    const change = async (fields: Record<string, string>) => postForm(app, here, "/admin/account", { intent: "password", ...fields, csrf: await csrfOf(here) });
    const next = "a brand new passphrase";
    expect((await change({ current: "not the current one", password: next, again: next })).status).toBe(400);
    expect((await change({ current: OWNER_PASSWORD, password: "too short", again: "too short" })).status).toBe(400);
    expect((await change({ current: OWNER_PASSWORD, password: next, again: `${next}!` })).status).toBe(400);
    expect(await consoleStatus(elsewhere)).toBe(200);
    const changed = await change({ current: OWNER_PASSWORD, password: next, again: next });
    expect([changed.status, changed.headers.get("location")]).toEqual([302, "/admin/account?password=changed"]);
    expect(await consoleStatus(here)).toBe(200);
    expect(await consoleStatus(elsewhere)).toBe(302);
    expect((await signIn(app.client(), { ip: "10.9.9.6" })).status).toBe(401);
    expect((await signIn(app.client(), { password: next, ip: "10.9.9.5" })).status).toBe(302);
    // The operator is told, at their own address.
    const told = await database.db.select().from(messages).where(eq(messages.kind, "account_notice"));
    expect(told.map((m) => [m.recipient, (m.payload as { change: string }).change])).toEqual([[OWNER, "password-changed"]]);
  });

  it("signing out deletes the session on the server: a copy of the cookie opens nothing", async () => {
    await owner();
    const c = app.client();
    await signIn(c);
    const copy = app.client();
    for (const [k, v] of c.cookies) copy.cookies.set(k, v);
    expect(await consoleStatus(copy)).toBe(200);
    await postForm(app, c, "/admin/logout", { csrf: await csrfOf(c) });
    expect(await consoleStatus(copy)).toBe(302);
    expect(await database.db.select().from(operatorSessions)).toEqual([]);
  });

  it("npm run operator -- create-owner reads the password from standard input, refuses a short one, and the owner can sign in", async () => {
    const run = (email: string, password: string) => {
      const child = execFileAsync(process.execPath, ["scripts/operator.ts", "create-owner", email], {
        cwd: root,
        env: { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: tmpDir() },
      });
      child.child.stdin!.end(`${password}\n`);
      return child.then(
        (r) => ({ code: 0, ...r }),
        (err: { code: number; stdout: string; stderr: string }) => err,
      );
    };
    const short = await run(OWNER, "too short");
    expect([short.code, short.stderr]).toEqual([2, "The password must be at least 12 characters. Nothing was changed.\n"]);
    expect(await database.db.select().from(operators)).toEqual([]);

    const made = await run(OWNER, OWNER_PASSWORD);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`Owner ${OWNER} created`);
    const [row] = await database.db.select().from(operators);
    expect(row).toMatchObject({ email: OWNER, role: "owner", disabledAt: null });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(OWNER_PASSWORD);
    expect(made.stdout + made.stderr).not.toContain(OWNER_PASSWORD);
    expect((await run(OWNER, OWNER_PASSWORD)).code).toBe(2);
    expect((await signIn(app.client())).status).toBe(302);
  }, 120_000); // three operator processes started: 13 s on a loaded machine, more on a slow one

  const signedInRows = () => database.db.select().from(operatorSessions);
});
