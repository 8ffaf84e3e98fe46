import type { Page } from "@playwright/test";
import { logIn } from "./console-helpers.ts";
import { expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { confirmFromInbox } from "./mail-listener.ts";

// The Done-when journey of first-party analytics: a visitor arrives from a campaign, searches,
// gives an address and confirms it; the console's Overview shows the visit, the source and each
// step of the funnel. A browser sending Sec-GPC: 1 is not counted at all. Desktop only: nothing
// here depends on the width.

async function searchAndGiveEmail(page: Page, concept: string, email?: string) {
  await page.getByRole("textbox", { name: "Concept" }).fill(concept);
  await page.getByRole("button", { name: "Confirm" }).click();
  const dialog = page.getByRole("dialog", { name: "Want a reminder when class begins?" });
  await expect(dialog).toBeVisible();
  if (!email) return;
  await dialog.getByRole("textbox", { name: "Email address" }).fill(email);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
}

test("a campaign's visit, search, e-mail and confirmation reach the Overview's funnel; Sec-GPC is not counted", async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "the same journey at any width");
  // A whole journey through the mailbox and the console: more than one page's worth of time.
  test.slow();
  const campaign = tag();
  const email = `${campaign}@example.com`;
  await gotoHydrated(page, `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await searchAndGiveEmail(page, "Black holes", email);
  await confirmFromInbox(page, email);

  const privateCampaign = tag();
  const gpc = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  const quiet = await gpc.newPage();
  await gotoHydrated(quiet, `/?utm_source=newsletter&utm_campaign=${privateCampaign}`);
  await searchAndGiveEmail(quiet, "Stoicism");
  await gpc.close();

  await logIn(page);
  const row = page.getByTestId(`funnel-newsletter-${campaign}`);
  // Counts are written in batches every two seconds: reload until this visit's are in.
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole("cell")).toHaveText(["newsletter", "email", campaign, "1", /^1\b/, "1", "1", "0", "0", "0", "0"], { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId(`funnel-newsletter-${privateCampaign}`)).toHaveCount(0);
});
