import { describe, expect, it } from "vitest";
import { beaconLimit, inHumanUnits, tooManyRequestsMessage } from "./limits";

describe("waits in human units", () => {
  it("says seconds under a minute, then minutes, then hours, rounding up", () => {
    expect(inHumanUnits(0.2)).toBe("in a second");
    expect(inHumanUnits(42)).toBe("in 42 seconds");
    expect(inHumanUnits(60)).toBe("in about a minute");
    expect(inHumanUnits(61)).toBe("in about 2 minutes");
    expect(inHumanUnits(578)).toBe("in about 10 minutes");
    expect(inHumanUnits(3600)).toBe("in about an hour");
    expect(inHumanUnits(5 * 3600 + 1)).toBe("in about 6 hours");
  });

  it("is what a refusal says", () => {
    expect(tooManyRequestsMessage(578)).toBe("Too many requests. Please try again in about 10 minutes.");
  });
});

describe("the beacons' limit", () => {
  it("holds unless RATE_LIMIT_PER_MIN=0 lifts the limits, as it lifts the writes'", () => {
    expect(beaconLimit({ RATE_LIMIT_PER_MIN: 60 })).toEqual({ perIp: 600, windowMs: 60_000 });
    expect(beaconLimit({ RATE_LIMIT_PER_MIN: 0 })).toBeNull();
  });
});
