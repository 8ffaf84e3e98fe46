import { spelledBy } from "./acronyms.ts";
import type { Catalog } from "./catalog.ts";
import { keyWords, saysLittle, type MatchWord } from "./concept.ts";
import { conceptKey } from "./text.ts";
import { knownSimilarity, wordSimilarity } from "./similarity.ts";
import { topicDictionaryDigest } from "./topic-dictionary.ts";

// THE matching rule: which offered courses a concept shows, and why. Every use goes through here:
// a search's related courses (API and no-JS page), a course's askers (Notify them), the wish ↔
// search link and the Demand page's groups (same-demand.ts reads words the same way).
//
// Each topic word of the concept finds its closest word in the course: the same word or stem counts
// 1, another word its vector's cosine less what the two words get from any word (their hubness,
// hubness.ts: "marathon" ≈ "event" is what "event" gets from most words; "retinol" ≈ "retinoids" is
// not), so "epictetus" finds itself and "retinol" finds "retinoids". A description word counts a little less than a title word, and a
// word many courses use counts less (divided by the square root of how many). The concept's
// coverage of the course is the mean of its words' closest matches, a rare word weighing more than
// a common one (concept.ts). What every course gets from a concept is not evidence of anything
// ("data science" is a bit like every course that mentions research), so the median coverage over
// the catalog is taken off: what is left is the score. A course is shown when its score reaches
// FLOOR and is close to the best one's; three at most. Measured on the development set in
// docs/decisions/matching.md and bench/relevance.ts.

/**
 * The rule's version: what a concept key matched is kept under it (db/concept-matches.ts), so a
 * change to how concepts are read or scored (here, similarity.ts, concept.ts, text.ts, topic-words.ts, the word
 * lists, the vectors or WordNet) must change it, or keys keep what the old rule gave them. The
 * topic dictionary's digest is part of it: an edit to the dictionary changes it by itself.
 */
export const MATCHING_VERSION = `issue-36-versus-1-${topicDictionaryDigest()}`;

/** Courses a search shows at most. */
export const RELATED_COURSES = 3;
/**
 * Score a course needs to be shown: in the middle of the range (0.20–0.25) where the development
 * set keeps its precision, recall and noise (docs/decisions/matching.md).
 */
export const FLOOR = 0.23;
/**
 * A course is shown only when some word of the concept finds a word of the course at least this
 * close (after the title and spread weights): the same word, a form of it, a WordNet relation (a
 * derived form, a definition's word, "horoscope" as a kind of "prediction", 0.55), or the vectors
 * at least CLOSE_IN_USE. A course merely near every word of the concept is not about it: "guitar"
 * is 0.48 from the hieroglyphs course's "sounds" and "swimming" 0.47 from the black holes course's
 * "event", enough for a one-word concept to clear the floor (docs/decisions/matching.md). Not a
 * framing word, unless the concept has nothing else: "live music" is not about "Live Longer", "how
 * to live to 100" is.
 */
export const STRONG_WORD = 0.5;
/**
 * How close the vectors alone must find two words for the word to count as STRONG_WORD: words used
 * alike are not always about one thing ("marathon" 0.55 and "tennis" 0.51 from the black holes
 * course's "event", "astronomy" 0.62 from "astrology"). Every related concept of the labelled sets
 * the vectors alone find has a word at least 0.71 close; 0.55–0.8 give the same figures there, and
 * of the 163 hobbies of bench/relevance-hobbies.json, 16 show a course at 0.6, 14 at 0.65, 13 at
 * 0.7: room is left below 0.71 for vector-only links no set here has (docs/decisions/matching.md).
 */
export const CLOSE_IN_USE = 0.65;
/** A second or third course is shown only when its score is this close to the best one's. */
const RELATIVE = 0.9;
/** How much a word of the description counts beside a word of the title. */
const DESCRIPTION = 0.85;
/**
 * How much more a description word in an inflected form counts (catalog.ts, a verb's past tense
 * most often): it tells what happens in the course, not what it is about. The black holes course's
 * "the telescope technology that first photographed a black hole" showed it for "photography"
 * (photograph / photography, a derived form: 0.77); at half, 0.38 is not a close word (STRONG_WORD).
 */
const INFLECTED = 0.5;
/** Below this many courses a median says little: the typical one of a full catalog stands in for it. */
const MEDIAN_MIN_COURSES = 5;
const TYPICAL_MEDIAN = 0.4;

/** Why a concept's word counted: the course word it found and how close (1 = the same word or stem). */
export type WordMatch = { word: string; courseWord: string; similarity: number };
/** `strongest`: the closest any concept word came to a word of the course, the vectors counting only from CLOSE_IN_USE (STRONG_WORD). */
export type CourseMatch = { courseId: number; score: number; words: WordMatch[]; strongest: number };

/**
 * A concept word against the catalog: its similarity to each course's words, weighted (`rows`), and
 * per course the closest it comes to a word that may make the course shown (`strong`, STRONG_WORD;
 * 0 when it comes nowhere near).
 */
type WordRows = { rows: Float32Array[]; strong: Float32Array };

/** A catalog made ready for matching, with what it has worked out remembered (it is replaced when the catalog changes). */
export type Matcher = {
  catalog: Catalog;
  /** Per concept word: what it is against the catalog. */
  wordRows: Map<string, WordRows>;
  /** Per concept key: its shown courses. */
  shown: Map<string, CourseMatch[]>;
};

export const matcherOf = (catalog: Catalog): Matcher => ({ catalog, wordRows: new Map(), shown: new Map() });

const MEMO_LIMIT = 200_000;

function rowsOf(m: Matcher, w: MatchWord): WordRows {
  let rows = m.wordRows.get(w.word);
  if (!rows) {
    const strong = new Float32Array(m.catalog.courses.length);
    const rowsOfCourses = m.catalog.courses.map((c, ci) => {
      const row = Float32Array.from(c.words, (cw) => {
        const weight = (cw.inTitle ? 1 : cw.inflected ? DESCRIPTION * INFLECTED : DESCRIPTION) / Math.sqrt(m.catalog.coursesWith.get(cw.word) ?? 1);
        const near = wordSimilarity(w, cw);
        // What is known is never more than `near`: looked up only where it could reach STRONG_WORD.
        const sure = near >= CLOSE_IN_USE ? near : near * weight >= STRONG_WORD ? knownSimilarity(w, cw) : 0;
        strong[ci] = Math.max(strong[ci]!, sure * weight);
        return near * weight;
      });
      // Initials the course's words spell side by side ("tcm": Traditional Chinese Medicine,
      // acronyms.ts) are as sure as those words: counted at the first of them.
      const spelled = spelledBy(w, c.words);
      if (spelled) {
        const byInitials = spelled.every((cw) => cw.inTitle) ? 1 : DESCRIPTION;
        const at = c.words.indexOf(spelled[0]!);
        row[at] = Math.max(row[at]!, byInitials);
        strong[ci] = Math.max(strong[ci]!, byInitials);
      }
      return row;
    });
    rows = { rows: rowsOfCourses, strong };
    if (m.wordRows.size >= MEMO_LIMIT) m.wordRows.clear();
    m.wordRows.set(w.word, rows);
  }
  return rows;
}

/** Every offered course's match with the concept's words, in catalog order: coverage less the catalog's median. */
function scoreAll(m: Matcher, words: MatchWord[]): CourseMatch[] {
  const total = words.reduce((s, w) => s + w.weight, 0);
  if (total === 0) return [];
  const rows = words.map((w) => rowsOf(m, w));
  // A word of an alias (concept.ts aliasWord) is matched as well as the alias is, if better.
  const aliasAt = words.map((w) => (w.alias ? words.indexOf(w.alias) : -1));
  const onlyFraming = words.every(saysLittle);
  const scored = m.catalog.courses.map((c, ci) => {
    let covered = 0;
    let strongest = 0;
    const found: WordMatch[] = [];
    words.forEach((w, wi) => {
      const mayBeStrong = !saysLittle(w) || onlyFraming;
      let best = 0;
      let at = -1;
      for (const row of aliasAt[wi]! >= 0 ? [rows[wi]!.rows[ci]!, rows[aliasAt[wi]!]!.rows[ci]!] : [rows[wi]!.rows[ci]!])
        row.forEach((v, i) => {
          if (v > best) [best, at] = [v, i];
        });
      covered += w.weight * best;
      if (mayBeStrong) strongest = Math.max(strongest, rows[wi]!.strong[ci]!);
      if (at >= 0) found.push({ word: w.word, courseWord: c.words[at]!.word, similarity: Math.round(best * 100) / 100 });
    });
    return { courseId: c.id, score: covered / total, words: found, strongest };
  });
  const sorted = scored.map((s) => s.score).sort((a, b) => a - b);
  const median = sorted.length >= MEDIAN_MIN_COURSES ? sorted[Math.floor(sorted.length / 2)]! : TYPICAL_MEDIAN;
  return scored.map((s) => ({ ...s, score: s.score - median }));
}

/** The courses a concept key shows, best first (ties to the lower id): none when nothing clears the floor. */
export function shownForKey(m: Matcher, key: string): CourseMatch[] {
  let shown = m.shown.get(key);
  if (!shown) {
    // Only a course that may be shown (it has a close word) sets the bar for the others: "tao te
    // ching" came nearer the TCM course (0.32, through "yin" and "qi", none close) than the Taoism
    // course (0.26, "tao" / "taoism"), and so showed neither.
    const all = scoreAll(m, keyWords(key))
      .filter((c) => c.strongest >= STRONG_WORD)
      .sort((a, b) => b.score - a.score || a.courseId - b.courseId);
    const top = all[0]?.score ?? 0;
    shown = all.filter((c) => c.score >= FLOOR && c.score >= top * RELATIVE).slice(0, RELATED_COURSES);
    if (m.shown.size >= MEMO_LIMIT) m.shown.clear();
    m.shown.set(key, shown);
  }
  return shown;
}

/**
 * One course's match with a concept key, whether the rule shows it or not: how near a concept the
 * course is not shown for came (a course's page lists the nearest for the operator to attach).
 */
export const courseMatch = (m: Matcher, key: string, courseId: number): CourseMatch | undefined => scoreAll(m, keyWords(key)).find((c) => c.courseId === courseId);

/** The courses a concept (as typed) shows. */
export const shownFor = (m: Matcher, concept: string): CourseMatch[] => shownForKey(m, conceptKey(concept));
