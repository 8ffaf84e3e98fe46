import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";

// Where the eye looks while typing: the concept's animated example keeps its typed end in view,
// and Get in Touch's error sits right under its field, linked to it.

test("the typing example keeps its last letters in view when it is longer than the field", async ({ browser, isMobile }) => {
  // Reduced motion holds the first (longest) example whole and still: no timing involved.
  const context = await browser.newContext({ reducedMotion: "reduce", viewport: isMobile ? { width: 375, height: 740 } : { width: 1280, height: 800 } });
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  const [box, text] = await page.getByTestId("typing-placeholder").evaluate((el) => {
    const inner = el.querySelector("[data-testid=typing-text]")!;
    return [el.getBoundingClientRect().toJSON(), inner.getBoundingClientRect().toJSON()] as DOMRect[];
  });
  // Its end is inside the field's box either way.
  expect(text!.right).toBeLessThanOrEqual(box!.right + 1);
  if (isMobile) {
    // Too long for a phone's field: the start is what goes out of view, not the end.
    expect(text!.left).toBeLessThan(box!.left);
  } else {
    // Short enough: it starts at the left like any placeholder.
    expect(Math.abs(text!.left - box!.left)).toBeLessThan(1);
  }
  await context.close();
});

test("Get in Touch's error sits under its field and is linked to it", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/");
  const form = page.getByTestId("subscribe-get-in-touch");
  const field = form.getByRole("textbox");
  await field.fill("not an address");
  await form.getByRole("button", { name: "Subscribe" }).click();
  const error = form.getByRole("alert");
  await expect(error).toHaveText("Please enter a valid email address.");
  await expect(field).toHaveAttribute("aria-describedby", (await error.getAttribute("id"))!);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const f = (await field.boundingBox())!;
  const e = (await error.boundingBox())!;
  const button = (await form.getByRole("button", { name: "Subscribe" }).boundingBox())!;
  // Right below the field, beside it horizontally.
  expect(e.y).toBeGreaterThanOrEqual(f.y + f.height - 1);
  expect(e.y - (f.y + f.height)).toBeLessThan(12);
  expect(Math.abs(e.x - f.x)).toBeLessThan(2);
  // On phones the button comes after the error, not between field and error.
  if (isMobile) expect(button.y).toBeGreaterThanOrEqual(e.y + e.height - 1);
  expect(await axeViolations(page)).toEqual([]);
});
