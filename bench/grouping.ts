// npm run bench:grouping [set.json]: how well the Demand page's groups agree with people, on a
// labelled set (default: the development set ../shared/data/grouping-dev.json, then every set kept
// here, bench/grouping-*.json: the probes, the frames, activities and compounds sets, each also with
// its phrasings in the form of a class, with a typo and told as a sentence, bench/variants.ts; then bench:demand's keys at scale, and a concept moved out of its
// group there, timed against grouping every key afresh). Goal: pairwise precision ≥ 90 %, recall ≥ 85 %.
import { existsSync } from "node:fs";
import { DemandGroups } from "../app/.server/matching/same-demand.ts";
import { conceptKey } from "../app/.server/matching/text.ts";
import { conceptPool } from "./demand-pool.ts";
import { GROUPING_DEV_SET, groupingSets, judgeGrouping, pairPrecision, pairRecall, readGroupingSet, type GroupingSet } from "./grouping-judge.ts";
import { VARIANTS, variedGroupingSet } from "./variants.ts";

const files = process.argv[2] ? [process.argv[2]] : [GROUPING_DEV_SET, ...groupingSets()];
// The development set lies beside the repository: a copy without ../shared skips it, saying so.
for (const absent of files.filter((f) => !existsSync(f))) process.stdout.write(`NOTICE: ${absent} is absent (a copy without ../shared): skipped.\n\n`);
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const pairs = (n: number) => (n * (n - 1)) / 2;
const sets = files.filter((f) => existsSync(f)).flatMap((file): [string, GroupingSet][] => {
  const set = readGroupingSet(file);
  return [[`grouping of ${file}`, set], ...VARIANTS.map(([name, vary]): [string, GroupingSet] => [`the same, phrasings ${name} (bench/variants.ts)`, variedGroupingSet(set, vary)])];
});
/** What `work` returns, and how long it took (ms). */
function timed<T>(work: () => T): [T, number] {
  const t0 = performance.now();
  const result = work();
  return [result, performance.now() - t0];
}
/** At most LISTED pairs of each kind are printed (the frames set misses hundreds alike). */
const LISTED = 40;
const listed = (lines: string[]): string[] => (lines.length > LISTED ? [...lines.slice(0, LISTED), `  … and ${lines.length - LISTED} more`] : lines);
for (const [title, set] of sets) {
  const j = judgeGrouping(set, (keys) => new DemandGroups().group(keys));
  const out = [
    title,
    `groups    ${j.groups.length}`,
    `precision ${pct(pairPrecision(j))} (${j.right} of ${j.grouped} pairs grouped belong together)`,
    `recall    ${pct(pairRecall(j))} (${j.right} of ${j.shouldBe} pairs that belong together are grouped)`,
    ...listed(j.wrong.map((m) => `  wrong:  ${m}`)),
    ...listed(j.missed.map((m) => `  missed: ${m}`)),
  ];
  process.stdout.write(`${out.join("\n")}\n\n`);
}

// At scale: bench:demand's 20,000-odd distinct keys (bench/demand-pool.ts), grouped in popularity
// order as the Demand page groups them, judged against the topic each was made from. Topics are a
// strict truth ("black holes" and "the event horizon" are two topics, one class), so precision here
// is a floor; what it shows is whether groups stay classes or run together.
if (!process.argv[2]) {
  const keyTopic = new Map<string, string>();
  // How often each key is asked when bench:demand draws its million searches (pool index
  // ⌊n·u⁴⌋ for a uniform u: entry i is drawn with probability ((i+1)/n)^¼ − (i/n)^¼), rounded as the
  // page counts: the long tail's keys are asked as often as many others, and those ties are ordered
  // as the Demand page orders them (same-demand.ts centralFirst).
  const SEARCHES = 1_000_000;
  const pool = conceptPool();
  const expected = new Map<string, number>();
  pool.forEach(({ concept, topic }, i) => {
    const key = conceptKey(concept);
    if (!keyTopic.has(key)) keyTopic.set(key, topic);
    expected.set(key, (expected.get(key) ?? 0) + SEARCHES * (((i + 1) / pool.length) ** 0.25 - (i / pool.length) ** 0.25));
  });
  const count = (key: string) => Math.round(expected.get(key)!);
  const keys = [...keyTopic.keys()].filter((k) => k !== "").sort((a, b) => count(b) - count(a) || (a < b ? -1 : a > b ? 1 : 0));
  const held = new DemandGroups();
  const [groups, ms] = timed(() => held.group(keys, count));
  const perTopic = (members: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const k of members) counts.set(keyTopic.get(k)!, (counts.get(keyTopic.get(k)!) ?? 0) + 1);
    return counts;
  };
  let right = 0;
  let grouped = 0;
  for (const g of groups) {
    grouped += pairs(g.length);
    for (const n of perTopic(g).values()) right += pairs(n);
  }
  const shouldBe = [...perTopic(keys).values()].reduce((s, n) => s + pairs(n), 0);
  const largest = [...groups].sort((a, b) => b.length - a.length).slice(0, 3);
  const out = [
    `grouping at scale: ${keys.length} keys of ${perTopic(keys).size} topics (bench/demand-pool.ts) in ${(ms / 1000).toFixed(1)} s`,
    `groups    ${groups.length}`,
    `precision ${pct(right / grouped)} of pairs grouped are of one topic`,
    `recall    ${pct(right / shouldBe)} of pairs of one topic are grouped`,
    ...largest.map((g) => `  largest: ${g.length} keys, led by "${g[0]}": ${[...perTopic(g)].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([t, n]) => `${t} ${n}`).join(", ")}`),
  ];
  process.stdout.write(`${out.join("\n")}\n`);

  // The operator moves a concept out of its group, or puts it back: only the keys it touches are
  // placed again (same-demand.ts withSeparate). The baseline, in the same process: grouping every
  // key afresh with the new set, as the Demand page did before. A group's first key is its leader
  // (the most asked, placed first).
  const [group] = largest;
  const moves: Array<[string, string]> = [[`the leader of the largest group (${group!.length} keys)`, group![0]!], ["a member of it", group![1]!]];
  const lines = moves.map(([what, key]) => {
    const [moved, moveOut] = timed(() => {
      const next = held.withSeparate(new Set([key]));
      next.group(keys, count);
      return next;
    });
    const [, back] = timed(() => moved.withSeparate(new Set()).group(keys, count));
    const [, afresh] = timed(() => new DemandGroups(new Set([key])).group(keys, count));
    return `  ${what} out ${moveOut.toFixed(0)} ms, back ${back.toFixed(0)} ms; grouping every key afresh ${afresh.toFixed(0)} ms (${((100 * moveOut) / afresh).toFixed(1)} %)`;
  });
  process.stdout.write(`moving a concept out of its group, at scale:\n${lines.join("\n")}\n`);
}
