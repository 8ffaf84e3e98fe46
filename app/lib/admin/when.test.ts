import { describe, expect, it } from "vitest";
import { consoleTime } from "./when";

describe("the console's one way to show a moment", () => {
  it("is Singapore time with the zone named, so an evening in UTC is the next day's date", () => {
    expect(consoleTime(new Date("2026-11-28T17:30:00Z"))).toBe("29 Nov 2026, 01:30 SGT");
    expect(consoleTime("2027-01-12T11:00:00.000Z")).toBe("12 Jan 2027, 19:00 SGT");
  });
  it("shows a dash for no time, or one that is not a date", () => {
    expect(consoleTime(null)).toBe("–");
    expect(consoleTime(undefined)).toBe("–");
    expect(consoleTime("not a date")).toBe("–");
  });
});
