import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// The e2e server runs with the defaults: CONTACT_EMAIL hello@classwish.example, CUSTOMIZE_URL the site's own home.
const CONTACT = "hello@classwish.example";

const main = (page: Page) => page.getByRole("main");

test.describe("about page", () => {
  test("has every section of the specification", { tag: "@one-viewport" }, async ({ page, consoleErrors }) => {
    const response = await gotoHydrated(page, "/about");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("About Classwish: human centered, real learning");
    const m = main(page);
    // Hero
    await expect(m.getByRole("heading", { level: 1, name: "Human centered, Real Learning" })).toBeVisible();
    await expect(m.getByText("Classwish is a space for live, interactive learning and global connection.")).toBeVisible();
    // Who the team is
    await expect(m.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
    await expect(m.getByText("We are a small team of educators and technologists based in Singapore and the US.")).toBeVisible();
    // What is offered: three feature cards
    const offer = m.getByRole("region", { name: "What we offer" });
    await expect(offer.getByRole("listitem")).toHaveCount(3);
    for (const card of ["Real-time classes", "Lively discussions", "A supportive community"]) {
      await expect(offer.getByRole("heading", { level: 3, name: card })).toBeVisible();
    }
    // How it works, with the image
    const how = m.getByRole("region", { name: "How it works" });
    await expect(how.getByText("Join sessions, ask questions, and engage with teachers and students through an interactive floating window.")).toBeVisible();
    await expect(how.getByRole("img", { name: /Illustration of a live class/ })).toBeAttached();
    // The mission
    const mission = m.getByRole("region", { name: "Our mission" });
    await expect(mission).toContainText("Engaging, accessible, interactive learning, where every question matters and doubts are clarified on the spot.");
    // "Trusted by" holds the operator's logos and testimonial: site-content.spec.ts.
    // Call to action
    const cta = m.getByRole("region", { name: "Ready to learn live?" });
    await expect(cta.getByRole("link", { name: /^Customize/ })).toBeVisible();
    await expect(cta.getByRole("link", { name: "Contact Us" })).toBeVisible();
    // Header and footer around it
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    expect(consoleErrors).toEqual([]);
  });

  test("Customize opens CUSTOMIZE_URL in a new tab without access to this page", { tag: "@one-viewport" }, async ({ page, context, baseURL }) => {
    await gotoHydrated(page, "/about");
    const customize = main(page).getByRole("link", { name: "Customize (opens in a new tab)" });
    await expect(customize).toHaveAttribute("href", `${baseURL}/`);
    await expect(customize).toHaveAttribute("target", "_blank");
    await expect(customize).toHaveAttribute("rel", /\bnoopener\b/);
    const [tab] = await Promise.all([context.waitForEvent("page"), customize.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${baseURL}/`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(tab.getByRole("heading", { level: 1, name: "Customize Your Live Class!" })).toBeVisible();
    await tab.close();
  });

  test("Contact Us is a mail link to CONTACT_EMAIL", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(main(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", `mailto:${CONTACT}`);
  });

  test("images below the fold load lazily, at a size from the endpoint, without shifting the layout", async ({ page }) => {
    // Layout shifts are recorded from the start, before any image loads.
    await page.addInitScript(() => {
      (window as unknown as { layoutShifts: number[] }).layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!e.hadRecentInput) (window as unknown as { layoutShifts: number[] }).layoutShifts.push(e.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated(page, "/about");
    // The site's own images (the operator's, which site-content.spec.ts adds and removes meanwhile, aside).
    const images = main(page).locator('img[src*="url=%2Fimages%2F"]');
    const count = await images.count();
    expect(count).toBe(1);
    for (let i = 0; i < count; i++) {
      const img = images.nth(i);
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
    }
    const illustration = main(page).getByRole("img", { name: /Illustration of a live class/ });
    await expect(illustration).toHaveAttribute("srcset", /\/_image\?url=%2Fimages%2Fabout-live-class\.png&w=640&v=\w+ 640w/);
    // Scrolling to the bottom brings every image in, each fully loaded.
    for (let i = 0; i < count; i++) await images.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(() => images.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0))).toBe(true);
    const chosen = await illustration.evaluate((el) => (el as HTMLImageElement).currentSrc);
    expect(chosen).toContain("/_image?url=%2Fimages%2Fabout-live-class.png");
    const response = await page.request.get(chosen, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(response.headers()["content-type"]).toBe("image/avif");
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
  });

  test("images far below the fold are not fetched until the visitor scrolls near them", async ({ page }) => {
    // This page is short enough for Chrome to fetch lazy images early (it looks ahead 1250–2500 px),
    // so the served page gets a tall spacer above the images: what is tested is that the browser
    // sees them as lazy from the first byte (loading is set before src in the markup).
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</head>", "<style>#how-heading{margin-top:12000px}</style></head>");
      await route.fulfill({ response, body: html });
    });
    const fetched: string[] = [];
    page.on("request", (r) => /\/_image\?|\/images\/partners\//.test(r.url()) && fetched.push(r.url()));
    await gotoHydrated(page, "/about");
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    const illustration = main(page).getByRole("img", { name: /Illustration of a live class/ });
    await illustration.scrollIntoViewIfNeeded();
    await expect.poll(() => illustration.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(fetched.some((u) => u.includes("about-live-class.png"))).toBe(true);
  });

  test("no axe violations on /about", async ({ page }) => {
    await gotoHydrated(page, "/about");
    expect(await axeViolations(page)).toEqual([]);
  });
});
