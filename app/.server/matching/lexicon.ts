import { compactFile } from "./word-vectors-file.ts";
import { KIND, loadLexicon, lexiconFile, nameRanks, RANK_SHIFT, Relation, SPECIFIC, UP, VERB_SENSE, type Lexicon, type RelationKind } from "./lexicon-file.ts";
import { PHRASE_JOIN, phraseIndex, type PhraseIndex } from "./phrases.ts";
import { vocabulary } from "./word-vectors.ts";
import { boundedMemo } from "./memo.ts";

// WordNet's relations in memory (lexicon-file.ts), looked up by the words' ranks in the word
// vectors' table. Plain module state: one copy per process, loaded on first use.

let loaded: (Lexicon & { nameRank: Map<string, number>; index: PhraseIndex; aliasIndex: PhraseIndex }) | undefined;
function lexicon() {
  if (!loaded) {
    const table = vocabulary();
    const read = loadLexicon(lexiconFile(compactFile()), table);
    const alias = (i: number) => findSorted(read.aliases, 0, read.aliases.length, table.size + i) >= 0;
    const phrases = read.names.flatMap((name, i) => (name.includes(PHRASE_JOIN) ? [{ name, alias: alias(i) }] : []));
    loaded = {
      ...read,
      nameRank: nameRanks(read.names, table.size),
      index: phraseIndex(phrases.filter((p) => !p.alias).map((p) => p.name)),
      aliasIndex: phraseIndex(phrases.filter((p) => p.alias).map((p) => p.name)),
    };
  }
  return loaded;
}

/**
 * A name's rank after the vectors' words (lexicon-file.ts): a phrase WordNet has ("black_hole"), or
 * a topic dictionary's word the vectors lack ("pickleball"); undefined for anything else.
 */
export const nameRank = (name: string): number | undefined => lexicon().nameRank.get(name);

/** Whether the topic dictionary names a word, as a concept's key holds it ("kubernete", "regex"): it is no typo of another word. */
export const isTopicName = (word: string): boolean => listed(lexicon().namedWords, word);

/** The word (or phrase, "black_hole") of a rank. */
const nameOf = (rank: number): string => {
  const table = vocabulary();
  return rank < table.size ? table.at(rank) : lexicon().names[rank - table.size]!;
};

/** WordNet's phrases read as one term, by the words they hold (phrases.ts). */
export const phrases = (): PhraseIndex => lexicon().index;

/** WordNet's phrases that are a kind of one of their own words, read beside their words (lexicon-file.ts readPhrases), by the words they hold. */
export const aliasPhrases = (): PhraseIndex => lexicon().aliasIndex;

/** How many ranks there are: the vectors' words and the names after them. */
export const rankCount = (): number => vocabulary().size + lexicon().names.length;

/**
 * The dictionary forms a word may be an inflection of (WordNet's "morphy" detachment rules, in
 * short): "negotiating" → "negotiate", "stretched" → "stretch", "better" → "good" is left to the
 * vectors. Plurals were already made singular (topic-words.ts). Only a verb has forms in -ing and -ed, as
 * in morphy: "trading" is "trade", not the jazz "trad" (whose definition, "traditional jazz", made
 * "stock trading" a course on traditional Chinese medicine).
 */
function baseForms(word: string): string[] {
  return readForms(word).map((f) => f.form);
}

/** baseForms, each marked when it was read as a verb's -ing or -ed form ("photographing" → "photograph"). */
function readForms(word: string): Array<{ form: string; asVerb: boolean }> {
  const read = [{ form: word, asVerb: false }];
  // A stem of two letters only with its silent e put back ("aging" → "age", "icing" → "ice"):
  // two letters alone are seldom a word ("ag", "ic").
  const add = (verbOnly: boolean, stem: string, ...ends: string[]) => {
    for (const e of ends) if ((stem.length >= 3 || (stem.length === 2 && e === "e")) && (!verbOnly || isVerb(stem + e))) read.push({ form: stem + e, asVerb: verbOnly });
  };
  if (word.endsWith("ing")) add(true, word.slice(0, -3), "", "e");
  if (word.endsWith("ed")) add(true, word.slice(0, -2), "", "e");
  if (word.endsWith("ies")) add(false, word.slice(0, -3), "y");
  else if (word.endsWith("es")) add(false, word.slice(0, -2), "", "e");
  // A doubled consonant before -ing/-ed: "planning" → "plan".
  if (/([b-df-hj-np-tv-z])\1(ing|ed)$/.test(word)) add(true, word.replace(/.(ing|ed)$/, ""), "");
  return read;
}

/** Whether a word itself (not its forms) is among one of the lexicon's sorted lists of ranks. */
function listed(list: Uint32Array, word: string): boolean {
  const rank = vocabulary().indexOf(word) ?? nameRank(word);
  return rank !== undefined && findSorted(list, 0, list.length, rank) >= 0;
}

/** Whether WordNet has a word as a verb. */
const isVerb = (word: string): boolean => listed(lexicon().verbs, word);

/** The ranks of a word's dictionary forms, and of those among them read as a verb's -ing or -ed form. */
type Forms = { all: number[]; asVerb: number[] };
const formsMemo = boundedMemo<string, Forms>(50_000);
/** Most words have no verb form: one empty list for all of them. */
const NONE: number[] = [];
function forms(word: string): Forms {
  let f = formsMemo.get(word);
  if (!f) {
    const table = vocabulary();
    const phrase = word.includes(PHRASE_JOIN) ? nameRank(word) : undefined;
    const read = phrase !== undefined ? [] : readForms(word).flatMap(({ form, asVerb }) => {
      const rank = table.indexOf(form) ?? nameRank(form);
      return rank === undefined ? [] : [{ rank, asVerb }];
    });
    const asVerb = read.filter((r) => r.asVerb).map((r) => r.rank);
    f = phrase !== undefined ? { all: [phrase], asVerb: NONE } : { all: [...new Set(read.map((r) => r.rank))], asVerb: asVerb.length > 0 ? asVerb : NONE };
    formsMemo.set(word, f);
  }
  return f;
}
/** The ranks of a word's dictionary forms that have one (the vectors' words, and the topic words they lack: nameRank). */
const ranks = (word: string): number[] => forms(word).all;

/** Where a value whose key is `target` lies in values[lo, hi), sorted by key; -1 when none does. */
function findSorted(values: Uint32Array, lo: number, hi: number, target: number, key: (value: number) => number = (v) => v): number {
  for (let high = hi - 1; lo <= high; ) {
    const mid = (lo + high) >>> 1;
    const k = key(values[mid]!);
    if (k === target) return mid;
    if (k < target) lo = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

const rankOfEntry = (entry: number) => entry >>> RANK_SHIFT;

/**
 * Where `b` is among the related words of `a` (of any of their dictionary forms): its entries, or
 * none. A form read as a verb's ("photographing": "photograph") is about what a verb's definition
 * names, not a noun's ("a photograph: … a print"): lexicon-file.ts VERB_SENSE.
 */
function entriesFor(a: string, b: string): number[] {
  const { starts, entries } = lexicon();
  const [fa, fb] = [forms(a), forms(b)];
  const found: number[] = [];
  for (const ra of fa.all)
    for (const rb of fb.all) {
      const at = findSorted(entries, starts[ra]!, starts[ra + 1]!, rb, rankOfEntry);
      if (at < 0) continue;
      const e = entries[at]!;
      const definedBy = (e & KIND) === Relation.defines ? ra : (e & KIND) === Relation.namedIn ? rb : undefined;
      if (definedBy !== undefined && (e & VERB_SENSE) === 0 && (definedBy === ra ? fa : fb).asVerb.includes(definedBy)) continue;
      found.push(e & (KIND | UP));
    }
  return found;
}

/**
 * Whether two words are forms of one word by WordNet's detachment rules: "ageing" and "aging" of
 * "age" (Porter's stem of all three, "ag", is too short to trust: "ad" is also "added"'s).
 */
export function sameDictionaryForm(a: string, b: string): boolean {
  const rb = ranks(b);
  return ranks(a).some((r) => rb.includes(r));
}

/** The closest WordNet relation between two words (of any of their dictionary forms), or undefined. */
export function relation(a: string, b: string): RelationKind | undefined {
  const kinds = entriesFor(a, b).map((e) => e & KIND);
  return kinds.length === 0 ? undefined : (Math.min(...kinds) as RelationKind);
}

/** Whether a word is used mainly to qualify another ("ancient", "classical", "digital"): lexicon-file.ts. */
export function isModifier(word: string): boolean {
  const { modifiers } = lexicon();
  return ranks(word).some((r) => findSorted(modifiers, 0, modifiers.length, r) >= 0);
}

const isLemma = (word: string): boolean => listed(lexicon().lemmas, word);

/** Whether WordNet has a word, as itself or as an inflection of one it has ("always", "movies"; not the typo "negotations"). */
export const isDictionaryWord = (word: string): boolean => baseForms(word).some(isLemma);

/**
 * Whether a word is an inflected form that WordNet does not have as a word of its own, of one it has:
 * "photographed" (of "photograph"), "explaining"; not "ageing", "reading" or "planning", nouns of their own.
 */
export const isInflection = (word: string): boolean => !isLemma(word) && baseForms(word).some((form) => form !== word && isLemma(form));

/** Whether WordNet knows a word only as an adverb ("properly", "often", "never"): lexicon-file.ts. */
export const isAdverb = (word: string): boolean => listed(lexicon().adverbs, word);

/** Whether a noun names people ("founder", "hobbyist": lexicon-file.ts kindsOfPerson). */
export const isPerson = (word: string): boolean => listed(lexicon().people, word);

/** Whether WordNet has `narrow` as a kind of `broad`, one to six steps up: "japanese" of "language". */
export const isKindOf = (narrow: string, broad: string): boolean => entriesFor(narrow, broad).some((e) => (e & UP) !== 0);

/** The words WordNet relates to a word (of any of its dictionary forms) as closely as `closest` or closer. */
function relatedWords(word: string, closest: RelationKind): string[] {
  const { starts, entries } = lexicon();
  const out: string[] = [];
  for (const r of ranks(word))
    for (let i = starts[r]!; i < starts[r + 1]!; i++) if ((entries[i]! & KIND) <= closest) out.push(nameOf(rankOfEntry(entries[i]!)));
  return out;
}

/** The words WordNet gives as synonyms or derived forms of a word (of any of its dictionary forms). */
export const closeWords = (word: string): string[] => relatedWords(word, Relation.derived);

/** closeWords, and the words of its definition ("sleep" for "insomnia"). */
export const closeOrDefinedWords = (word: string): string[] => relatedWords(word, Relation.defines);

/** closeWords, and the words of its definition or whose definitions name it ("insomnia" for "sleep"). */
export const closeOrDefiningWords = (word: string): string[] => relatedWords(word, Relation.namedIn);

const specificMemo = boundedMemo<string, Set<number>>(50_000);
/** The specific kinds (lexicon-file.ts SPECIFIC) a word (any of its dictionary forms) is a kind of, by rank: a few, and none for most words. */
function specificKinds(word: string): Set<number> {
  let kinds = specificMemo.get(word);
  if (!kinds) {
    const { starts, entries } = lexicon();
    kinds = new Set();
    for (const r of ranks(word)) for (let i = starts[r]!; i < starts[r + 1]!; i++) if ((entries[i]! & SPECIFIC) !== 0) kinds.add(rankOfEntry(entries[i]!));
    specificMemo.set(word, kinds);
  }
  return kinds;
}

/** Whether two words (any of their dictionary forms) are alternatives: both kinds of one specific thing. Callers check first that WordNet relates them in no other way. */
export function areAlternatives(a: string, b: string): boolean {
  const [ka, kb] = [specificKinds(a), specificKinds(b)];
  for (const k of ka) if (kb.has(k)) return true;
  return false;
}
