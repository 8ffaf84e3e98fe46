import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated } from "./fixtures.ts";

// What the console specs do as a visitor (through the API) and as the operator (logging in).

const PASSWORD = process.env.E2E_ADMIN_PASSWORD!;

/** Logs in with the console password; with JavaScript the page is hydrated before it returns. */
export async function logIn(page: Page, { javaScript = true } = {}) {
  await (javaScript ? gotoHydrated(page, "/admin/login") : page.goto("/admin/login"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  if (javaScript) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export async function search(page: Page, concept: string, budget: number, classSize: number) {
  const res = await page.request.post("/api/find-course/", { data: { search_id: randomUUID(), concept, budget, class_size: classSize } });
  expect(res.status()).toBe(201);
}

export async function subscribe(page: Page, email: string, extra: Record<string, unknown> = { source: "newsletter" }) {
  const res = await page.request.post("/api/subscribe/", { data: { email, ...extra } });
  expect(res.status()).toBe(202);
}

/** From any console page: finds the person on the Subscribers page and opens their page. */
export async function openPerson(page: Page, email: string) {
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Subscribers" }).click();
  await page.getByLabel("E-mail contains").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  // The list before the search may hold the same link: clicked then, the search's own navigation
  // could land after it and leave the Subscribers page showing (seen on a slow machine).
  await expect(page.getByText(/^1 matching subscriber/)).toBeVisible();
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
}
