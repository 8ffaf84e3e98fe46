// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testimonial } from "~/lib/copy/testimonial";
import { Testimonial } from "./testimonial";

// What the component decides (the words themselves are copy, checked by reading them).
describe("Testimonial", () => {
  it("without an avatar: a decorative 192 × 192 placeholder, and a sample is marked as one", () => {
    render(<Testimonial data={{ ...testimonial, avatar: undefined, sample: true }} />);
    const placeholder = screen.getByTestId("avatar-placeholder");
    expect([placeholder.getAttribute("width"), placeholder.getAttribute("height"), placeholder.getAttribute("aria-hidden")]).toEqual(["192", "192", "true"]);
    expect(screen.getByText(`${testimonial.jobTitle}, ${testimonial.company}`)).toBeTruthy();
    expect(screen.getByText("Sample testimonial")).toBeTruthy();
  });

  it("a real one: its avatar (192 × 192, lazy, decorative) instead of the placeholder, and no sample note", () => {
    const { container } = render(<Testimonial data={{ ...testimonial, avatar: "/images/ana.webp", sample: false }} />);
    const img = container.querySelector("img")!;
    expect(["src", "width", "height", "loading", "alt"].map((a) => img.getAttribute(a))).toEqual(["/images/ana.webp", "192", "192", "lazy", ""]);
    expect(screen.queryByTestId("avatar-placeholder")).toBeNull();
    expect(screen.queryByText("Sample testimonial")).toBeNull();
  });
});
