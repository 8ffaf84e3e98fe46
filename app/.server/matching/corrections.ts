import type { CourseMatch } from "./rule.ts";

// The operator's corrections as matching reads them (stored in demand_corrections and
// course_asker_exclusions, app/.server/db/demand-corrections.ts), by concept key: they apply to
// every search with the concept, before and after. What the rule decides, the operator can overrule:
// which courses a concept asks for, and which concepts are one group.

export type Corrections = {
  /** Pairs of concepts whose groups are one. */
  merges: ReadonlyArray<readonly [string, string]>;
  /** Concepts moved out of their group: each is a group of its own (merges aside), and joins no other. */
  separate: ReadonlySet<string>;
  /** A group's name, by a concept of it, with when it was given (the latest wins). */
  names: ReadonlyMap<string, { name: string; at: number }>;
  /** Courses a concept asks for although the rule does not say so. */
  attached: ReadonlyMap<string, ReadonlySet<number>>;
  /** Courses a concept does not ask for although the rule says so ("Leave out"). */
  excluded: ReadonlyMap<string, ReadonlySet<number>>;
};

export const NO_CORRECTIONS: Corrections = { merges: [], separate: new Set(), names: new Map(), attached: new Map(), excluded: new Map() };

/** A course shown because the operator attached the concept to it: first, with no words of the rule behind it. */
const attachedMatch = (courseId: number): CourseMatch => ({ courseId, score: 1, words: [], strongest: 1 });

/**
 * The courses a concept asks for: the rule's (`shown`), less those the operator left out, with
 * those the operator attached first (when they are offered).
 */
export function correctedCourses(shown: readonly CourseMatch[], key: string, c: Corrections, offered: (courseId: number) => boolean): CourseMatch[] {
  const out = c.excluded.get(key);
  const add = [...(c.attached.get(key) ?? [])].filter((id) => offered(id) && !out?.has(id)).sort((a, b) => a - b);
  return [...add.map(attachedMatch), ...shown.filter((m) => !out?.has(m.courseId) && !add.includes(m.courseId))];
}

/** Groups (lists of concept keys, most asked first) with the operator's merges applied: groups holding the two concepts of a merge become one, placed where the first of them was. */
export function mergeGroups(groups: readonly string[][], merges: Corrections["merges"]): string[][] {
  if (merges.length === 0) return [...groups];
  const groupOf = new Map<string, number>();
  groups.forEach((g, i) => g.forEach((k) => groupOf.set(k, i)));
  const parent = groups.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (const [a, b] of merges) {
    const [ga, gb] = [groupOf.get(a), groupOf.get(b)];
    if (ga === undefined || gb === undefined) continue;
    const [ra, rb] = [root(ga), root(gb)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  const merged = new Map<number, string[]>();
  groups.forEach((g, i) => {
    const r = root(i);
    merged.set(r, [...(merged.get(r) ?? []), ...g]);
  });
  return [...merged.values()];
}

/** The name the operator gave a group, by any of its concepts (the latest given). */
export function groupName(keys: readonly string[], c: Corrections): string | undefined {
  let latest: { name: string; at: number } | undefined;
  for (const k of keys) {
    const n = c.names.get(k);
    if (n && (!latest || n.at > latest.at)) latest = n;
  }
  return latest?.name;
}
