import type { Page } from "@playwright/test";
import { axeAtBothWidths, expect, gotoHydrated, tag, test } from "./fixtures.ts";

// After Register the card itself says the interest is recorded, and the toast says what is left to
// do without contradicting itself: "You're all set!" only when nothing is.

const HIEROGLYPHS = "Reading Egyptian Hieroglyphs from Scratch";
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

test("after Register the card says so; an address on the device not yet on the course's list is asked to confirm, without 'You're all set'", { tag: "@one-viewport" }, async ({ page }) => {
  const email = `card-${tag()}@example.com`;
  await page.addInitScript((address) => localStorage.setItem("user_email_address", address), email);
  await gotoHydrated(page, "/");
  const title = HIEROGLYPHS;
  const card = page.locator('#courses [data-course-id="4"]').first();
  await card.getByTestId("card-action").evaluate((b: HTMLButtonElement) => b.click());
  const toast = toasts(page).filter({ hasText: `You're registered for “${title}”.` });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`press it to hear when “${title}” begins`);
  await expect(toasts(page).filter({ hasText: "You're all set!" })).toHaveCount(0);
  // The card changed: its action says the registration is recorded.
  await expect(card.getByTestId("card-action")).toHaveText("Registered");
  await expect(card.getByTestId("card-action")).toHaveAccessibleName(`Registered for “${title}”`);
  // The changed card, scanned once the 4 s toast is closed (a scan that overlapped its fading out read it half transparent).
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toasts(page)).toHaveCount(0);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
});

test("after Register with the e-mail skipped, the card says so too", { tag: "@one-viewport" }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("email_skipped", "true"));
  await gotoHydrated(page, "/");
  const card = page.locator('#courses [data-course-id="4"]').first();
  await card.getByTestId("card-action").evaluate((b: HTMLButtonElement) => b.click());
  await expect(toasts(page).filter({ hasText: "You're registered for" })).toBeVisible();
  await expect(card.getByTestId("card-action")).toHaveText("Registered");
});
