import { axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";

// After a confirmed search the page shows the related trial courses, or says that none matches yet
// and that the wish is noted (a silence read as "nothing happened").

test("a search no course matches says so, and that the wish is noted", { tag: "@one-viewport" }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
  await gotoHydrated(page, "/");
  const concept = `Underwater ${tag()} weaving`;
  await page.getByRole("textbox", { name: "Concept" }).fill(concept);
  await page.getByRole("button", { name: "Confirm" }).click();
  const related = page.getByTestId("related-courses");
  await expect(related.getByRole("heading", { level: 2, name: `No trial course matches “${concept}” yet` })).toBeVisible();
  await expect(related).toContainText("Your wish is noted");
  await expect(related.getByRole("article")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A search that does match replaces it with the courses.
  await page.getByRole("textbox", { name: "Concept" }).fill("Black holes");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(related.getByRole("heading", { level: 2, name: "Trial courses close to “Black holes”" })).toBeVisible();
  await expect(related.getByRole("article").first()).toBeVisible();
});
