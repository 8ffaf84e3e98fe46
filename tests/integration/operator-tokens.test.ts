import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { insertOperator } from "../../app/.server/db/operators.ts";
import { auditLog, operators, operatorTokens } from "../../app/.server/db/schema.ts";
import { hashPassword } from "../../app/.server/operators/passwords.ts";
import { useTestApp, type TestClient } from "../helpers/app.ts";
import { csrfOf, login, plain, postForm } from "../helpers/admin.ts";

// Named operator API tokens (issue 38): made in the console with a role no higher than their
// maker's, shown once, kept hashed, revocable, their last use shown; the audit log names the token.
// ADMIN_TOKEN stays an owner's token. Real server, real database.

const PASSWORD = "a long passphrase for tokens";
const ADMIN_TOKEN = "tokens-test-admin-token-0123456789";

describe("operator API tokens", () => {
  const t = useTestApp({ ADMIN_TOKEN, PUBLIC_URL: "http://classwish.test" }, { pages: true });
  let ip = 0;

  const operator = async (email: string, role: "owner" | "editor" | "viewer") => {
    const made = await insertOperator(t.database.db, { email, passwordHash: await hashPassword(PASSWORD), role });
    const c = t.app.client();
    expect((await login(t.app, c, { email, password: PASSWORD, ip: `10.8.0.${++ip}` })).status).toBe(302);
    return { id: made!.id, c };
  };
  /** Makes a token on the console's page; the token as the page shows it, once. */
  const makeToken = async (c: TestClient, name: string, role: string) => {
    const res = await postForm(t.app, c, "/admin/account/tokens", { intent: "make", name, role, csrf: await csrfOf(c, "/admin/account/tokens") });
    return { status: res.status, token: /data-testid="new-token">([^<]+)</.exec(plain(await res.text()))?.[1] };
  };
  const api = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${t.app.url}/api/admin${path}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": `10.8.1.${++ip}` }, ...(body !== undefined && { body: JSON.stringify(body) }) });
  const letter = { subject: "Tokens news", markdown: "Hello" };

  it("a token acts with its role, at most its maker's; shown once, hashed; the audit log names it; revoked, it is refused", async () => {
    const editor = await operator("editor@classwish.test", "editor");
    expect((await makeToken(editor.c, "reporting", "owner")).status).toBe(400);
    const reader = await makeToken(editor.c, "reporting", "viewer");
    const writer = await makeToken(editor.c, "newsletter script", "editor");
    expect(reader.token).toMatch(/^cw_[\w-]{43}$/);
    expect(writer.token).toMatch(/^cw_[\w-]{43}$/);
    // Shown once: the page lists the token by name, never the token itself.
    const page = plain(await (await editor.c.fetch("/admin/account/tokens")).text());
    expect(page).toContain("newsletter script");
    expect(page).not.toContain(writer.token!);
    expect(JSON.stringify(await t.database.db.select().from(operatorTokens))).not.toContain(writer.token!);

    expect((await api(reader.token!, "GET", "/demand")).status).toBe(200);
    expect((await api(reader.token!, "POST", "/newsletters", letter)).status).toBe(403);
    const sent = await api(writer.token!, "POST", "/newsletters", letter);
    expect(sent.status).toBe(201);
    const [used] = await t.database.db.select().from(operatorTokens).where(eq(operatorTokens.name, "newsletter script"));
    expect(used!.lastUsedAt).not.toBeNull();

    const stored = await vi.waitFor(async () => {
      const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "api: POST /newsletters"));
      expect(rows).toHaveLength(2);
      return rows;
    });
    expect(stored.map((r) => [r.actor, r.status]).sort()).toEqual([
      ["token “newsletter script” of editor@classwish.test", 201],
      ["token “reporting” of editor@classwish.test", 403],
    ]);

    // Revoked: refused, with its own words; the audit line names the token.
    const [reporting] = await t.database.db.select().from(operatorTokens).where(eq(operatorTokens.name, "reporting"));
    expect((await postForm(t.app, editor.c, "/admin/account/tokens", { intent: "revoke", token_id: String(reporting!.id), csrf: await csrfOf(editor.c, "/admin/account/tokens") })).status).toBe(302);
    const refused = await api(reader.token!, "GET", "/demand");
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toContain("revoked");
  });

  it("a token's role follows its maker down; a removed operator's tokens end at once", async () => {
    const editor = await operator("editor@classwish.test", "editor");
    const { token } = await makeToken(editor.c, "script", "editor");
    expect((await api(token!, "POST", "/outbox/retry-failed")).status).toBe(200);
    await t.database.db.update(operators).set({ role: "viewer" }).where(eq(operators.id, editor.id));
    expect((await api(token!, "POST", "/outbox/retry-failed")).status).toBe(403);
    await t.database.db.delete(operators).where(eq(operators.id, editor.id));
    expect((await api(token!, "GET", "/outbox")).status).toBe(401);
  });

  it("guesses at ADMIN_TOKEN from many addresses lock it, as an account's password; named tokens keep working", async () => {
    const editor = await operator("editor@classwish.test", "editor");
    const { token } = await makeToken(editor.c, "script", "viewer");
    // 30 guesses from 30 addresses at once: ADMIN_TOKEN's 20 free tries are checked, the rest refused.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => api(`wrong-admin-token-${i}-0123456789`, "GET", "/outbox")));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(20);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    const refused = await api(ADMIN_TOKEN, "GET", "/outbox");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await api(token!, "GET", "/outbox")).status).toBe(200);
  });

  it("ADMIN_TOKEN stays an owner's token beside the named ones; a made-up token is refused", async () => {
    expect((await api(ADMIN_TOKEN, "POST", "/suppressions/1/lift", { reason: "test" })).status).toBe(404);
    expect((await api(`cw_${"x".repeat(43)}`, "GET", "/outbox")).status).toBe(401);
  });
});
