import { describe, expect, it } from "vitest";
import { listLabel, maskEmail } from "./subscription";

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

describe("listLabel", () => {
  it("names the launch date the operator set, and no month when none is set", () => {
    expect(listLabel({ list: "launch", courseTitle: null }, "2027-10-15")).toBe("When Classwish launches (general availability planned for 15 October 2027)");
    expect(listLabel({ list: "launch", courseTitle: null })).toBe("When Classwish launches (general availability planned for October)");
  });

  it("says a course list in the badges' words, as the course is now: not 'when it opens' once it has", () => {
    expect(listLabel({ list: "course", courseTitle: "Black Holes", courseStatus: "registration_open" })).toBe("When “Black Holes” opens for seats");
    expect(listLabel({ list: "course", courseTitle: "Black Holes", courseStatus: "opened" })).toBe("“Black Holes”, which has opened for seats");
    expect(listLabel({ list: "course", courseTitle: "Black Holes", courseStatus: "opened" })).not.toMatch(/when|registration/i);
  });
});
