// npm run bench:relevance [set.json]: how well matching agrees with people, on a labelled set of
// concepts (default: the development set, ../shared/data/relevance-dev.json) against the nine seed
// courses. Precision: shown courses that fit; recall: related concepts whose course is shown;
// noise: unrelated concepts that show any course. Goal: ≥ 90 %, ≥ 85 %, ≤ 1 in 12. Then the same
// set with each concept in the form of a class ("a crash course in …"), with a typo, and told as a
// sentence (bench/variants.ts).
import { readCatalog } from "../app/.server/matching/catalog.ts";
import { matcherOf, shownFor } from "../app/.server/matching/rule.ts";
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
