import { describe, expect, it } from "vitest";
import { groupingSet, readGroupingSet } from "../../../bench/grouping-judge.ts";
import { mostAlike } from "./alike-groups.ts";
import { DemandGroups, nearness } from "./same-demand.ts";
import { conceptKey } from "./text.ts";

// The groups offered first to merge a group with (a group's correction page): the most alike.
const keys = (...concepts: string[]) => concepts.map(conceptKey);

describe("the groups most like a group", () => {
  it("lists a phrasing the rule left apart first, before more asked groups alike in nothing", () => {
    const others = [keys("Piano", "piano lessons"), keys("Sourdough baking"), keys("Global warming explained"), keys("zzqx vlorp")];
    const alike = mostAlike(keys("Climate change", "the science of climate change"), others, 10);
    expect(alike[0]).toBe(2);
    expect(alike).not.toContain(1);
    expect(alike).not.toContain(3);
  });

  it("lists a group that names another number after one that names the same: only the concepts as wholes are alike", () => {
    expect(mostAlike(keys("World war 1"), [keys("World war 2"), keys("World war 1 history")], 10)).toEqual([1, 0]);
    expect(nearness(conceptKey("World war 1"), conceptKey("World war 2"))).toBeLessThan(nearness(conceptKey("World war 1"), conceptKey("World war 1 history")));
  });

  it("ranks the most alike first and lists at most the limit", () => {
    const others = [keys("Sourdough baking"), keys("Jazz guitar chords and improvisation for adults"), keys("Classical guitar"), keys("Guitar")];
    const own = keys("Guitar lessons");
    const byAlikeness = [1, 2, 3].sort((a, b) => nearness(own[0]!, others[b]![0]!) - nearness(own[0]!, others[a]![0]!));
    expect(byAlikeness[0]).toBe(3);
    expect(mostAlike(own, others, 2)).toEqual(byAlikeness.slice(0, 2));
  });
});

// On the probe sets (bench/grouping-probe*.json), for each group the rule made, where the groups it
// should have been one with rank among all the others, the nearest first: 41 of 56 among the five
// nearest, 23 first, 13 not listed (by alikeness alone 36, 21 and 18; docs/decisions/matching.md);
// by how often they were asked (once each) they would be anywhere among 20–45.
// Probes 1–4: with the first three alone, 50 groups were left apart once a phrase WordNet has read
// the dictionary's definition too (issue-36-phrase-topics-1), too few to judge by.
describe("on the probe sets, a group the rule left apart is among the five most alike", () => {
  const ranks: number[] = [];
  for (const file of [groupingSet("probe"), groupingSet("probe-2"), groupingSet("probe-3"), groupingSet("probe-4")]) {
    const set = readGroupingSet(file);
    const classOf = new Map<string, number>();
    set.groups.forEach((g, i) => g.forEach((c) => classOf.set(conceptKey(c), i)));
    set.singles.forEach((c, i) => classOf.set(conceptKey(c), set.groups.length + i));
    const groups = new DemandGroups().group([...classOf.keys()].sort());
    for (const g of groups) {
      const others = groups.filter((o) => o !== g);
      const order = mostAlike(g, others, others.length);
      others.forEach((o, i) => {
        if (o.some((k) => g.some((own) => classOf.get(own) === classOf.get(k)))) ranks.push(order.indexOf(i) + 1 || Infinity);
      });
    }
  }
  it("for at least 70 % of them", () => {
    expect(ranks.length).toBeGreaterThan(50);
    expect(ranks.filter((r) => r <= 5).length / ranks.length, ranks.join(",")).toBeGreaterThanOrEqual(0.7);
  });
});
