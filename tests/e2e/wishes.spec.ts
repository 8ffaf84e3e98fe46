import { axeAtBothWidths, axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";

// Class wishes in the browser: one journey (a search shared as a wish, the wish's page opened in a
// second browser, Me too, the count rising; the rules are tested over HTTP in
// tests/integration/wishes.test.ts), and the wish's page axe-scanned at both widths.

test("a search is shared as a class wish; a second browser joins it with Me too and the count rises", { tag: "@one-viewport" }, async ({ page, browser }) => {
  // An address on the device: no e-mail prompt covers the page after the search.
  await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
  await gotoHydrated(page, "/");
  const concept = `Origami for grown-ups ${tag()}`;
  await page.getByRole("textbox", { name: "Concept" }).fill(concept);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Success! Your search has been recorded." })).toBeVisible();

  const offer = page.getByTestId("wish-offer");
  await offer.getByRole("button", { name: "Share as a class wish" }).click();
  await expect(offer.getByRole("heading", { name: "Your class wish is ready" })).toBeFocused();
  const link = new URL(await offer.getByRole("textbox", { name: "Link to your class wish" }).inputValue());
  expect(link.search).toMatch(/^\?ref=w_[\w-]{22}$/);

  // Someone the link was sent to, in a browser of their own.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const friend = await context.newPage();
  await gotoHydrated(friend, link.pathname + link.search);
  await expect(friend.getByRole("heading", { level: 1, name: concept })).toBeVisible();
  await expect(friend.getByTestId("wish-people")).toHaveText("1 person wants this class");
  const budget = friend.getByRole("slider", { name: "Your budget" });
  await expect(budget).toHaveValue("100");
  await budget.focus();
  await friend.keyboard.press("ArrowRight");
  await friend.getByRole("button", { name: "Me too" }).click();
  await expect(friend.getByRole("heading", { name: "You're in!" })).toBeVisible();
  await expect(friend.getByTestId("wish-people")).toHaveText("2 people want this class");
  await context.close();

  // The sharer sees the count risen on the wish's page.
  await offer.getByRole("link", { name: "Open your wish's page" }).click();
  await expect(page.getByTestId("wish-people")).toHaveText("2 people want this class");
  // Whoever shared it is counted already: their own wish offers them no Me too.
  await expect(page.getByRole("heading", { name: "This is your wish" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Me too" })).toHaveCount(0);
});

test("a wish's page is axe-clean and fits a 320 px screen", async ({ page }) => {
  const search_id = crypto.randomUUID();
  const searched = await page.request.post("/api/find-course/", { data: { search_id, concept: `Calligraphy, brush and ink ${tag()}`, budget: 60, class_size: 3 } });
  expect(searched.status()).toBe(201);
  const wish = (await (await page.request.post("/api/wishes/", { data: { search_id } })).json()) as { id: string };
  await gotoHydrated(page, `/wishes/${wish.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Calligraphy, brush and ink");
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("'Hear when it becomes a class' offers the address this browser stored, as Register uses it", { tag: "@one-viewport" }, async ({ page }) => {
  const email = `wish-${tag()}@example.com`;
  await page.addInitScript((address) => localStorage.setItem("user_email_address", address), email);
  const search_id = crypto.randomUUID();
  expect((await page.request.post("/api/find-course/", { data: { search_id, concept: `Bookbinding by hand ${tag()}`, budget: 80, class_size: 4 } })).status()).toBe(201);
  const wish = (await (await page.request.post("/api/wishes/", { data: { search_id } })).json()) as { id: string };
  await gotoHydrated(page, `/wishes/${wish.id}`);
  const panel = page.getByRole("region", { name: "Hear when it becomes a class" });
  await expect(panel.getByRole("textbox", { name: "Email address" })).toHaveValue(email);
  await panel.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByTestId("wish-email-done")).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
});
