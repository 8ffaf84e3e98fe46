import { describe, expect, it } from "vitest";
import { daySlots } from "./daily-cap.ts";

// 10:00 SGT on 5 Jan 2027 (02:00 UTC): the days are Singapore's.
const at = new Date("2027-01-05T02:00:00Z");

describe("daySlots", () => {
  it("no cap: everyone at the wave's time", () => {
    expect(daySlots(at, 500, 0, new Map())).toEqual([{ days: 0, n: 500, perDay: 500 }]);
  });

  it("a cap fills what is left of each day, every wave together, then the next days", () => {
    // 3 a day; 2 already go on the 5th (another wave), none on the 6th, 3 on the 7th (full).
    const taken = new Map([
      ["2027-01-05", 2],
      ["2027-01-07", 3],
    ]);
    expect(daySlots(at, 6, 3, taken)).toEqual([
      { days: 0, n: 1, perDay: 1 },
      { days: 1, n: 3, perDay: 3 },
      { days: 3, n: 2, perDay: 3 },
    ]);
  });

  it("past the last day that holds any, one run however many days: a million at one a day is one slot", () => {
    expect(daySlots(at, 1_000_000, 1, new Map([["2027-01-05", 1]]))).toEqual([{ days: 1, n: 1_000_000, perDay: 1 }]);
    expect(daySlots(at, 7, 3, new Map())).toEqual([{ days: 0, n: 7, perDay: 3 }]);
  });

  it("a day already over the cap (the cap lowered since) takes nobody more", () => {
    expect(daySlots(at, 1, 2, new Map([["2027-01-05", 5]]))).toEqual([{ days: 1, n: 1, perDay: 2 }]);
  });

  it("the day is Singapore's: 23:30 SGT counts with that day's invitations, not the UTC date's", () => {
    const late = new Date("2027-01-05T15:30:00Z"); // 23:30 SGT on the 5th; the UTC date is the 5th too, and 16:30 UTC would be the 6th.
    const after = new Date("2027-01-05T16:30:00Z"); // 00:30 SGT on the 6th.
    expect(daySlots(late, 1, 1, new Map([["2027-01-05", 1]]))).toEqual([{ days: 1, n: 1, perDay: 1 }]);
    expect(daySlots(after, 1, 1, new Map([["2027-01-05", 1]]))).toEqual([{ days: 0, n: 1, perDay: 1 }]);
  });
});
