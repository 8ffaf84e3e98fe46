// npm run bench:grouping [set.json]: how well the Demand page's groups agree with people, on a
// labelled set (default: the development set ../shared/data/grouping-dev.json, then the two probe sets
// kept here). Goal: pairwise precision ≥ 90 %, recall ≥ 85 %.
import { DemandGroups } from "../app/.server/matching/same-demand.ts";
import { GROUPING_DEV_SET, GROUPING_PROBE_2_SET, GROUPING_PROBE_SET, judgeGrouping, pairPrecision, pairRecall, readGroupingSet } from "./grouping-judge.ts";

const files = process.argv[2] ? [process.argv[2]] : [GROUPING_DEV_SET, GROUPING_PROBE_SET, GROUPING_PROBE_2_SET];
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
for (const file of files) {
  const j = judgeGrouping(readGroupingSet(file), (keys) => new DemandGroups().group(keys));
  const out = [
    `grouping of ${file}`,
    `groups    ${j.groups.length}`,
    `precision ${pct(pairPrecision(j))} (${j.right} of ${j.grouped} pairs grouped belong together)`,
    `recall    ${pct(pairRecall(j))} (${j.right} of ${j.shouldBe} pairs that belong together are grouped)`,
    ...j.wrong.map((m) => `  wrong:  ${m}`),
    ...j.missed.map((m) => `  missed: ${m}`),
  ];
  process.stdout.write(`${out.join("\n")}\n\n`);
}
