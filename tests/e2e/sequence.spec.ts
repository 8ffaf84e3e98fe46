import { logIn, subscribe } from "./console-helpers.ts";
import { axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";

// A list's sequence in the console (issue 39 item 3) and what a mailing did (item 4): a step is
// previewed in the real template, added, edited and removed; a mailing's page has its figures and
// chart; Sent mail lists the mailings and the click tracking setting. axe on each, phone and laptop. The server is
// shared with the other specs: the step carries a random tag and is removed at the end.

test.describe("sequences and what each mailing did", () => {
  test("adds, previews, edits and removes a step; a mailing's page and Sent mail pass axe", async ({ page }) => {
    const t = tag();
    await logIn(page);
    await gotoHydrated(page, "/admin/email");
    await page.getByRole("link", { name: /^Sequences:/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sequences" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const section = page.getByRole("region", { name: "Newsletter: sequence" });
    await section.getByLabel(/^Day/).fill("3");
    await section.getByLabel("Subject").fill(`Day three ${t}`);
    await section.getByLabel(/^Message/).fill("Our **classes** start [here](https://classwish.test/courses).");
    await section.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Newsletter: sequence" }).frameLocator('iframe[title="Newsletter preview"]');
    await expect(preview.getByText("subscribed to the Classwish monthly newsletter")).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("classes");
    // (axe cannot run inside the preview's frame, which may run no script: the page is scanned after the save.)

    await page.getByRole("region", { name: "Newsletter: sequence" }).getByRole("button", { name: "Add the step" }).click();
    await expect(page.getByRole("status")).toHaveText("Step added.");
    await expect(page.getByTestId("sequence-newsletter")).toContainText(`Day three ${t}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: `Edit day 3: Day three ${t}` }).click();
    const edit = page.getByRole("form", { name: `Edit day 3: Day three ${t}` });
    await edit.getByLabel("Subject").fill(`Day four ${t}`);
    await edit.getByLabel(/^Day/).fill("4");
    await edit.getByRole("button", { name: "Save the step" }).click();
    await expect(page.getByRole("status")).toHaveText("Step saved: its messages not sent yet say the new text.");
    await expect(page.getByTestId("sequence-newsletter")).toContainText(`Day four ${t}`);

    await page.getByRole("button", { name: `Remove day 4: Day four ${t}` }).click();
    await expect(page.getByRole("status")).toHaveText("Step removed: it is sent to nobody from now on.");
    await expect(page.getByText(`Day four ${t}`)).toHaveCount(0);

    // A mailing's own page: its figures, as a chart and a table (the confirmations are one campaign).
    await subscribe(page, `seq-${t}@example.com`);
    await gotoHydrated(page, "/admin/email/campaigns/confirm");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "What it did" }).getByRole("figure")).toBeVisible();
    await expect(page.getByText("Per-person tracking is off, so who clicked is not kept")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await gotoHydrated(page, "/admin/email/sent");
    await expect(page.getByRole("region", { name: "What each mailing did" })).toBeVisible();
    await expect(page.getByLabel("Keep who clicked (per-person tracking)")).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
  });
});
