import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, signInFailures } from "../../app/.server/db/schema.ts";
import { createOwner } from "../../app/.server/operators/create-owner.ts";
import { unlockAccount } from "../../app/.server/operators/failure-budget.ts";
import { useTestApp } from "../helpers/app.ts";
import { ADMIN_PASSWORD, csrfOf, login, plain, postForm } from "../helpers/admin.ts";
import { tmpDir } from "../helpers/db.ts";

// The per-account failure budget (issue 38), beside the per-address one: guesses spread over many
// addresses still lock the account they aim at, the right password included, until the back-off
// ends or an owner unlocks it; its holder is told by e-mail. Real server, real database.

const OWNER = "owner@classwish.test";
const PASSWORD = "a long owner passphrase";
const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

describe("the per-account failure budget", () => {
  const t = useTestApp({ ADMIN_PASSWORD, PUBLIC_URL: "http://classwish.test" }, { pages: true });

  const owner = async () => {
    const made = await createOwner(t.database.db, OWNER, PASSWORD);
    if (made.kind !== "created") throw new Error(made.error);
  };
  /** A sign-in from its own address (10.4.<n>), as an account when `email` is given, else with ADMIN_PASSWORD. */
  const from = (n: number, password: string, email?: string) => login(t.app, t.app.client(), { ip: `10.4.${Math.floor(n / 250)}.${(n % 250) + 1}`, password, ...(email !== undefined && { email }) });
  const statuses = async (count: number, password: string, email?: string) => {
    const answers = await Promise.all(Array.from({ length: count }, (_, n) => from(n, password, email)));
    return answers.map((r) => r.status).sort();
  };
  /** The wait of the account's last failure, moved into the past: as if that many minutes had gone by. */
  const minutesPass = (minutes: number, account = `address:${OWNER}`) =>
    t.database.db.update(signInFailures).set({ lastFailureAt: sql`last_failure_at - make_interval(mins => ${minutes})` }).where(eq(signInFailures.account, account));
  const lockMail = () => t.database.db.select().from(messages).where(eq(messages.kind, "account_locked"));

  it("40 wrong passwords from 40 addresses, at once: 10 are checked, and the right one from a 41st address is refused until the wait ends", async () => {
    await owner();
    const answers = await statuses(40, "not the passphrase", OWNER);
    expect(answers.filter((s) => s === 401)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(30);

    const refused = await from(41, PASSWORD, OWNER);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    // The holder is told once, at their own address.
    const told = await lockMail();
    expect(told.map((m) => m.recipient)).toEqual([OWNER]);

    // After the wait one more attempt is checked; a wrong one doubles the wait (30 minutes).
    await minutesPass(16);
    expect((await from(42, "still not it", OWNER)).status).toBe(401);
    const longer = await from(43, PASSWORD, OWNER);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(29 * 60);

    // Once that wait is over the right password signs in, and the count starts again from nothing.
    await minutesPass(31);
    expect((await from(44, PASSWORD, OWNER)).status).toBe(302);
    expect(await t.database.db.select().from(signInFailures)).toEqual([]);
    expect(await lockMail()).toHaveLength(1);
  });

  it("an owner's unlock lets the right password in at once (the CLI's unlock too)", async () => {
    await owner();
    await statuses(12, "not the passphrase", OWNER);
    expect((await from(50, PASSWORD, OWNER)).status).toBe(429);
    expect(await unlockAccount(t.database.db, OWNER)).toBe(true);
    expect((await from(51, PASSWORD, OWNER)).status).toBe(302);

    await statuses(12, "not the passphrase", OWNER);
    const cli = await execFileAsync(process.execPath, ["scripts/operator.ts", "unlock", OWNER], { cwd: root, env: { PATH: process.env.PATH, DATABASE_URL: t.database.url, DATA_DIR: tmpDir() } });
    expect(cli.stdout).toBe(`${OWNER} may sign in again: its wrong passwords are forgotten.\n`);
    expect((await from(52, PASSWORD, OWNER)).status).toBe(302);
  });

  it("the Team page shows a locked account as locked, and its Unlock lets the right password in at once", async () => {
    await owner();
    const OTHER = "other@classwish.test";
    const other = await createOwner(t.database.db, OTHER, PASSWORD);
    if (other.kind !== "created") throw new Error(other.error);
    await statuses(12, "not the passphrase", OTHER);
    expect((await from(70, PASSWORD, OTHER)).status).toBe(429);

    const c = t.app.client();
    expect((await login(t.app, c, { email: OWNER, password: PASSWORD, ip: "10.4.9.1" })).status).toBe(302);
    const lockedRow = () => c.fetch("/admin/team").then(async (r) => plain(await r.text()).includes("locked (too many wrong passwords)"));
    expect(await lockedRow()).toBe(true);
    const unlocked = await postForm(t.app, c, "/admin/team", { intent: "unlock", operator_id: String(other.operator.id), csrf: await csrfOf(c, "/admin/team") });
    expect(unlocked.status).toBe(302);
    expect(unlocked.headers.get("location")).toBe("/admin/team?done=unlocked");
    expect(await lockedRow()).toBe(false);
    expect((await from(71, PASSWORD, OTHER)).status).toBe(302);
  });

  it("locks an address without an account the same way (a lock tells nothing), and mails no one", async () => {
    await owner();
    const answers = await statuses(40, "anything at all", "nobody@classwish.test");
    expect(answers.filter((s) => s === 401)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(30);
    expect(await lockMail()).toEqual([]);
    // Another account's budget is its own.
    expect((await from(60, PASSWORD, OWNER)).status).toBe(302);
  });

  it("holds for the one ADMIN_PASSWORD of a deployment without accounts", async () => {
    const answers = await statuses(40, "not the console password");
    expect(answers.filter((s) => s === 401)).toHaveLength(10);
    expect((await from(41, ADMIN_PASSWORD)).status).toBe(429);
    await minutesPass(16, "ADMIN_PASSWORD");
    expect((await from(42, ADMIN_PASSWORD)).status).toBe(302);
  });
});
