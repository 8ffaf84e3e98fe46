// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TestimonialContent } from "~/lib/schemas/site-content";
import { Testimonial } from "./testimonial";

const words: TestimonialContent = { quote: "Live and lively.", author: "Ana Lim", title: "Teacher", company: "Rivervale Primary", avatar: null };

// What the component decides (the words are the operator's).
describe("Testimonial", () => {
  it("without a photo: a decorative 192 × 192 silhouette; the role line joins what is given", () => {
    const { rerender } = render(<Testimonial data={words} />);
    const placeholder = screen.getByTestId("avatar-placeholder");
    expect([placeholder.getAttribute("width"), placeholder.getAttribute("height"), placeholder.getAttribute("aria-hidden")]).toEqual(["192", "192", "true"]);
    expect(screen.getByText("Teacher, Rivervale Primary")).toBeTruthy();
    rerender(<Testimonial data={{ ...words, title: null }} />);
    expect(screen.getByText("Rivervale Primary")).toBeTruthy();
  });

  it("with a photo: through the image endpoint (srcset, lazy, decorative) instead of the silhouette", () => {
    const avatar = { id: 7, src: "/site-images/7", width: 400, height: 400, hash: "abc123", label: "" };
    const { container } = render(<Testimonial data={{ ...words, avatar }} />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toContain("/_image?url=%2Fsite-images%2F7");
    expect(img.getAttribute("srcset")).toContain("v=abc123");
    expect(["loading", "alt", "width"].map((a) => img.getAttribute(a))).toEqual(["lazy", "", "96"]);
    expect(screen.queryByTestId("avatar-placeholder")).toBeNull();
  });
});
