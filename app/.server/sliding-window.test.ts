import { describe, expect, it } from "vitest";
import { decision, previousWeight, waitForRoom } from "./sliding-window.ts";

const MINUTE = 60_000;

describe("the sliding-window counter", () => {
  it("lets a hit in while the current window and the previous one's remaining share stay within the limit", () => {
    expect(waitForRoom({ current: 0, previous: 0 }, 5, MINUTE, 10 * MINUTE)).toBe(0);
    expect(waitForRoom({ current: 4, previous: 0 }, 5, MINUTE, 10 * MINUTE + 30_000)).toBe(0);
    // Half a window in, 4 of the previous 8 still count: 4 + 0 + 1 ≤ 5.
    expect(waitForRoom({ current: 0, previous: 8 }, 5, MINUTE, 10 * MINUTE + 30_000)).toBe(0);
  });

  it("no burst fits across a window boundary: 5 at 0:59 leave no room at 1:01, and the wait is as long as the share takes to shrink", () => {
    const at = 11 * MINUTE + 1000;
    const wait = waitForRoom({ current: 0, previous: 5 }, 5, MINUTE, at);
    // One more fits once 5 × (1 − elapsed / window) ≤ 4: 12 s into the window.
    expect(wait).toBe(11_000);
    expect(waitForRoom({ current: 0, previous: 5 }, 5, MINUTE, at + wait)).toBe(0);
  });

  it("a full window waits for the next one, and as much more as its own hits weigh there", () => {
    expect(waitForRoom({ current: 5, previous: 0 }, 5, MINUTE, 10 * MINUTE + 45_000)).toBe(15_000 + 12_000);
  });

  it("weighs the previous window fully at a window's start and not at all at its end; answers in whole seconds, at least one", () => {
    expect(previousWeight(10 * MINUTE, MINUTE)).toBe(1);
    expect(previousWeight(10 * MINUTE + 45_000, MINUTE)).toBe(0.25);
    expect(decision(0)).toEqual({ allowed: true, retryAfterMs: 0, retryAfterSeconds: 0 });
    expect(decision(1)).toEqual({ allowed: false, retryAfterMs: 1, retryAfterSeconds: 1 });
    expect(decision(11_000).retryAfterSeconds).toBe(11);
  });
});
