import type { Page } from "@playwright/test";
import { AUTOPLAY_DELAY_MS } from "../../app/lib/client/autoplay.ts";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// Upcoming trial courses: the desktop row, the mobile carousel, registering interest on every
// path, and the courses related to a confirmed search.

const HIEROGLYPHS = "Reading Egyptian Hieroglyphs from Scratch";
const BLACK_HOLES = "Black Holes: What Happens Beyond the Event Horizon";

const section = (page: Page) => page.locator("#courses");
const slides = (page: Page) => section(page).getByTestId("course-list").locator(":scope > li");
const activeIndex = (page: Page) =>
  slides(page).evaluateAll((lis) => lis.findIndex((li) => (li as HTMLElement).dataset.active === "true"));

/** Scrolls the section into view and waits for the carousel's controls (narrow screens only). */
async function controls(page: Page) {
  await section(page).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Next course" })).toBeVisible();
}

/** Starts Embla (next, then back to the first card) and leaves the carousel untouched: no hover, no focus. */
async function carousel(page: Page) {
  await controls(page);
  await page.getByRole("button", { name: "Next course" }).click();
  await expect(section(page).locator('[data-carousel="on"]')).toHaveCount(1);
  await expect.poll(() => activeIndex(page)).toBe(1);
  await page.getByRole("button", { name: "Previous course" }).click();
  await expect.poll(() => activeIndex(page)).toBe(0);
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("upcoming trial courses", () => {
  test("nine cards, each once, with every field of the specification", { tag: "@one-viewport" }, async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/");
    const cards = section(page).getByRole("article");
    await expect(cards).toHaveCount(9);
    const titles = await cards.locator("h3").allTextContents();
    expect(new Set(titles).size).toBe(9);
    const categories = new Set<string>();
    for (const card of await cards.all()) {
      const text = (await card.textContent()) ?? "";
      const title = (await card.locator("h3").textContent())!;
      expect(text).toMatch(/\d\.\d\(\d+\)/); // rating score and count
      expect(text).toMatch(/Rated \d\.\d out of 5 by \d+ learners/);
      await expect(card.locator("dd svg")).toHaveCount(1); // the star
      expect(text).toMatch(/Duration[4-8] weeks/);
      const price = Number(/S\$(\d+)/.exec(text)?.[1]);
      expect(price).toBeGreaterThanOrEqual(19);
      expect(price).toBeLessThanOrEqual(40);
      // Registration Open, or, for a course another spec opened, its seats' state; the card's one
      // action follows it (Register, or a link to the seat form: Reserve a seat, Join the waitlist).
      const level = card.getByTestId("course-level");
      await expect(level).toContainText(/^Status: (Registration Open|Open for seats|Full \(waitlist\))$/);
      const action = { registration_open: `Register for “${title}”`, open_for_seats: `Reserve a seat in “${title}”`, full: `Join the waitlist for “${title}”` }[(await level.getAttribute("data-state"))!]!;
      await expect(card.getByTestId("card-action")).toHaveAccessibleName(action);
      categories.add(text);
    }
    for (const category of ["Technology", "Self-Development", "Philosophy", "Psychology", "Linguistics", "Health & Wellness", "Personal Finance"]) {
      expect([...categories].some((t) => t.includes(category)), category).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("desktop row", () => {
  test.skip(({ isMobile }) => isMobile, "the row is the wide-screen layout");

  test("titled, static, scrolls sideways, every card reachable by keyboard", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 2, name: "Upcoming Trial Courses" })).toBeVisible();
    await expect(section(page).locator('[data-carousel="off"]')).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Next course" })).toHaveCount(0);
    const scroller = section(page).getByTestId("course-list").locator("..");
    const overflow = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, style: getComputedStyle(el).overflowX }));
    expect(overflow.style).toBe("auto");
    expect(overflow.scroll).toBeGreaterThan(overflow.client);

    // Tab from the first card's action to the last (each later card: its title's link, then its
    // action: Register, or Reserve a seat for a course another spec opened): the ninth card scrolls into view.
    const registers = section(page).getByTestId("card-action");
    await registers.first().focus();
    for (let i = 0; i < 16; i++) await page.keyboard.press("Tab");
    await expect(registers.nth(8)).toBeFocused();
    const box = (await registers.nth(8).boundingBox())!;
    const view = (await scroller.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(view.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(view.x + view.width + 1);
    // Static: wide screens never download the carousel's code, the only thing that moves the row by itself.
    expect(scripts.filter((u) => /embla|course-carousel/.test(u))).toEqual([]);
  });
});

test.describe("mobile carousel", () => {
  test.skip(({ isMobile }) => !isMobile, "the carousel is the narrow-screen layout");

  test("Embla is fetched on first use, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await gotoHydrated(page, "/");
    await controls(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((u) => u.includes("embla"))).toEqual([]);
    await expect(section(page).locator('[data-carousel="off"]')).toHaveCount(1);
    await page.getByRole("button", { name: "Next course" }).click();
    await expect.poll(() => activeIndex(page)).toBe(1);
    expect(scripts.filter((u) => u.includes("embla"))).toHaveLength(1);
  });

  test("shows about 1.07 slides, hides the title visually, and next/previous loop", async ({ page }) => {
    await gotoHydrated(page, "/");
    await controls(page);
    const heading = page.getByRole("heading", { level: 2, name: "Upcoming Trial Courses" });
    await expect(heading).toHaveCount(1);
    expect(await heading.evaluate((h) => h.getBoundingClientRect().width)).toBeLessThanOrEqual(1);

    const viewport = (await section(page).getByTestId("course-list").locator("..").boundingBox())!;
    const list = (await section(page).getByTestId("course-list").boundingBox())!;
    const first = (await slides(page).nth(0).boundingBox())!;
    // 1 / 1.07 of the row per slide.
    expect(first.width / list.width).toBeCloseTo(1 / 1.07, 2);
    // The next card peeks in at the edge.
    const second = (await slides(page).nth(1).boundingBox())!;
    expect(second.x).toBeLessThan(viewport.x + viewport.width);

    await page.getByRole("button", { name: "Next course" }).click();
    await expect.poll(() => activeIndex(page)).toBe(1);
    await expect(page.getByTestId("carousel-status")).toHaveText(/^Course 2 of 9: /);
    await expect.poll(async () => Math.abs((await slides(page).nth(1).boundingBox())!.x - viewport.x)).toBeLessThan(20);

    await page.getByRole("button", { name: "Previous course" }).click();
    await page.getByRole("button", { name: "Previous course" }).click();
    // It loops: before the first comes the last.
    await expect.poll(() => activeIndex(page)).toBe(8);
    await expect(page.getByTestId("carousel-status")).toHaveText(/^Course 9 of 9: /);
  });

  test("screen readers meet each course once: nine cards, no copies for the loop", async ({ page }) => {
    await gotoHydrated(page, "/");
    await carousel(page);
    // Before and after Embla, the list is the same nine items.
    await expect(slides(page)).toHaveCount(9);
    await expect(section(page).getByRole("article")).toHaveCount(9);
    const snapshot = await section(page).ariaSnapshot();
    for (const title of await section(page).locator("h3").allTextContents()) {
      expect(snapshot.split(`heading "${title}"`).length - 1, title).toBe(1);
    }
  });

  // Autoplay's timing rules (a step every 5 s; held by hover, focus, a finger, a hidden tab or the
  // pause button; never under reduced motion) are unit tests on a fake clock
  // (app/lib/client/autoplay.test.ts, app/components/courses-section.test.tsx). In the browser, one
  // smoke check that they are wired up, and reduced motion's missing control; no waiting out a hold.
  test("autoplay moves the carousel by itself, and its pause button switches to resume", async ({ page }) => {
    // The page's clock, not the wall's: the hold is run through at once instead of waited out.
    await page.clock.install();
    await gotoHydrated(page, "/");
    await carousel(page);
    expect(await activeIndex(page)).toBe(0);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1_000);
    await expect.poll(() => activeIndex(page)).toBe(1);
    await page.getByRole("button", { name: "Pause automatic scrolling" }).click();
    await expect(page.getByRole("button", { name: "Resume automatic scrolling" })).toBeVisible();
  });

  test("under reduced motion there is no autoplay to pause; the buttons still move it", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    await carousel(page);
    await expect(page.getByRole("button", { name: /automatic scrolling/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Next course" }).click();
    await expect.poll(() => activeIndex(page)).toBe(1);
    await context.close();
  });

  test("no axe violations with the carousel running", async ({ page }) => {
    await gotoHydrated(page, "/");
    await carousel(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("registering interest", () => {
  const register = (page: Page, title: string) => section(page).getByRole("button", { name: `Register for “${title}”` });
  /** The same button once the page has recorded the registration (the card says so). */
  const registered = (page: Page, title: string) => section(page).getByRole("button", { name: `Registered for “${title}”` });

  test("no e-mail on the device: the prompt opens for the course; an address asks for the course's list", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/interest/") && r.method() === "POST"),
      page.waitForResponse((r) => r.url().endsWith("/api/interest/")),
      register(page, HIEROGLYPHS).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ course_id: 4 });
    expect(response.status()).toBe(201);

    const dialog = page.getByRole("dialog", { name: "Want a reminder when class begins?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Course: “${HIEROGLYPHS}”`);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("textbox", { name: "Email address" }).fill("glyphs@example.com");
    const [subscribe] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/subscribe/")),
      dialog.getByRole("button", { name: "Submit" }).click(),
    ]);
    expect(subscribe.postDataJSON()).toEqual({ email: "glyphs@example.com", source: "course", course_id: 4 });
    await expect(page.getByText(`Thank you! You'll be notified when “${HIEROGLYPHS}” opens.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(registered(page, HIEROGLYPHS)).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("user_email_address"))).toBe("glyphs@example.com");
    // Asked, not granted: the browser has an address once the mailbox confirms.
    expect((await (await page.request.get("/api/user/")).json()).has_email).toBe(false);
  });

  test("an e-mail on the device not on the course's list: registered, and the device's address is asked for each course's list (not 'all set')", { tag: "@one-viewport" }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
    await gotoHydrated(page, "/");
    const subscribes: unknown[] = [];
    page.on("request", (r) => r.url().endsWith("/api/subscribe/") && subscribes.push(r.postDataJSON()));
    await register(page, BLACK_HOLES).click();
    await expect(page.getByText(`You're registered for “${BLACK_HOLES}”.`)).toBeVisible();
    await expect(page.getByText(/You're all set/)).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The address is not confirmed on this course's list: the page asks for it, for this course.
    await expect.poll(() => subscribes).toEqual([{ email: "known@example.com", source: "course", course_id: 2 }]);

    // A second course: its own request (a Register click joins no list by itself).
    const third = section(page).getByRole("article").nth(2);
    const title = (await third.locator("h3").textContent())!;
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/interest/")), register(page, title).click()]);
    expect((await answer.json()).notify).toBe(false);
    await expect(page.getByText(`You're registered for “${title}”.`)).toBeVisible();
    await expect.poll(() => subscribes).toHaveLength(2);
  });

  test("skipped before: a confirmation without an e-mail promise, whose action opens the prompt", { tag: "@one-viewport" }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("email_skipped", "true"));
    await gotoHydrated(page, "/");
    await register(page, HIEROGLYPHS).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: `You're registered for “${HIEROGLYPHS}”.` });
    await expect(toast).toBeVisible();
    await expect(toast).not.toContainText(/notify|e-?mail you/i);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await toast.getByRole("button", { name: "Email me when it opens" }).click();
    const dialog = page.getByRole("dialog", { name: "Want a reminder when class begins?" });
    await expect(dialog).toContainText(`Course: “${HIEROGLYPHS}”`);
    await dialog.getByRole("button", { name: "Skip" }).click();
    await expect(dialog).toBeHidden();
    await expect(registered(page, HIEROGLYPHS)).toBeFocused();
  });

  test("registering twice is answered both times and recorded once", { tag: "@one-viewport" }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("email_skipped", "true"));
    await gotoHydrated(page, "/");
    const statuses: number[] = [];
    page.on("response", (r) => r.url().endsWith("/api/interest/") && statuses.push(r.status()));
    await register(page, HIEROGLYPHS).click();
    await expect(page.getByText(`You're registered for “${HIEROGLYPHS}”.`)).toHaveCount(1);
    await registered(page, HIEROGLYPHS).click();
    await expect.poll(() => statuses).toEqual([201, 200]);
  });

  test("a failed registration says so and promises nothing", { tag: "@one-viewport" }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
    await gotoHydrated(page, "/");
    await page.route("**/api/interest/", (route) =>
      route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ error: "No course with id 4." }) }),
    );
    await register(page, HIEROGLYPHS).click();
    const toast = page.locator("[data-sonner-toast][data-type=error]");
    await expect(toast).toContainText("We couldn't register your interest");
    await expect(toast).toContainText("No course with id 4.");
    await expect(page.getByText(/You're all set/)).toHaveCount(0);
  });
});

test.describe("courses related to a search", () => {
  test.beforeEach(async ({ page }) => {
    // An address on the device: no prompt after the search gets in the way.
    await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
  });

  async function search(page: Page, concept: string) {
    await page.getByRole("textbox", { name: "Concept" }).fill(concept);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Success! Your search has been recorded.")).toBeVisible();
  }

  test("after a confirmed search, up to three close courses show with their Register buttons", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await search(page, "What really happens inside a black hole?");
    const related = page.getByRole("region", { name: "Trial courses close to “What really happens inside a black hole?”" });
    await expect(related).toBeVisible();
    const cards = related.getByRole("article");
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    await expect(cards.first().locator("h3")).toHaveText(BLACK_HOLES);
    expect(await axeViolations(page)).toEqual([]);

    await related.getByRole("button", { name: `Register for “${BLACK_HOLES}”` }).click();
    // known@example.com is not confirmed on the course's list: registered, and a link to press.
    await expect(page.getByText(`You're registered for “${BLACK_HOLES}”.`)).toBeVisible();
    await expect(related.getByRole("button", { name: `Registered for “${BLACK_HOLES}”` })).toBeVisible();

    // 'Add Another Topic' starts over: the related courses go too.
    // (By keyboard: the newer toast lies over the older one's button.)
    await page.getByRole("button", { name: "Add Another Topic" }).first().focus();
    await page.keyboard.press("Enter");
    await expect(related).toHaveCount(0);
  });

  test("no course close: it says so, and that the wish is noted", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/find-course/")),
      search(page, "qwertyuiop asdfgh"),
    ]);
    expect((await answer.json()).matches).toEqual([]);
    await expect(page.getByTestId("related-courses")).toContainText("No trial course matches “qwertyuiop asdfgh” yet");
    await expect(page.getByTestId("related-courses").getByRole("article")).toHaveCount(0);
    await expect(page.getByText(/Trial courses close to/)).toHaveCount(0);
  });
});
