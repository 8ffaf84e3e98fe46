import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

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
