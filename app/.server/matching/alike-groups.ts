import { alikeness } from "./same-demand.ts";

// The groups most like one group, for the operator who merges what the rule left apart: the rule
// misses phrasings that share no word or known relation ("climate change" / "global warming
// explained", "drawing" / "sketching"), and such a group is often asked too rarely to be among the
// most asked. On the three probe sets, of the 64 groups a group should have been one with, 24 were
// the most alike and 41 among the five most alike (of 20–45 groups); 16 were not alike enough to be
// listed (alike-groups.test.ts, docs/decisions/matching.md).

/**
 * A group's most asked keys compared with each other group's (its leader and the next most asked):
 * what each is mostly asked as. 8 and 3 gave the same figures on the probe sets and took 300–390 ms
 * against 100 ms for a group of bench:demand's keys against 5,000 groups.
 */
const OWN_KEYS = 4;
const OTHER_KEYS = 2;

/**
 * How alike a group must be to be listed: below it the likeness is the vectors' noise ("negotiation
 * skills" / "yoga" 0.09). 0.1 lists as many of the right groups among the five most alike as no
 * floor (41 of 64 on the probe sets) with fewer others (7.5 of 10 listed a group against 9.0);
 * 0.2 lists 34 (docs/decisions/matching.md).
 */
const ALIKE = 0.1;

/**
 * The indices of `others` most like `group` (each a list of concept keys, most asked first), most
 * alike first, at most `limit`; a group less alike than ALIKE is not listed. Stable:
 * equally alike groups keep their order (the most asked first).
 */
export function mostAlike(group: readonly string[], others: ReadonlyArray<readonly string[]>, limit: number): number[] {
  const own = group.slice(0, OWN_KEYS);
  return others
    .map((keys, i) => ({ i, alike: Math.max(0, ...own.flatMap((a) => keys.slice(0, OTHER_KEYS).map((b) => alikeness(a, b)))) }))
    .filter((x) => x.alike >= ALIKE)
    .sort((x, y) => y.alike - x.alike || x.i - y.i)
    .slice(0, limit)
    .map((x) => x.i);
}
