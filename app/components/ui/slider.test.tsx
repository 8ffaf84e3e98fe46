// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Slider } from "./slider";

describe("Slider", () => {
  it("a screen reader hears its value once: from the slider itself, not again from a live region", () => {
    const { container } = render(<Slider label="Budget" min={10} max={500} step={10} value={100} onChange={() => {}} formatValue={(v) => `S$${v}`} />);
    expect(screen.getByRole("slider", { name: "Budget" }).getAttribute("aria-valuetext")).toBe("S$100");
    const shown = container.querySelector("output")!;
    expect(shown.textContent).toBe("S$100");
    // An <output> is a polite live region unless told otherwise.
    expect(shown.getAttribute("aria-live")).toBe("off");
    expect(container.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')).toHaveLength(0);
  });
});
