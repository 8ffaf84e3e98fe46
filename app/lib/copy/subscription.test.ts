import { describe, expect, it } from "vitest";
import { maskEmail } from "./subscription";

describe("maskEmail", () => {
  it("keeps the domain and the name's first letters, hides the rest", () => {
    expect(maskEmail("learner@example.com")).toBe("le•••@example.com");
    expect(maskEmail("bob@example.com")).toBe("b•••@example.com");
    expect(maskEmail("a@x.sg")).toBe("a•••@x.sg");
  });

  it("never shows a whole name, nor fails on something that is not an address", () => {
    expect(maskEmail("ab@example.com")).not.toContain("ab@");
    expect(maskEmail("no-at-sign")).toBe("•••");
    expect(maskEmail("@example.com")).toBe("•••");
  });
});
