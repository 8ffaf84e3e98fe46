import { readFileSync } from "node:fs";
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

/** The development set beside the repository (../shared/data), and the held-out probes kept here. */
export const GROUPING_DEV_SET = new URL("../../shared/data/grouping-dev.json", import.meta.url).pathname;
export const GROUPING_PROBE_SET = new URL("./grouping-probe.json", import.meta.url).pathname;
/** Written later (18 classes, 15 singles) and never used to choose anything: the nearest to an unseen judging set. */
export const GROUPING_PROBE_2_SET = new URL("./grouping-probe-2.json", import.meta.url).pathname;
/** Written at the end of the session that read forms, audiences, typos and adverbs (13 classes, 15 singles), to measure only. */
export const GROUPING_PROBE_3_SET = new URL("./grouping-probe-3.json", import.meta.url).pathname;
/** Written after WordNet's phrases (2026-11-30), on topics no other set has, to measure only. */
export const GROUPING_PROBE_4_SET = new URL("./grouping-probe-4.json", import.meta.url).pathname;
/**
 * Ten topics, each in the same 49 frames ("… skills", "… podcasts", "a crash course in …"): written
 * from the scans that found frame words anchoring every topic they framed, so it shows what those
 * changes hold, not how the rule does on unseen phrasings.
 */
export const GROUPING_FRAMES_SET = new URL("./grouping-frames.json", import.meta.url).pathname;
/**
 * Eighteen topics (eight of them phrases) in 79 other frames (a setting, a medium, a price, an age, a
 * year, a duration, an exam, a part): a second scan, written before the changes it measured.
 */
export const GROUPING_FRAMES_2_SET = new URL("./grouping-frames-2.json", import.meta.url).pathname;
/** Twenty-four topics asked about in 30 ways ("what is …", "… demystified", "I keep hearing about …"): a third scan, written before the changes it measured. */
export const GROUPING_FRAMES_3_SET = new URL("./grouping-frames-3.json", import.meta.url).pathname;
/** Twenty-four topics in 30 wishes told as a sentence ("… before I turn 40", "… to impress my friends"): a fourth scan, written before the changes it measured. */
export const GROUPING_FRAMES_4_SET = new URL("./grouping-frames-4.json", import.meta.url).pathname;
/** Twenty-five activities, each three ways ("bread baking", "how to bake bread"): written to measure a known weakness, one activity on other objects grouped. */
export const GROUPING_ACTIVITIES_SET = new URL("./grouping-activities.json", import.meta.url).pathname;
/** Written after compounds and verb forms (2026-11-30, issue-36-verb-forms-1), on topics no other set has (10 classes, 12 singles), before the changes it measured. */
export const GROUPING_PROBE_5_SET = new URL("./grouping-probe-5.json", import.meta.url).pathname;
/** Written after phrase topics (2026-11-30, issue-36-phrase-topic-1), on topics no other set has (10 classes, 12 singles), to measure only. */
export const GROUPING_PROBE_6_SET = new URL("./grouping-probe-6.json", import.meta.url).pathname;
/** Written after initials (2026-11-30, issue-36-initials-1), on topics no other set has (10 classes, 12 singles), to measure only. */
export const GROUPING_PROBE_7_SET = new URL("./grouping-probe-7.json", import.meta.url).pathname;
/** Written at the start of the sixth session of 2026-11-30 (issue-36-initials-1), on topics no other set has (10 classes, 12 singles), before the changes it measured. */
export const GROUPING_PROBE_8_SET = new URL("./grouping-probe-8.json", import.meta.url).pathname;
/** Written at the end of the same session (issue-36-forms-1), on topics no other set has, to measure only. */
export const GROUPING_PROBE_9_SET = new URL("./grouping-probe-9.json", import.meta.url).pathname;
/** Written the same session after probe 9, on topics no other set has, to measure only. */
export const GROUPING_PROBE_10_SET = new URL("./grouping-probe-10.json", import.meta.url).pathname;
/** Written at the start of the seventh session of 2026-11-30 (issue-36-forms-1), on topics no other set has (12 classes, 12 singles), before any change of that session. */
export const GROUPING_PROBE_11_SET = new URL("./grouping-probe-11.json", import.meta.url).pathname;
/** The twelfth, written by a helper who saw no code and no other set, at the end of the ninth session (issue-36-field-heads-1), to measure only. */
export const GROUPING_PROBE_12_SET = new URL("./grouping-probe-12.json", import.meta.url).pathname;
/** The thirteenth, written blind by a helper at the start of the tenth session (issue-36-field-heads-3), before its changes: 14 classes, 10 singles that share a word with a class. */
export const GROUPING_PROBE_13_SET = new URL("./grouping-probe-13.json", import.meta.url).pathname;
/** The fourteenth, in the development set's style (8 classes in natural phrasings, 8 singles on topics of their own), written blind the same way later in the tenth session (issue-36-whole-words-1). */
export const GROUPING_PROBE_14_SET = new URL("./grouping-probe-14.json", import.meta.url).pathname;
/** The fifteenth, in the development set's style, written blind the same way at the start of the eleventh session (issue-36-misspelt-1), before the changes it measured. */
export const GROUPING_PROBE_15_SET = new URL("./grouping-probe-15.json", import.meta.url).pathname;
/** The sixteenth, in the development set's style, written blind the same way later in the eleventh session (issue-36-unlisted-2), after its other changes. */
export const GROUPING_PROBE_16_SET = new URL("./grouping-probe-16.json", import.meta.url).pathname;
/** The seventeenth, in the development set's style, written blind the same way at the end of the eleventh session (issue-36-fields-2), after its changes. */
export const GROUPING_PROBE_17_SET = new URL("./grouping-probe-17.json", import.meta.url).pathname;
/** The eighteenth, in the development set's style, written blind the same way in the twelfth session, after the topic dictionary (issue-36-topics-1). */
export const GROUPING_PROBE_18_SET = new URL("./grouping-probe-18.json", import.meta.url).pathname;
/** The nineteenth, written blind the same way at the start of the thirteenth session on topics of the 2010s and 2020s (tools, apps, new sports and crafts), before the changes it measured (issue-36-topics-2). */
export const GROUPING_PROBE_19_SET = new URL("./grouping-probe-19.json", import.meta.url).pathname;
/** The twentieth, in the development set's style, written blind the same way in the fourteenth session, measured before and after its change (issue-36-named-leaders-1). */
export const GROUPING_PROBE_20_SET = new URL("./grouping-probe-20.json", import.meta.url).pathname;
/** The twenty-first, in the development set's style, written blind the same way at the start of the fifteenth session, measured before its changes (the topic dictionary's second pass). */
export const GROUPING_PROBE_21_SET = new URL("./grouping-probe-21.json", import.meta.url).pathname;
/** Twenty-four activities written as one word, as two and as a verb and its object ("beekeeping", "bee keeping", "how to keep bees"), and eight others on the same objects: written after compounds.ts was first tried, measured before and after it. */
export const GROUPING_COMPOUNDS_SET = new URL("./grouping-compounds.json", import.meta.url).pathname;
