import { describe, expect, it } from "vitest";
import { asksForWish, DemandGroups, sameDemand } from "./same-demand.ts";
import { conceptKey } from "./text.ts";

const k = conceptKey;

describe("concepts that ask for the same class", () => {
  it("groups paraphrases, spellings and derived forms, most asked first", () => {
    const keys = ["python for data analysis", "data science with python", "watercolour painting", "Watercolor painting for beginners", "korean", "japanese"].map(k);
    expect(new DemandGroups().group(keys)).toEqual([[keys[0], keys[1]], [keys[2], keys[3]], [keys[4]], [keys[5]]]);
    expect(sameDemand(k("stoicism"), k("stoic philosophy"))).toBe(true);
    expect(sameDemand(k("negotiation skills"), k("how to negotiate a salary"))).toBe(true);
    // A verb and its gerund share a stem (Porter's): "knitting" is found in "knit a scarf".
    expect(sameDemand(k("knitting"), k("how to knit a scarf"))).toBe(true);
  });
  it("groups kept and taken back go on as they were: a new concept joins the group it would have joined", () => {
    const keys = ["stoicism", "black holes", "stoic philosophy", "knitting"].map(k);
    const worked = new DemandGroups(new Set([k("knitting")]));
    const before = worked.group(keys);
    const back = DemandGroups.from(structuredClone(worked.state()))!;
    expect(back.separate).toEqual(new Set([k("knitting")]));
    const more = [...keys, k("what is inside a black hole"), k("how to knit a scarf")];
    expect(back.group(more)).toEqual(worked.group(more));
    expect(back.group(keys)).toEqual(before);
    // Worked out by another rule: not taken back.
    expect(DemandGroups.from({ ...worked.state(), rule: "another rule" })).toBeUndefined();
  });
  it("a narrower phrasing of a topic joins it; a topic close in meaning does not", () => {
    expect(sameDemand(k("yoga"), k("gentle yoga stretches"))).toBe(true);
    expect(sameDemand(k("yoga"), k("meditation"))).toBe(false);
    expect(sameDemand(k("korean"), k("japanese"))).toBe(false);
    // "language" adds nothing beside "japanese" (WordNet: Japanese is a language), so the two share no anchor.
    expect(sameDemand(k("japanese language"), k("sign language"))).toBe(false);
    expect(sameDemand(k(""), k(""))).toBe(false);
  });
  it("a group takes a concept that is the same demand as any of its members, and groups that such a concept joins become one", () => {
    const keys = ["conversational japanese", "japanese", "japanese language"].map(k);
    expect(new DemandGroups().group(keys)).toEqual([keys]);
  });
  it("audience and setting words weigh little: the topic wrapped in them is the topic", () => {
    expect(sameDemand(k("personal finance"), k("personal finance for busy parents"))).toBe(true);
    expect(sameDemand(k("watercolour painting"), k("watercolour painting for over 50s"))).toBe(true);
  });
  it("noise makes no group", () => {
    const noise = ["🙂🙂🙂", "?!… --", "a".repeat(200), "日本語", "Приветствую всех"].map(k);
    expect(new DemandGroups().group(noise).every((g) => g.length === 1)).toBe(true);
  });
  it("a search asks for a wish that covers it, not for one that shares a word", () => {
    const wish = k(`<script>alert("w")</script> Deep sea creatures`);
    expect(asksForWish(k("deep sea creatures"), wish)).toBe(true);
    expect(asksForWish(k("Sea shanties on the ukulele"), wish)).toBe(false);
    expect(asksForWish(k("learn python"), k("Conversational Japanese"))).toBe(false);
  });
});
