import sharp from "sharp";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";
import { logIn } from "./console-helpers.ts";

// The operator's own content, as a journey: the console's Site page (uploads through the browser's
// file inputs), then the visitor pages showing it, then taken away again (other specs share the
// server and assume no operator content). Viewport-independent: desktop only.

const png = (width: number, height: number, color: string) => sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer();
const loaded = (img: import("@playwright/test").Locator) => expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);

test("the Site page's testimonial, logo and launch date appear on / and /about; removed, they go", async ({ page, consoleErrors }, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "the same journey at any width");
  // A whole journey through the console and two visitor pages, uploads included.
  test.slow();
  await logIn(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Site" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site" })).toBeVisible();

  const quote = "I asked about black holes halfway through and got an answer right away.";
  await page.getByLabel(/^Quote/).fill(quote);
  await page.getByLabel("Author").fill("Ana Lim");
  await page.getByLabel("Job title (optional)").fill("Teacher");
  await page.getByLabel("Company (optional)").fill("Rivervale Primary");
  await page.getByLabel(/^Photo/).setInputFiles({ name: "ana.png", mimeType: "image/png", buffer: await png(240, 240, "#0f766e") });
  await page.getByRole("button", { name: "Save testimonial" }).click();
  await expect(page.getByRole("status")).toHaveText(/Testimonial saved/);
  await loaded(page.getByTestId("testimonial-live").locator("img"));
  // On a phone the page, its forms and the live testimonial fit the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel("Partner name").fill("Harbour Labs");
  await page.getByLabel(/^Logo/).setInputFiles({ name: "harbour.png", mimeType: "image/png", buffer: await png(300, 100, "#4338ca") });
  await page.getByRole("button", { name: "Add logo" }).click();
  await expect(page.getByRole("status")).toHaveText(/Logo added/);
  // The form starts over for the next logo: neither the last name nor the last file stays in it.
  await expect(page.getByLabel("Partner name")).toHaveValue("");
  expect(await page.locator("#logo").evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  await page.getByLabel("Launch date").fill("2027-10-15");
  await page.getByRole("button", { name: "Save date" }).click();
  await expect(page.getByTestId("launch-preview")).toHaveText("The FAQ says: “General availability is planned for 15 October 2027.”");
  expect(await axeViolations(page)).toEqual([]);

  await gotoHydrated(page, "/");
  // The launch date, with the days left, under the home page's heading.
  await expect(page.getByTestId("launch-countdown")).toHaveText(/^Launching 15 October 2027·in \d+ days$/);
  const testimonial = page.locator("#testimonial figure");
  await expect(testimonial.locator("blockquote")).toHaveText(`“${quote}”`);
  await expect(testimonial.locator("figcaption")).toHaveText("Ana LimTeacher, Rivervale Primary");
  await loaded(testimonial.locator("img"));

  // The block's heading claims no figure the operator has not entered.
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("region", { name: "Trusted by our partners" })).toBeVisible();
  await expect(page.getByText(/20,000/)).toHaveCount(0);

  // The operator enters the specification's sentence (the suggested text) as their claim.
  await gotoHydrated(page, "/admin/site");
  const claim = page.getByLabel("Heading of the block");
  await expect(claim).toHaveAttribute("placeholder", "Trusted by over 20,000 companies all over the world");
  await claim.fill("Trusted by over 20,000 companies all over the world");
  await page.getByRole("button", { name: "Save heading" }).click();
  await expect(page.getByRole("status")).toHaveText(/Heading saved/);
  expect(await axeViolations(page)).toEqual([]);
  await gotoHydrated(page, "/about");
  const trusted = page.getByRole("region", { name: "Trusted by over 20,000 companies all over the world" });
  await loaded(trusted.getByRole("list", { name: "Our partners" }).getByRole("img", { name: "Harbour Labs" }));
  await expect(trusted.locator("blockquote")).toContainText(quote);

  // Taken away: the blocks go rather than show a placeholder.
  await gotoHydrated(page, "/admin/site");
  await page.getByRole("button", { name: "Remove Harbour Labs" }).click();
  await expect(page.getByRole("status")).toHaveText(/Logo removed/);
  await page.getByRole("button", { name: "Remove testimonial" }).click();
  await expect(page.getByRole("status")).toHaveText(/Testimonial removed/);
  await page.getByRole("button", { name: "Clear date" }).click();
  await expect(page.getByRole("status")).toHaveText(/Launch date cleared/);
  await page.getByLabel("Heading of the block").fill("");
  await page.getByRole("button", { name: "Save heading" }).click();
  await expect(page.getByRole("status")).toHaveText(/Heading cleared/);
  await page.goto("/about");
  await expect(page.getByRole("region", { name: /Trusted by/ })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByTestId("launch-countdown")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
