// Finding WordNet's phrases ("black hole", "quantum mechanics", lexicon-file.ts) among a text's
// topic words, one rule for a concept, a course and a definition alike.

/** Between a phrase's words in its name: "black_hole". */
export const PHRASE_JOIN = "_";

/** A word or phrase as a person reads it: "black hole", not "black_hole". */
export const asTyped = (word: string): string => word.replaceAll(PHRASE_JOIN, " ");

/**
 * Per topic word, the phrases that hold it, by name ("black_hole"): a phrase's words are split from
 * its name only when a text holds one of them. With a phrase object and its words kept for each of
 * the 41,468 phrases, the index took 10.3 MB of heap; so, 4.3 MB (measured with --expose-gc).
 */
export type PhraseIndex = ReadonlyMap<string, readonly string[]>;

export function phraseIndex(phrases: Iterable<string>): PhraseIndex {
  const index = new Map<string, string[]>();
  for (const name of phrases) {
    for (const part of new Set(name.split(PHRASE_JOIN))) {
      const list = index.get(part);
      if (list) list.push(name);
      else index.set(part, [name]);
    }
  }
  return index;
}

/**
 * The phrases found among `words` (topic words, topic-words.ts), each with where its words are: longer
 * phrases first, each word in one phrase at most. In a text, a phrase's words must stand together
 * (in any order: topic words skip the words between, "holes, black or not"); in a concept's key,
 * whose words are sorted ("1 history war world"), anywhere.
 */
export function phrasesIn(words: readonly string[], index: PhraseIndex, together: boolean): Array<{ phrase: string; at: number[] }> {
  // Only phrases all of whose words are here: a common word is in a hundred phrases ("long", "water").
  const present = new Set(words);
  const candidates = new Map<string, { name: string; parts: string[] }>();
  for (const w of present)
    for (const name of index.get(w) ?? []) {
      if (candidates.has(name)) continue;
      const parts = name.split(PHRASE_JOIN);
      if (parts.every((part) => present.has(part))) candidates.set(name, { name, parts });
    }
  if (candidates.size === 0) return [];
  const first = (p: { parts: string[] }) => words.indexOf(p.parts[0]!);
  const ordered = [...candidates.values()].sort((a, b) => b.parts.length - a.parts.length || first(a) - first(b));
  const used = new Set<number>();
  const found: Array<{ phrase: string; at: number[] }> = [];
  for (const phrase of ordered) {
    const at = phrase.parts.map((part) => words.findIndex((w, i) => w === part && !used.has(i)));
    if (at.some((i) => i < 0) || new Set(at).size !== at.length) continue;
    if (together && Math.max(...at) - Math.min(...at) !== at.length - 1) continue;
    for (const i of at) used.add(i);
    found.push({ phrase: phrase.name, at: at.sort((x, y) => x - y) });
  }
  return found;
}

/** `items` with each phrase found among their words in place of its words (at the first of them), made by `make`. */
export function withPhrases<T>(items: readonly T[], wordOf: (item: T) => string, index: PhraseIndex, together: boolean, make: (phrase: string, parts: T[]) => T): T[] {
  const found = phrasesIn(items.map(wordOf), index, together);
  if (found.length === 0) return [...items];
  const start = new Map(found.map((f) => [f.at[0]!, make(f.phrase, f.at.map((i) => items[i]!))]));
  const inPhrase = new Set(found.flatMap((f) => f.at));
  return items.flatMap((item, i) => (start.has(i) ? [start.get(i)!] : inPhrase.has(i) ? [] : [item]));
}
