import { describe, expect, it } from "vitest";
import { budgetHistogram, classSizeHistogram, groupCourseLink, median, medianOfCounts, type DemandGroup } from "./demand";

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeUndefined();
  });
});

describe("histograms", () => {
  it("puts budgets in ten S$50 bins covering S$10–500", () => {
    const bins = budgetHistogram([10, 50, 60, 100, 490, 500]);
    expect(bins.map((b) => b.label)).toEqual([
      "S$10–50", "S$60–100", "S$110–150", "S$160–200", "S$210–250", "S$260–300", "S$310–350", "S$360–400", "S$410–450", "S$460–500",
    ]);
    expect(bins.map((b) => b.count)).toEqual([2, 2, 0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it("has one class-size bin per size 1–25", () => {
    const bins = classSizeHistogram([1, 1, 25, 7]);
    expect(bins).toHaveLength(25);
    expect(bins[0]).toMatchObject({ label: "1", count: 2 });
    expect(bins[6]).toMatchObject({ label: "7", count: 1 });
    expect(bins[24]).toMatchObject({ label: "25", count: 1 });
  });

  it("counts each value as many times as it was asked for (the page reads counts, not rows)", () => {
    expect(budgetHistogram([10, 500], [3, 1000]).map((b) => b.count)).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0, 1000]);
    expect(classSizeHistogram([2], [7])[1]).toMatchObject({ label: "2", count: 7 });
  });
});

describe("groupCourseLink", () => {
  it("fills the new-course form's title, price and class size from the group, and no description (the course page's public text)", () => {
    const link = new URL(
      groupCourseLink({ example: "Pottery  for\tbeginners", members: ["Pottery for beginners", "<script>x</script>"], count: 3, medianBudget: 149.5, medianClassSize: 6.4 } as DemandGroup),
      "http://x",
    );
    expect(link.pathname).toBe("/admin/courses/new");
    expect(Object.fromEntries(link.searchParams)).toEqual({ title: "Pottery for beginners", price: "150", class_size: "6" });
  });
});

describe("one median for the console", () => {
  it("is the mean of the two middle values for an even count, counted or listed", () => {
    // Two searches at S$100 and S$150 (bins of S$10): S$125, not the lower middle S$100.
    const counts = Array<number>(50).fill(0);
    counts[9] = 1;
    counts[14] = 1;
    expect(medianOfCounts(counts, (i) => (i + 1) * 10)).toBe(125);
    expect(median([150, 100])).toBe(125);
    expect(medianOfCounts([0, 3, 0, 1], (i) => i)).toBe(1);
    expect(medianOfCounts([0, 2, 0, 2], (i) => i)).toBe(2);
    expect(medianOfCounts([0, 0], (i) => i)).toBeUndefined();
  });
});
