import type { Page } from "@playwright/test";
import { logIn } from "./console-helpers.ts";
import { axeAtBothWidths, axeViolations, closeToasts, expect, gotoHydrated, tag, test } from "./fixtures.ts";

// Issue 29, what a visitor and an operator still tripped over, as a person meets it in the browser.

const concept = (page: Page) => page.getByRole("textbox", { name: "Concept" });
const prompt = (page: Page) => page.getByRole("dialog", { name: "Want a reminder when class begins?" });
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

test.describe("the concept field", () => {
  test("shows how much of its 200 characters is used, and the result's heading quotes a long concept cut at a whole word", { tag: "@one-viewport" }, async ({ page }) => {
    test.slow();
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("concept-count")).toHaveText("0 / 200 characters");
    // 205 characters typed: the field keeps 200, which ends inside the word "learn".
    const long = `${"I would like to learn how the stars and planets move, ".repeat(4)}and learn more`.slice(0, 205);
    await concept(page).fill(long);
    await expect(page.getByTestId("concept-count")).toHaveText("200 / 200 characters");
    const kept = await concept(page).inputValue();
    expect(kept).toHaveLength(200);
    expect(kept).toMatch(/\S$/);
    await page.getByRole("button", { name: "Confirm" }).click();
    await prompt(page).getByRole("button", { name: "Skip" }).click();
    const heading = page.getByTestId("related-courses").getByRole("heading", { level: 2 });
    await expect(heading).toHaveText(/“[^”]+…”/);
    const quoted = /“([^”]+)…”/.exec((await heading.textContent())!)![1]!;
    // What the heading kept is the concept's beginning, and it stops where a word stops.
    expect(kept.startsWith(quoted)).toBe(true);
    expect(kept[quoted.length]).toMatch(/[\s,]/);
    // The result scanned without the search's toast (one caught fading out read half transparent).
    await closeToasts(page);
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });
  });
});

test.describe("the typing example", () => {
  test("where it is longer than the field (a phone), its cut edge fades out instead of cutting a letter in half", async ({ page, viewport }) => {
    // Without motion the first example stands whole: the same text at every run.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("typing-text")).toHaveText(/longevity/);
    const example = page.getByTestId("typing-placeholder");
    const overflows = await example.evaluate((box) => box.querySelector('[data-testid="typing-text"]')!.scrollWidth > box.clientWidth);
    if (viewport!.width < 768) expect(overflows).toBe(true);
    const mask = await example.evaluate((box) => getComputedStyle(box).maskImage);
    expect(mask.includes("gradient")).toBe(overflows);
  });
});

test.describe("the e-mail prompt and the notices", () => {
  test("opened from the keyboard, the prompt puts focus in its e-mail field, not on its close button", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await concept(page).fill(`Sourdough baking ${tag()}`);
    await concept(page).press("Enter");
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByRole("textbox", { name: "Email address" })).toBeFocused();
  });

  test("the empty-search error goes once a search is recorded: it does not stay stacked under the success", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(toasts(page).filter({ hasText: "Please enter a concept to search for" })).toBeVisible();
    await concept(page).fill(`Sourdough baking ${tag()}`);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(toasts(page).filter({ hasText: "Success! Your search has been recorded." })).toBeVisible();
    await expect(toasts(page).filter({ hasText: "Please enter a concept to search for" })).toHaveCount(0);
  });
});

test.describe("the Overview's funnel by source", () => {
  test("a repeat Register click is not counted again, searches are per visit (never a percentage over 100), and the columns are defined", { tag: "@one-viewport" }, async ({
    page,
  }) => {
    // Searches, registrations, then the console: more than one page's worth of time.
    test.slow();
    const campaign = tag();
    await gotoHydrated(page, `/?utm_source=polish&utm_medium=test&utm_campaign=${campaign}`);
    for (const topic of ["Sourdough baking", "Sourdough starters"]) {
      await concept(page).fill(`${topic} ${campaign}`);
      await page.getByRole("button", { name: "Confirm" }).click();
      await prompt(page).getByRole("button", { name: "Skip" }).click();
      await expect(prompt(page)).toBeHidden();
      await page.getByRole("button", { name: "Add Another Topic" }).first().click();
    }
    // The same card twice: once registered, its button reads "Registered for …" (pressing it again records nothing new).
    const register = page.locator("#courses").getByRole("button", { name: /^Register(ed)? for/ }).first();
    for (let i = 0; i < 2; i += 1) {
      await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/interest/")), register.click()]);
      await expect(toasts(page).filter({ hasText: "You're registered for" }).first()).toBeVisible();
    }
    await expect(register).toHaveAccessibleName(/^Registered for/);

    await logIn(page);
    const row = page.getByTestId(`funnel-polish-${campaign}`);
    // Counts are written in batches every two seconds: reload until this visit's are in.
    await expect(async () => {
      await page.reload();
      await expect(row.getByRole("cell")).toHaveText(["polish", "test", campaign, "1", "2 (2.0 per visit)", "0", "0", "1", "0", "0", "0"], { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const table = page.getByRole("table", { name: "Funnel by source and campaign" });
    const headers = await table.getByRole("columnheader").allTextContents();
    // The beacon's counts never borrow the cards' names: a card and a column never disagree under one name.
    for (const card of ["Searches", "Registrations", "Confirmed", "Subscribers"]) expect(headers).not.toContain(card);
    const definitions = page.getByTestId("funnel-definitions");
    for (const header of headers.slice(3)) await expect(definitions.getByRole("term").filter({ hasText: new RegExp(`^${header}$`) })).toHaveCount(1);
    // No percentage above 100 anywhere on the Overview: read element by element (a table row's text
    // runs its cells together, "1", "1", "100%" reading as "11100%").
    const over100 = await page.locator("body").evaluate((body) =>
      [...body.querySelectorAll("*")].filter((e) => e.children.length === 0 && /\b(10[1-9]|1[1-9]\d|[2-9]\d\d|\d{4,}) ?%/.test(e.textContent ?? "")).map((e) => e.textContent),
    );
    expect(over100).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("pages changed for issue 29, at both widths", () => {
  test("without JavaScript, a pending subscription says to check the inbox, and the page is axe-clean", async ({ page }) => {
    // The site's scripts never load (axe still runs in the page), as in a browser without JavaScript.
    await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/subscribe");
    await page.getByRole("main").getByRole("textbox", { name: "Email address" }).fill(`pending-${tag()}@example.com`);
    await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(/you're subscribed/i)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the console's Overview, Subscribers and a person's page are axe-clean and fit the screen", async ({ page, viewport }) => {
    // Three console pages, each scanned.
    test.slow();
    const email = `seat-${tag()}@example.com`;
    expect((await page.request.post("/api/subscribe/", { data: { email, source: "newsletter" } })).status()).toBe(202);
    await logIn(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
    // The navigation leaves the first screen to the page: at most a fifth of it, at either width.
    const nav = await page.getByRole("navigation", { name: "Console" }).boundingBox();
    expect(nav!.height).toBeLessThan(viewport!.height / 5);
    // Every page of the console is reachable from it (on a phone, by scrolling its row sideways).
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await gotoHydrated(page, "/admin");
    await gotoHydrated(page, `/admin/subscribers?q=${encodeURIComponent(email)}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: email }).click();
    await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
