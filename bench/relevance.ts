// npm run bench:relevance [set.json]: how well matching agrees with people, on a labelled set of
// concepts (default: the development set, ../shared/data/relevance-dev.json) against the nine seed
// courses. Precision: shown courses that fit; recall: related concepts whose course is shown;
// noise: unrelated concepts that show any course. Goal: ≥ 90 %, ≥ 85 %, ≤ 1 in 12. Then the same
// set with each concept in the form of a class ("a crash course in …"), with a typo, and told as a
// sentence (bench/variants.ts).
import { readCatalog } from "../app/.server/matching/catalog.ts";
import { correctedCourses, NO_CORRECTIONS, type Corrections } from "../app/.server/matching/corrections.ts";
import { matcherOf, RELATED_COURSES, shownFor, shownForKey } from "../app/.server/matching/rule.ts";
import { conceptKey } from "../app/.server/matching/text.ts";
import { DEV_SET, judge, noiseRate, precision, readSet, recall, seedCourses, type RelevanceSet } from "./relevance-judge.ts";
import { VARIANTS, variedRelevanceSet } from "./variants.ts";

const file = process.argv[2] ?? DEV_SET;
const matcher = matcherOf(readCatalog(seedCourses()));
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const set = readSet(file);
const labelled: [string, RelevanceSet][] = [[`relevance of ${file}`, set], ...VARIANTS.map(([name, vary]): [string, RelevanceSet] => [`the same, each concept ${name} (bench/variants.ts)`, variedRelevanceSet(set, vary)])];
for (const [title, varied] of labelled) {
  const j = judge(varied, (concept) => shownFor(matcher, concept).map((c) => c.courseId));
  const out = [
    title,
    `precision ${pct(precision(j))} (${j.fit} of ${j.shown} courses shown fit)`,
    `recall    ${pct(recall(j))} (${j.found} of ${j.related} related concepts show their course)`,
    `noise     ${pct(noiseRate(j))} (${j.noisy} of ${j.unrelated} unrelated concepts show a course)`,
    ...j.misses.map((m) => `  missed: ${m}`),
    ...j.noise.map((m) => `  noise:  ${m}`),
  ];
  process.stdout.write(`${out.join("\n")}\n\n`);
}

// What the operator's attachments teach (app/.server/matching/corrections.ts): each related concept
// the rule misses is attached to its course, as on the course's page; then each is asked again in
// the form of a class, with a typo and told as a sentence: other keys, never attached, that find
// the course as phrasings of the concept attached (same-demand.ts Phrasings). The unrelated
// concepts are asked too.
const missed = set.related.filter((r) => !shownFor(matcher, r.concept).some((c) => c.courseId === r.want));
if (missed.length > 0) {
  const corrections: Corrections = { ...NO_CORRECTIONS, attached: new Map(missed.map((r) => [conceptKey(r.concept), new Set([r.want])])) };
  const corrected = (concept: string) => {
    const key = conceptKey(concept);
    return correctedCourses(shownForKey(matcher, key), key, corrections, () => true)
      .slice(0, RELATED_COURSES)
      .map((c) => c.courseId);
  };
  const out = [`the ${missed.length} related concepts the rule misses, each attached to its course, then asked in other words`];
  for (const [name, vary] of VARIANTS) {
    const varied = variedRelevanceSet({ related: missed, unrelated: set.unrelated }, vary);
    const [before, after] = [judge(varied, (c) => shownFor(matcher, c).map((m) => m.courseId)), judge(varied, corrected)];
    out.push(`  ${name}: ${after.found} of ${missed.length} show their course (the rule alone: ${before.found}); precision ${pct(precision(after))}; unrelated concepts showing a course ${after.noisy} of ${after.unrelated} (${before.noisy})`);
  }
  process.stdout.write(`${out.join("\n")}\n`);
}
