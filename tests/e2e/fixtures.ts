import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { RunOptions } from "axe-core";
import { test as base, expect, type Frame, type Page } from "@playwright/test";

/**
 * The page's browser console errors (a CSP violation shows up there), for a test that asks for
 * them. Not automatic: it would open a page, a browser context and a renderer process for each
 * test that drives contexts of its own (the no-JavaScript journeys) and never looks at it.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    await provide(errors);
  },
});
export { expect };

/** Waits until React has hydrated the page, so clicks reach event handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/**
 * Waits until the page is laid out for good: loaded (stylesheets applied), fonts ready, every finite
 * transition and animation finished, then one more frame painted. axe measures boxes (target size,
 * contrast): run against a page still styling itself, it reports every link as too small.
 */
export async function waitForSettledPage(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    // Each wait is bounded: one that never settled (a stylesheet that had already failed, an
    // animation that never ended) held a test to its 60 s timeout once on a loaded machine. Past
    // 10 s the scan goes ahead, and a page still styling itself shows as violations, not a hang.
    const atMost = (wait: Promise<unknown>) => Promise.race([wait, new Promise((r) => setTimeout(r, 10_000))]);
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => !l.sheet);
    await atMost(Promise.all(sheets.map((l) => new Promise((r) => ["load", "error"].forEach((e) => l.addEventListener(e, r, { once: true }))))));
    await atMost(document.fonts.ready);
    // An endless animation (a spinner) is left running, a paused one paused; the rest run to their end.
    const finite = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
    await atMost(Promise.all(finite.map((a) => a.finished.catch(() => undefined))));
    await atMost(new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  });
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's minified build, put in a frame that has none yet. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact?: string | null; nodes: string[] };

/**
 * axe with the WCAG 2.2 A/AA rule sets on a settled page, or only the named rules (best practices
 * beyond WCAG, such as `landmark-unique`); returns the violations (expect them to be empty).
 */
export async function axeViolations(page: Page, only?: { rules: string[] }): Promise<Violation[]> {
  // A whole-page scan took up to 25 s on CI's loaded two-CPU machine (one took the header test past
  // its 30 s): each scan brings its own allowance instead of eating the journey's.
  test.info().setTimeout(test.info().timeout + 30_000);
  // A transition that starts while axe reads the page is measured half-way: a toast whose 4 s ran
  // out during the scan was read at half its opacity, its text blended into the page behind it
  // (a colour-contrast "violation" in 2 of 6 runs of the customise spec on a loaded machine). Such
  // a scan is not trusted: the page settles again and is scanned again. The watch is armed in the
  // same turn of the page's event loop that checks nothing is moving: a toast that began to leave
  // between the settling and the arming (one CI run) was read half-way with no alarm raised.
  for (let attempt = 1; ; attempt++) {
    await waitForSettledPage(page);
    const stillAtArming = await page.evaluate(armMotionWatch);
    if (!stillAtArming && attempt < 3) continue;
    const found = await scanOnce(page, only);
    const moved = await page.evaluate(motionSinceArming);
    if (!moved || attempt === 3) return found;
  }
}

/** A phone's width (below the 768 px breakpoint) and a laptop's: every page is scanned at both. */
const WIDTHS = [375, 1280] as const;

/**
 * axe at both widths, on the page as it is: a journey whose steps do not depend on the screen runs
 * once (tagged @one-viewport) and scans each state it reaches at a phone's width and a laptop's,
 * instead of running again, step by step, in the mobile project: the site's layout follows the
 * width, not touch. The page gets its own size back afterwards. Expect `{ 375: [], 1280: [] }`.
 */
export async function axeAtBothWidths(page: Page): Promise<Record<(typeof WIDTHS)[number], Violation[]>> {
  const size = page.viewportSize()!;
  const found = {} as Record<(typeof WIDTHS)[number], Violation[]>;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: size.height });
    found[width] = await axeViolations(page);
  }
  await page.setViewportSize(size);
  return found;
}

type MotionWatch = { classwishMotionDuringScan?: boolean; classwishMotionWatched?: boolean };

/**
 * Notes, on the window, whether a transition or an animation starts in the document from now on;
 * answers whether nothing finite is running at this moment (listeners and check in one turn).
 */
function armMotionWatch(): boolean {
  const w = window as unknown as MotionWatch;
  w.classwishMotionDuringScan = false;
  if (!w.classwishMotionWatched) {
    w.classwishMotionWatched = true;
    const moved = () => (w.classwishMotionDuringScan = true);
    for (const event of ["transitionrun", "animationstart"]) document.addEventListener(event, moved, { capture: true });
  }
  return !document.getAnimations().some((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
}

/** Whether anything started moving since armMotionWatch, or something finite still runs. */
function motionSinceArming(): boolean {
  const running = document.getAnimations().some((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
  return (window as unknown as MotionWatch).classwishMotionDuringScan === true || running;
}

async function scanOnce(page: Page, only?: { rules: string[] }): Promise<Violation[]> {
  // Only violations are collected (axe then skips gathering every passing node), and each frame is
  // scanned on its own (iframes: false) rather than through axe's messages from the page to its
  // frames: those left a frame's violations out of the results in 2 scans of 10, which
  // axe-helper.spec.ts caught on a loaded machine.
  const options: RunOptions = {
    resultTypes: ["violations"],
    iframes: false,
    runOnly: only ? { type: "rule", values: only.rules } : { type: "tag", values: WCAG_TAGS },
  };
  const found: Violation[] = [];
  for (const frame of page.frames()) {
    const prefix = frame === page.mainFrame() ? "" : "iframe ";
    for (const v of await scanFrame(frame, options)) {
      const nodes = v.nodes.map((node) => prefix + node);
      const same = found.find((f) => f.id === v.id);
      if (same) same.nodes.push(...nodes);
      else found.push({ ...v, nodes });
    }
  }
  return found;
}

/**
 * axe.run in one frame, axe put there first if the frame has none. Not @axe-core/playwright's
 * AxeBuilder: it sent axe's 650 kB source to the page twice per scan (and once more to each frame),
 * even where axe was already there, and brought back every rule's result to keep the violations.
 * A scan of the home page cost 1.3-2.1 s of CPU through it; this way 1.2 s for a page's first scan
 * (axe put in) and 0.5 s for a later one (the worker's and Chromium's CPU time read around each scan).
 */
async function scanFrame(frame: Frame, options: RunOptions): Promise<Violation[]> {
  if (await frame.evaluate(() => !(window as unknown as { axe?: unknown }).axe)) await frame.evaluate(AXE_SOURCE);
  return frame.evaluate(
    (inPage) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe
        .run(document, inPage)
        .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }))),
    options,
  );
}

/** A tag no other test (project, retry) shares: letters only, so it reads as a word in searches. */
export const tag = () => `q${randomBytes(5).toString("hex").replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

/**
 * Closes every toast shown and waits until they are gone: a page is scanned by axe without them, as
 * a scan that overlapped a toast's fading out read it half transparent (a contrast "violation").
 */
export async function closeToasts(page: Page) {
  for (const close of await page.locator("[data-sonner-toast] [data-close-button]").all()) await close.click().catch(() => undefined);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}
