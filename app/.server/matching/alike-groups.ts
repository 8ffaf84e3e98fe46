import { nearness } from "./same-demand.ts";

// The groups most like one group, for the operator who merges what the rule left apart: the rule
// misses phrasings that share no word or known relation ("astronomy" / "stargazing", "drawing" /
// "sketching"), and such a group is often asked too rarely to be among the most asked. They are
// ranked by nearness (same-demand.ts: alikeness plus half the likeness of the concepts as wholes).
// On the first four probe sets, of the 66 groups a group should have been one with, 25 are the
// nearest and 48 among the five nearest (of 20–45 groups), 14 not listed (on the first three, when
// the rule left 56 apart: 23, 41 and 13; by alikeness alone 21, 36 and 18; alike-groups.test.ts,
// docs/decisions/matching.md).

/**
 * A group's most asked keys compared with each other group's (its leader and the next most asked):
 * what each is mostly asked as. 8 and 3 gave the same figures on the probe sets and took 300–390 ms
 * against 100 ms for a group of bench:demand's keys against 5,000 groups.
 */
const OWN_KEYS = 4;
const OTHER_KEYS = 2;

/**
 * How near a group must be to be listed: below it the likeness is the vectors' noise. 0.25–0.35 list
 * as many of the right groups among the five nearest (41 of 56 on the probe sets) with 6.8–4.5
 * others a group listed; 0.3, 5.6 (by alikeness alone at its floor of 0.1, 7.4); 0.4 lists 33.
 */
const ALIKE = 0.3;

/**
 * The indices of `others` most like `group` (each a list of concept keys, most asked first), most
 * alike first, at most `limit`; a group less alike than ALIKE is not listed. Stable:
 * equally alike groups keep their order (the most asked first).
 */
export function mostAlike(group: readonly string[], others: ReadonlyArray<readonly string[]>, limit: number): number[] {
  const own = group.slice(0, OWN_KEYS);
  return others
    .map((keys, i) => ({ i, alike: Math.max(0, ...own.flatMap((a) => keys.slice(0, OTHER_KEYS).map((b) => nearness(a, b)))) }))
    .filter((x) => x.alike >= ALIKE)
    .sort((x, y) => y.alike - x.alike || x.i - y.i)
    .slice(0, limit)
    .map((x) => x.i);
}
