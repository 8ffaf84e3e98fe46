import { logIn, openPerson, subscribe } from "./console-helpers.ts";
import { axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { mailTo } from "./mail-listener.ts";

// The console's figures, categories and ratings, opening with nothing to send, a person's resend
// and activity, sent mail and the newsletter preview: at 1280 and 375 px, and its forms without
// JavaScript. The server is shared with the other specs: what a test adds is under a random tag,
// and courses it adds stay closed (the visitor pages list no closed course).

const courseFields = { durationWeeks: "4", priceAmount: "45", description: "Chords, voicings and swing." };

test.describe("operator console, polished", () => {
  test("every figure shows its definition, and the funnel repeats the cards' figures", async ({ page }) => {
    await logIn(page);
    const cards = page.getByRole("main").locator("dl").first();
    await expect(cards.getByText("Addresses typed into any form (gave an e-mail)", { exact: false })).toBeVisible();
    await expect(cards.getByText("Subscribers whose mailbox confirmed and who have not unsubscribed since.")).toBeVisible();
    await expect(page.getByTestId("funnel-2")).toHaveText((await page.getByTestId("stat-subscribers").textContent())!);
    await expect(page.getByTestId("funnel-3")).toHaveText((await page.getByTestId("stat-confirmed").textContent())!);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("adds a category and a course in it with no rating; opening it would send nothing, and says why", { tag: "@one-viewport" }, async ({ page }) => {
    const t = tag();
    const category = `Music ${t}`;
    const title = `Jazz Piano ${t}`;
    await logIn(page);
    await gotoHydrated(page, "/admin/courses");
    await page.getByLabel("New category").fill(category);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByRole("status")).toHaveText(`Category “${category}” added.`);
    await expect(page.getByTestId("categories")).toContainText(`${category} (0 courses)`);
    await expect(page.getByLabel("New category")).toHaveValue("");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Add a course" }).click();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Instructor").fill("Ms. Keys");
    await expect(page.getByLabel(/^Entered rating/)).toHaveValue("");
    await page.getByLabel("Duration (weeks)").fill(courseFields.durationWeeks);
    await page.getByLabel("Category").selectOption(category);
    await page.getByLabel("Status").selectOption("closed");
    await page.getByLabel("Description").fill(courseFields.description);
    // A rating without the number behind it is refused next to the field.
    await page.getByLabel(/^Entered rating/).fill("4.5");
    await page.getByRole("button", { name: "Add course" }).click();
    await expect(page.getByText("Enter the rating and the number of ratings together, or leave both empty (no rating yet).")).toBeVisible();
    await expect(page.getByLabel(/^Entered rating/)).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(/^Entered rating/).fill("");
    await page.getByRole("button", { name: "Add course" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.getByRole("button", { name: "Open course…" }).click();
    await expect(page.getByTestId("nothing-to-send")).toContainText(`Nothing would be sent: no confirmed subscriber is on the list of “${title}” yet.`);
    await expect(page.getByRole("button", { name: "Yes, open and send" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Yes, open without sending" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Courses" }).click();
    const row = page.getByTestId("courses").getByRole("row").filter({ hasText: title });
    await expect(row.getByRole("cell").nth(1)).toHaveText(category);
    await expect(row.getByRole("cell").nth(3)).toHaveText("none yet");
  });

  test("a pending person: Resend confirmation, and their activity in order", { tag: "@one-viewport" }, async ({ page }) => {
    const email = `resend-${tag()}@example.com`;
    await subscribe(page, email);
    // The first confirmation has gone out; the mailbox's budget lets a second one go at once.
    await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBe(1);
    await logIn(page);
    await openPerson(page, email);
    const timeline = page.getByTestId("timeline").getByRole("listitem");
    await expect(timeline.nth(0)).toContainText("Address given · through a newsletter form");
    await expect(timeline.nth(1)).toContainText("Asked for the newsletter list · awaiting confirmation");
    await expect(timeline.nth(2)).toContainText(/E-mail: Confirmation · sent \d{1,2} \w{3} \d{4}, \d\d:\d\d SGT/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Resend confirmation" }).click();
    await expect(page.getByRole("status")).toHaveText("A confirmation message goes out now.");
    await expect(timeline).toHaveCount(4);
    await expect(timeline.nth(3)).toContainText(/E-mail: Confirmation · (queued|sending|sent)/);
  });

  test("Sent mail: the history of announcements and the log of every message", { tag: "@one-viewport" }, async ({ page }) => {
    const email = `log-${tag()}@example.com`;
    await subscribe(page, email);
    await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBe(1);
    await logIn(page);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "E-mail" }).click();
    await page.getByRole("link", { name: /^Sent mail/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sent mail" })).toBeVisible();
    await page.getByLabel("Status").selectOption("sent");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/status=sent/);
    await expect(page.getByTestId("log-total")).toContainText(/^\d+ messages? sent/);
    // Newest first: the confirmation just sent to our address is on the first page.
    const ours = page.getByTestId("message-log").getByRole("row").filter({ hasText: email });
    await expect(ours.getByRole("cell").nth(2)).toHaveText("sent");
    expect(await axeViolations(page)).toEqual([]);
    await ours.getByRole("link", { name: email }).click();
    await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
  });

  test("the newsletter preview shows the whole message, footer included", { tag: "@one-viewport" }, async ({ page }) => {
    await logIn(page);
    await gotoHydrated(page, "/admin/email");
    // Checked before the preview: axe cannot combine the results of a sandboxed frame in this browser.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Subject").fill("November at Classwish");
    // A real newsletter is longer than a fixed frame: the preview grows to show all of it.
    const paragraphs = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}: three new courses, and [a note on jazz](https://example.com/jazz).`);
    await page.getByLabel(/^Message/).fill(`# Hello\n\n${paragraphs.join("\n\n")}`);
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.frameLocator('iframe[title="Newsletter preview"]');
    await expect(preview.getByRole("heading", { name: "Hello" })).toBeVisible();
    // The frame shows the whole message, footer (and its last line) included: nothing to scroll inside it.
    const footerLine = preview.getByRole("link", { name: "support@classwish.example" });
    await expect(footerLine).toBeAttached();
    await expect.poll(() => preview.locator("html").evaluate((html) => html.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
    const frameBox = (await page.getByTitle("Newsletter preview").boundingBox())!;
    const lineBox = (await footerLine.boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
  });
});

test.describe("operator console without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds a category, pages through demand and resends a confirmation by plain form posts", { tag: "@one-viewport" }, async ({ page }) => {
    const t = tag();
    const email = `nojs-${t}@example.com`;
    await subscribe(page, email);
    await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBe(1);
    await logIn(page, { javaScript: false });

    await page.goto("/admin/courses");
    await page.getByLabel("New category").fill(`Drama ${t}`);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByRole("status")).toHaveText(`Category “Drama ${t}” added.`);
    await expect(page.getByTestId("categories")).toContainText(`Drama ${t} (0 courses)`);

    await openPerson(page, email);
    await page.getByRole("button", { name: "Resend confirmation" }).click();
    await expect(page.getByRole("status")).toHaveText("A confirmation message goes out now.");

    await page.goto("/admin/demand");
    await page.getByLabel("Concept contains").fill("zzz-nothing-like-this");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByTestId("concepts-shown")).toHaveText("0 groups containing “zzz-nothing-like-this”.");
  });
});
