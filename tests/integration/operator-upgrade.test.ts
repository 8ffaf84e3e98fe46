import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { cookieClient } from "../helpers/app.ts";
import { ADMIN_PASSWORD, login } from "../helpers/admin.ts";
import { tmpDir } from "../helpers/db.ts";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.ts";

// docs/upgrading.md, "From one console password to operator accounts", step by step, as an operator
// runs it: the production build as a server process on its embedded database, a single-password
// deployment signed in, the first owner made with the CLI while the server runs, the old password
// and its session refused, ADMIN_TOKEN still answering, the start log's note after a restart, and
// the console without ADMIN_PASSWORD after another.

const TOKEN = "upgrade-test-admin-token-0123456789";
const OWNER = "you@example.org";
const OWNER_PASSWORD = "the owner's own passphrase";
const root = path.resolve(import.meta.dirname, "../..");
const execFileAsync = promisify(execFile);

describe("upgrading from one console password to operator accounts", () => {
  const dataDir = tmpDir();
  const settings = { DATA_DIR: dataDir, ADMIN_PASSWORD, ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MIN: "0" };
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
  });
  const start = async (env: Record<string, string>) => {
    await server?.stop();
    server = await startServerProcess(env);
    await server.ready();
    return { url: `http://127.0.0.1:${server.port}` };
  };
  const outbox = (site: { url: string }) => fetch(`${site.url}/api/admin/outbox`, { headers: { authorization: `Bearer ${TOKEN}` } });

  it("keeps ADMIN_PASSWORD until create-owner, then the owner signs in, ADMIN_TOKEN still works, and the setting can go", { timeout: 180_000 }, async () => {
    // 1. The upgraded deployment, as it ran before: one password, one token.
    let site = await start(settings);
    const before = cookieClient(site.url);
    expect((await login(site, before)).status).toBe(302);
    expect((await before.fetch("/admin", { redirect: "manual" })).status).toBe(200);
    expect((await outbox(site)).status).toBe(200);

    // 2. The first owner, on the server, while it runs (the embedded database is attached to).
    const cli = execFileAsync(process.execPath, ["scripts/operator.ts", "create-owner", OWNER], { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir } });
    cli.child.stdin!.end(`${OWNER_PASSWORD}\n`);
    expect((await cli).stdout).toContain(`Owner ${OWNER} created`);

    // ADMIN_PASSWORD and its session have ended; the owner signs in with address and password.
    expect((await before.fetch("/admin", { redirect: "manual" })).status).toBe(302);
    expect((await login(site, cookieClient(site.url))).status).toBe(401);
    const owner = cookieClient(site.url);
    expect((await login(site, owner, { email: OWNER, password: OWNER_PASSWORD })).status).toBe(302);
    expect((await owner.fetch("/admin/team", { redirect: "manual" })).status).toBe(200);
    // 5. ADMIN_TOKEN still answers, as an owner's token.
    expect((await outbox(site)).status).toBe(200);

    // 4. Restarted with ADMIN_PASSWORD still set: the start log says it is ignored.
    site = await start(settings);
    await server!.waitForOutput("ADMIN_PASSWORD is ignored: operator accounts exist");
    // Then without it: the console is still there, for the accounts.
    site = await start({ ...settings, ADMIN_PASSWORD: "" });
    const after = cookieClient(site.url);
    expect((await login(site, after, { email: OWNER, password: OWNER_PASSWORD })).status).toBe(302);
    expect((await after.fetch("/admin", { redirect: "manual" })).status).toBe(200);
    expect(server!.output()).not.toContain("ADMIN_PASSWORD is ignored");
  });
});
