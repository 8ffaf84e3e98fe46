import { FRAMING } from "./stop-words.ts";
import { isKnownWord } from "./word-vectors.ts";

// An activity written as one word or as two: "filmmaking" / "film making" / "make a short film",
// "songwriting" / "writing songs", "beekeeping" / "how to keep bees", "stargazing" / "star gazing".
// Read as two words, the pair matched the one word only by the vectors (0.52 for "film", 0.35 for
// "gazing"), too little to find one class; read as the one word, each phrasing is the same term.
//
// Only an object and an -ing form make such a word here (object + verb-ing: "bee" + "keeping"),
// both words and the whole known to the vectors: joined without the -ing, two words of a concept
// also made "carpet" (car, pet), "season" (sea, son) or "butterfly" (butter, fly). Not a framing
// word's ("make it at home" is no "homemaking").

/** The -ing forms a verb may take, or the word itself if it is one: "make" → "making", "run" → "running", "keep" → "keeping". */
function ingForms(verb: string): string[] {
  if (verb.endsWith("ing")) return [verb];
  const forms = [`${verb}ing`, `${verb}${verb.at(-1)}ing`];
  if (verb.endsWith("e") && !verb.endsWith("ee")) forms.push(`${verb.slice(0, -1)}ing`);
  return forms.filter(isKnownWord);
}

/** The one word that object `noun` and verb `verb` make ("film", "make" → "filmmaking"), if the vectors know it. */
export function compoundOf(noun: string, verb: string): string | undefined {
  if (noun.length < 3 || verb.length < 3 || !/^[a-z]+$/.test(noun + verb) || FRAMING.has(noun)) return undefined;
  return ingForms(verb)
    .map((ing) => noun + ing)
    .find(isKnownWord);
}

/**
 * The two words, each one the vectors know, that compoundOf reads as `word`: what a person may type
 * for it ("kitesurfing": "kite" and "surfing"; "filmmaking": "film" and "making").
 */
export function compoundParts(word: string): Array<[string, string]> {
  const parts: Array<[string, string]> = [];
  for (let at = 3; at <= word.length - 4; at++) {
    const [noun, ing] = [word.slice(0, at), word.slice(at)];
    if (isKnownWord(noun) && isKnownWord(ing) && compoundOf(noun, ing) === word) parts.push([noun, ing]);
  }
  return parts;
}

/**
 * `items` with the one word that two of their words make (compoundOf). In a concept's key, whose
 * words are sorted, any two, and the one word stands in place of the two: "make a short film" is
 * about filmmaking, as "filmmaking" is. In a text (a course's), two side by side in either order
 * ("film making", "make films"), and the one word is added beside them: a course on telling
 * fortunes is still about fortunes. (In place of them, while compounds were read before WordNet's
 * phrases, "why people believe in fortune tellers" lost its course; since, both give the same figures.)
 */
export function withCompounds<T>(items: readonly T[], wordOf: (item: T) => string, together: boolean, make: (compound: string, parts: [T, T]) => T): T[] {
  const out = [...items];
  const added: T[] = [];
  const gone = new Set<number>();
  for (let i = 0; i < out.length; i++) {
    if (together) {
      const next = out[i + 1];
      const compound = next === undefined ? undefined : (compoundOf(wordOf(out[i]!), wordOf(next)) ?? compoundOf(wordOf(next), wordOf(out[i]!)));
      if (compound !== undefined) added.push(make(compound, [out[i]!, next!]));
      continue;
    }
    for (let j = i + 1; j < out.length && !gone.has(i); j++) {
      if (gone.has(j)) continue;
      const compound = compoundOf(wordOf(out[i]!), wordOf(out[j]!)) ?? compoundOf(wordOf(out[j]!), wordOf(out[i]!));
      if (compound === undefined) continue;
      out[i] = make(compound, [out[i]!, out[j]!]);
      gone.add(j);
    }
  }
  return [...out.filter((_, i) => !gone.has(i)), ...added];
}
