import { readFileSync } from "node:fs";
import type { CourseText } from "../app/.server/matching/catalog.ts";

// How a labelled set of concepts judges a matching rule (bench/relevance.ts prints it, and
// app/.server/matching/relevance.test.ts holds the development set to the goal).

export type RelevanceSet = {
  related: Array<{ concept: string; want: number; ok: number[] }>;
  unrelated: string[];
};

export type Judged = {
  /** Courses shown for the related concepts, and of them those that fit (want or ok). */
  shown: number;
  fit: number;
  /** Related concepts whose wanted course is shown. */
  found: number;
  related: number;
  /** Unrelated concepts that show any course. */
  noisy: number;
  unrelated: number;
  misses: string[];
  noise: string[];
};

export const precision = (j: Judged): number => (j.shown === 0 ? 1 : j.fit / j.shown);
export const recall = (j: Judged): number => (j.related === 0 ? 1 : j.found / j.related);
export const noiseRate = (j: Judged): number => (j.unrelated === 0 ? 0 : j.noisy / j.unrelated);

export function judge(set: RelevanceSet, shownIds: (concept: string) => number[]): Judged {
  const j: Judged = { shown: 0, fit: 0, found: 0, related: set.related.length, noisy: 0, unrelated: set.unrelated.length, misses: [], noise: [] };
  for (const r of set.related) {
    const ids = shownIds(r.concept);
    j.shown += ids.length;
    j.fit += ids.filter((id) => id === r.want || r.ok.includes(id)).length;
    if (ids.includes(r.want)) j.found++;
    else j.misses.push(`${r.concept} → [${ids.join(", ")}], wanted ${r.want}`);
  }
  for (const concept of set.unrelated) {
    const ids = shownIds(concept);
    if (ids.length > 0) {
      j.noisy++;
      j.noise.push(`${concept} → [${ids.join(", ")}]`);
    }
  }
  return j;
}

export const readSet = (file: string): RelevanceSet => JSON.parse(readFileSync(file, "utf8")) as RelevanceSet;

/** The held-out probe set in the repository (bench/relevance-probe.json): not used to choose the rule's numbers. */
export const PROBE_SET = new URL("./relevance-probe.json", import.meta.url).pathname;
/** A second probe (77 ways to ask for the nine courses, related only), written before the changes it measured. */
export const PROBE_2_SET = new URL("./relevance-probe-2.json", import.meta.url).pathname;
/**
 * A third (36 related, 24 unrelated, 10 of them sharing a word or theme with a course), written blind
 * by a helper who saw no code and no other set, at the start of the tenth session (issue-36-field-heads-3).
 */
export const PROBE_3_SET = new URL("./relevance-probe-3.json", import.meta.url).pathname;
/** A fourth in the development set's style (21 related, 11 unrelated, natural wording), written blind the same way later in the tenth session (issue-36-language-parts-1). */
export const PROBE_4_SET = new URL("./relevance-probe-4.json", import.meta.url).pathname;
/** A fifth in the development set's style, written blind the same way at the start of the eleventh session (issue-36-misspelt-1). */
export const PROBE_5_SET = new URL("./relevance-probe-5.json", import.meta.url).pathname;
/** A sixth in the development set's style, written blind the same way later in the eleventh session (issue-36-unlisted-2), after its other changes. */
export const PROBE_6_SET = new URL("./relevance-probe-6.json", import.meta.url).pathname;
/** A seventh in the development set's style, written blind the same way at the end of the eleventh session (issue-36-fields-2), after its changes. */
export const PROBE_7_SET = new URL("./relevance-probe-7.json", import.meta.url).pathname;
/** An eighth in the development set's style, written blind the same way in the twelfth session, after the topic dictionary (issue-36-topics-1). */
export const PROBE_8_SET = new URL("./relevance-probe-8.json", import.meta.url).pathname;
/** A ninth, written blind the same way in the thirteenth session (issue-36-named-1), harder than the development set: names and terms the courses' subjects are known for ("spaghettification", "the forer effect"), and tempting unrelated concepts. */
export const PROBE_9_SET = new URL("./relevance-probe-9.json", import.meta.url).pathname;
/** A tenth in the development set's style, written blind the same way in the fourteenth session, to measure only; its unrelated concepts share a word with a course ("study habits", "yin yoga"). */
export const PROBE_10_SET = new URL("./relevance-probe-10.json", import.meta.url).pathname;
/** An eleventh in the development set's style, written blind the same way at the start of the fifteenth session, before its changes: sub-topics the courses cover without their title words ("heaty food", "nest egg"), and unrelated concepts that share a word with a course. */
export const PROBE_11_SET = new URL("./relevance-probe-11.json", import.meta.url).pathname;

/**
 * 163 common hobbies, skills and subjects none of the seed courses is about: noise only. Written from
 * the scan that found "photography", "astronomy" or "fashion design" showing a course.
 */
export const HOBBIES_SET = new URL("./relevance-hobbies.json", import.meta.url).pathname;

/** The development set beside the repository (../shared/data). */
export const DEV_SET = new URL("../../shared/data/relevance-dev.json", import.meta.url).pathname;

const unquote = (s: string) => s.replaceAll("''", "'");

/** The seed courses as the migration writes them (id, title, …, category, description), read from its SQL. */
export function seedCourses(): CourseText[] {
  const sqlText = readFileSync(new URL("../drizzle/0002_seed_courses.sql", import.meta.url), "utf8");
  const str = `'((?:[^']|'')*)'`;
  const row = new RegExp(`\\((\\d+), ${str}, ${str}, [\\d.]+, \\d+, \\d+, \\d+, ${str}, ${str},\\s*${str}\\)`, "g");
  return [...sqlText.matchAll(row)].map((m) => ({ id: Number(m[1]), title: unquote(m[2]!), category: unquote(m[5]!), description: unquote(m[6]!) }));
}
