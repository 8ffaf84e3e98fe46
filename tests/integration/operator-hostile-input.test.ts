import { describe, expect, it } from "vitest";
import { operators } from "../../app/.server/db/schema.ts";
import { createOwner } from "../../app/.server/operators/create-owner.ts";
import { useTestApp } from "../helpers/app.ts";
import { csrfOf, login, postForm } from "../helpers/admin.ts";

// What a stranger or a careless script may send to the sign-in, reset, invitation, team, account
// and token forms (issue 38): a NUL (PostgreSQL refuses it in text), a lone surrogate, an address
// too long, ids that are not ids. Each gets a clear 4xx or the form again, never a 5xx, and no
// account changes. Real server, real database.

const OWNER = "owner@classwish.test";
const PASSWORD = "a long owner passphrase";
const NASTY = ["\u0000", "a\u0000@b.co", "\ud800@x.co", `${"x".repeat(300)}@example.com`, "", " ", "owner@classwish.test\u0000"];

describe("hostile input to the operator forms", () => {
  const t = useTestApp({ PUBLIC_URL: "http://classwish.test" }, { pages: true });

  it("answers every form without a 5xx, and changes no account", async () => {
    await createOwner(t.database.db, OWNER, PASSWORD);
    const c = t.app.client();
    expect((await login(t.app, c, { email: OWNER, password: PASSWORD })).status).toBe(302);
    const statuses: number[] = [];
    const post = async (path: string, fields: Record<string, string>, signedIn = false) => {
      const res = signedIn ? await postForm(t.app, c, path, { ...fields, csrf: await csrfOf(c) }) : await postForm(t.app, t.app.client(), path, fields);
      statuses.push(res.status);
    };
    for (const value of NASTY) {
      await post("/admin/login", { email: value, password: value });
      await post("/admin/login", { pending: value, code: value });
      await post("/admin/reset", { email: value });
      await post("/admin/reset", { token: value, password: value, again: value });
      await post("/admin/invitation", { token: value, password: value, again: value });
      await post("/admin/team", { intent: "invite", email: value, role: value }, true);
      await post("/admin/team", { intent: "cancel-invitation", email: value }, true);
      await post("/admin/team", { intent: "change-role", operator_id: value, role: value }, true);
      await post("/admin/account", { intent: "end-session", session: value }, true);
      await post("/admin/account/tokens", { intent: "make", name: value, role: value }, true);
      await post("/admin/account/tokens", { intent: "revoke", token_id: value }, true);
      await post("/admin/account/two-factor", { intent: "enrol", code: value }, true);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Something was refused outright (a 4xx), not only answered with the form again.
    expect(statuses.some((s) => s >= 400 && s < 500)).toBe(true);
    const accounts = await t.database.db.select({ email: operators.email, role: operators.role, totp: operators.totpSecret }).from(operators);
    expect(accounts).toEqual([{ email: OWNER, role: "owner", totp: null }]);
  });
});
