import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { logIn, openPerson, search, subscribe } from "./console-helpers.ts";
import { axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { confirmFromInbox, mailTo } from "./mail-listener.ts";

// The operator console in a real browser against the production server (shared with the other
// specs, so every check here looks at data this spec made, under a random tag).

const day = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.describe("operator console", () => {
  test("the visitor site loads none of the console's code", { tag: "@one-viewport" }, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await gotoHydrated(page, "/");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /chart|admin|overview|demand|csrf-field/.test(s))).toEqual([]);
  });

  test("login page: wrong password refused, axe clean", async ({ page }) => {
    await gotoHydrated(page, "/admin/login");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("That password is not right.");
    await logIn(page);
  });

  test("figures match what was searched; the date filter narrows them", { tag: "@one-viewport" }, async ({ page, consoleErrors }) => {
    const t = tag();
    await search(page, `Zymurgy ${t} kettles`, 100, 2);
    await search(page, `  zymurgy   ${t} KETTLE `, 200, 4);
    await search(page, `Zymurgy ${t} kettles`, 400, 9);
    await logIn(page);
    // The console has its own navigation, not the visitor site's header and footer.
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveCount(0);
    await expect(page.getByTestId("stat-searches")).toHaveText(/^\d+$/);
    expect(Number(await page.getByTestId("stat-searches").textContent())).toBeGreaterThanOrEqual(3);
    // Searches and sign-ups per day, and the visits per day of the traffic section.
    await expect(page.locator("canvas")).toHaveCount(3);

    await page.getByRole("link", { name: "Demand" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Demand" })).toBeVisible();
    // Other specs' searches share this server: find ours by its tag. It is labelled as most often typed.
    await page.getByLabel("Concept contains").fill(t);
    await page.getByRole("button", { name: "Filter" }).click();
    const row = page.getByTestId("concepts").getByRole("row").filter({ hasText: `Zymurgy ${t} kettles` });
    await expect(row.getByRole("cell")).toHaveText([`Zymurgy ${t} kettlestyped 2 ways`, "3", "S$200", "4", "Search: 3", "3 in the last 7 days, new", "Create a course from this groupCorrect…"]);
    await expect(page.getByTestId("concepts-shown")).toHaveText(`1 group containing “${t}”.`);
    // No course is about zymurgy: it is wanted but not offered.
    await expect(page.getByTestId("not-offered").getByRole("row").filter({ hasText: `Zymurgy ${t} kettles` })).toHaveCount(1);
    // With both tables shown, no two landmarks share a name (a section and its table's scroll region once did).
    expect(await axeViolations(page, { rules: ["landmark-unique"] })).toEqual([]);

    // From tomorrow on there is nothing yet; today has ours.
    await page.getByLabel("From").fill(day(1));
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByTestId("demand-total")).toHaveText(`0 searches from ${day(1)} to today, 0 groups of concepts.`);
    await expect(row).toHaveCount(0);
    await page.getByLabel("From").fill(day(0));
    await page.getByLabel("To").fill(day(0));
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day(0)}&to=${day(0)}&q=${t}`));
    await expect(row.getByRole("cell").nth(1)).toHaveText("3");
    expect(consoleErrors).toEqual([]);
  });

  test("every console page in the navigation is axe clean", async ({ page, consoleErrors }) => {
    await logIn(page);
    expect(await axeViolations(page)).toEqual([]);
    for (const [link, heading] of [
      ["Demand", "Demand"],
      ["Courses", "Courses"],
      ["Subscribers", "Subscribers"],
      ["E-mail", "E-mail"],
    ] as const) {
      await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await axeViolations(page), link).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });

  // Split from the walk above: together they outgrew the 30 s test timeout on a loaded machine.
  test("a course's, a new course's and a wish's console pages are axe clean", async ({ page, consoleErrors }) => {
    await logIn(page);
    // A class wish of this run, for its console page (found through the Wishes page's Details link).
    const concept = `Origami for beginners ${tag()}`;
    const search_id = randomUUID();
    expect((await page.request.post("/api/find-course/", { data: { search_id, concept, budget: 60, class_size: 3 } })).status()).toBe(201);
    expect((await page.request.post("/api/wishes/", { data: { search_id } })).status()).toBe(201);
    await gotoHydrated(page, "/admin/wishes");
    const wishPage = await page.getByRole("link", { name: `Details of the wish “${concept}”: its people and courses` }).getAttribute("href");
    for (const path of ["/admin/courses/3", "/admin/courses/new", wishPage!]) {
      await gotoHydrated(page, path);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // The course page's People who asked panel after its dry run (a count and a confirm step, or why nothing would be sent).
    await gotoHydrated(page, "/admin/courses/3");
    await page.getByRole("button", { name: "Notify them…" }).click();
    await expect(page.getByTestId("will-notify").or(page.getByTestId("nothing-to-notify"))).toBeVisible();
    expect(await axeViolations(page), "Notify them…").toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("filters subscribers and exports both CSVs, formula cells neutralised", { tag: "@one-viewport" }, async ({ page }) => {
    const t = tag();
    await subscribe(page, `${t}@example.com`);
    await subscribe(page, `other-${t}@example.com`, { source: "search" });
    await search(page, `=1+2 ${t}`, 30, 3);
    await logIn(page);
    await page.getByRole("link", { name: "Subscribers" }).click();
    await page.getByLabel("E-mail contains").fill(t);
    await page.getByLabel("List").selectOption("newsletter");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("subscriber-total")).toHaveText("1 matching subscriber");
    await expect(page.getByTestId("subscribers").getByRole("link")).toHaveText([`${t}@example.com`]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export these as CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("classwish-subscribers.csv");
    const csv = (await readFile((await download.path())!, "utf8")).trimEnd().split("\r\n");
    expect(csv[0]).toBe('"id","email","status","source","lists","created_at","confirmed_at","unsubscribed_at"');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`"${t}@example.com","pending","newsletter","newsletter"`);

    await page.getByRole("link", { name: "Demand" }).click();
    const [searches] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export all searches (CSV)" }).click()]);
    const text = await readFile((await searches.path())!, "utf8");
    expect(text.split("\r\n")[0]).toBe('"search_id","created_at","concept","budget","class_size","subscriber_id"');
    expect(text).toContain(`"'=1+2 ${t}","30","3",`);
  });

  test("erases a person after showing and exporting what is stored", { tag: "@one-viewport" }, async ({ page }) => {
    const t = tag();
    const email = `erase-${t}@example.com`;
    await search(page, `Origami ${t}`, 60, 6);
    await subscribe(page, email, { source: "search" });
    // The browser's searches join the person's record once their mailbox confirms.
    await confirmFromInbox(page, email);
    await logIn(page);
    await openPerson(page, email);
    await expect(page.getByTestId("timeline")).toContainText(`Searched “Origami ${t}”`);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Export everything stored/ }).click()]);
    const record = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(record.subscriber.email).toBe(email);
    expect(record.lists.map((l: { list: string; state: string }) => [l.list, l.state])).toEqual([["launch", "active"]]);
    expect(record.searches.map((s: { concept: string }) => s.concept)).toEqual([`Origami ${t}`]);
    const exportUrl = new URL(page.url()).pathname + "/export.json";

    await page.getByLabel(`I understand this erases ${email}`).check();
    await page.getByRole("button", { name: "Erase" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("The person was erased.");
    await page.getByLabel("E-mail contains").fill(t);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("subscriber-total")).toHaveText("0 matching subscribers");
    expect((await page.request.get(exportUrl)).status()).toBe(404);
  });

  test("opens a course: shows the count, asks, queues, and the notice arrives at a real SMTP listener", async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "a course opens once: run on one project");
    const email = `open-${tag()}@example.com`;
    // A visitor registers for course 9, gives an e-mail for it and confirms it from the message.
    expect((await page.request.post("/api/interest/", { data: { course_id: 9 } })).status()).toBeLessThan(300);
    await subscribe(page, email, { source: "course", course_id: 9 });
    await confirmFromInbox(page, email);

    await logIn(page);
    await gotoHydrated(page, "/admin/courses/9");
    await page.getByRole("button", { name: "Open course…" }).click();
    await expect(page.getByTestId("will-queue")).toHaveText("1");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Yes, open and send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Course opened" })).toHaveText("Course opened: 1 message queued.");

    await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBe(2);
    const notice = mailTo(email)[1]!;
    expect(notice.subject).toContain("is open");
    expect(notice.headers["list-unsubscribe"]).toContain("/unsubscribe?token=");
    // Its link leads to the course's page, where seats can now be reserved.
    const coursePage = new URL(/https?:\/\/\S+\/courses\/\S+/.exec(notice.text)![0]);
    const visitor = await page.context().newPage();
    await visitor.goto(coursePage.pathname);
    await expect(visitor.getByRole("heading", { level: 1, name: "Money for a Long Life: Retirement Planning in Singapore" })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Reserve a seat" })).toBeVisible();
    await visitor.close();
    // The page follows the outbox until the notice is sent.
    await expect(page.getByTestId("progress")).toHaveText(/^1 of 1 sent · 0 on the way/, { timeout: 15_000 });
    // The bar is in the site's palette (brand-700), not the browser's default green.
    // The full bar is drawn in brand-700 (#4338ca), not the browser's default green: read its middle pixel.
    const bar = page.getByRole("progressbar", { name: "Opening notices processed" });
    const { data, info: png } = await sharp(await bar.screenshot()).raw().toBuffer({ resolveWithObject: true });
    const middle = (Math.floor(png.height / 2) * png.width + Math.floor(png.width / 2)) * png.channels;
    expect([...data.subarray(middle, middle + 3)]).toEqual([0x43, 0x38, 0xca]);
    // An opened course is not offered Open course… again: the section says its seats are open.
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Seats are open" })).toBeVisible();
    await expect(page.getByTestId("open-status")).toContainText("Its page takes seat reservations");
    await expect(page.getByRole("button", { name: "Open course…" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Yes, open/ })).toHaveCount(0);
  });
});
