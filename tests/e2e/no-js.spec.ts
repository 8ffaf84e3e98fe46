import type { Page } from "@playwright/test";
import { axeViolations, expect, tag, test } from "./fixtures.ts";

// The landing page without JavaScript: Confirm posts the search to /search, which records it and
// answers with a page; the header's menu is a <details>; Privacy and FAQ are pages of their own.

test.use({ javaScriptEnabled: false });

const postTo = (page: Page, path: string) =>
  page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path);

/** Fills the customise form and presses Confirm; resolves to the browser's own POST's answer. */
async function confirmSearch(page: Page, concept: string) {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Concept" }).fill(concept);
  const [response] = await Promise.all([postTo(page, "/search"), page.getByRole("button", { name: "Confirm" }).click()]);
  // The answer has come, but the page it is may still be loading: a test that reads the document
  // at once read a null documentElement once.
  await page.waitForURL((url) => url.pathname === "/search");
  return response;
}

test("Confirm records the search and shows the related courses, with the prompt's question as a form", { tag: "@one-viewport" }, async ({ page }) => {
  // The tag is a word no one knows, so it weighs as a rare word would: the topic needs words enough beside it.
  const concept = `Black holes and event horizons ${tag()}`;
  const response = await confirmSearch(page, concept);
  expect(response.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/search");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Success! Your search has been recorded." })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: `Trial courses close to “${concept}”` })).toBeVisible();
  // The related cards' Register buttons are plain forms to /register here.
  const register = main.getByRole("button", { name: "Register for “Black Holes: What Happens Beyond the Event Horizon”" });
  await expect(register).toBeVisible();

  await expect(main.getByText("Want a reminder when class begins? Leave your email so we can notify you - no spam, no login required.")).toBeVisible();
  const field = main.getByRole("textbox", { name: "Email address" });
  await field.fill("not an address");
  const [refused] = await Promise.all([postTo(page, "/search"), main.getByRole("button", { name: "Submit" }).click()]);
  expect(refused.status()).toBe(400);
  await expect(main.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill(`no-js-search-${tag()}@example.com`);
  const [accepted] = await Promise.all([postTo(page, "/search"), main.getByRole("button", { name: "Submit" }).click()]);
  expect(accepted.status()).toBe(200);
  await expect(main.getByRole("heading", { level: 1, name: "Thank you! We'll keep you posted." })).toBeVisible();
  await expect(main.getByText("Please confirm with the link we've e-mailed you")).toBeVisible();
  await main.getByRole("link", { name: "Add Another Topic" }).click();
  expect(new URL(page.url()).pathname).toBe("/");
  expect(new URL(page.url()).hash).toBe("#customize");
});

test("the typing example gives way to what the visitor types", { tag: "@one-viewport" }, async ({ page }) => {
  await page.goto("/");
  const example = page.getByTestId("typing-placeholder");
  await expect(example).toBeVisible();
  await page.getByRole("textbox", { name: "Concept" }).fill("Stoicism");
  await expect(example).toBeHidden();
});

test("a search no course matches says so, and that the wish is noted", { tag: "@one-viewport" }, async ({ page }) => {
  const concept = `Underwater ${tag()} weaving`;
  expect((await confirmSearch(page, concept)).status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: `No trial course matches “${concept}” yet` })).toBeVisible();
  await expect(main.getByText("Your wish is noted")).toBeVisible();
  await expect(main.getByRole("article")).toHaveCount(0);
});

test("an empty concept answers 400 with the message next to the field, and can be corrected", { tag: "@one-viewport" }, async ({ page }) => {
  const response = await confirmSearch(page, "   ");
  expect(response.status()).toBe(400);
  const main = page.getByRole("main");
  const field = main.getByRole("textbox", { name: "Concept" });
  await expect(main.getByRole("alert")).toHaveText("Please enter a concept to search for");
  await expect(field).toHaveAttribute("aria-describedby", await main.getByRole("alert").getAttribute("id").then(String));
  await field.fill("Stoicism");
  const [fixed] = await Promise.all([postTo(page, "/search"), main.getByRole("button", { name: "Confirm" }).click()]);
  expect(fixed.status()).toBe(200);
  await expect(main.getByRole("heading", { level: 1, name: "Success! Your search has been recorded." })).toBeVisible();
});

test("a forged search (budget out of range) is refused with a clear 400, never a 500", { tag: "@one-viewport" }, async ({ page }) => {
  const response = await page.request.post("/search", { form: { concept: "Taoism", budget: "9999", class_size: "5" } });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Budget must be a whole number from 10 to 500");
});

test("Privacy and FAQ are links to pages of their own", async ({ page, isMobile }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  // On phones the entries are in the menu: a <details> opens it without script.
  if (isMobile) {
    await header.locator("summary", { hasText: "Menu" }).click();
    await expect(header.locator("details")).toHaveAttribute("open", "");
  }
  const entries = isMobile ? page.locator("#site-menu") : header.getByRole("navigation", { name: "Main" });
  await entries.getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  // The full policy: the dialog's questions are sections of it, listed at the top.
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "How do I remove my e-mail address from the waitlist?" }).click();
  await expect(page).toHaveURL(/#how-do-i-remove-my-e-mail-address-from-the-waitlist$/);
  await expect(page.getByText("Or contact support at")).toBeInViewport();
  // The footer's Terms link leads to the terms.
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();

  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  await expect(page.locator("main details")).toHaveCount(8);
});

test("the new pages fit a 320 px screen", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 }, isMobile: true });
  const page = await context.newPage();
  await confirmSearch(page, "Black holes");
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow(), "/search").toBeLessThanOrEqual(0);
  for (const path of ["/privacy", "/terms", "/faq"]) {
    await page.goto(path);
    expect(await overflow(), path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test.describe("the pages under axe", () => {
  // axe is a script run in the page, so the browser's JavaScript stays on here; the site's own
  // scripts are blocked instead, so the page never hydrates and its forms post as they do without it.
  test.use({ javaScriptEnabled: true });
  test.beforeEach(({ page }) => page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort()));

  test("the search's result, its refusal, the open menu, Privacy and FAQ: no violations", async ({ page, isMobile }) => {
    await confirmSearch(page, `Stoicism ${tag()}`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1, name: "Success! Your search has been recorded." })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await confirmSearch(page, "");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please enter a concept to search for");
    expect(await axeViolations(page)).toEqual([]);

    if (isMobile) {
      await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
      await expect(page.locator("#site-menu").getByRole("link", { name: "FAQ" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
    for (const path of ["/privacy", "/terms", "/faq"]) {
      await page.goto(path);
      if (path === "/faq") await page.locator("main summary").first().click();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
