import { describe, expect, it } from "vitest";
import { boundedMemo } from "./memo.ts";

describe("boundedMemo", () => {
  it("holds at most its entries, letting the least recently used go", () => {
    const m = boundedMemo<string, number>(3);
    for (const [k, v] of [["a", 1], ["b", 2], ["c", 3]] as const) m.set(k, v);
    expect(m.get("a")).toBe(1);
    m.set("d", 4);
    expect([...m.keys()].sort()).toEqual(["a", "c", "d"]);
    for (let i = 0; i < 1000; i++) m.set(`k${i}`, i);
    expect(m.size).toBe(3);
  });
});
