import { matchWords, type MatchWord } from "./concept.ts";
import { isInflection } from "./lexicon.ts";

// The offered courses as matching reads them: each course's words, those of its title marked, and
// in how many courses each word appears (a word most courses use, such as "science", tells them apart less).

export type CourseText = { id: number; title: string; category: string; description: string };
/** `inflected`: a word of the description in a form WordNet has not as a word of its own ("photographed"). */
export type CourseWord = MatchWord & { inTitle: boolean; inflected: boolean };
export type MatchCourse = { id: number; words: CourseWord[] };
export type Catalog = { courses: MatchCourse[]; coursesWith: ReadonlyMap<string, number> };

export function readCatalog(courses: readonly CourseText[]): Catalog {
  const coursesWith = new Map<string, number>();
  const read = courses.map((c) => {
    const title = new Set(matchWords(c.title).map((w) => w.word));
    const seen = new Map<string, CourseWord>();
    for (const w of matchWords(`${c.title} ${c.category} ${c.description}`)) seen.set(w.word, { ...w, inTitle: title.has(w.word), inflected: !title.has(w.word) && isInflection(w.word) });
    for (const word of seen.keys()) coursesWith.set(word, (coursesWith.get(word) ?? 0) + 1);
    return { id: c.id, words: [...seen.values()] };
  });
  return { courses: read, coursesWith };
}
