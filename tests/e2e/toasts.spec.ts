import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// Toasts: a toast offering an action stays until it is used or dismissed; on phones the action sits
// under the text; a toast shown over the e-mail prompt offers nothing that cannot be pressed.
// (Identical toasts merging into one is in customize.spec.ts, with the three-visible limit.)

const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const BLACK_HOLES = "Black Holes: What Happens Beyond the Event Horizon";

/** Register on a course while this device skipped the e-mail: a toast with "Email me when it opens". */
async function registerSkipped(page: Page) {
  await page.addInitScript(() => localStorage.setItem("email_skipped", "true"));
  await gotoHydrated(page, "/");
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
