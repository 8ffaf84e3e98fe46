import { LRUCache } from "lru-cache";
import { stem, topicWords } from "./text.ts";
import { wordVector, type Vector } from "./word-vectors.ts";

// A text as matching reads it: its topic words (text.ts), each with its vector and how much it says.

/**
 * How much a word says, from how often it is used (its rank in the vectors, most frequent first):
 * rank / (rank + COMMON). A word among the few thousand commonest ("age", "change") counts for
 * little beside a rare one ("epictetus"), as inverse document frequency would weigh it. A word the
 * vectors do not know is rare: it counts fully, and matches only itself.
 */
const COMMON = 3000;

export type MatchWord = { word: string; stem: string; vector: Vector | undefined; weight: number };

export function matchWords(text: string): MatchWord[] {
  return topicWords(text).map((word) => {
    const known = wordVector(word);
    return { word, stem: stem(word), vector: known?.vector, weight: known ? known.rank / (known.rank + COMMON) : 1 };
  });
}

// A search's words are read once per distinct key: the same few concepts are asked again and again.
const memo = new LRUCache<string, MatchWord[]>({ max: 200_000 });

/** matchWords of a concept's key (text.ts conceptKey), remembered for the most recently used keys. */
export function keyWords(key: string): MatchWord[] {
  let words = memo.get(key);
  if (!words) {
    words = matchWords(key);
    memo.set(key, words);
  }
  return words;
}
