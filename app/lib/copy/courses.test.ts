import { describe, expect, it } from "vitest";
import { coursesCopy, quotedConcept } from "./courses";

describe("quotedConcept", () => {
  it("keeps a short concept whole", () => {
    expect(quotedConcept("Black holes")).toBe("Black holes");
  });

  it("cuts a long one after its last whole word, never inside one, and marks the cut", () => {
    const long = `${"I would like to learn about the history of astronomy and ".repeat(3)}how people would like to learn`.slice(0, 200);
    const quoted = quotedConcept(long);
    expect(quoted.endsWith("…")).toBe(true);
    const kept = quoted.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    // What follows the kept text in the concept is a space: the last word is whole.
    expect(long[kept.length]).toMatch(/\s/);
    expect(coursesCopy.related(long)).not.toMatch(/lea”$/);
  });
});
