import { describe, expect, it } from "vitest";
import { campaignLabel, consentText, consoleListLabel, messageKindLabel } from "./copy";

describe("the console's words for stored keys", () => {
  it("names lists by what they are, never by their key", () => {
    expect(consoleListLabel({ list: "launch" })).toBe("Launch");
    expect(consoleListLabel({ list: "newsletter" })).toBe("Newsletter");
    expect(consoleListLabel({ list: "course", courseTitle: "Jazz Piano" })).toBe("Course “Jazz Piano”");
    expect(consoleListLabel({ list: "wish", wishConcept: "jazz" })).toBe("Wish “jazz”");
  });
  it("names message kinds and campaigns, with the course or newsletter a campaign names", () => {
    expect(messageKindLabel("seat_confirm")).toBe("Seat confirmation");
    const names = { courses: new Map([[7, "Jazz Piano"]]), newsletters: new Map([[3, "November news"]]) };
    expect(campaignLabel("course_opened:7", names)).toBe("Course opened: “Jazz Piano”");
    expect(campaignLabel("asked_class_open:7", names)).toBe("A class you asked for: “Jazz Piano”");
    expect(campaignLabel("newsletter:3", names)).toBe("Newsletter: “November news”");
    expect(campaignLabel("launch", names)).toBe("Launch announcement");
    expect(campaignLabel("seat_reminder", names)).toBe("Class reminder");
    // A course since deleted: its number, still in words.
    expect(campaignLabel("course_opened:9", names)).toBe("Course opened #9");
  });
  it("states consent as given by the mailbox, withdrawn, or never given", () => {
    const at = new Date("2026-11-28T17:30:00Z");
    expect(consentText({ status: "pending", confirmedAt: null, unsubscribedAt: null })).toBe("Not given: no list was confirmed from the mailbox");
    expect(consentText({ status: "confirmed", confirmedAt: at, unsubscribedAt: null })).toBe("Given by the mailbox's click, 29 Nov 2026, 01:30 SGT");
    expect(consentText({ status: "unsubscribed", confirmedAt: at, unsubscribedAt: at })).toBe(
      "Given by the mailbox's click, 29 Nov 2026, 01:30 SGT; withdrawn: unsubscribed 29 Nov 2026, 01:30 SGT",
    );
  });
});
