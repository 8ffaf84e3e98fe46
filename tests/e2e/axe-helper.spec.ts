import { axeAtBothWidths, axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// Every page's "no violations" rests on the scan helper (fixtures.ts): this shows that it reports
// them, in the page and inside a same-origin frame (as the console's newsletter preview is), so a
// scan that silently checked nothing would fail here.

test("the axe scan reports what breaks WCAG, in the page and in a frame", { tag: "@one-viewport" }, async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/favicon.ico";
    document.querySelector("main")!.append(image);
    const frame = document.createElement("iframe");
    frame.title = "A frame";
    frame.srcdoc = `<!doctype html><html lang="en"><title>Inner</title><main><button></button></main></html>`;
    document.querySelector("main")!.append(frame);
    return new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  });
  const found = await axeViolations(page);
  expect(found.map((v) => v.id).sort()).toEqual(["button-name", "image-alt"]);
});

test("a transition that starts during the scan is not measured half-way: the page is scanned again once it has settled", { tag: "@one-viewport" }, async ({ page }) => {
  await gotoHydrated(page, "/about");
  // Text that starts to fade out the moment axe is put in the page, as a toast whose time runs out
  // does: at 40 % opacity its grey is 1.9:1 against the white behind it. It ends hidden.
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "@keyframes fade-away { 0% { opacity: 1 } 1%, 99% { opacity: 0.4 } 100% { opacity: 0 } }";
    document.head.append(style);
    const text = document.createElement("p");
    text.textContent = "Leaving soon";
    text.style.color = "#595959";
    document.querySelector("main")!.append(text);
    let axe: unknown;
    Object.defineProperty(window, "axe", {
      configurable: true,
      get: () => axe,
      set: (value) => {
        if (!axe) text.style.animation = "fade-away 3s linear forwards";
        axe = value;
      },
    });
  });
  expect(await axeViolations(page)).toEqual([]);
});

test("a journey run at one width is scanned at both: a fault only a phone's width shows is reported at 375 px", { tag: "@one-viewport" }, async ({ page }) => {
  await gotoHydrated(page, "/about");
  // Below the breakpoint, the page's first paragraph turns pale grey on white (1.6:1).
  await page.addStyleTag({ content: "@media (max-width: 767px) { main p { color: #c8c8c8 !important } }" });
  const found = await axeAtBothWidths(page);
  expect(found[375].map((v) => v.id)).toEqual(["color-contrast"]);
  expect(found[1280]).toEqual([]);
  // The journey goes on at its own size.
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
});
