import { logIn, search } from "./console-helpers.ts";
import { axeAtBothWidths, expect, gotoHydrated, tag, test } from "./fixtures.ts";

// The operator corrects the Demand page in a browser: opens a group's page from the Demand page,
// names the group, sees the name on the Demand page and in "Your corrections", and undoes it there.
// Concepts carry this run's tag, so no other spec's searches join them.

test("the operator names a group from its page and undoes it from the list", { tag: "@one-viewport" }, async ({ page }) => {
  const t = tag();
  await search(page, `Zither ${t}`, 60, 4);
  await search(page, `Zither ${t}`, 80, 6);
  await search(page, `Zither tunes ${t}`, 100, 8);

  await logIn(page);
  await gotoHydrated(page, `/admin/demand?q=${encodeURIComponent(`zither ${t}`)}`);
  const groups = page.getByTestId("concepts");
  await expect(groups).toContainText(`also: Zither tunes ${t}`);
  await groups.getByRole("link", { name: `Correct “Zither ${t}”: name, merge, attach to a course, move a concept out` }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Correct “Zither ${t}”` })).toBeVisible();
  await expect(page.getByTestId("group-members")).toContainText(`Zither tunes ${t}`);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  await page.getByLabel("Name this group").fill(`Zither club ${t}`);
  await page.getByRole("button", { name: "Name", exact: true }).click();

  await expect(page.getByRole("status")).toContainText(`The group is named “Zither club ${t}”.`);
  await expect(page.getByTestId("corrections")).toContainText(`Named the group of “Zither ${t}” “Zither club ${t}”`);
  await gotoHydrated(page, `/admin/demand?q=${encodeURIComponent(`zither ${t}`)}`);
  await expect(page.getByTestId("concepts")).toContainText(`Zither club ${t}`);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

  await page.getByRole("button", { name: `Undo: Named the group of “Zither ${t}” “Zither club ${t}”` }).click();
  await expect(page.getByRole("status")).toContainText("The correction is undone.");
  await expect(page.getByTestId("concepts")).not.toContainText(`Zither club ${t}`);
  await expect(page.getByTestId("corrections")).toContainText("undone");
});

test("a course's page shows, when asked, the concepts that came nearest to it without asking for it; the list is axe-clean", { tag: "@one-viewport" }, async ({ page }) => {
  // Course 2 (black holes): the rule does not show it for this concept (0.17, under 0.23). Only
  // looked at, never attached here: other specs count course 2's askers.
  // Asked three times: among the 500 most asked concepts, however many other specs have asked once.
  for (let i = 0; i < 3; i++) await search(page, "Astrophysics for beginners", 90, 6);
  await logIn(page);
  await gotoHydrated(page, "/admin/courses/2");
  await page.getByRole("link", { name: "Show the concepts nearest this course that do not ask for it" }).click();
  const near = page.getByRole("table", { name: "Concepts that may ask for this course" });
  await expect(near).toContainText("Astrophysics for beginners");
  await expect(near.getByRole("button", { name: "Attach “Astrophysics for beginners”: its people ask for this course" })).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
});
