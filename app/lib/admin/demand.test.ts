import { describe, expect, it } from "vitest";
import { budgetHistogram, classSizeHistogram, findConcepts, groupConcepts, median, normaliseConcept, singular } from "./demand";

describe("normaliseConcept", () => {
  it.each([
    ["  Black   Holes ", "black hole"],
    ["BLACK HOLE", "black hole"],
    ["Studies of Cities", "study of city"],
    ["Classes in Boxes", "class in box"],
    ["Physics", "physics"],
    ["Calculus", "calculus"],
    ["Analysis", "analysis"],
    ["Glass", "glass"],
    ["Famous Speeches", "famous speech"],
    ["\tTai\u00a0Chi\n", "tai chi"],
  ])("%j → %j", (input, key) => {
    expect(normaliseConcept(input)).toBe(key);
  });

  it("keeps short words as they are", () => {
    expect(singular("bus")).toBe("bus");
    expect(singular("gas")).toBe("gas");
    expect(singular("is")).toBe("is");
  });
});

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
});

describe("groupConcepts", () => {
  it("groups by key, counts, takes medians and the most common spelling, most asked first", () => {
    const rows = [
      { concept: "Black holes", budget: 100, classSize: 5 },
      { concept: "black  hole", budget: 200, classSize: 10 },
      { concept: "Black holes ", budget: 300, classSize: 3 },
      { concept: "Stoicism", budget: 50, classSize: 1 },
    ];
    expect(groupConcepts(rows)).toEqual([
      { concept: "black hole", example: "Black holes", spellings: 2, count: 3, medianBudget: 200, medianClassSize: 5 },
      { concept: "stoicism", example: "Stoicism", spellings: 1, count: 1, medianBudget: 50, medianClassSize: 1 },
    ]);
  });
});

describe("findConcepts", () => {
  const concepts = groupConcepts([
    { concept: "Mandarin for kids", budget: 100, classSize: 5 },
    { concept: "Black holes", budget: 100, classSize: 5 },
  ]);
  it("matches the term however it is typed, against the grouping key", () => {
    expect(findConcepts(concepts, "  MANDARIN  for Kid ").map((c) => c.example)).toEqual(["Mandarin for kids"]);
    expect(findConcepts(concepts, "holes").map((c) => c.example)).toEqual(["Black holes"]);
    expect(findConcepts(concepts, "jazz")).toEqual([]);
  });
  it("keeps every concept without a term", () => {
    expect(findConcepts(concepts, undefined)).toHaveLength(2);
    expect(findConcepts(concepts, "   ")).toHaveLength(2);
  });
});
