import type { Browser, Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { confirmFromInbox } from "./mail-listener.ts";

// The landing page's marketing sections (Get in Touch, footer) and both subscribe
// forms, with JavaScript and without it.

// The no-JavaScript page's notice; with JavaScript the form itself turns into the inbox panel (inbox-panel.spec.ts).
const NOTICE = "Thank you for subscribing!";
const masked = (email: string) => `${email.slice(0, 2)}•••${email.slice(email.indexOf("@"))}`;
const INVALID = "Please enter a valid email address.";

const getInTouch = (page: Page) => page.locator("#get-in-touch");
const footer = (page: Page) => page.getByRole("contentinfo");
const hasEmail = async (page: Page) => (await (await page.request.get("/api/user/")).json()).has_email as boolean;

// The testimonial is the operator's: site-content.spec.ts.
test.describe("Get in Touch", () => {
  test("Get in Touch invites to subscribe, with 'Your email...' and a Subscribe button", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(getInTouch(page).getByRole("heading", { level: 2, name: "Get in Touch" })).toBeVisible();
    await expect(getInTouch(page)).toContainText("more classes");
    await expect(getInTouch(page)).toContainText("global learning community");
    await expect(getInTouch(page).getByRole("textbox", { name: "Email address" })).toHaveAttribute("placeholder", "Your email...");
    await expect(getInTouch(page).getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("with JavaScript: a malformed address gets an inline error and is not sent; a valid one turns the form into the inbox panel", { tag: "@one-viewport" }, async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().includes("/subscribe") && posts.push(r.url()));
    const field = getInTouch(page).getByRole("textbox", { name: "Email address" });
    await field.fill("reader-at-example.com");
    await getInTouch(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(getInTouch(page).getByRole("alert")).toHaveText(INVALID);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("reader-at-example.com");
    expect(await axeViolations(page)).toEqual([]);
    expect(posts).toEqual([]);
    expect(await hasEmail(page)).toBe(false);

    const email = `reader-${tag()}@example.com`;
    await field.fill(email);
    await expect(getInTouch(page).getByRole("alert")).toHaveText("");
    await getInTouch(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(getInTouch(page).getByTestId("inbox-panel")).toContainText(`We asked ${masked(email)} to confirm.`, { timeout: 15_000 });
    await expect(field).toHaveCount(0);
    // The page stayed (no navigation): the fetcher posted to the route action.
    expect(new URL(page.url()).pathname).toBe("/");
    expect(posts.length).toBe(1);
    // Asked, not granted: this browser has an address once the mailbox confirms.
    expect(await hasEmail(page)).toBe(false);
    await confirmFromInbox(page, email);
    expect(await hasEmail(page)).toBe(true);
  });
});

test.describe("footer", () => {
  for (const path of ["/", "/about"]) {
    test(`on ${path}: columns, legal and social links, credits, rights; no link to '#'`, async ({ page, isMobile }) => {
      await gotoHydrated(page, path);
      const f = footer(page);
      await expect(f).toHaveCount(1);
      const column = (name: string) => f.getByRole("navigation", { name }).getByRole("link");
      await expect(column("Products")).toHaveText(["Web Studio", "DynamicBox Flex", "Programming Forms", "Integrations", "Command-line"]);
      await expect(column("Resources")).toHaveText(["Documentation", "Tutorials & Guides", "Blog", "Support Center", "Partners"]);
      await expect(column("Company")).toHaveText(["Home", "About us", "Company values", "Pricing", "Privacy policy"]);
      await expect(f.getByRole("link", { name: "Terms", exact: true })).toBeVisible();
      await expect(f.getByRole("link", { name: "Privacy", exact: true })).toBeVisible();
      await expect(f.getByRole("list", { name: "Classwish elsewhere" }).getByRole("link")).toHaveCount(3);
      for (const name of ["LinkedIn", "GitHub", "YouTube"]) await expect(f.getByRole("link", { name })).toBeVisible();
      await expect(f).toContainText("Template design by");
      await expect(f).toContainText("Pages built with");
      await expect(f).toContainText("All rights reserved.");
      // The copyright line is for wide screens.
      const copyright = f.getByText("© 2025 Classwish.");
      if (isMobile) await expect(copyright).toBeHidden();
      else await expect(copyright).toBeVisible();

      for (const href of await f.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
        expect(href).toBeTruthy();
        expect(href).not.toBe("#");
        expect(href).toMatch(/^(\/|https:\/\/|mailto:)/);
      }
    });
  }

  test("in-page links reach real targets on the landing page", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const target of await footer(page).locator('a[href^="/#"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      await expect(page.locator(target.slice(1)), target).toHaveCount(1);
    }
  });

  test("the footer's subscribe: text, 'Your email', an arrow that submits; error inline, then the inbox panel", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/about");
    const f = footer(page);
    await expect(f.getByRole("heading", { name: "Subscribe" })).toBeVisible();
    await expect(f).toContainText("Get the latest news and articles to your inbox every month.");
    const field = f.getByRole("textbox", { name: "Email address" });
    await expect(field).toHaveAttribute("placeholder", "Your email");
    await field.fill("nope");
    await field.press("Enter");
    await expect(f.getByRole("alert")).toHaveText(INVALID);
    expect(await hasEmail(page)).toBe(false);
    const email = `footer-${tag()}@example.com`;
    await field.fill(email);
    await f.getByRole("button", { name: "Subscribe" }).click();
    await expect(f.getByTestId("inbox-panel")).toContainText(`We asked ${masked(email)} to confirm.`, { timeout: 15_000 });
    await expect(field).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/about");
    expect(await hasEmail(page)).toBe(false);
    await confirmFromInbox(page, email);
    expect(await hasEmail(page)).toBe(true);
  });

  test("no axe violations on / with the footer's error showing", async ({ page }) => {
    await gotoHydrated(page, "/");
    const field = footer(page).getByRole("textbox", { name: "Email address" });
    await field.fill("x");
    await field.press("Enter");
    await expect(footer(page).getByRole("alert")).toHaveText(INVALID);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the /subscribe page's error state has no axe violations", async ({ page }) => {
  await gotoHydrated(page, "/subscribe");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email address" }).fill("bad");
  await main.getByRole("button", { name: "Subscribe" }).click();
  await expect(main.getByRole("alert")).toHaveText(INVALID);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  async function noScriptPage(browser: Browser, viewport: { width: number; height: number }) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    return { context, page: await context.newPage() };
  }

  test("Get in Touch subscribes through the route action and the server renders the result", { tag: "@one-viewport" }, async ({ browser, viewport }) => {
    const { context, page } = await noScriptPage(browser, viewport!);
    await page.goto("/");
    // Nothing may widen the page past the screen (the course row scrolls inside itself).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport!.width);
    const field = getInTouch(page).getByRole("textbox", { name: "Email address" });
    const email = `noscript-${tag()}@example.com`;
    await field.fill(email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/subscribe"),
      getInTouch(page).getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(response.status()).toBe(200);
    // The address is pending until its mailbox confirms: the page must not say it is subscribed.
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByText(/you're subscribed/i)).toHaveCount(0);
    expect(await hasEmail(page)).toBe(false);
    await page.getByRole("link", { name: "Back to where you were" }).click();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(new URL(page.url()).hash).toBe("#get-in-touch");
    // The confirmation page works without JavaScript too.
    await confirmFromInbox(page, email);
    expect(await hasEmail(page)).toBe(true);
    await context.close();
  });

  test("the footer's arrow submits; a malformed address gets a clear error page and nothing is stored", { tag: "@one-viewport" }, async ({ browser, viewport }) => {
    const { context, page } = await noScriptPage(browser, viewport!);
    await page.goto("/about");
    const field = footer(page).getByRole("textbox", { name: "Email address" });
    await field.fill("not an address");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/subscribe"),
      footer(page).getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toHaveText(INVALID);
    const retry = main.getByRole("textbox", { name: "Email address" });
    await expect(retry).toHaveValue("not an address");
    await expect(retry).toHaveAttribute("aria-invalid", "true");
    expect(await hasEmail(page)).toBe(false);

    // Corrected on the result page, it goes through.
    await retry.fill(`fixed-${tag()}@example.com`);
    await main.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(NOTICE)).toBeVisible();
    expect(await hasEmail(page)).toBe(false);
    await context.close();
  });
});
