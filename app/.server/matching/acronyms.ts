import { isAlias, type MatchWord } from "./concept.ts";
import { isDictionaryWord } from "./lexicon.ts";

// A name of several words typed as its initials: "bsl" for British Sign Language, "cbt" for
// cognitive behavioural therapy, "tcm" for traditional Chinese medicine, "seo" for search engine
// optimisation. Neither WordNet nor the vectors tie most of them to their words, so "bsl for
// beginners" was a class of its own beside "learn british sign language". An acronym is found
// against the words of the other text, not expanded on its own: which words it stands for depends on
// what the other says.

/** Two to five letters. */
const ACRONYM = /^[a-z]{2,5}$/;
/**
 * Words commoner than this are words, not initials: "art", "cat", "tax", "law" (ranks 239–5,110 in
 * the vectors' news); "ai", "html", "cbt", "seo", "tcm" come after 7,500.
 */
const COMMON_WORD_RANK = 7000;

/**
 * Whether a word may be a name's initials: short, rare and no word WordNet has ("yoga", "golf" and
 * "tarot" are rare enough; "asl" and "ai", which WordNet has, are found by its synonyms).
 */
const mayBeAcronym = (w: MatchWord): boolean => ACRONYM.test(w.word) && w.rank >= COMMON_WORD_RANK && !isDictionaryWord(w.word);

/**
 * The letters a word's initial may be written as: its first, and "x" for a word that starts with
 * "ex", as it is said ("ux" for user experience, "dx" developer experience).
 */
const initialsOf = (word: string): string[] => (word.startsWith("ex") ? [word[0]!, "x"] : [word[0]!]);

/**
 * The words of `words` whose first letters spell `acronym`, each used once; undefined when they do
 * not. In a text (`inOrder`, a course's words in the order they first appear) side by side and in
 * order: "traditional chinese medicine", not "taoism … calm mind"; in a key, whose words are sorted,
 * in any order. A phrase's words count each ("chinese" and "medicine" of "chinese medicine"),
 * standing for the phrase. Not a word that weighs nothing, an alias beside its own words (concept.ts aliasWord): they spell for it.
 */
function spelling<W extends MatchWord>(acronym: string, words: readonly W[], inOrder = false): Set<W> | undefined {
  const units = words.filter((w) => !isAlias(w)).flatMap((w) => (w.parts ?? [w]).map((part) => ({ initials: initialsOf(part.word), owner: w })));
  if (inOrder) {
    for (let i = 0; i + acronym.length <= units.length; i++)
      if ([...acronym].every((letter, k) => units[i + k]!.initials.includes(letter))) return new Set(units.slice(i, i + acronym.length).map((u) => u.owner));
    return undefined;
  }
  const used = new Set<number>();
  for (const letter of acronym) {
    const at = units.findIndex((u, i) => !used.has(i) && u.initials.includes(letter));
    if (at < 0) return undefined;
    used.add(at);
  }
  return new Set([...used].map((i) => units[i]!.owner));
}

/**
 * The words of `a` that stand for words of `b` by initials: an acronym of `a` that words of `b`
 * spell, and the words of `a` that spell an acronym of `b`. Empty for most pairs (no short rare word).
 */
export function initialsMatched(a: readonly MatchWord[], b: readonly MatchWord[]): Set<MatchWord> {
  const matched = new Set<MatchWord>();
  for (const w of a) if (mayBeAcronym(w) && spelling(w.word, b)) matched.add(w);
  for (const x of b) if (mayBeAcronym(x)) for (const w of spelling(x.word, a) ?? []) matched.add(w);
  return matched;
}

/** The words of a text (a course's, in the order they first appear) that spell an acronym-like word side by side, if they do. */
export const spelledBy = <W extends MatchWord>(acronym: MatchWord, words: readonly W[]): W[] | undefined => {
  const spelled = mayBeAcronym(acronym) ? spelling(acronym.word, words, true) : undefined;
  return spelled && [...spelled];
};

/** Initials as a word family (same-demand.ts looks groups up by families): letters sorted, as a key's words are. */
const family = (letters: readonly string[]): string => `initials:${[...letters].sort().join("")}`;

/** The family an acronym-like word is looked up by: one, or none for another word. */
export const acronymFamilies = (w: MatchWord): string[] => (mayBeAcronym(w) ? [family([...w.word])] : []);

/** Concepts of more words than this are not found by initials: a group is filed under every set of two to five of its words' initials. */
const SPELLED_MAX_WORDS = 5;

/** The families a concept's words are found by as initials: each set of two to five of them (an alias's are its words', spelling). */
export function initialsFamilies(words: readonly MatchWord[]): string[] {
  const initials = words.filter((w) => !isAlias(w)).flatMap((w) => (w.parts ?? [w]).map((p) => initialsOf(p.word)));
  if (initials.length < 2 || initials.length > SPELLED_MAX_WORDS) return [];
  const out = new Set<string>();
  for (let mask = 1; mask < 1 << initials.length; mask++) {
    const chosen = initials.filter((_, i) => (mask & (1 << i)) !== 0);
    if (chosen.length < 2) continue;
    // Each way the chosen words' initials may be written (two ways for a word of "ex").
    let spelt: string[][] = [[]];
    for (const letters of chosen) spelt = spelt.flatMap((s) => letters.map((l) => [...s, l]));
    for (const s of spelt) out.add(family(s));
  }
  return [...out];
}
