import { describe, expect, it } from "vitest";
import { segmentLabel, type SegmentOption } from "./segments.ts";

describe("segmentLabel", () => {
  const options: SegmentOption[] = [
    { value: "list:newsletter", label: "The newsletter list", group: "Lists" },
    { value: "course:3", label: "Waiting for “Watercolour”", group: "Courses' lists" },
  ];
  it("names a stored segment as the console offers it; no segment is the newsletter list", () => {
    expect(segmentLabel(options, "course:3")).toBe("Waiting for “Watercolour”");
    expect(segmentLabel(options, null)).toBe("The newsletter list");
  });
  it("shows a segment no longer offered (its course deleted) as it is stored", () => {
    expect(segmentLabel(options, "course:9")).toBe("course:9");
  });
});
