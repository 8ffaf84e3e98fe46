import { describe, expect, it } from "vitest";
import { DIMENSIONS, loadWordVectorsData } from "./word-vectors-file.ts";

// The compact file is used where it lies: every word is found again by binary search in its bytes.
describe("the compact word-vector file", () => {
  const { words, scales, vectors } = loadWordVectorsData();

  it("finds every word at its own rank, and nothing for a word it does not hold", () => {
    expect(words.size).toBeGreaterThan(300_000);
    const wrong: string[] = [];
    for (let rank = 0; rank < words.size; rank++) if (words.indexOf(words.at(rank)) !== rank) wrong.push(words.at(rank));
    expect(wrong).toEqual([]);
    for (const unknown of ["", "zzzqqqzzz", "Python", "naïve", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]) expect(words.indexOf(unknown)).toBeUndefined();
    // Frequency order: a common word ranks before a rare one.
    expect(words.indexOf("the")!).toBeLessThan(words.indexOf("photosynthesis")!);
  });

  it("holds one scale and one vector of DIMENSIONS bytes per word, read in place", () => {
    expect(scales).toHaveLength(words.size);
    expect(vectors).toHaveLength(words.size * DIMENSIONS);
    expect(scales.every((s) => s > 0 && Number.isFinite(s))).toBe(true);
    // Views on the file's own memory, not copies of it.
    expect(scales.buffer).toBe(vectors.buffer);
  });
});
