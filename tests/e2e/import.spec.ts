import { logIn, openPerson } from "./console-helpers.ts";
import { axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";

// Importing a list in the console (issue 39 item 2): the page is reached from Subscribers, a file is
// checked first (the counts, nothing added yet), then imported; the person's page says whose word
// their consent is. axe on the page before and after. The server is shared with the other specs:
// the addresses carry a random tag.

test.describe("importing a list", () => {
  test("checks a file, imports what it checked, and names the consent's evidence", { tag: "@one-viewport" }, async ({ page }) => {
    const t = tag();
    const stated = `old-${t}@example.com`;
    const csv = ["email,name,signed_up_at,lists,consent", `${stated},Ana,2025-01-15,launch,Signup form on oldsite.example`, `asked-${t}@example.com,,,newsletter,`, "not-an-address,,,,"].join("\n");
    await logIn(page);
    await gotoHydrated(page, "/admin/subscribers");
    await page.getByRole("link", { name: "Import a list…" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import a list" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("CSV file").setInputFiles({ name: `list-${t}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Check the file" }).click();
    const report = page.getByTestId("import-report");
    await expect(report.getByRole("heading")).toHaveText(`Checked list-${t}.csv: nothing is imported yet`);
    await expect(report.getByTestId("count-new")).toHaveText("2");
    await expect(report.getByTestId("count-confirmed")).toHaveText("1");
    await expect(report.getByTestId("count-to_confirm")).toHaveText("1");
    await expect(report.getByTestId("count-invalid")).toHaveText("1");
    await expect(report.getByRole("link", { name: /Download the 1 rows not added/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await report.getByRole("button", { name: "Import 2 people" }).click();
    await expect(page.getByTestId("import-report").getByRole("heading")).toHaveText("Imported");
    await expect(page.getByTestId("recent-imports")).toContainText(`list-${t}.csv`);
    expect(await axeViolations(page)).toEqual([]);

    await openPerson(page, stated);
    await expect(page.getByTestId("person-source")).toHaveText("an imported list");
    await expect(page.getByTestId("person-consent")).toContainText("Stated in an imported list: “Signup form on oldsite.example”");
  });
});
