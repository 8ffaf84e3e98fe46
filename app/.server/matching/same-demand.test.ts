import { describe, expect, it } from "vitest";
import { asksForWish, DemandGroups, sameDemand } from "./same-demand.ts";
import { conceptKey } from "./text.ts";

const k = conceptKey;

describe("concepts that mean the same", () => {
  it("groups paraphrases and spellings, most asked first", () => {
    const keys = ["python for data analysis", "data science with python", "watercolour painting", "Watercolor painting for beginners", "korean", "japanese"].map(k);
    expect(new DemandGroups().group(keys)).toEqual([[keys[0], keys[1]], [keys[2], keys[3]], [keys[4]], [keys[5]]]);
  });
  it("keeps a topic apart from a narrower one, and two languages apart", () => {
    expect(sameDemand(k("python"), k("python for data analysis"))).toBe(false);
    expect(sameDemand(k("korean"), k("japanese"))).toBe(false);
    expect(sameDemand(k(""), k(""))).toBe(false);
  });
  it("a search asks for a wish that covers it, not for one that shares a word", () => {
    const wish = k(`<script>alert("w")</script> Deep sea creatures`);
    expect(asksForWish(k("deep sea creatures"), wish)).toBe(true);
    expect(asksForWish(k("Sea shanties on the ukulele"), wish)).toBe(false);
    expect(asksForWish(k("learn python"), k("Conversational Japanese"))).toBe(false);
  });
});
