import { initialsMatched } from "./acronyms.ts";
import { coverageWeight, saysLittle, type MatchWord } from "./concept.ts";
import { hubness } from "./hubness.ts";
import { areAlternatives, relation, sameDictionaryForm } from "./lexicon.ts";
import { Relation, type RelationKind } from "./lexicon-file.ts";
import { PHRASE_JOIN } from "./phrases.ts";
import { dot, unit, type Vector } from "./word-vectors.ts";

// THE model of what a concept means, for every use: a concept against a course (rule.ts: related
// courses, askers, wish links) and a concept against a concept (same-demand.ts: the Demand page's
// groups, a search joining a wish). A concept is its topic words (text.ts), each weighted by how
// much it says (concept.ts); two words are as close as the closest of what is known about them:
//
// - the same word or rough stem: 1;
// - a WordNet relation (lexicon.ts): one synset ("watercolour" / "watercolor"), one derived from
//   the other ("stoic" / "stoicism", "roman" / "rome"), one named in the other's definition
//   ("insomnia" / "sleep"), or one a kind or topic of the other, one step apart ("astrophysics" /
//   "astronomy");
// - else their vectors' cosine less what the two words get from any word (their hubness,
//   hubness.ts: "marathon" ≈ "event" is what "event" gets from most words; "retinol" ≈
//   "retinoids" is not), rescaled so the same word stays 1; halved for alternatives, kinds of one
//   specific thing ("korean" / "japanese", "piano" / "guitar": lexicon.ts areAlternatives).
//
// How much of one concept another covers is the weighted mean of its words' closest matches; a
// name typed as its initials ("bsl") covers the words of the other that spell it, and they it
// (acronyms.ts).
// The figures behind each number: docs/decisions/matching.md and npm run bench:relevance / bench:grouping.

/** What a WordNet relation counts as, by kind: measured on the development sets (docs/decisions/matching.md). */
const RELATED: Record<RelationKind, number> = {
  [Relation.synonym]: 0.9,
  [Relation.derived]: 0.9,
  [Relation.defines]: 0.85,
  [Relation.namedIn]: 0,
  [Relation.broader]: 0.7,
  [Relation.ancestor]: 0,
};

// Pairs of words compared, by their ranks (a number: a string key and an LRU's bookkeeping cost
// more than the comparison). Emptied when it holds MEMO_LIMIT pairs (about 25 MB). RANKS is more
// than there are ranks: the vectors' 321,243 words then WordNet's 45,798 phrases and the topic dictionary's 154 words they lack.
const memo = new Map<number, number>();
const MEMO_LIMIT = 500_000;
const RANKS = 1 << 19;

/** What the vectors' likeness of two alternatives counts for: "korean" / "japanese" 0.70 → 0.35, too little to anchor a group or show a course. */
const ALTERNATIVE = 0.5;

/**
 * How well word `b` stands for word `a` (0…1), by the closest of: the same word or stem, a WordNet
 * relation, their vectors. All but one are symmetric: a word of a's definition stands for a
 * ("insomnia" is about sleep), but not the other way ("yin", of Chinese cosmology, is not what
 * "cosmology" asks for): a concept against a course's words reads it one way (rule.ts).
 */
export function wordSimilarity(a: MatchWord, b: MatchWord): number {
  if (sameWord(a, b)) return 1;
  // A word the vectors do not know has no rank: compared each time (no vector, so only WordNet).
  if (a.rank === Infinity || b.rank === Infinity) return closeness(a, b);
  const pair = a.rank * RANKS + b.rank;
  let s = memo.get(pair);
  if (s === undefined) {
    s = closeness(a, b);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(pair, s);
  }
  return s;
}

/** The same word, or of one Porter stem (of three letters or more: "ag" is also "added"'s "ad"). */
const sameWord = (a: MatchWord, b: MatchWord): boolean => a.word === b.word || (a.stem.length >= 3 && a.stem === b.stem);

/**
 * What WordNet knows of two words that are neither the same nor of one stem: forms of one word count
 * 1, whatever they weigh ("age" in "how to age well" is a framing word); else their relation, if
 * any, and what it counts.
 */
function known(a: MatchWord, b: MatchWord): { kind?: RelationKind; value: number } {
  if (sameDictionaryForm(a.word, b.word)) return { value: 1 };
  const kind = relation(a.word, b.word);
  return { kind, value: relatedSimilarity(a, b, kind) };
}

/** wordSimilarity of two words that are neither the same nor of one stem. */
function closeness(a: MatchWord, b: MatchWord): number {
  const { kind, value } = known(a, b);
  if (value === 1) return 1;
  const vector = vectorSimilarity(a, b);
  // Alternatives are words WordNet relates in no other way (a relation outranks a shared kind).
  const close = kind === undefined && vector > 0 && areAlternatives(a.word, b.word) ? vector * ALTERNATIVE : Math.max(value, vector);
  return Math.max(close, throughWords(a, b, wordSimilarity));
}

/**
 * How close a phrase is to a word (or phrase) through its words, never through the same word nor a
 * word the other is written with: "stock market" is about stocks, and a share is a stock ("how to
 * invest in shares"); "car mechanics" is not "quantum mechanics", nor "climate change" the change of
 * a course's title, nor a "palm tree" (a palm, by WordNet) the "palm reading" of a course's text.
 * Counted in full: at 0.9 of it, "stock market" / "shares" fell short of an anchor (0.77 < 0.8;
 * the figures are in docs/decisions/matching.md).
 */
function throughWords(a: MatchWord, b: MatchWord, similarity: (a: MatchWord, b: MatchWord) => number): number {
  if (!a.parts && !b.parts) return 0;
  const [ownA, ownB] = [ownWords(a), ownWords(b)];
  let best = 0;
  for (const p of a.parts ?? [a])
    for (const q of b.parts ?? [b]) if (!sameWord(p, q) && !sameDictionaryForm(p.word, q.word) && !ownA.has(q.word) && !ownB.has(p.word)) best = Math.max(best, similarity(p, q));
  return best;
}

/** The words a phrase or an alias is written with ("palm_tree": palm, tree); a word's, itself. */
const ownWords = (w: MatchWord): Set<string> => new Set(w.word.split(PHRASE_JOIN));

/**
 * How well word `b` stands for word `a` by what is known of the two, leaving out how alike the
 * vectors find them: the same word, stem or dictionary form (1), or a WordNet relation (as in
 * wordSimilarity; for a phrase also its words', as throughWords counts them for wordSimilarity:
 * "stock market" is known to be about shares); 0 for words only the vectors bring together. The vectors say which words are
 * used alike, which is not always the same thing ("marathon" and "tennis" are near "event"). Never
 * more than wordSimilarity.
 */
export const knownSimilarity = (a: MatchWord, b: MatchWord): number => (sameWord(a, b) ? 1 : Math.max(known(a, b).value, throughWords(a, b, knownSimilarity)));

/**
 * What a WordNet relation says. A derived form (or a synonym in a word's only sense) is the same
 * idea, and a word of a definition is what the defined word is about (only its commonest sense, and
 * only words few definitions name: lexicon-file.ts); a synonym or a broader word is only as good as
 * the words are telling: common words have many senses and vague kinds ("wedding" / "tie",
 * "woodworking" / "work"), so those count by the lesser of the two words' own weights. So does any
 * relation with a word that weighs as little as a framing word: "life" in the title "Money for a
 * Long Life" is a setting, not what "lifespan" (in life's synset) asks for. The words' own weights
 * (concept.ts), since a comparison is remembered by the two words alone, whatever text it was made for.
 */
function relatedSimilarity(a: MatchWord, b: MatchWord, kind: RelationKind | undefined): number {
  if (kind === undefined) return 0;
  return (kind === Relation.derived || kind === Relation.defines) && !saysLittle(a) && !saysLittle(b) ? RELATED[kind] : RELATED[kind] * Math.min(a.ownWeight, b.ownWeight);
}

/**
 * The vectors' cosine less the two words' hubness, rescaled so the same word stays 1 (0 without
 * vectors). Not between a phrase and one of its own words: its vector is made of theirs, and a
 * "black hole" is no hole, "climate change" no change of any kind (a phrase close to its word by what
 * WordNet knows, "chess opening" to "chess", is found so).
 */
function vectorSimilarity(a: MatchWord, b: MatchWord): number {
  if (!a.vector || !b.vector || holds(a, b) || holds(b, a)) return 0;
  const cos = dot(a.vector, b.vector);
  const hub = hubness(a) + hubness(b);
  return Math.max(0, (cos - hub) / (1 - hub));
}

/** Whether `phrase` is a phrase one of whose words is `word` ("black hole", "hole"). */
const holds = (phrase: MatchWord, word: MatchWord): boolean => phrase.parts?.some((p) => p.word === word.word) ?? false;

/** How alike two words are either way: between two concepts, each word may be the one defined. */
export const likeness = (a: MatchWord, b: MatchWord): number => Math.max(wordSimilarity(a, b), wordSimilarity(b, a));

/** How much of concept `a` concept `b` covers (0…1): the mean of a's words' closest matches (likeness) in b, weighted by what each says. */
export function coverage(a: readonly MatchWord[], b: readonly MatchWord[]): number {
  const total = a.reduce((s, w) => s + coverageWeight(w), 0);
  if (total === 0 || b.length === 0) return 0;
  const byInitials = initialsMatched(a, b);
  let covered = 0;
  for (const w of a) {
    let best = byInitials.has(w) ? 1 : 0;
    for (const x of b) best = Math.max(best, likeness(w, x), w.alias ? likeness(w.alias, x) : 0);
    covered += coverageWeight(w) * best;
  }
  return covered / total;
}

// A concept's vector, made once for its words (keyWords hands out one array per key while it holds it).
const conceptVectors = new WeakMap<readonly MatchWord[], Vector | null>();

/** A concept's words' vectors, each by what it weighs in the concept, summed and scaled to length 1 (undefined when none has a vector). */
function conceptVector(words: readonly MatchWord[]): Vector | undefined {
  let v = conceptVectors.get(words);
  if (v === undefined) {
    const first = words.find((w) => w.vector)?.vector;
    v = null;
    if (first) {
      const sum = new Float32Array(first.length);
      for (const w of words) if (w.vector) for (let d = 0; d < sum.length; d++) sum[d]! += w.weight * w.vector[d]!;
      v = unit(sum);
    }
    conceptVectors.set(words, v);
  }
  return v ?? undefined;
}

/**
 * How alike two concepts are as wholes (−1…1): the cosine of their concept vectors. Too loose to say
 * two concepts ask for one class (at ≥ 0.8, groups' recall +4 and precision −1 point), it tells
 * which of many groups are nearest a topic where no word or relation is shared ("stargazing" /
 * "astronomy"): alike-groups.ts ranks by it, beside the coverage.
 */
export function wholeLikeness(a: readonly MatchWord[], b: readonly MatchWord[]): number {
  const [va, vb] = [conceptVector(a), conceptVector(b)];
  return va && vb ? dot(va, vb) : 0;
}
