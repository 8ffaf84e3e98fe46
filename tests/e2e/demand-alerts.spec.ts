import { logIn } from "./console-helpers.ts";
import { axeAtBothWidths, expect, gotoHydrated, tag, test } from "./fixtures.ts";

// The demand-alert settings in a browser: a value out of range is refused next to its field and
// nothing is saved; a valid one is saved and shown. Alerts stay off here: the browser tests share
// one server and one mail listener, and the sending itself is tested against a real SMTP listener
// and webhook receiver in tests/integration/demand-alerts.test.ts.

test("the operator sets the demand alert threshold on the Overview, with errors beside the fields", { tag: "@one-viewport" }, async ({ page }) => {
  const address = `alerts-${tag()}@example.com`;
  await logIn(page);
  await gotoHydrated(page, "/admin#demand-alerts");
  const section = page.getByRole("region", { name: "Demand alerts" });
  await expect(section.getByLabel("Send demand alerts")).not.toBeChecked();

  await section.getByLabel(/^People in one group/).fill("0");
  await section.getByLabel(/^Within the last days/).fill("30");
  await section.getByLabel(/^Send the alert to/).fill(address);
  await section.getByRole("button", { name: "Save demand alerts" }).click();
  await expect(section.getByRole("alert")).toHaveText("Nothing was saved: see the fields marked below.");
  await expect(section.getByLabel(/^People in one group/)).toHaveAttribute("aria-invalid", "true");
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

  await section.getByLabel(/^People in one group/).fill("20");
  await section.getByRole("button", { name: "Save demand alerts" }).click();
  await expect(section.getByRole("status")).toHaveText("Demand alerts saved.");
  await page.reload();
  await expect(section.getByLabel(/^People in one group/)).toHaveValue("20");
  await expect(section.getByLabel(/^Send the alert to/)).toHaveValue(address);
  await expect(section.getByLabel("Send demand alerts")).not.toBeChecked();
});
