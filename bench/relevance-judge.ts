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

/**
 * A labelled set kept here, by name: "probe-11" is bench/relevance-probe-11.json, "hobbies" the 163
 * hobbies none of the seed courses is about. Each set says in its "about" what it measures and when
 * it was written (before or after the change it measured, blind or not).
 */
export const relevanceSet = (name: string): string => new URL(`./relevance-${name}.json`, import.meta.url).pathname;

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
