import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { insertOperator } from "../../app/.server/db/operators.ts";
import { operators } from "../../app/.server/db/schema.ts";
import { hashPassword } from "../../app/.server/operators/passwords.ts";
import { useTestApp, type TestClient } from "../helpers/app.ts";
import { csrfOf, login, plain, postForm } from "../helpers/admin.ts";

// Two-factor sign-in (issue 38): an operator enrols an authenticator app (the page's secret, the
// codes computed here as an app computes them, RFC 6238), then signs in with the password and a
// code; a code is refused when used again, a recovery code works once, and an owner can require a
// second factor of everyone. Real server, real database.

const OWNER = "owner@classwish.test";
const EDITOR = "editor@classwish.test";
const PASSWORD = "a long owner passphrase";

describe("two-factor sign-in", () => {
  const t = useTestApp({ PUBLIC_URL: "http://classwish.test" }, { pages: true });
  let ip = 0;

  const account = async (email: string, role: "owner" | "editor") => insertOperator(t.database.db, { email, passwordHash: await hashPassword(PASSWORD), role });
  const passwordStep = (c: TestClient, email: string) => login(t.app, c, { email, password: PASSWORD, ip: `10.6.0.${++ip}` });
  /** The second step's form, posted as the browser would with the token the first step gave. */
  const codeStep = (c: TestClient, pending: string, code: string) =>
    c.fetch("/admin/login", { method: "POST", redirect: "manual", headers: { origin: t.app.url, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.6.1.${++ip}` }, body: new URLSearchParams({ pending, code }) });
  const pendingOf = async (res: Response) => {
    expect(res.status).toBe(200);
    return /name="pending" value="([^"]+)"/.exec(await res.text())![1]!;
  };
  /** The code an authenticator app shows for this secret, `steps` 30-second steps from now. */
  const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

  /** Signs in with the password alone and sets up two-factor sign-in: the secret and the recovery codes. */
  const enrol = async (email: string) => {
    const c = t.app.client();
    expect((await passwordStep(c, email)).status).toBe(302);
    const page = await (await c.fetch("/admin/account/two-factor")).text();
    const secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(page)![1]!;
    expect(page).toContain('alt="QR code of the secret for your authenticator app"');
    // A wrong code first: refused, nothing stored.
    const wrong = await postForm(t.app, c, "/admin/account/two-factor", { intent: "enrol", code: "000000", csrf: await csrfOf(c, "/admin/account/two-factor") });
    expect(plain(await wrong.text())).toContain("That code is not right");
    const done = await postForm(t.app, c, "/admin/account/two-factor", { intent: "enrol", code: codeFor(secret), csrf: await csrfOf(c, "/admin/account/two-factor") });
    const codes = [...plain(await done.text()).matchAll(/<li>([0-9a-f]{5}-[0-9a-f]{5})<\/li>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);
    return { secret, codes, c };
  };

  it("signs in with the password and a code from the secret; the same code again is refused, a wrong one too", async () => {
    await account(OWNER, "owner");
    const { secret } = await enrol(OWNER);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.email, OWNER));
    // Kept sealed (AES-GCM under SESSION_SECRET): the database alone does not give the secret.
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secret);

    // The password alone no longer opens a session: the second step asks for the code.
    const c = t.app.client();
    const pending = await pendingOf(await passwordStep(c, OWNER));
    expect(c.cookies.has("cw_admin")).toBe(false);
    expect((await codeStep(c, pending, "123456")).status).toBe(401);
    // The enrolment took this step's code: the next step's (an app a little ahead) signs in.
    const code = codeFor(secret, 1);
    const signedIn = await codeStep(c, pending, code);
    expect([signedIn.status, signedIn.headers.get("location")]).toEqual([302, "/admin"]);
    expect((await c.fetch("/admin", { redirect: "manual" })).status).toBe(200);

    // Replayed: the same code, in another sign-in, is refused.
    const other = t.app.client();
    const replay = await codeStep(other, await pendingOf(await passwordStep(other, OWNER)), code);
    expect(replay.status).toBe(401);
    expect(plain(await replay.text())).toContain("That code was used already");
    // A second step made up, or without its first: refused.
    expect((await codeStep(t.app.client(), "1.99999999999999.forged", codeFor(secret, 1))).status).toBe(401);
  });

  it("a recovery code signs in once, in place of a code", async () => {
    await account(OWNER, "owner");
    const { codes } = await enrol(OWNER);
    const c = t.app.client();
    expect((await codeStep(c, await pendingOf(await passwordStep(c, OWNER)), codes[0]!.toUpperCase())).status).toBe(302);
    const again = t.app.client();
    expect((await codeStep(again, await pendingOf(await passwordStep(again, OWNER)), codes[0]!)).status).toBe(401);
    expect(plain(await (await c.fetch("/admin/account")).text())).toContain("one of your 9 unused recovery codes");
  });

  it("an owner resets another operator's second factor (a lost phone): the password alone signs them in again", async () => {
    await account(OWNER, "owner");
    const editorId = (await account(EDITOR, "editor"))!.id;
    await enrol(EDITOR);
    const locked = t.app.client();
    expect((await passwordStep(locked, EDITOR)).status).toBe(200);
    const owner = t.app.client();
    expect((await passwordStep(owner, OWNER)).status).toBe(302);
    const team = plain(await (await owner.fetch("/admin/team")).text());
    expect(team).toContain("Active, two-factor");
    const reset = await postForm(t.app, owner, "/admin/team", { intent: "reset-two-factor", operator_id: String(editorId), csrf: await csrfOf(owner, "/admin/team") });
    expect([reset.status, reset.headers.get("location")]).toEqual([302, "/admin/team?done=two-factor-reset"]);
    expect((await passwordStep(t.app.client(), EDITOR)).status).toBe(302);
    // Only an owner may.
    const editor = t.app.client();
    await passwordStep(editor, EDITOR);
    const refused = await postForm(t.app, editor, "/admin/team", { intent: "reset-two-factor", operator_id: String(editorId), csrf: await csrfOf(editor) });
    expect(refused.status).toBe(403);
  });

  it("an owner can require a second factor of everyone: an editor without one sets it up before anything else", async () => {
    await account(OWNER, "owner");
    await account(EDITOR, "editor");
    const owner = t.app.client();
    expect((await passwordStep(owner, OWNER)).status).toBe(302);
    expect((await postForm(t.app, owner, "/admin/team", { intent: "two-factor", require: "on", csrf: await csrfOf(owner, "/admin/team") })).status).toBe(302);

    const editor = t.app.client();
    expect((await passwordStep(editor, EDITOR)).status).toBe(302);
    for (const page of ["/admin", "/admin/courses", "/admin/export/searches.csv"]) {
      const res = await editor.fetch(page, { redirect: "manual" });
      expect([res.status, res.headers.get("location")], page).toEqual([302, "/admin/account/two-factor"]);
    }
    expect((await editor.fetch("/admin/account/two-factor")).status).toBe(200);
    // It cannot be turned off while required.
    const enrolled = await enrol(EDITOR);
    expect((await enrolled.c.fetch("/admin/courses", { redirect: "manual" })).status).toBe(200);
    const off = await postForm(t.app, enrolled.c, "/admin/account", { intent: "two-factor-off", csrf: await csrfOf(enrolled.c, "/admin/account") });
    expect(off.status).toBe(409);
  });
});
