import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import type { SmtpListener } from "../helpers/smtp.ts";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";
import { withOwnServer } from "./own-server.ts";

// Operator accounts in a browser (issue 38): an owner, an editor and a viewer each sign in with
// their own address, see what their role may do and are refused the rest (403, nothing changed);
// the owner sets the others' roles on the Team page, and reads the editor's newsletter, with its
// recipients, in the audit log. Accounts would end the shared server's ADMIN_PASSWORD for every
// other spec: this one runs a server of its own (the production build, an embedded PostgreSQL in a
// temporary folder) with an SMTP listener of its own.

const PASSWORD = "a long passphrase for the e2e team";
const OWNER = "owner@example.com";
const EDITOR = "editor@example.com";
const VIEWER = "viewer@example.com";
const READER = "reader@example.com";
const root = path.resolve(import.meta.dirname, "../..");
const execFileAsync = promisify(execFile);

let baseURL: string;

/** The code an authenticator app shows for this secret, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
let smtp: SmtpListener;

/** `npm run operator -- create-owner`, on the running server's embedded database. */
async function createOwner(dataDir: string, email: string) {
  const cli = execFileAsync(process.execPath, ["scripts/operator.ts", "create-owner", email], { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir } });
  cli.child.stdin!.end(`${PASSWORD}\n`);
  await cli;
}

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await gotoHydrated(page, "/admin/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return page;
}

/** A console form posted from the page's own browser (its cookie and CSRF token), as a hand-made form would be: the server decides. */
async function forcePost(page: Page, to: string, fields: Record<string, string>) {
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  return page.request.post(to, { form: { ...fields, csrf }, headers: { origin: baseURL }, maxRedirects: 0 });
}

test("an owner, an editor and a viewer each sign in and are refused what their role may not do; the audit log shows the editor's newsletter", async ({ browser }, info) => {
  test.skip(info.project.name !== "desktop", "a server of its own: one project is enough");
  test.setTimeout(240_000);
  await withOwnServer({}, async (own) => {
    ({ baseURL, smtp } = own);
    for (const email of [OWNER, EDITOR, VIEWER]) await createOwner(own.dataDir, email);
    await journey(browser);
  });
});

async function journey(browser: Browser) {
  // Someone on the newsletter list, confirmed from the real message, so the newsletter reaches one person.
  await fetch(`${baseURL}/api/subscribe/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: READER, source: "newsletter" }) });
  const confirmLink = () => smtp.received.find((m) => m.to.includes(READER))?.text.match(/https?:\/\/\S+\/confirm\?token=\S+/)?.[0];
  await expect.poll(confirmLink, { timeout: 20_000 }).toBeTruthy();
  const reader = await (await browser.newContext({ baseURL })).newPage();
  await reader.goto(new URL(confirmLink()!).pathname + new URL(confirmLink()!).search);
  await reader.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(reader.getByRole("heading", { level: 1, name: "Thank you, you're confirmed!" })).toBeVisible();

  // The owner makes the other two an editor and a viewer on the Team page.
  const owner = await signIn(browser, OWNER);
  await owner.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Team" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  for (const [email, role] of [[EDITOR, "editor"], [VIEWER, "viewer"]] as const) {
    await owner.getByLabel(`Role of ${email}`, { exact: true }).selectOption(role);
    await owner.getByRole("button", { name: `Change the role of ${email}` }).click();
    await expect(owner.getByRole("status")).toContainText("Role changed");
  }
  expect(await axeViolations(owner)).toEqual([]);

  // The viewer reads, sends nothing: no forms to change a course, no Team; a hand-made post is refused.
  const viewer = await signIn(browser, VIEWER);
  await expect(viewer.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Team" })).toHaveCount(0);
  await gotoHydrated(viewer, "/admin/courses");
  await expect(viewer.getByRole("link", { name: /Add a course/ })).toHaveCount(0);
  await gotoHydrated(viewer, "/admin/courses/1");
  await expect(viewer.getByRole("button", { name: /Save/ })).toHaveCount(0);
  const refused = await forcePost(viewer, "/admin/courses", { intent: "add-category", name: "Viewer's category" });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Nothing was changed");
  await viewer.goto("/admin/team");
  await expect(viewer.getByRole("main")).toContainText("This page is for owners; you are a viewer.");

  // The editor adds a category and sends the newsletter; the Team page and erasing a person are not theirs.
  const editor = await signIn(browser, EDITOR);
  await expect(editor.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Team" })).toHaveCount(0);
  await gotoHydrated(editor, "/admin/courses");
  await editor.getByLabel("New category").fill("Editors' category");
  await editor.getByRole("button", { name: "Add category" }).click();
  await expect(editor.getByRole("main")).toContainText("Category “Editors' category” added.");
  await gotoHydrated(editor, "/admin/email");
  await editor.getByLabel("Subject").fill("From the editor");
  await editor.getByLabel(/^Message/).fill("Hello from the team.");
  await editor.getByRole("button", { name: "Send or schedule…" }).click();
  await expect(editor.getByTestId("newsletter-count")).toContainText("1 message");
  await editor.getByRole("button", { name: /^Yes, send/ }).click();
  await expect(editor.getByRole("status")).toContainText(/queued|sent/i);
  expect((await forcePost(editor, "/admin/team", { intent: "invite", email: "someone@example.com", role: "owner" })).status()).toBe(403);
  expect((await forcePost(editor, "/admin/subscribers/1", { intent: "erase", confirm: "yes" })).status()).toBe(403);

  // The owner reads who did it: the editor's send, with its one recipient, and the viewer's refusal.
  await gotoHydrated(owner, "/admin/audit");
  // The send itself (its preview, "send-preview", has a line of its own, with no one touched).
  const send = owner.getByTestId("audit-entry").filter({ has: owner.getByRole("cell", { name: "console: email: send", exact: true }) }).filter({ hasText: `operator ${EDITOR}` });
  await expect(send).toHaveCount(1);
  await expect(send.getByRole("cell").nth(4)).toHaveText("1");
  await expect(owner.getByTestId("audit-entry").filter({ hasText: `operator ${VIEWER}` }).filter({ hasText: "403" })).toHaveCount(1);
  expect(await axeViolations(owner)).toEqual([]);

  // The operator's own pages pass axe too.
  for (const [page, heading] of [["/admin/account", "Your account"], ["/admin/account/two-factor", "Set up two-factor sign-in"], ["/admin/account/tokens", "API tokens"]] as const) {
    await gotoHydrated(owner, page);
    await expect(owner.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await axeViolations(owner), page).toEqual([]);
  }

  // The owner turns on two-factor sign-in with the page's secret (the code computed here as an app
  // computes it), signs out, and signs in with the password and a code; the same code again is refused.
  await gotoHydrated(owner, "/admin/account/two-factor");
  const secret = (await owner.getByTestId("totp-secret").textContent())!;
  await owner.getByLabel("Code (6 digits)").fill(codeFor(secret, 0));
  await owner.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(owner.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await owner.getByRole("button", { name: "Log out" }).click();
  const code = codeFor(secret, 1);
  const withCode = async () => {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await gotoHydrated(page, "/admin/login");
    await page.getByLabel("E-mail address").fill(OWNER);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByLabel("Code (6 digits) or recovery code").fill(code);
    await page.getByRole("button", { name: "Log in" }).click();
    return page;
  };
  await expect((await withCode()).getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect((await withCode()).getByRole("alert")).toHaveText("That code was used already: wait for the next one your app shows.");
}
