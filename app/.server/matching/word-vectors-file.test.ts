import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compactFile, DIMENSIONS, loadWordVectorsData } from "./word-vectors-file.ts";

// The compact file is used where it lies: every word is found again by binary search in its bytes,
// and a vector is read from the file when it is asked for.
describe("the compact word-vector file", () => {
  const { words, scales, vectorAt } = loadWordVectorsData();

  it("finds every word at its own rank, and nothing for a word it does not hold", () => {
    expect(words.size).toBeGreaterThan(300_000);
    const wrong: string[] = [];
    for (let rank = 0; rank < words.size; rank++) if (words.indexOf(words.at(rank)) !== rank) wrong.push(words.at(rank));
    expect(wrong).toEqual([]);
    for (const unknown of ["", "zzzqqqzzz", "Python", "naïve", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]) expect(words.indexOf(unknown)).toBeUndefined();
    // Frequency order: a common word ranks before a rare one.
    expect(words.indexOf("the")!).toBeLessThan(words.indexOf("photosynthesis")!);
  });

  it("holds one scale per word, and reads each word's vector, the file's last DIMENSIONS bytes per word, when asked", () => {
    expect(scales).toHaveLength(words.size);
    expect(scales.every((s) => s > 0 && Number.isFinite(s))).toBe(true);
    const file = readFileSync(compactFile());
    const vectorsStart = file.length - words.size * DIMENSIONS;
    const wrong: number[] = [];
    for (let rank = 0; rank < words.size; rank += 997) {
      const read = vectorAt(rank);
      const stored = new Int8Array(file.buffer, file.byteOffset + vectorsStart + rank * DIMENSIONS, DIMENSIONS);
      if (read.length !== DIMENSIONS || read.some((v, d) => v !== stored[d])) wrong.push(rank);
    }
    expect(wrong).toEqual([]);
    // The last word's vector ends the file; a vector is not all zeros.
    expect(vectorAt(words.size - 1)).toEqual(new Int8Array(file.buffer, file.byteOffset + file.length - DIMENSIONS, DIMENSIONS));
    expect(vectorAt(words.indexOf("python")!).some((v) => v !== 0)).toBe(true);
  });
});
