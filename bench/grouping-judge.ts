import { readdirSync, readFileSync } from "node:fs";
import { conceptKey } from "../app/.server/matching/text.ts";

// How a labelled set of concepts judges the Demand page's groups (bench/grouping.ts prints it, and
// app/.server/matching/grouping.test.ts holds the sets to the goal). Each concept is searched once;
// pairs of concepts are counted: precision = pairs grouped that should be / pairs grouped, recall =
// pairs grouped that should be / pairs that should be.

export type GroupingSet = { groups: string[][]; singles: string[] };
export type GroupingJudged = { grouped: number; right: number; shouldBe: number; groups: string[][]; wrong: string[]; missed: string[] };

export const pairPrecision = (j: GroupingJudged): number => (j.grouped === 0 ? 1 : j.right / j.grouped);
export const pairRecall = (j: GroupingJudged): number => (j.shouldBe === 0 ? 1 : j.right / j.shouldBe);

/**
 * Groups the set's concepts with `group` (concept keys, each asked once, in key order: with equal
 * counts nothing else orders them) and counts the pairs. Concepts with one key are one concept.
 */
export function judgeGrouping(set: GroupingSet, group: (keys: string[]) => string[][]): GroupingJudged {
  const truth = new Map<string, number>();
  set.groups.forEach((g, i) => g.forEach((c) => truth.set(c, i)));
  set.singles.forEach((c, i) => truth.set(c, set.groups.length + i));
  const concepts = [...truth.keys()];
  const byKey = new Map<string, string[]>();
  for (const c of concepts) byKey.set(conceptKey(c), [...(byKey.get(conceptKey(c)) ?? []), c]);
  const keys = [...byKey.keys()].sort();
  const found = new Map<string, number>();
  const groups = group(keys).map((g, i) => {
    const members = g.flatMap((k) => byKey.get(k) ?? []);
    for (const c of members) found.set(c, i);
    return members;
  });
  const j: GroupingJudged = { grouped: 0, right: 0, shouldBe: 0, groups, wrong: [], missed: [] };
  for (let a = 0; a < concepts.length; a++)
    for (let b = a + 1; b < concepts.length; b++) {
      const [ca, cb] = [concepts[a]!, concepts[b]!];
      const same = truth.get(ca) === truth.get(cb);
      const together = found.has(ca) && found.get(ca) === found.get(cb);
      if (same) j.shouldBe++;
      if (together) j.grouped++;
      if (same && together) j.right++;
      if (together && !same) j.wrong.push(`${ca} + ${cb}`);
      if (same && !together) j.missed.push(`${ca} / ${cb}`);
    }
  return j;
}

export const readGroupingSet = (file: string): GroupingSet => JSON.parse(readFileSync(file, "utf8")) as GroupingSet;

/** The development set beside the repository (../shared/data); a copy without ../shared skips it, saying so. */
export const GROUPING_DEV_SET = new URL("../../shared/data/grouping-dev.json", import.meta.url).pathname;

/**
 * A labelled set kept here, by name: "probe-21" is bench/grouping-probe-21.json. Each set says in its
 * "about" what it measures and when it was written (before or after the change it measured, blind or not).
 */
export const groupingSet = (name: string): string => new URL(`./grouping-${name}.json`, import.meta.url).pathname;

/** Every grouping set kept here, by name in natural order ("probe-2" before "probe-10"): bench:grouping runs them all. */
export const groupingSets = (): string[] =>
  readdirSync(new URL(".", import.meta.url))
    .flatMap((file) => /^grouping-(.+)\.json$/.exec(file)?.[1] ?? [])
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map(groupingSet);
