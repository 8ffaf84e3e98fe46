import { describe, expect, it } from "vitest";
import { movedOrder } from "./partner-logos.ts";

describe("moving a partner logo", () => {
  it("swaps it with the one before or after it", () => {
    expect(movedOrder([4, 7, 9], 7, "up")).toEqual([7, 4, 9]);
    expect(movedOrder([4, 7, 9], 7, "down")).toEqual([4, 9, 7]);
  });

  it("moves nothing past either end, nor a logo that is not there", () => {
    expect(movedOrder([4, 7, 9], 4, "up")).toBeUndefined();
    expect(movedOrder([4, 7, 9], 9, "down")).toBeUndefined();
    expect(movedOrder([4, 7, 9], 5, "up")).toBeUndefined();
    expect(movedOrder([], 5, "down")).toBeUndefined();
  });
});
