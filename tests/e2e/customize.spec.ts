import { axeAtBothWidths, axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";

test.describe("customise a live class", () => {
  test("shows the heading, subtitle, hint and both sliders with their defaults", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1, name: "Customize Your Live Class!" })).toBeVisible();
    await expect(page.getByText("Tell us an ideal learning experience: topic, class size, budget")).toBeVisible();
    await expect(page.getByText("What ⬆️ and how ⬇️ do you feeling like learning?")).toBeVisible();
    const budget = page.getByRole("slider", { name: "Budget" });
    const size = page.getByRole("slider", { name: "Class size" });
    await expect(budget).toHaveAttribute("min", "10");
    await expect(budget).toHaveAttribute("max", "500");
    await expect(budget).toHaveAttribute("step", "10");
    await expect(budget).toHaveValue("100");
    await expect(size).toHaveAttribute("min", "1");
    await expect(size).toHaveAttribute("max", "25");
    await expect(size).toHaveValue("5");
    expect(consoleErrors).toEqual([]);
  });

  test("sliders work by keyboard and show their value", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const budget = page.getByRole("slider", { name: "Budget" });
    await budget.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(budget).toHaveValue("120");
    await expect(page.locator("output").first()).toHaveText("S$120");
    await page.keyboard.press("End");
    await expect(budget).toHaveValue("500");
    const size = page.getByRole("slider", { name: "Class size" });
    await size.focus();
    await page.keyboard.press("Home");
    await expect(size).toHaveValue("1");
    await expect(size).toHaveAttribute("aria-valuetext", "1 learner");
  });

  test("the placeholder types examples and stops when the visitor types", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const overlay = page.getByTestId("typing-placeholder");
    await expect(overlay).toHaveAttribute("aria-hidden", "true");
    // It grows letter by letter.
    await expect.poll(async () => (await overlay.textContent())?.length ?? 0).toBeGreaterThan(5);
    const concept = page.getByRole("textbox", { name: "Concept" });
    await concept.fill("Stoicism");
    await expect(overlay).toHaveCount(0);
  });

  test("an empty concept shows the destructive 'Error' toast and sends nothing", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    let posted = false;
    page.on("request", (r) => r.url().includes("/api/find-course/") && (posted = true));
    await page.getByRole("textbox", { name: "Concept" }).fill("    ");
    await page.getByRole("button", { name: "Confirm" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Please enter a concept to search for" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Error");
    await expect(toast).toHaveAttribute("data-type", "error");
    expect(posted).toBe(false);
  });

  test("identical toasts show once; at most three show at once, and Alt+T or F8 takes the keyboard to them", { tag: "@one-viewport" }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("email_skipped", "true"));
    await gotoHydrated(page, "/");
    const toasts = page.locator("[data-sonner-toast]");
    // The first click also fetches the concept check; once its toast shows, later clicks answer at once.
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(toasts).toHaveCount(1);
    // Hovering the toaster holds every toast's timer, so a slow machine cannot let them expire mid-test.
    await toasts.first().hover();
    await page.getByRole("button", { name: "Confirm" }).evaluate(async (confirm: HTMLButtonElement) => {
      for (let i = 0; i < 3; i++) {
        confirm.click();
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    // Three more empty confirms: still the one 'Error' toast, not a stack of copies.
    await expect(toasts.filter({ hasText: "Please enter a concept to search for" })).toHaveCount(1);
    // Four different registrations (this device skipped the e-mail): four different toasts, each
    // with an action, so each stays until it is used or dismissed; three of them are shown.
    const titles = await page.locator("#courses article h3").allTextContents();
    for (const title of titles.slice(0, 4)) {
      await page.getByRole("button", { name: `Register for “${title}”` }).evaluate((b: HTMLButtonElement) => b.click());
      await expect(toasts.filter({ hasText: `You're registered for “${title}”.` })).toHaveCount(1);
    }
    await expect(toasts.filter({ hasText: "You're registered for" })).toHaveCount(4);
    await expect(page.locator("[data-sonner-toast][data-visible=true]")).toHaveCount(3);
    const inToasts = () => page.evaluate(() => Boolean(document.activeElement?.closest("[data-sonner-toaster]")));
    await page.keyboard.press("Alt+t");
    await expect.poll(inToasts).toBe(true);
    // The specification's other key, from anywhere on the page.
    await page.getByRole("textbox", { name: "Concept" }).focus();
    expect(await inToasts()).toBe(false);
    await page.keyboard.press("F8");
    await expect.poll(inToasts).toBe(true);
  });

  test("a confirmed search is recorded, offers 'Add Another Topic', then the e-mail prompt", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const concept = page.getByRole("textbox", { name: "Concept" });
    await concept.fill("  Taoism versus Stoicism ");
    const budget = page.getByRole("slider", { name: "Budget" });
    await budget.focus();
    await page.keyboard.press("ArrowRight");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/find-course/") && r.method() === "POST"),
      page.getByRole("button", { name: "Confirm" }).click(),
    ]);
    const sent = request.postDataJSON();
    expect(sent).toMatchObject({ concept: "Taoism versus Stoicism", budget: 110, class_size: 5 });
    expect(sent.search_id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText("Success! Your search has been recorded.")).toBeVisible();

    const dialog = page.getByRole("dialog", { name: "Want a reminder when class begins?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Leave your email so we can notify you - no spam, no login required.");
    expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

    // Invalid address: destructive toast, nothing stored on the device.
    const email = dialog.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("type", "email");
    await email.fill("not-an-address");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator("[data-sonner-toast][data-type=error]").filter({ hasText: "Invalid Email" })).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

    await email.fill("Learner@Example.com");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you! We'll keep you posted.")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("user_email_address"))).toBe("Learner@Example.com");
    const user = await (await page.request.get("/api/user/")).json();
    // Stored, but this browser has an address only once the mailbox confirms it.
    expect(user.has_email).toBe(false);

    // The form keeps offering 'Add Another Topic' after the toast is gone: it clears the concept and the search.
    const form = page.locator("form[aria-labelledby=customize-heading]");
    await form.getByRole("button", { name: "Add Another Topic" }).click();
    await expect(concept).toHaveValue("");
    await expect(form).not.toHaveAttribute("data-search-id");
    await expect(form.getByRole("button", { name: "Add Another Topic" })).toHaveCount(0);
  });

  test("the success toast's 'Add Another Topic' clears the concept and scrolls to the top", { tag: "@one-viewport" }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
    await gotoHydrated(page, "/");
    const concept = page.getByRole("textbox", { name: "Concept" });
    await concept.fill("Supplements and skincare");
    await page.getByRole("button", { name: "Confirm" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Success! Your search has been recorded." });
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await toast.getByRole("button", { name: "Add Another Topic" }).click();
    await expect(concept).toHaveValue("");
    await expect(concept).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Skip closes the prompt and remembers it on the device", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("textbox", { name: "Concept" }).fill("Egyptian hieroglyphs");
    await page.getByRole("button", { name: "Confirm" }).click();
    const dialog = page.getByRole("dialog", { name: "Want a reminder when class begins?" });
    await dialog.getByRole("button", { name: "Skip" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("email_skipped"))).toBe("true");
    // Focus goes back where the visitor was.
    await expect(page.getByRole("button", { name: "Confirm" })).toBeFocused();
  });

  test("no prompt when an e-mail is already on the device", { tag: "@one-viewport" }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
    await gotoHydrated(page, "/");
    await page.getByRole("textbox", { name: "Concept" }).fill("Longevity");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Success! Your search has been recorded.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the e-mail prompt keeps the keyboard's focus while it sends, and gives it back to the field when sending fails", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("textbox", { name: "Concept" }).fill(`Origami ${tag()}`);
    await page.getByRole("button", { name: "Confirm" }).click();
    const dialog = page.getByRole("dialog", { name: "Want a reminder when class begins?" });
    await expect(dialog).toBeVisible();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/subscribe/", async (route) => {
      await answered;
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Database is down." }) });
    });
    await dialog.getByRole("textbox", { name: "Email address" }).fill("origami@example.com");
    const submit = dialog.getByRole("button", { name: /Submit|Sending/ });
    await submit.focus();
    await page.keyboard.press("Enter");
    await expect(submit).toHaveAttribute("aria-busy", "true");
    // While it sends, the focus is still on the button pressed, inside the dialog.
    expect(await submit.evaluate((b) => document.activeElement === b)).toBe(true);
    answer();
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toContainText("Database is down.");
    await expect(dialog.getByRole("textbox", { name: "Email address" })).toBeFocused();
    await expect(dialog).toBeVisible();
  });

  test("Confirm pressed again on the unchanged form (a double click, the second after the answer) is the same search, stored once", { tag: "@one-viewport" }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("user_email_address", "known@example.com"));
    // The analytics beacons that count a search (sendBeacon's body is not in the request events).
    await page.addInitScript(() => {
      const w = window as unknown as { searchBeacons: number };
      w.searchBeacons = 0;
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((t) => (JSON.parse(t).event === "search" ? w.searchBeacons++ : 0));
        return send(url, data);
      };
    });
    await gotoHydrated(page, "/");
    const sent: Array<{ searchId: string; status: number }> = [];
    page.on("response", (r) => {
      if (new URL(r.url()).pathname === "/api/find-course/") sent.push({ searchId: (r.request().postDataJSON() as { search_id: string }).search_id, status: r.status() });
    });
    const beacons = () => page.evaluate(() => (window as unknown as { searchBeacons: number }).searchBeacons);
    await page.getByRole("textbox", { name: "Concept" }).fill(`Beekeeping ${tag()}`);
    const confirm = page.getByRole("button", { name: "Confirm" });
    await confirm.click();
    await expect.poll(() => sent.length).toBe(1);
    await confirm.click();
    await expect.poll(() => sent.length).toBe(2);
    // The second carries the first's id: the server answers it with the stored search (a replay,
    // tests/integration/courses.test.ts) and stores nothing more.
    expect(sent[1]!.searchId).toBe(sent[0]!.searchId);
    expect(sent.map((r) => r.status)).toEqual([201, 201]);
    // Counted once by the analytics too; the changed search below is counted again.
    await expect.poll(beacons).toBe(1);

    // A changed form is a new search.
    await page.getByRole("slider", { name: "Class size" }).press("ArrowRight");
    await confirm.click();
    await expect.poll(() => sent.length).toBe(3);
    expect(sent[2]!.searchId).not.toBe(sent[0]!.searchId);
    await expect.poll(beacons).toBe(2);
  });

  test("a server failure shows a clear error toast and keeps the concept", { tag: "@one-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.route("**/api/find-course/", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Database is down." }) }),
    );
    const concept = page.getByRole("textbox", { name: "Concept" });
    await concept.fill("Black holes");
    await page.getByRole("button", { name: "Confirm" }).click();
    const toast = page.locator("[data-sonner-toast][data-type=error]");
    await expect(toast).toContainText("We couldn't record your search");
    await expect(toast).toContainText("Database is down.");
    await expect(concept).toHaveValue("Black holes");
    await expect(page.getByText("Success! Your search has been recorded.")).toHaveCount(0);
  });

  test("reduced motion shows a still example", { tag: "@one-viewport" }, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    // The page's own clock: a whole cycle of the animation (typing, the 3 s hold, erasing) is run
    // through at once instead of waited for.
    await page.clock.install();
    await gotoHydrated(page, "/");
    const overlay = page.getByTestId("typing-placeholder");
    const first = await overlay.textContent();
    await page.clock.runFor(10_000);
    expect(await overlay.textContent()).toBe(first);
    expect(first?.length).toBeGreaterThan(10);
    await context.close();
  });

  test("no axe violations on /", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await axeViolations(page)).toEqual([]);
  });
});
