import { describe, expect, it } from "vitest";
import { formatCoursePrice, formatDuration } from "./course";

describe("course formatting", () => {
  it("shows durations like '8 weeks'", () => {
    expect(formatDuration(8)).toBe("8 weeks");
    expect(formatDuration(4)).toBe("4 weeks");
    expect(formatDuration(1)).toBe("1 week");
  });

  it("shows SGD prices like 'S$39' and other currencies by code", () => {
    expect(formatCoursePrice(39, "SGD")).toBe("S$39");
    expect(formatCoursePrice(19, "SGD")).toBe("S$19");
    expect(formatCoursePrice(25, "USD")).toBe("USD 25");
  });
});
