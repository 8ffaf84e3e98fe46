import type { Page } from "@playwright/test";
import { axeAtBothWidths, axeViolations, closeToasts, expect, gotoHydrated, tag, test, waitForSettledPage } from "./fixtures.ts";

// Toasts: a toast offering an action stays until it is used or dismissed; on phones the action sits
// under the text; a toast shown over the e-mail prompt offers nothing that cannot be pressed.
// (Identical toasts merging into one is in customize.spec.ts, with the three-visible limit.)

const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const BLACK_HOLES = "Black Holes: What Happens Beyond the Event Horizon";

/** Register on a course while this device skipped the e-mail: a toast with "Email me when it opens". */
async function registerSkipped(page: Page, before?: () => Promise<unknown>) {
  await page.addInitScript(() => localStorage.setItem("email_skipped", "true"));
  await gotoHydrated(page, "/");
  await before?.();
  await page.getByRole("button", { name: `Register for “${BLACK_HOLES}”` }).evaluate((b: HTMLButtonElement) => b.click());
  const toast = toasts(page).filter({ hasText: `You're registered for “${BLACK_HOLES}”.` });
  await expect(toast).toBeVisible();
  return toast;
}

test("a toast with an action stays until dismissed; one without goes after its 4 s", { tag: "@one-viewport" }, async ({ page }) => {
  await page.clock.install();
  const actionable = await registerSkipped(page);
  // A plain toast next to it: the empty concept's error.
  await page.getByRole("button", { name: "Confirm" }).click();
  const plain = toasts(page).filter({ hasText: "Please enter a concept to search for" });
  await expect(plain).toBeVisible();
  // Away from the toasts (hovering them holds their timers).
  await page.mouse.move(5, 700);
  await page.clock.fastForward(20_000);
  await expect(plain).toHaveCount(0);
  await expect(actionable).toBeVisible();
  await expect(actionable.getByRole("button", { name: "Email me when it opens" })).toBeVisible();
  await actionable.getByRole("button", { name: "Close toast" }).click();
  await expect(actionable).toHaveCount(0);
});

test("the action sits under the text on phones, beside it on wide screens", async ({ page, isMobile }) => {
  const toast = await registerSkipped(page);
  // Measured once it has slid in: mid-slide, the text and the button were read at different heights.
  await waitForSettledPage(page);
  const text = (await toast.locator("[data-content]").boundingBox())!;
  const action = (await toast.getByRole("button", { name: "Email me when it opens" }).boundingBox())!;
  if (isMobile) {
    expect(action.y).toBeGreaterThanOrEqual(text.y + text.height - 1);
    // The text keeps the toast's width instead of a narrow column beside the button.
    const box = (await toast.boundingBox())!;
    expect(text.width).toBeGreaterThan(box.width * 0.7);
  } else {
    expect(action.x).toBeGreaterThanOrEqual(text.x + text.width - 1);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test("over the e-mail prompt the search's toast offers no action, and its close button works", { tag: "@one-viewport" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("textbox", { name: "Concept" }).fill("Taoism versus Stoicism");
  await page.getByRole("button", { name: "Confirm" }).click();
  const dialog = page.getByRole("dialog", { name: "Want a reminder when class begins?" });
  await expect(dialog).toBeVisible();
  const toast = toasts(page).filter({ hasText: "Success! Your search has been recorded." });
  await expect(toast).toBeVisible();
  // The form behind the overlay keeps its own 'Add Another Topic' for later; the toast has none.
  await expect(toast.getByRole("button", { name: "Add Another Topic" })).toHaveCount(0);
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toHaveCount(0);
  // Pressing the toast was not a press outside the prompt: it stays open.
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Skip" }).click();
  await expect(page.locator("form[aria-labelledby=customize-heading]").getByRole("button", { name: "Add Another Topic" })).toBeVisible();
});

test("after a search with an address on the device, the toast's 'Add Another Topic' works and stays until used", { tag: "@one-viewport" }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
  await gotoHydrated(page, "/");
  await page.getByRole("textbox", { name: "Concept" }).fill("Longevity");
  await page.getByRole("button", { name: "Confirm" }).click();
  const toast = toasts(page).filter({ hasText: "Success! Your search has been recorded." });
  await toast.getByRole("button", { name: "Add Another Topic" }).click();
  await expect(toast).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Concept" })).toHaveValue("");
});

test("an 'Invalid Email' toast goes once the address is accepted: the 'Thank you!' is not shown over it", { tag: "@one-viewport" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: `Register for “${BLACK_HOLES}”` }).evaluate((b: HTMLButtonElement) => b.click());
  const dialog = page.getByRole("dialog", { name: "Want a reminder when class begins?" });
  await dialog.getByRole("textbox").fill("no-at-sign");
  await dialog.getByRole("button", { name: "Submit" }).click();
  const invalid = toasts(page).filter({ hasText: "Invalid Email" });
  await expect(invalid).toBeVisible();
  await dialog.getByRole("textbox").fill(`toast-${tag()}@example.com`);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toasts(page).filter({ hasText: `Thank you! You'll be notified when “${BLACK_HOLES}” opens.` })).toBeVisible();
  // Gone with the answer, not at the end of its own 4 s (which a slower look would wait out).
  await expect(invalid).toHaveCount(0, { timeout: 1_500 });
  // The page with the prompt closed, scanned once the 4 s toast is closed (a scan that overlapped its fading out read it half transparent).
  await closeToasts(page);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
});

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("toasts cover neither the course's title nor the page's heading", async ({ page }) => {
  // A Register while the courses' titles are at the top of the screen: its toast (with an action, so it stays).
  const title = page.locator("#courses h3").first();
  const toast = await registerSkipped(page, async () => title.evaluate((e) => e.scrollIntoView({ block: "start" })));
  await expect(title).toBeInViewport();
  expect(overlap((await toast.boundingBox())!, (await title.boundingBox())!)).toBe(false);
  await toast.getByRole("button", { name: "Close toast" }).click();

  // A search with an address on the device: its 'Success!' (with 'Add Another Topic', so it stays) and the page's heading.
  await page.evaluate(() => localStorage.setItem("user_email_address", "known@example.com"));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("textbox", { name: "Concept" }).fill("Longevity");
  await page.getByRole("button", { name: "Confirm" }).click();
  const success = toasts(page).filter({ hasText: "Success! Your search has been recorded." });
  await expect(success).toBeVisible();
  const heading = page.getByRole("heading", { level: 1 });
  await heading.evaluate((e) => e.scrollIntoView({ block: "start" }));
  await expect(heading).toBeInViewport();
  expect(overlap((await success.boundingBox())!, (await heading.boundingBox())!)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
});
