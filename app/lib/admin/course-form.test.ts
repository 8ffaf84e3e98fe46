import { describe, expect, it } from "vitest";
import { suggestCategory, wishCourseLink } from "./course-form";

const CATEGORIES = ["Health & Wellness", "Linguistics", "Personal Finance", "Philosophy", "Psychology", "Self-Development", "Technology"];
const wish = (concept: string) => ({ publicId: "AAAAAAAAAAAAAAAAAAAAAA", concept, people: 3, medianBudget: 120, medianClassSize: 6 });

describe("a course made from a class wish", () => {
  it("suggests the category the wish's words point to, and none (not the first in the list) when they point to none", () => {
    expect(suggestCategory("Python programming for beginners", CATEGORIES)).toBe("Technology");
    expect(suggestCategory("Stoicism and Taoism compared", CATEGORIES)).toBe("Philosophy");
    expect(suggestCategory("Investing my savings", CATEGORIES)).toBe("Personal Finance");
    expect(suggestCategory("Deep sea creatures", CATEGORIES)).toBeUndefined();
  });

  it("puts no operator's note in the course's public description", () => {
    const link = new URL(wishCourseLink(wish("Python programming for beginners"), CATEGORIES), "http://x");
    expect(link.searchParams.get("category")).toBe("Technology");
    expect(link.searchParams.has("description")).toBe(false);
    expect(link.search).not.toContain("medians");
  });
});
