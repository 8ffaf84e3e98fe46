import { logIn } from "./console-helpers.ts";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// Console forms (issue 40, item 3): after a post, with JavaScript or without, a refused field says
// why under itself, a screen reader hears it with the field (its accessible description), the typed
// text is kept, and the page stays axe clean. Refused posts change nothing on the shared server.

test("a refused launch setting is described on its field, and the page is axe clean", { tag: "@one-viewport" }, async ({ page }) => {
  await logIn(page);
  await gotoHydrated(page, "/admin/launch");
  const perDay = page.getByLabel(/^Invitations a day at most/);
  await perDay.fill("lots");
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(perDay).toHaveAttribute("aria-invalid", "true");
  await expect(perDay).toHaveAccessibleDescription(/^Enter the invitations a day at most: a whole number .* A day is a day in Singapore time/);
  await expect(perDay).toHaveValue("lots");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("console forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused launch setting and a refused test send are described on their fields", { tag: "@one-viewport" }, async ({ page }) => {
    await logIn(page, { javaScript: false });

    await page.goto("/admin/launch");
    const perDay = page.getByLabel(/^Invitations a day at most/);
    await perDay.fill("lots");
    await page.getByRole("button", { name: "Save the settings" }).click();
    await expect(perDay).toHaveAttribute("aria-invalid", "true");
    await expect(perDay).toHaveValue("lots");
    await expect(perDay).toHaveAccessibleDescription(/^Enter the invitations a day at most: a whole number .* A day is a day in Singapore time/);
    await expect(page.getByLabel(/^Days an invitation stays open/)).not.toHaveAttribute("aria-invalid", "true");

    await page.goto("/admin/email");
    await page.getByLabel("Subject").fill("");
    await page.getByLabel(/^Message/).fill("Kept text");
    await page.getByLabel("Test address").fill("not-an-address");
    await page.getByRole("button", { name: "Send test" }).click();
    await expect(page.getByLabel("Subject")).toHaveAccessibleDescription("subject is required.");
    await expect(page.getByLabel("Test address")).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(page.getByLabel(/^Message/)).toHaveValue("Kept text");
    await expect(page.getByRole("region", { name: "Newsletter" }).getByRole("alert")).toHaveText("subject is required.");
  });
});
