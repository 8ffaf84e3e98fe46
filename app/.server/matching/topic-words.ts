import { stemmer as porterStem } from "stemmer";
import { FIELD_HEADS, FRAMING, STOP_WORDS } from "./stop-words.ts";
import { isKnownWord } from "./word-vectors.ts";

// The topic words of a text, whatever the case, accents, punctuation or simple plurals, with the
// words that carry no topic dropped (stop-words.ts): what matching reads of a course's text and of
// WordNet's definitions (lexicon-file.ts), and what a concept's key is made of (text.ts).

/** Concepts are at most 200 characters; a longer text (a course's description) is cut to this many words. */
const MAX_WORDS = 120;
// Words that end in s without being plurals; "physics" must not become "physic", nor "news" the
// stop word "new" ("fake news" was keyed "fake").
const SINGULAR_S = /(ss|us|is|ics|ous)$|^news$/;

/** Simple English plurals to singular: studies → study, classes → class, holes → hole. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !SINGULAR_S.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A word's stem (Porter's, from the `stemmer` package), to call "ageing" and "age", "retirement" and
 * "retire", "knitting" and "knit" the same word: the suffix list it replaced kept "knitt".
 */
export const stem = (w: string): string => porterStem(w);

/** A lone letter with "++" or "#": a programming language ("C++", "C#", "F#"), which splitting would drop. */
const LANGUAGE_SIGN = /(?<![\p{L}\p{N}])(\p{L})(\+\+|#)(?![\p{L}\p{N}])/gu;
/** Letters with a dot after each: an abbreviation ("A.I."), which splitting would drop letter by letter. */
const DOTTED = /(?<![\p{L}\p{N}.])(?:\p{L}\.){2,}/gu;
/** Two words joined by a hyphen. */
const HYPHENED = /(?<![\p{L}\p{N}-])(\p{L}+)-(\p{L}+)(?![\p{L}\p{N}-])/gu;

/**
 * A hyphened word as one when splitting would lose a part of it (a lone letter or a stop word) and
 * the vectors know it whole: "e-commerce" is "ecommerce", "well-being" "wellbeing", "e-mail"
 * "email", where "commerce" alone is another topic and "well" and "being" are both stop words (an
 * empty key). "k-drama" stays "drama" ("kdrama" is unknown); "anti-aging" stays two words.
 */
function joinHyphened(both: string, a: string, b: string): string {
  const losesPart = a.length === 1 || STOP_WORDS.has(a) || STOP_WORDS.has(b);
  return losesPart && isKnownWord(a + b) ? a + b : both;
}

/**
 * The words of a text, lower case, accents taken off (café → cafe), split on anything that is not
 * a letter or digit ("C++" read as "cpp", "C#" as "csharp", "A.I." as "ai" first); other scripts
 * pass as they are (they simply find no English vector).
 */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(LANGUAGE_SIGN, (_, letter: string, sign: string) => `${letter}${sign === "#" ? "sharp" : "pp"}`)
    .replace(DOTTED, (dotted) => dotted.replaceAll(".", ""))
    .toLowerCase()
    .replace(HYPHENED, joinHyphened)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")
    .slice(0, MAX_WORDS);
}

/**
 * Where a field's head ("learning", "training": stop-words.ts FIELD_HEADS) is a topic word: never
 * (WordNet's definitions, lexicon-file.ts), right after a topic word (a concept as typed), or
 * beside any (a concept's key, whose words are sorted: it holds a head only where the concept did so).
 */
export type Heads = "never" | "after a topic word" | "in a key";

/** Verbs of learning after "to" that tell a wish ("dying to learn salsa", "meaning to try guitar"). */
const INTENT = new Set("learn try start study know understand become pick practice practise begin master improve explore discover".split(" "));
/** Adverbs that may stand between "to" and such a verb ("dying to finally learn …"). */
const INTENT_ADVERBS = new Set("finally really actually properly seriously".split(" "));
/** Words of wanting that end in neither -ing nor -ed ("eager to learn …", "ready to start …"). */
const WANTING = new Set("eager ready desperate able happy glad willing raring".split(" "));

/**
 * Whether words[i] says how much or since when a wish is wanted, before "to" and a verb of learning:
 * "meaning" of "I've been meaning to try guitar", "dying" of "dying to learn salsa", "eager" of
 * "eager to learn japanese". As topic words they weighed 0.3–0.9, "itching" more than "rock
 * climbing". Only a word of -ing or -ed or of wanting: "apps to learn japanese", "songs to learn on
 * guitar" keep what they ask for.
 */
function tellsWanting(ws: readonly string[], i: number): boolean {
  const w = ws[i]!;
  if (ws[i + 1] !== "to" || !(WANTING.has(w) || /(ing|ed)$/.test(w))) return false;
  const verb = INTENT_ADVERBS.has(ws[i + 2] ?? "") ? ws[i + 3] : ws[i + 2];
  return INTENT.has(verb ?? "");
}

/** The topic words of a text, singular, in order, each once: stop words, lone letters and words of wanting dropped. */
export const topicWords = (text: string, heads: Heads = "never"): string[] => topicWordsOf(words(text), heads);

/** topicWords of a text already split into words (words). */
export function topicWordsOf(ws: readonly string[], heads: Heads): string[] {
  const seen = new Set<string>();
  let afterTopic = false;
  for (const [i, w] of ws.entries()) {
    const head = FIELD_HEADS.has(w) && (heads === "in a key" || (heads === "after a topic word" && afterTopic));
    afterTopic = false;
    if (!head && (STOP_WORDS.has(w) || (w.length < 2 && !/\p{N}/u.test(w)) || tellsWanting(ws, i))) continue;
    const s = singular(w);
    if (head || !STOP_WORDS.has(s)) {
      seen.add(s);
      // Framing heads no field: "adult learning", "skills training" are requests.
      afterTopic = !FRAMING.has(s);
    }
  }
  // A head alone heads nothing: "learning" is a request ("learning" alone, "learn learning").
  return [...seen].every((w) => FIELD_HEADS.has(w)) ? [] : [...seen];
}
