import type { Page } from "@playwright/test";
import { axeAtBothWidths, expect, gotoHydrated, tag, test } from "./fixtures.ts";
import { mailTo } from "./mail-listener.ts";

// The confirmation link names the address (masked) and the lists it confirms; the unsubscribe
// link does what the Privacy text says: its page removes you with one press, and a mail
// provider's RFC 8058 one-click POST removes you at once.

/** Asks for the newsletter from Get in Touch and waits for the confirmation message's link. */
async function subscribeAndOpenLink(page: Page, email: string, kind: "confirm" | "unsubscribe") {
  await gotoHydrated(page, "/");
  const form = page.getByTestId("subscribe-get-in-touch");
  await form.getByRole("textbox").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  const pattern = kind === "confirm" ? /https?:\/\/\S+\/confirm\?token=\S+/ : /https?:\/\/\S+\/unsubscribe\?token=\S+/;
  const link = () => mailTo(email).at(-1)?.text.match(pattern)?.[0];
  await expect.poll(link, { timeout: 20_000 }).toBeTruthy();
  const url = new URL(link()!);
  return url.pathname + url.search;
}

test("the confirmation page names the address (masked) and the list, and explains its button", { tag: "@one-viewport" }, async ({ page }) => {
  const name = `confirm${tag()}`;
  const email = `${name}@example.com`;
  const path = await subscribeAndOpenLink(page, email, "confirm");
  const response = await page.goto(path);
  const main = page.getByRole("main");
  const masked = `${name.slice(0, 2)}•••@example.com`;
  await expect(main.getByText(`One step left: confirm that Classwish may e-mail ${masked} about:`)).toBeVisible();
  await expect(main.getByRole("listitem")).toHaveText(["Our monthly newsletter: news and articles"]);
  await expect(main.getByText("so that a program scanning links in your mailbox cannot subscribe you")).toBeVisible();
  // The whole address never reaches the page (a forwarded link shows only its mask).
  expect(await response!.text()).not.toContain(email);
  expect(await axeAtBothWidths(page)).toEqual({ 375: [], 1280: [] });

  await main.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Thank you, you're confirmed!" })).toBeVisible();
  await expect(main.getByText(`Here is what ${masked} will hear about:`)).toBeVisible();
  expect(await page.content()).not.toContain(email);
});

test("unsubscribing: the page's one press, as the Privacy text says; a mail provider's one-click POST at once", { tag: "@one-viewport" }, async ({ page }) => {
  // What the Privacy dialog promises (reached from the phone's menu in header.spec.ts).
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Privacy" }).click();
  const dialog = page.getByRole("dialog", { name: "Privacy" });
  await dialog.locator("summary", { hasText: "How do I remove my e-mail address from the waitlist?" }).click();
  await expect(dialog.getByText("It opens a page where one press of Unsubscribe removes you from the waitlist")).toBeVisible();
  await page.keyboard.press("Escape");

  // The page: opening the link changes nothing (link scanners open it too); one press removes.
  const email = `unsub-${tag()}@example.com`;
  const path = await subscribeAndOpenLink(page, email, "unsubscribe");
  await page.goto(path);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Unsubscribe from Classwish" })).toBeVisible();
  await main.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();

  // A mail provider's one-click request (RFC 8058) needs no page at all.
  const other = `one-click-${tag()}@example.com`;
  const otherPath = await subscribeAndOpenLink(page, other, "unsubscribe");
  const oneClick = await page.request.post(otherPath, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.goto(otherPath);
  await expect(main.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
});
