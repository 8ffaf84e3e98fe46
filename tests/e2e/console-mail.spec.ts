import { logIn, subscribe } from "./console-helpers.ts";
import { axeViolations, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { confirmFromInbox } from "./mail-listener.ts";

// The console's newsletter audience and schedule, and a webhook's Send test event (issue 27, item 9):
// the pages they change, at both widths, with axe. What they do is proven in the integration suite
// (newsletter-schedule.test.ts, webhooks.test.ts).

test("a newsletter to a segment, scheduled for tomorrow with its exact count, then cancelled", async ({ page }) => {
  const t = tag();
  const subject = `Scheduled ${t}`;
  // Someone on the newsletter list, so there is something to schedule.
  await subscribe(page, `sched-${t}@example.com`);
  await confirmFromInbox(page, `sched-${t}@example.com`);
  await logIn(page);
  await gotoHydrated(page, "/admin/email");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel(/^Message/).fill("Hello");
  await page.getByLabel("Send to").selectOption({ label: "The newsletter list" });
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel(/^Send at/).fill(`${tomorrow}T09:00`);
  // Nothing widens the page past the screen (a course's long title among the choices).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  await page.getByRole("button", { name: "Send or schedule…" }).click();
  const count = page.getByTestId("newsletter-count");
  await expect(count).toContainText(/This will queue \d+ messages? to “The newsletter list”, to go at/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Yes, schedule it" }).click();
  await expect(page.getByRole("status")).toContainText("Newsletter scheduled for");
  const row = page.getByTestId("scheduled-newsletters").getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("The newsletter list");
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole("button", { name: `Cancel the newsletter “${subject}”` }).click();
  await expect(page.getByRole("status")).toContainText("Newsletter cancelled");
});

test("the newsletter form's errors are shown by its buttons, in view; a malformed test address blocks nothing but its own send", { tag: "@one-viewport" }, async ({ page }) => {
  await logIn(page);
  await gotoHydrated(page, "/admin/email");
  const form = page.getByRole("region", { name: "Newsletter" });
  await page.getByLabel("Subject").fill("Hello");
  await page.getByLabel(/^Message/).fill("Hi");
  await page.getByLabel("Test address").fill("not-an-address");
  // The browser's own check of the address no longer stops Preview.
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTitle("Newsletter preview")).toBeVisible();
  // The server's refusal of the address is shown in the form, by the button pressed, and in view.
  await page.getByRole("button", { name: "Send test" }).click();
  const error = form.getByRole("alert");
  await expect(error).toContainText("valid email address");
  await expect(error).toBeInViewport();
  await page.getByLabel("Subject").fill("");
  await page.getByRole("button", { name: "Send or schedule…" }).click();
  await expect(form.getByRole("alert")).toContainText("subject is required.");
  await expect(form.getByRole("alert")).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

test("a webhook endpoint's Send test event", async ({ page }) => {
  await logIn(page);
  await gotoHydrated(page, "/admin/webhooks");
  // A public address (nothing listens there in the test run): the delivery is queued and logged.
  await page.getByLabel(/^URL/).fill(`https://93.184.216.34/hooks/${tag()}`);
  await page.getByRole("checkbox", { name: /search\.recorded/ }).check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByRole("status")).toContainText("Endpoint added.");
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByRole("status")).toContainText("Test event queued");
  await expect(page.getByRole("cell", { name: /webhook\.test/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Deleted, its deliveries go with it (nothing keeps retrying against the address).
  await page.getByRole("button", { name: "Delete endpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
});
