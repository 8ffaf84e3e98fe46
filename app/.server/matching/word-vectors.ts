import { DIMENSIONS, loadWordVectorsData, type WordTable, type WordVectors } from "./word-vectors-file.ts";

// The word vectors: 320,000 words, loaded the first time a text is embedded (a fraction of a
// second; each vector read from the file when first asked, word-vectors-file.ts). Plain module
// state: one copy per process.

export type Vector = Float32Array;

let loaded: WordVectors | undefined;
const loadedVectors = (): WordVectors => (loaded ??= loadWordVectorsData());

/** The words the vectors know, by frequency rank. */
export const vocabulary = (): WordTable => loadedVectors().words;

/** The rank of a word in the vocabulary (0 = the commonest), Infinity for one the vectors do not know. */
export const rankOf = (word: string): number => vocabulary().indexOf(word) ?? Infinity;

/** A word rarer than this is in the vectors' tail, where typos are; legitimate rare words ("epictetus", "macrame") rank below 150,000. */
export const TAIL = 200_000;
/** Whether the vectors know a word and it is no rarer than their tail. */
export const isKnownWord = (word: string): boolean => rankOf(word) < TAIL;

// The vectors made so far, by rank: every concept holding a word shares its one vector (20,000
// keys held 60,000 copies, 24 MB, of a few thousand words' vectors). Bounded: concepts typed with
// every word of the vocabulary would otherwise keep 320,000 of them (128 MB); emptied at MADE_LIMIT
// (20 MB), after which vectors are made again as asked.
const made = new Map<number, Vector>();
const MADE_LIMIT = 50_000;

/** A word's vector, of length 1, and its frequency rank (0 = the most frequent word); undefined for a word it does not know. */
export function wordVector(word: string): { vector: Vector; rank: number } | undefined {
  const data = loadedVectors();
  const i = data.words.indexOf(word);
  if (i === undefined) return undefined;
  const kept = made.get(i);
  if (kept) return { vector: kept, rank: i };
  const scale = data.scales[i]!;
  const stored = data.vectorAt(i);
  const v = new Float32Array(DIMENSIONS);
  let norm = 0;
  for (let d = 0; d < DIMENSIONS; d++) {
    const x = stored[d]! * scale;
    v[d] = x;
    norm += x * x;
  }
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < DIMENSIONS; d++) v[d]! /= norm;
  if (made.size >= MADE_LIMIT) made.clear();
  made.set(i, v);
  return { vector: v, rank: i };
}

export const dot = (a: Vector, b: Vector): number => {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d]! * b[d]!;
  return s;
};

/** Scales a vector to length 1 in place (a zero vector stays zero). */
export function unit(v: Vector): Vector {
  const n = Math.sqrt(dot(v, v));
  if (n > 0) for (let d = 0; d < v.length; d++) v[d]! /= n;
  return v;
}

export { DIMENSIONS };
