import type { CourseMatch } from "./rule.ts";
import { Phrasings } from "./same-demand.ts";

// The operator's corrections as matching reads them (stored in demand_corrections and
// course_asker_exclusions, app/.server/db/demand-corrections.ts), by concept key: they apply to
// every search with the concept, before and after. What the rule decides, the operator can overrule:
// which courses a concept asks for, and which concepts are one group. A course attached to a concept,
// or left out for it, is so for its other phrasings too (same-demand.ts Phrasings: "cosmology
// explained for kids" of "cosmology"), so the operator teaches a topic once, not each way it is typed.

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

// The concepts a set of corrections attached to or left out of a course, to find each key's
// phrasings of them. Kept across reads of the corrections, by those concepts: they change seldom,
// and a course's askers ask for every key (npm run bench:demand, 20,652 keys: the first askers call
// after attaching four concepts 1.3–1.4 s, after one more 0.23–0.28 s, which works out only the
// pairs it adds; then p95 63–77 ms; after a start, the warm-up works them out in the background with
// each course's askers).
const phrasingsOf = new WeakMap<Corrections, Phrasings>();
let lastPhrasings: { keys: string; phrasings: Phrasings } | undefined;
function correctedPhrasings(c: Corrections): Phrasings {
  let phrasings = phrasingsOf.get(c);
  if (!phrasings) {
    // A concept moved out of its group is a class of its own: it teaches no other concept, as it joins no group.
    const keys = [...new Set([...c.attached.keys(), ...c.excluded.keys()])].filter((k) => !c.separate.has(k)).sort();
    const id = keys.join("\n");
    if (lastPhrasings?.keys !== id) lastPhrasings = { keys: id, phrasings: new Phrasings(keys) };
    phrasings = lastPhrasings.phrasings;
    phrasingsOf.set(c, phrasings);
  }
  return phrasings;
}

/**
 * What the operator said of a course for a concept: it asks for it (`attached`) or not (left out),
 * said of the concept `as`; for a leave-out, the concept an attachment was also said of, if any
 * (the course's page still lists it, to take back in).
 */
export type CourseSay = { attached: boolean; as: string; attachedAs?: string };

/**
 * What the operator said of each course for a concept: of it, a leave-out over an attachment; else
 * of the most alike concept it is another phrasing of (same-demand.ts Phrasings) that the operator
 * said something of, a leave-out first; none for a concept moved out of its group.
 */
export function courseSays(c: Corrections, key: string): Map<number, CourseSay> {
  const says = new Map<number, CourseSay>();
  const hear = (of: string) => {
    for (const id of c.excluded.get(of) ?? []) if (!says.has(id)) says.set(id, { attached: false, as: of });
    for (const id of c.attached.get(of) ?? []) {
      const said = says.get(id);
      if (!said) says.set(id, { attached: true, as: of });
      else if (!said.attached) said.attachedAs ??= of;
    }
  };
  hear(key);
  if ((c.attached.size === 0 && c.excluded.size === 0) || c.separate.has(key)) return says;
  for (const other of correctedPhrasings(c).of(key)) hear(other);
  return says;
}

/** The courses the operator attached a concept to, each with the concept it was attached as (courseSays). */
export const attachedCourses = (c: Corrections, key: string): Map<number, string> =>
  new Map([...courseSays(c, key)].flatMap(([id, say]) => (say.attached ? [[id, say.as] as const] : [])));

const correctedCourseIds = new WeakMap<Corrections, ReadonlySet<number>>();
/**
 * What the operator said of one course for a concept (courseSays), if anything. A course with no
 * concept attached to it or left out of it looks no further: a course's askers ask for every key.
 */
export function courseSay(c: Corrections, key: string, courseId: number): CourseSay | undefined {
  let ids = correctedCourseIds.get(c);
  if (!ids) correctedCourseIds.set(c, (ids = new Set([...c.attached.values(), ...c.excluded.values()].flatMap((s) => [...s]))));
  return ids.has(courseId) ? courseSays(c, key).get(courseId) : undefined;
}

/**
 * The courses a concept asks for: the rule's (`shown`), less those the operator left out, with those
 * the operator attached first (when they are offered), as the operator said of it or of a concept it
 * phrases otherwise (courseSays).
 */
export function correctedCourses(shown: readonly CourseMatch[], key: string, c: Corrections, offered: (courseId: number) => boolean): CourseMatch[] {
  const says = courseSays(c, key);
  const add = [...says].flatMap(([id, say]) => (say.attached && offered(id) ? [id] : [])).sort((a, b) => a - b);
  return [...add.map(attachedMatch), ...shown.filter((m) => says.get(m.courseId) === undefined)];
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
