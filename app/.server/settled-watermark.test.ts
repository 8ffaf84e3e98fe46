import { describe, expect, it } from "vitest";
import { advance, settledAlready, START } from "./settled-watermark.ts";

describe("the settled-id watermark", () => {
  it("settles every id drawn at once when nobody is writing", () => {
    expect(advance(START, 100, [])).toEqual({ settled: 100, mark: null });
  });

  it("holds a mark while a writer that may have drawn an id below it is still open", () => {
    const marked = advance({ settled: 90, mark: null }, 100, ["3/7"]);
    expect(marked).toEqual({ settled: 90, mark: { id: 100, writers: ["3/7"] } });
    // Still open: nothing moves, even with more ids drawn since.
    expect(advance(marked, 120, ["3/7", "4/2"])).toEqual(marked);
  });

  it("settles up to the mark once its writers have ended, and marks again for the writers open now", () => {
    const marked = { settled: 90, mark: { id: 100, writers: ["3/7"] } };
    expect(advance(marked, 120, ["4/2"])).toEqual({ settled: 100, mark: { id: 120, writers: ["4/2"] } });
    expect(advance(marked, 120, [])).toEqual({ settled: 120, mark: null });
  });

  it("never moves back: a sequence restarted below the settled id settles nothing new", () => {
    expect(advance({ settled: 50, mark: null }, 10, [])).toEqual({ settled: 50, mark: null });
    expect(settledAlready({ settled: 50, mark: null }, 10)).toBe(true);
    expect(settledAlready({ settled: 50, mark: null }, 51)).toBe(false);
    expect(settledAlready({ settled: 50, mark: { id: 60, writers: ["1/1"] } }, 40)).toBe(false);
  });
});
