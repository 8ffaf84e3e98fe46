// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testimonial } from "~/lib/copy/testimonial";
import { Testimonial } from "./testimonial";

describe("Testimonial", () => {
  it("shows the quote, author, job title with company, and a 192 × 192 placeholder without an avatar", () => {
    render(<Testimonial />);
    expect(screen.getByText(`“${testimonial.quote}”`)).toBeTruthy();
    expect(screen.getByText(testimonial.author)).toBeTruthy();
    expect(screen.getByText(`${testimonial.jobTitle}, ${testimonial.company}`)).toBeTruthy();
    const placeholder = screen.getByTestId("avatar-placeholder");
    expect(placeholder.getAttribute("width")).toBe("192");
    expect(placeholder.getAttribute("height")).toBe("192");
    expect(placeholder.getAttribute("aria-hidden")).toBe("true");
  });

  it("the quote praises ease of use and running multiple websites, and is marked as a sample", () => {
    render(<Testimonial />);
    expect(testimonial.quote).toMatch(/easy to use/i);
    expect(testimonial.quote).toMatch(/several websites|multiple websites/i);
    expect(screen.getByText("Sample testimonial")).toBeTruthy();
  });

  it("uses the given avatar image (192 × 192, lazy, decorative) instead of the placeholder", () => {
    const { container } = render(<Testimonial data={{ ...testimonial, avatar: "/images/ana.webp", sample: false }} />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/ana.webp");
    expect(img.getAttribute("width")).toBe("192");
    expect(img.getAttribute("height")).toBe("192");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("alt")).toBe("");
    expect(screen.queryByTestId("avatar-placeholder")).toBeNull();
    expect(screen.queryByText("Sample testimonial")).toBeNull();
  });
});
