import { openTestDatabase, type TestDatabase } from "../helpers/db.ts";
import { loadServerBuild, startTestApp, withFailingRoute, type TestApp } from "../helpers/app.ts";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

test.describe("unknown paths", () => {
  for (const path of ["/no-such-page", "/about/us/team", "/courses/42?ref=mail"]) {
    test(`${path} answers 404 with 'Oops! Page not found'`, { tag: "@one-viewport" }, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
      await expect(page).toHaveTitle("Page not found | Classwish");
      await expect(page.getByRole("banner")).toBeVisible();
    });
  }

  test("'Return to Home' leads to '/'", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/no-such-page");
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Customize Your Live Class!" })).toBeVisible();
  });

  test("no axe violations on the 404 page", async ({ page }) => {
    await gotoHydrated(page, "/no-such-page");
    expect(await axeViolations(page)).toEqual([]);
  });
});

// An unhandled error needs a page that fails. The product has none on purpose, so these tests run
// their own server: the real production build and server code, with the about page's loader made to
// throw the way a broken dependency would (see withFailingRoute in tests/helpers/app.ts).
test.describe("an unhandled error", () => {
  const secret = "connect ECONNREFUSED 10.1.2.3:5432 password=hunter2";
  let database: TestDatabase;
  let app: TestApp;
  test.beforeAll(async () => {
    // The worker loads the production build and starts a server of its own: 30 s ran out on a
    // loaded CI machine (a lexicon build and a benchmark ran beside it).
    test.setTimeout(120_000);
    database = await openTestDatabase();
    const build = withFailingRoute(await loadServerBuild(), "routes/about", "loader", new Error(secret));
    app = await startTestApp(database, {}, { pages: build, production: true });
  });
  test.afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  test("shows 'Unexpected Application Error!' with a safe message, answers 500 and is logged", { tag: "@one-viewport" }, async ({ page }) => {
    const response = await gotoHydrated(page, `${app.url}/about`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByText("Something went wrong on our side. Please try again in a moment.")).toBeVisible();
    await expect(page).toHaveTitle("Unexpected Application Error! | Classwish");
    const text = await page.locator("body").innerText();
    expect(text).not.toContain("ECONNREFUSED");
    expect(text).not.toContain("hunter2");
    expect(text).not.toMatch(/\bat \S+ \(/);
    expect(app.logs.some((l) => l.level === "error" && l.path === "/about" && JSON.stringify(l.err).includes("ECONNREFUSED"))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the page stays usable: the header works and 'Return to Home' leads home", async ({ page }) => {
    await gotoHydrated(page, `${app.url}/about`);
    // The menu (below 768 px) is a <details>: its <summary> has no button role to query.
    const menu = page.getByRole("banner").locator("summary", { hasText: "Menu" });
    await page.getByRole("banner").getByRole("button", { name: "FAQ" }).or(menu).first().click();
    if (await menu.isVisible()) {
      await page.locator("#site-menu").getByRole("button", { name: "FAQ" }).click();
    }
    const dialog = page.getByRole("dialog", { name: "Frequently asked questions" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${app.url}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Customize Your Live Class!" })).toBeVisible();
  });
});
