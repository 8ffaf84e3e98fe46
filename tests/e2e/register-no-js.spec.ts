import type { Page } from "@playwright/test";
import { axeViolations, expect, tag, test } from "./fixtures.ts";
import { confirmFromInbox } from "./mail-listener.ts";

// The course cards' Register buttons without JavaScript: each is the submit button of a form
// posting to /register, whose action records the interest and renders the result page.

const HIEROGLYPHS = "Reading Egyptian Hieroglyphs from Scratch";
const BLACK_HOLES = "Black Holes: What Happens Beyond the Event Horizon";

test.use({ javaScriptEnabled: false });

const section = (page: Page) => page.locator("#courses");
const register = (page: Page, title: string) => section(page).getByRole("button", { name: `Register for “${title}”` });
const hasEmail = async (page: Page) => (await (await page.request.get("/api/user/")).json()).has_email as boolean;

/** Presses a card's Register button and waits for the browser's own POST of its form. */
async function pressRegister(page: Page, title: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/register"),
    register(page, title).click(),
  ]);
  return response;
}

test("Register works without JavaScript; an address left on the result page joins the course's list when its mailbox confirms", { tag: "@one-viewport" }, async ({ page }) => {
  await page.goto("/");
  // No carousel without JavaScript (on phones too): all nine cards are there, in a row that scrolls.
  await expect(section(page).getByRole("article")).toHaveCount(9);
  await expect(page.getByRole("button", { name: "Next course" })).toHaveCount(0);

  const response = await pressRegister(page, HIEROGLYPHS);
  expect(response.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/register");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "You're registered" })).toBeVisible();
  await expect(main.getByText(`You're registered for “${HIEROGLYPHS}”.`)).toBeVisible();
  await expect(page).toHaveTitle("Register for a trial course | Classwish");
  expect(await hasEmail(page)).toBe(false);

  // The result page asks for an address for this course's opening notice.
  const email = `no-js-register-${tag()}@example.com`;
  await main.getByRole("textbox", { name: "Email address" }).fill(email);
  const [subscribed] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/register"),
    main.getByRole("button", { name: "Email me when it opens" }).click(),
  ]);
  expect(subscribed.status()).toBe(200);
  await expect(main.getByText(`Thank you! You'll be notified when “${HIEROGLYPHS}” opens.`)).toBeVisible();
  await expect(main.getByText("Please confirm with the link we've e-mailed you")).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Email address" })).toHaveCount(0);
  // Asked, not granted: the browser has an address once the mailbox confirms.
  expect(await hasEmail(page)).toBe(false);
  await main.getByRole("link", { name: "Back to the courses" }).click();
  expect(new URL(page.url()).pathname).toBe("/");
  expect(new URL(page.url()).hash).toBe("#courses");

  await confirmFromInbox(page, email);
  expect(await hasEmail(page)).toBe(true);
  // Now on the course's list: Register again asks for nothing.
  await page.goto("/");
  expect((await pressRegister(page, HIEROGLYPHS)).status()).toBe(200);
  await expect(main.getByText(`You're all set! We'll notify you when “${HIEROGLYPHS}” begins.`)).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Email address" })).toHaveCount(0);
});

test("a malformed address on the result page gets a clear error and can be corrected", { tag: "@one-viewport" }, async ({ page }, testInfo) => {
  await page.goto("/");
  await pressRegister(page, BLACK_HOLES);
  const main = page.getByRole("main");
  const field = main.getByRole("textbox", { name: "Email address" });
  await field.fill("not an address");
  await main.getByRole("button", { name: "Email me when it opens" }).click();
  await expect(main.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await expect(field).toHaveValue("not an address");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect(await hasEmail(page)).toBe(false);

  await field.fill(`no-js-fixed-${testInfo.project.name}@example.com`);
  await main.getByRole("button", { name: "Email me when it opens" }).click();
  await expect(main.getByText(`Thank you! You'll be notified when “${BLACK_HOLES}” opens.`)).toBeVisible();
  // Asked, not granted: nothing links this browser until the mailbox confirms.
  expect(await hasEmail(page)).toBe(false);
});

test.describe("the result pages under axe", () => {
  // axe is a script run in the page, so the browser's JavaScript stays on here; the site's own
  // scripts are blocked instead, so the page never hydrates and its forms post as they do without it.
  test.use({ javaScriptEnabled: true });

  test("registered, with the e-mail form and its error, then subscribed: no violations", async ({ page }) => {
    await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/");
    await pressRegister(page, HIEROGLYPHS);
    const main = page.getByRole("main");
    await expect(main.getByText(`You're registered for “${HIEROGLYPHS}”.`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole("textbox", { name: "Email address" }).fill("not an address");
    await main.getByRole("button", { name: "Email me when it opens" }).click();
    await expect(main.getByRole("alert")).toHaveText("Please enter a valid email address.");
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole("textbox", { name: "Email address" }).fill("no-js-axe@example.com");
    await main.getByRole("button", { name: "Email me when it opens" }).click();
    await expect(main.getByText(`Thank you! You'll be notified when “${HIEROGLYPHS}” opens.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
