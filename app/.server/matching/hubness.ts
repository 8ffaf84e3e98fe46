import type { MatchWord } from "./concept.ts";
import { rankCount } from "./lexicon.ts";
import { DIMENSIONS, vocabulary, wordVector } from "./word-vectors.ts";

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

/** The sample's vectors end to end in one array (SAMPLE_SIZE × DIMENSIONS): read in one pass per word. */
let sample: Float32Array | undefined;
function sampleVectors(): Float32Array {
  if (!sample) {
    const words = vocabulary();
    const vectors = Array.from({ length: Math.min(SAMPLE_TO, words.size) - SAMPLE_FROM }, (_, i) => words.at(SAMPLE_FROM + i))
      .filter((w) => /^[a-z]{3,}$/.test(w))
      .filter((_, i) => i % SAMPLE_STEP === 0)
      .slice(0, SAMPLE_SIZE)
      .map((w) => wordVector(w)!.vector);
    sample = new Float32Array(vectors.length * DIMENSIONS);
    vectors.forEach((v, i) => sample!.set(v, i * DIMENSIONS));
  }
  return sample;
}

// Per word, worked out once (2,000 dot products, a fraction of a millisecond) and kept by its rank
// (a phrase's after the vectors' words, lexicon-file.ts): a plain array (1.4 MB), read for every pair
// of words compared, where a keyed cache's bookkeeping was a fifth of matching's time (profiled over
// 20,000 keys).
let byRank: Float32Array | undefined;

/** The word's hubness (0 for a word without a vector: it matches only itself). */
export function hubness(w: MatchWord): number {
  if (!w.vector) return 0;
  byRank ??= new Float32Array(rankCount()).fill(Number.NaN);
  let h = byRank[w.rank]!;
  if (Number.isNaN(h)) {
    const all = sampleVectors();
    const v = w.vector;
    let sum = 0;
    for (let at = 0; at < all.length; at += DIMENSIONS) {
      let cos = 0;
      for (let d = 0; d < DIMENSIONS; d++) cos += all[at + d]! * v[d]!;
      if (cos > 0) sum += cos;
    }
    h = sum / (all.length / DIMENSIONS);
    byRank[w.rank] = h;
  }
  return h;
}
