import { LRUCache } from "lru-cache";
import type { MatchWord } from "./concept.ts";
import { dot, vocabulary, wordVector, type Vector } from "./word-vectors.ts";

// How close a word is to words in general: its mean (positive) cosine with a fixed sample of
// ordinary vocabulary. A "hub" such as "event", "history" or "sound" is fairly close to almost
// anything ("marathon" ≈ "event" 0.62, "guitar" ≈ "sound" 0.55), so its closeness to a concept
// word says little; a telling word such as "telescope" or "retinoids" is close to few. Matching
// takes the two words' hubness off their cosine (rule.ts), as cross-domain similarity local
// scaling (CSLS) does for the same problem in word translation.

/** The sample: every 20th plain word among the 1,000th to 50,000th most frequent, 2,000 words. */
const SAMPLE_FROM = 1000;
const SAMPLE_TO = 50_000;
const SAMPLE_STEP = 20;
const SAMPLE_SIZE = 2000;

let sample: Vector[] | undefined;
function sampleVectors(): Vector[] {
  if (!sample) {
    const words = vocabulary();
    sample = Array.from({ length: Math.min(SAMPLE_TO, words.size) - SAMPLE_FROM }, (_, i) => words.at(SAMPLE_FROM + i))
      .filter((w) => /^[a-z]{3,}$/.test(w))
      .filter((_, i) => i % SAMPLE_STEP === 0)
      .slice(0, SAMPLE_SIZE)
      .map((w) => wordVector(w)!.vector);
  }
  return sample;
}

// Per word, worked out once (2,000 dot products, a fraction of a millisecond) and kept.
const memo = new LRUCache<string, number>({ max: 100_000 });

/** The word's hubness (0 for a word without a vector: it matches only itself). */
export function hubness(w: MatchWord): number {
  if (!w.vector) return 0;
  let h = memo.get(w.word);
  if (h === undefined) {
    const vectors = sampleVectors();
    let sum = 0;
    for (const v of vectors) sum += Math.max(0, dot(v, w.vector));
    h = sum / vectors.length;
    memo.set(w.word, h);
  }
  return h;
}
