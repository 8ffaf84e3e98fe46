import { withCompounds } from "./compounds.ts";
import { conceptWords } from "./text.ts";
import { stem } from "./topic-words.ts";
import { aliasPhrases, isAdverb, isDictionaryWord, isKindOf, isModifier, isTopicName, nameRank, phrases } from "./lexicon.ts";
import { PHRASE_JOIN, phrasesIn, withPhrases } from "./phrases.ts";
import { meant, readings } from "./spelling.ts";
import { FIELD_HEADS, FRAMING, LANGUAGE_PARTS, STOP_WORDS } from "./stop-words.ts";
import { dot, rankOf, unit, wordVector, type Vector } from "./word-vectors.ts";
import { boundedMemo } from "./memo.ts";

// A text as matching reads it: its topic words (text.ts), each with its vector and how much it says.

/**
 * How much a word says, from how often it is used (its rank in the vectors, most frequent first):
 * rank / (rank + COMMON). A word among the few thousand commonest ("age", "change") counts for
 * little beside a rare one ("epictetus"), as inverse document frequency would weigh it. A word the
 * vectors do not know is rare: it counts fully, and matches only itself.
 */
const COMMON = 3000;
/** What a word says by its frequency rank alone (undefined: a word the vectors do not know, rare). */
const byFrequency = (rank: number | undefined): number => (rank === undefined ? 1 : rank / (rank + COMMON));

/**
 * A topic word as matching reads it: its vector, its rank (by frequency among the vectors' words; a
 * topic word they lack, after them: lexicon.ts nameRank; Infinity for any other word) and how much it says: `weight` in its text (a concept may lower it beside a narrower
 * word, matchWords), `ownWeight` wherever it appears; `alias`, the phrase it is a word of when that
 * phrase is read beside its words (aliasWord): what stands for the phrase stands for it too.
 */
export type MatchWord = { word: string; stem: string; vector: Vector | undefined; rank: number; weight: number; ownWeight: number; parts?: readonly MatchWord[]; alias?: MatchWord; unlisted?: boolean };

/** Whether a word is an alias read beside its own words (aliasWord), the one kind of word that weighs nothing: its words stand for it. */
export const isAlias = (w: MatchWord): boolean => w.weight === 0;

/** A word with a digit: a number, a version or a year ("3", "3d", "1914"), which says which one; not a phrase that holds one ("world_war_1"). */
const hasDigit = (word: string): boolean => /\d/.test(word) && !word.includes(PHRASE_JOIN);

/** Ordinals as words, from the second ("first" is a request word: "my first guitar", topic-words.ts). */
const ORDINALS = new Map(
  "second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
    .split(" ")
    .map((w, i) => [w, String(i + 2)]),
);
/** A Roman numeral of two letters or more, 2 to 39 ("ii", "viii", "xiv"; a lone letter is no topic word, topic-words.ts). */
const ROMAN = /^(?=[ivx]{2,}$)x{0,3}(ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10 };
const romanValue = (numeral: string): number =>
  [...numeral].reduce((sum, letter, i) => {
    const value = ROMAN_VALUES[letter]!;
    return sum + (value < (ROMAN_VALUES[numeral[i + 1] ?? ""] ?? 0) ? -value : value);
  }, 0);

/**
 * The number a word names, however it is written: "2", "2nd", "second" and "ii" are 2, so "world war
 * ii", "world war 2" and "the second world war" are one class, and "the second world war" is not
 * "the first world war" (same-demand.ts). Another word with a digit is its own number ("3d",
 * "1914"). Undefined for a word that names none.
 */
export function numberValue(word: string): string | undefined {
  const ordinal = ORDINALS.get(word);
  if (ordinal) return ordinal;
  if (ROMAN.test(word)) return String(romanValue(word));
  if (!hasDigit(word)) return undefined;
  return /^\d+(st|nd|rd|th)$/.test(word) ? word.replace(/\D+$/, "") : word;
}

/** A word that names a number (numberValue), which says which one. */
export const isNumber = (word: string): boolean => numberValue(word) !== undefined;

/** What a word of audience or setting weighs (stop-words.ts FRAMING): "for busy parents" says little of the topic. */
const FRAMED = 0.05;
/**
 * What a modifier weighs beside what it would (lexicon.ts isModifier): "modern" in "modern art" says
 * what kind of art, so "modern art" and "modern history" are not one class because both are modern.
 */
const MODIFIED = 0.5;
/**
 * What a language's name weighs at least: "french" and "japanese" are among the commonest words of
 * the news the vectors were made from (0.10, 0.26), but each is a whole class here, and
 * "conversational" must not outweigh "japanese". A language's name is a kind of natural language,
 * WordNet's synset "natural language, tongue" (the one word of it the lexicon holds); a kind of
 * "language" was also "conversation" (speech), "reading" (a linguistic process) and "basic" (BASIC).
 */
const LANGUAGE = 0.5;
const NATURAL_LANGUAGE = "tongue";

/**
 * How much a word says: framing little; else by its frequency, halved for a modifier, and at least
 * LANGUAGE for a language's name. A field's head ("learning" of "machine learning") by its frequency
 * where the concept kept it, typed as itself (topic-words.ts topicWords); read from a typo ("laarning to
 * fly"), kept wherever it stood, it is the request word it would have been.
 */
function weightOf(word: string, typed: string, rank: number | undefined): number {
  // A stop word is read here only as what a misspelt word meant ("lesons"): it weighs as framing, and
  // so does an adverb ("properly", "often"): it says how or when, as a wish told as a sentence does.
  // So does a number, which says which one or for whom ("python 3", "level 2", "kids aged 10"):
  // unknown to the vectors, it weighed 1, outweighed the topic and anchored every "… level 2";
  // concepts naming other numbers are other classes anyway (same-demand.ts).
  const head = FIELD_HEADS.has(word) && word === typed;
  if (FRAMING.has(word) || (STOP_WORDS.has(word) && !head) || isAdverb(word) || isNumber(word)) return FRAMED;
  const weight = byFrequency(rank) * (isModifier(word) ? MODIFIED : 1);
  return isLanguage(word) ? Math.max(weight, LANGUAGE) : weight;
}

/** Whether a word names a language ("norwegian", "japanese"). */
const isLanguage = (word: string): boolean => isKindOf(word, NATURAL_LANGUAGE);

/**
 * What a word neither WordNet nor the topic dictionary has counts for at most in how much of a
 * concept another covers: a name of a tool, a people or a place, jargon, a misspelling
 * ("achaemenids", "medishield"). Rare in the news, it weighed up to 1, more than the topic beside
 * it, yet it can match only itself and words near it in the vectors. 0.4 and less lost recall at
 * scale. A word the dictionary names has its relations (its synonyms, kinds and definition), so it
 * counts in full: probes 12 and 18 76.8 → 81.2 % and 37.8 → 46.7 % recall, at scale 84.7 → 85.0 %;
 * but "producing electronic tracks in ableton" (a topic too) no longer joins "music production"
 * (probe 15 81.0 → 76.2 %; docs/decisions/matching.md).
 */
const UNLISTED = 0.5;

/**
 * What a word counts for in how much of its concept another covers (similarity.ts coverage): its
 * weight, but at most UNLISTED for a word neither WordNet nor the topic dictionary has. Only there: such a word is still its
 * concept's most telling word when it weighs most ("javascript arrays" is no "python arrays").
 */
export const coverageWeight = (w: MatchWord): number => (w.unlisted ? Math.min(w.weight, UNLISTED) : w.weight);

/** Whether a word weighs as little as a framing word wherever it appears ("life", "properly"). */
export const saysLittle = (w: MatchWord): boolean => w.ownWeight <= FRAMED;

/** Whether a word is a field's head as weightOf reads one ("learning" of "machine learning"), not a typo of one ("laarning to fly"), which says little. */
export const isFieldHead = (w: MatchWord): boolean => FIELD_HEADS.has(w.word) && !saysLittle(w);

// A word is read the same way wherever it appears (its whole form, its spelling, its vector, its
// weight), and the commonest words appear in thousands of keys: each is read once. Read again each
// time (a few binary searches for its whole form, spelling and part of speech), bench:demand's
// 20,673 keys took 366–413 ms to read; once per word, 130–154 ms.
const wordMemo = boundedMemo<string, Readonly<MatchWord>>(50_000);

function matchWord(typed: string): MatchWord {
  let read = wordMemo.get(typed);
  if (!read) {
    const word = meant(typed, isDictionaryWord, isTopicName);
    const known = wordVector(word);
    const weight = weightOf(word, typed, known?.rank);
    // A number's stem is its value: "ii" and "2" are one word (similarity.ts sameWord), of one family (same-demand.ts).
    const number = numberValue(word);
    read = { word, stem: number === undefined ? stem(word) : `number ${number}`, vector: known?.vector, rank: known?.rank ?? nameRank(word) ?? Infinity, weight, ownWeight: weight, unlisted: !isDictionaryWord(word) && !isTopicName(word) && number === undefined };
    wordMemo.set(typed, read);
  }
  // A copy: a concept may lower a word's weight beside a narrower one (matchWords).
  return { ...read };
}

/** How much nearer the text's other words (by cosine) a rarer reading of a typo must be than the commonest, to be taken. */
const CONTEXT_MARGIN = 0.1;
/**
 * The rarest word a typo is read as by its context: a rare word's vector says little ("trein puppy"
 * came nearer "tryin", 79,150th, than "train"); "composting" is 51,956th.
 */
const CONTEXT_RANK = 60_000;
const optionsMemo = boundedMemo<string, readonly string[]>(50_000);
/** The words a typed word may stand for (spelling.ts readings), commonest first. */
function typoOptions(typed: string): readonly string[] {
  let options = optionsMemo.get(typed);
  if (!options) {
    options = readings(typed, isDictionaryWord, isTopicName);
    optionsMemo.set(typed, options);
  }
  return options;
}

/**
 * A text's words as matchWord reads them, but a typo one edit from several words read as the one
 * nearest (by the vectors) the text's other topic words, when that is clearly nearer than the
 * commonest (CONTEXT_MARGIN) and not rare (CONTEXT_RANK): "coffee breing" is "coffee brewing", not
 * "coffee being"; "rock climing" "rock climbing", not "claiming". Alone, or beside framing words
 * only, the commonest (spelling.ts). Of 526 typos of the probes' concepts, 15 fewer were misread
 * (134 → 119), and none read right before was misread.
 */
function inContext(typed: readonly string[]): MatchWord[] {
  const read = typed.map(matchWord);
  typed.forEach((t, i) => {
    // Only a word read as another (a typo or a cut plural) may have other readings.
    if (read[i]!.word === t) return;
    const options = typoOptions(t);
    if (options.length < 2) return;
    const context = read.filter((w, j) => j !== i && w.vector && w.weight > FRAMED).map((w) => w.vector!);
    if (context.length === 0) return;
    const commonest = options[0]!;
    const nearness = (option: string) => {
      const v = wordVector(option)?.vector;
      return v ? Math.max(...context.map((c) => dot(c, v))) : -Infinity;
    };
    let [best, bestNear] = [commonest, nearness(commonest) + CONTEXT_MARGIN];
    for (const option of options.slice(1)) {
      if (FRAMING.has(option) || STOP_WORDS.has(option) || rankOf(option) > CONTEXT_RANK) continue;
      const near = nearness(option);
      if (near > bestNear) [best, bestNear] = [option, near];
    }
    if (best !== read[i]!.word) read[i] = matchWord(best);
  });
  return read;
}

/** What a word weighs beside a narrower one of the same text: "language" in "japanese language" adds nothing. */
const IMPLIED = 0.05;
/** Only a concept's few words are looked at so (a course's long text is not). */
const IMPLIED_MAX_WORDS = 8;

/**
 * A phrase WordNet has (lexicon-file.ts: "black hole", "public speaking") as one term: it says what
 * its words say together by their frequencies, more than any one of them (1 − the product of what
 * each leaves unsaid), as a term: "public" in "public speaking" is no modifier, "1" in "world war 1"
 * no framing. Its vector: the sum of its words' by what each says.
 */
function phraseWord(phrase: string, parts: readonly MatchWord[]): MatchWord {
  const says = parts.map((p) => byFrequency(p.rank));
  const first = parts.find((p) => p.vector)?.vector;
  let vector: Vector | undefined;
  if (first) {
    vector = new Float32Array(first.length);
    parts.forEach((p, i) => {
      if (p.vector) for (let d = 0; d < vector!.length; d++) vector![d]! += says[i]! * p.vector[d]!;
    });
    unit(vector);
  }
  const weight = saidTogether(parts);
  return { word: phrase, stem: stem(phrase), vector, rank: nameRank(phrase)!, weight, ownWeight: weight, parts };
}

/** What words say together by their frequencies: 1 − the product of what each leaves unsaid. */
const saidTogether = (parts: readonly MatchWord[]): number => 1 - parts.reduce((left, p) => left * (1 - byFrequency(p.rank)), 1);

/**
 * A phrase WordNet has that is a kind of one of its own words ("moral philosophy", "vegetable
 * garden", "human body": lexicon-file.ts readPhrases), beside its words, which stay as they are: a
 * philosophy is what "moral philosophy" is, and "vegetable" says what kind of garden. It weighs
 * nothing of its concept and has no vector (its words have theirs): it only lets what WordNet says
 * of the phrase as a whole count, its synonyms ("ethics") and its definition ("human body": "…
 * the entire structure of an organism"). Read as one term instead (as "black hole" is), such
 * phrases lost their words' own matches: development grouping 92.6 → 74.1 % (docs/decisions/matching.md).
 */
function aliasWord(phrase: string, parts: readonly MatchWord[]): MatchWord {
  const says = saidTogether(parts);
  return { word: phrase, stem: stem(phrase), vector: undefined, rank: nameRank(phrase)!, weight: 0, ownWeight: says };
}

/**
 * An activity's object and verb that the vectors know as one word ("film making", "make films" →
 * "filmmaking", compounds.ts): that word, weighing what its two words say together, as a phrase
 * does. At its own weight, a rare word made of two common ones outweighed the topic: "make money
 * with chess" was about "moneymaking" (frames 2: 100 → 99.7 % precision, 87.7 → 85.5 % recall).
 */
function compoundWord(compound: string, parts: readonly MatchWord[]): MatchWord {
  const weight = saidTogether(parts);
  return { ...matchWord(compound), weight, ownWeight: weight };
}

/**
 * A text's topic words as matching reads them, WordNet's phrases among them read as one term each
 * ("car mechanics" is not "quantum mechanics"): standing together in a text, anywhere in a concept's
 * key (`sorted`: its words are sorted); then an object and a verb the vectors know as one word
 * ("make films": "filmmaking", compounds.ts), where no phrase took them. A word that another of the text is a kind of
 * (WordNet: "language" beside "japanese", "philosophy" beside "stoicism") weighs as little as a
 * framing word: the narrower one says what the text is about. Last, after the words, a phrase that
 * is a kind of one of its words, where those stand as words (aliasWord: "moral philosophy").
 */
export function matchWords(text: string, sorted = false): MatchWord[] {
  const words = withPhrases(inContext(conceptWords(text, sorted)), (w) => w.word, phrases(), !sorted, phraseWord);
  const read = withCompounds(words, (w) => w.word, !sorted, compoundWord);
  if (read.length > 1 && read.length <= IMPLIED_MAX_WORDS)
    for (const broad of read)
      if (read.some((narrow) => narrow !== broad && isKindOf(narrow.word, broad.word))) broad.weight = Math.min(broad.weight, IMPLIED);
  // What a class on a language teaches of it says no more than the language's name beside it.
  if (read.some((w) => isLanguage(w.word))) for (const w of read) if (LANGUAGE_PARTS.has(w.word)) w.weight = Math.min(w.weight, IMPLIED);
  // A word a phrase took is no longer there to make an alias of ("" is no phrase's word).
  const aliases = phrasesIn(words.map((w) => (w.parts ? "" : w.word)), aliasPhrases(), !sorted).map(({ phrase, at }) => {
    const alias = aliasWord(phrase, at.map((i) => words[i]!));
    for (const i of at) words[i]!.alias = alias;
    return alias;
  });
  return [...read, ...aliases];
}

// A search's words are read once per distinct key: the same few concepts are asked again and again.
const keyMemo = boundedMemo<string, MatchWord[]>(200_000);

/** matchWords of a concept's key (text.ts conceptKey), remembered for the most recently used keys. */
export function keyWords(key: string): MatchWord[] {
  let words = keyMemo.get(key);
  if (!words) {
    words = matchWords(key, true);
    keyMemo.set(key, words);
  }
  return words;
}
