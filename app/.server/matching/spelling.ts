import { STOP_WORDS } from "./stop-words.ts";
import { singular } from "./topic-words.ts";
import { isKnownWord, rankOf } from "./word-vectors.ts";

// A key's word read as the word meant: a word the plural rule cut ("alway") or a misspelt one
// ("phtography", "pyhton", "knittting"). A word the vectors do not know, or hardly use, counts as
// fully as the rarest topic word and matches only itself, so such a concept found no course and
// made a group of its own. The key keeps what was typed (keys are stored with the searches): only
// how it is read changes.
//
// Written here rather than taken from a spelling library (nspell with a Hunspell dictionary): the
// word meant must be one the vectors know, to have a meaning to match by, and their vocabulary,
// ranked by use, says which of several candidates is the likelier (hunspell's suggestions are
// unranked by use). Candidates one edit away are looked up in it: about 50 lookups a letter.


/**
 * The word that topic-words.ts `singular` cut, when it took an "s" off a word that was no plural, or kept
 * whole, an "-ics" plural:
 * "always" → "alway", "movies" → "movy", "species" → "specy", "socrates" → "socrate", "bias" →
 * "bia". Read as the whole word when that is at least UNCUT times as common (a true plural is
 * seldom commoner than its singular by so much), or when WordNet has the whole and not the cut
 * word. As the rare "alway", "always" weighed 0.98, as much as a rare topic word: "I have always
 * wanted to try guitar" and "… chess" were one class.
 */
const UNCUT = 10;
/**
 * The word the plural rule cut: its singular ("volcanoe" → "volcano", irregularSingular), else the
 * whole word when it is a word (`isWord`: WordNet has it). Not a whole word WordNet lacks: the news
 * the vectors were made from misspelt too, and "negotation" is "negotiation" (spelt), not the
 * "negotations" found there 79,881st.
 */
function uncut(word: string, isWord: (word: string) => boolean): string {
  // The plural rule keeps "-ics" ("physics", "ethics"): one WordNet lacks is the plural of the "-ic"
  // word it has ("psychics": "psychic", "stoics": "stoic").
  if (word.endsWith("ics") && !isWord(word) && isWord(word.slice(0, -1))) return word.slice(0, -1);
  const rank = rankOf(word);
  // Only a singular WordNet has: "waave" (a typo of "weave") is no plural of "waaf".
  const single = irregularSingular(word, rankOf);
  if (single !== word && isWord(single)) return single;
  for (const whole of [`${word}s`, `${word}es`, ...(word.endsWith("y") ? [`${word.slice(0, -1)}ies`] : [])]) {
    if (singular(whole) !== word) continue;
    // The plural of a request word is that word: "newbies" was cut to "newby", a rare word that
    // outweighed the topic ("cooking for complete newbies" led a group of every topic so framed).
    if (STOP_WORDS.has(whole.slice(0, -1))) return whole.slice(0, -1);
    // Itself or as a plural ("movies" of "movie"); or a word WordNet has where the cut one is none,
    // unless far rarer: "bias" (8,205th) is no plural of "bia" (40,214th), "biases" none of "biase";
    // but "came" (238th, a verb's past WordNet does not list) is no cut "cames" (186,634th, of "cam").
    if (rankOf(whole) * UNCUT < rank && (isWord(whole) || isWord(whole.slice(0, -1)))) return whole;
    if (isWord(whole) && !isWord(word) && rankOf(whole) < rank * UNCUT) return whole;
  }
  return word;
}

/** Endings the plural rule leaves on a plural of another kind, with the singular's endings. */
const IRREGULAR: ReadonlyArray<[string, readonly string[]]> = [
  ["oe", ["o"]],
  ["ve", ["f", "fe"]],
];
/** A singular this short is seldom what was meant: "toes" is not "to", "shoes" not "sho". */
const IRREGULAR_MIN = 4;

/**
 * The singular of a plural the plural rule cut short of it ("volcanoes" → "volcanoe" is "volcano",
 * "wolves" → "wolve" is "wolf", "knives" → "knife"), when that is at least UNCUT times as common
 * (`rankIn` by use, Infinity for a word not known); else the word. Read as the word WordNet has, it
 * has its relations: "volcanology" is "the branch of geology that studies volcanoes". "leaves" stays
 * "leave", a word of its own and commoner than "leaf". Also used on definitions (lexicon-file.ts).
 */
export function irregularSingular(word: string, rankIn: (word: string) => number): string {
  const rank = rankIn(word);
  for (const [end, singularEnds] of IRREGULAR) {
    if (!word.endsWith(end)) continue;
    for (const e of singularEnds) {
      const single = word.slice(0, -end.length) + e;
      if (single.length >= IRREGULAR_MIN && rankIn(single) * UNCUT < rank) return single;
    }
  }
  return word;
}

/** Only words at least this long are corrected: a short word one edit from a common one is often a word of its own ("nft", "vlog"). */
const MIN_LENGTH = 5;
const MAX_LENGTH = 20;
/** The word meant is at least this many times as common as the typed one. */
const COMMONER = 50;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * A misspelling common enough to be among the vectors' known words ("amercian", 166,634th; the news
 * misspelt too) is read as the word meant when it is no word WordNet has, past this rank, of
 * MISSPELT_MIN_LENGTH letters or more, and the word meant is MISSPELT_COMMONER times as common.
 */
const MISSPELT_RANK = 60_000;
const MISSPELT_MIN_LENGTH = 6;
const MISSPELT_COMMONER = 300;

/**
 * The words `word` may be a typo of, commonest first: one edit away (a letter dropped, added or
 * changed, or two neighbours swapped; never the first letter, which typos seldom touch: "esports"
 * is not "sports") and far commoner, when `word` is unknown or in the vectors' tail, or a
 * misspelling the vectors know (`isWord`: whether WordNet has a word); none else.
 */
export function spellings(word: string, isWord: (word: string) => boolean): string[] {
  if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || !/^[a-z]+$/.test(word)) return [];
  const rank = rankOf(word);
  const known = isKnownWord(word);
  if (known && (rank < MISSPELT_RANK || word.length < MISSPELT_MIN_LENGTH || isWord(word))) return [];
  const bar = rank / (known ? MISSPELT_COMMONER : COMMONER);
  const found = new Map<string, number>();
  const consider = (candidate: string) => {
    const r = rankOf(candidate);
    if (r < bar) found.set(candidate, r);
  };
  for (let i = 1; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) consider(head + tail.slice(1));
    if (tail.length > 1) consider(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      if (tail && c !== tail[0]) consider(head + c + tail.slice(1));
      consider(head + c + tail);
    }
  }
  return [...found].sort((x, y) => x[1] - y[1]).map(([w]) => w);
}

/**
 * The words a key's word may stand for, likeliest first: the whole of a cut word, or what a
 * misspelt one may have meant, commonest first (`isWord`: whether WordNet has a word). A name
 * (`isName`: the topic dictionary's, as a key holds it) is no typo: "regex" is not "regev", nor
 * "devops" "devon"; but a cut one is read whole ("diabete": "diabetes").
 */
export function readings(word: string, isWord: (word: string) => boolean, isName: (word: string) => boolean = () => false): string[] {
  const whole = uncut(word, isWord);
  const typos = isName(word) ? [] : spellings(whole, isWord);
  return typos.length > 0 ? typos : [whole];
}

/** The word a key's word stands for: its likeliest reading. */
export const meant = (word: string, isWord: (word: string) => boolean, isName?: (word: string) => boolean): string => readings(word, isWord, isName)[0]!;
