import { describe, expect, it } from "vitest";
import { sampleCourse } from "../../../tests/helpers/course-fixture.ts";
import { wrapWords } from "../share-card";
import { courseShareSvg, shareImageVersion } from "./share-image";

describe("a course's share card", () => {
  it("wraps the title by words into at most three lines, the last cut with an ellipsis", () => {
    expect(wrapWords("Taoism and Stoicism: Two Paths to a Calm Mind", 30, 3)).toEqual(["Taoism and Stoicism: Two Paths", "to a Calm Mind"]);
    const long = wrapWords("one two three four five six seven eight nine ten eleven twelve thirteen", 10, 3);
    expect(long).toHaveLength(3);
    expect(long.at(-1)).toMatch(/…$/);
  });

  it("escapes what it inserts, and names a new version only when what it shows changes", () => {
    const svg = courseShareSvg({ ...sampleCourse, title: `<script>&"'` });
    expect(svg).toContain("&lt;script&gt;&amp;&quot;&apos;");
    expect(svg).not.toContain("<script>");
    expect(shareImageVersion({ ...sampleCourse, seats_left: 0 })).toBe(shareImageVersion(sampleCourse));
    expect(shareImageVersion({ ...sampleCourse, price: "S$49" })).not.toBe(shareImageVersion(sampleCourse));
  });
});
