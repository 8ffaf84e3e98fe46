import { CONCEPTS_PER_PAGE, type Bin, type DemandGroup, budgetHistogram, classSizeHistogram } from "../../lib/admin/demand.ts";
import { pageWindow, type PageWindow } from "../../lib/admin/pages.ts";
import type { Db } from "../db/client.ts";
import { embedSourcesByKey, wishSourcesByKey, type DateRange } from "../db/demand-searches.ts";
import { ALL_DAYS, budgetMedian, dayNumber, demandIndex, sizeMedian, type DayRange, type DemandIndex, type RangeView } from "./demand-index.ts";
import { keyRenames } from "../db/concept-keys.ts";
import { listCorrections } from "../db/demand-corrections.ts";
import { activeCorrections } from "../courses/corrections.ts";
import { coursesFor, readOfferedCourses, type OfferedCourses } from "../courses/offered-courses.ts";
import { attachedCourses, groupName, mergeGroups, type Corrections } from "../matching/corrections.ts";
import { toCsv } from "./csv.ts";
import { conceptKey } from "../matching/text.ts";
import { mostAlike } from "../matching/alike-groups.ts";

export type { DateRange };
/** Which groups the page lists: those holding a search term, one page of them. */
export type ConceptView = { q?: string; page: string | null };
export type Demand = {
  range: DateRange;
  q?: string;
  total: number;
  /** Groups in the range, and how many of them hold the search term. */
  conceptCount: number;
  matching: number;
  /** One page of the matching groups, most asked first: the page's size does not grow with the data. */
  concepts: DemandGroup[];
  slice: PageWindow;
  budgets: Bin[];
  classSizes: Bin[];
  /** Of the most asked groups, those no offered course matches (the site's own matching). */
  notOffered: DemandGroup[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// The most asked groups are checked against the offered courses; the long tail is left to the CSV export.
const MATCH_CHECK_LIMIT = 100;
/** The groups offered to merge a group with, in all. */
const MERGE_CHOICES = 200;
/** Of those, listed first as the most alike (matching/alike-groups.ts)… */
const ALIKE_CHOICES = 10;
/** …out of this many most asked groups (compared with each: about 100 ms for 5,000, matching/alike-groups.ts). */
const MERGE_CANDIDATES = 5000;
/** Other members named under a group. */
const MEMBERS_SHOWN = 4;

/** A YYYY-MM-DD date that really exists, else undefined (a bad filter value is ignored, not an error). */
export function parseDay(value: string | null | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? undefined : value;
}

/**
 * What is wrong with the range as asked (the query's own from/to), said on the page rather than
 * answered silently: a day that is no date is left out, and a range that ends before it starts
 * holds nothing.
 */
export function rangeProblem(asked: { from: string | null; to: string | null }, range: DateRange): string | undefined {
  const bad = (["from", "to"] as const).filter((k) => asked[k] && !range[k]).map((k) => (k === "from" ? "“From”" : "“To”"));
  if (bad.length > 0) return `${bad.join(" and ")} ${bad.length === 1 ? "is" : "are"} not a date (YYYY-MM-DD), so ${bad.length === 1 ? "it was" : "they were"} left out.`;
  if (range.from && range.to && range.from > range.to) return "“From” is after “To”: no search can fall in that range.";
  return undefined;
}

/** The range as UTC day numbers, both ends included. */
function dayRange(range: DateRange): DayRange {
  return {
    from: range.from ? dayNumber(new Date(`${range.from}T00:00:00Z`)) : ALL_DAYS.from,
    to: range.to ? dayNumber(new Date(`${range.to}T00:00:00Z`)) : ALL_DAYS.to,
  };
}

/**
 * The Demand page: the searches in the range grouped by what they ask for (concepts that mean the
 * same, app/.server/matching/same-demand.ts), most asked first, each group with its size, median
 * budget and class size, where it came from and its trend (the range's last 7 days against the 7
 * before). Summed from the searches held in memory (demand-index.ts), grouped over distinct keys.
 */
export async function demand(db: Db, range: DateRange, view: ConceptView = { page: null }): Promise<Demand> {
  const [index, offered, sources, embedded] = await Promise.all([demandIndex(db), readOfferedCourses(db), wishSourcesByKey(db, range), embedSourcesByKey(db, range)]);
  const days = dayRange(range);
  const recentFrom = (range.to ? days.to : dayNumber(new Date())) - 6;
  const inRange = index.rangeView(days, recentFrom);
  const { all } = inRange;
  const corrections = offered.corrections;
  const groups = groupsOf(index, inRange, corrections);
  const typed = view.q?.trim().toLowerCase() ?? "";
  const term = typed ? conceptKey(typed) : "";
  // A term of filler words only ("class", "for the") has no key of its own: it is looked for in the
  // concepts as typed instead, never dropped (which listed every group as "containing" it).
  const holds = (g: { keys: string[] }) => (term ? g.keys.some((k) => k.includes(term)) : index.spellings(g.keys).some(([spelled]) => spelled.toLowerCase().includes(typed)));
  const found = typed ? groups.filter(holds) : groups;
  const slice = pageWindow(view.page, found.length, CONCEPTS_PER_PAGE);
  // Each group described once per call (a page's group may be among those not offered too): a big
  // group's figures sum up every search of its keys.
  const described = new Map<string, DemandGroup>();
  const describe = (g: { keys: string[] }): DemandGroup => {
    const kept = described.get(g.keys[0]!);
    if (kept) return kept;
    const summary = index.summary(g.keys, days, recentFrom);
    const wished = g.keys.reduce((t, k) => ({ wishes: t.wishes + (sources.get(k)?.wishes ?? 0), joins: t.joins + (sources.get(k)?.joins ?? 0) }), { wishes: 0, joins: 0 });
    // Searches through a listed site's embedded form, under that site (its host, as the analytics name it).
    const sites = new Map<string, number>();
    for (const k of g.keys) for (const e of embedded.get(k) ?? []) sites.set(e.origin, (sites.get(e.origin) ?? 0) + e.count);
    const viaSites = [...sites.values()].reduce((a, b) => a + b, 0);
    const example = index.spellings([g.keys[0]!])[0]![0];
    const group: DemandGroup = {
      concept: g.keys[0]!,
      name: groupName(g.keys, corrections),
      example,
      members: otherMembers(index, g.keys.slice(1)),
      spellings: index.spellingCount(g.keys),
      count: summary.count,
      medianBudget: budgetMedian(summary),
      medianClassSize: sizeMedian(summary),
      sources: [
        { source: "Search", count: summary.count - wished.wishes - viaSites },
        { source: "Shared as a class wish", count: wished.wishes },
        { source: "Me too on a wish", count: wished.joins },
        ...[...sites].sort((a, b) => b[1] - a[1]).map(([origin, count]) => ({ source: `Embedded form on ${new URL(origin).host}`, count })),
      ].filter((x) => x.count > 0),
      recent: summary.recent,
      previous: summary.previous,
    };
    described.set(group.concept, group);
    return group;
  };
  return {
    range,
    q: view.q,
    total: all.count,
    conceptCount: groups.length,
    matching: found.length,
    concepts: found.slice(slice.offset, slice.offset + CONCEPTS_PER_PAGE).map(describe),
    slice,
    budgets: budgetHistogram(all.budgets.map((_, i) => (i + 1) * 10), all.budgets),
    classSizes: classSizeHistogram(all.sizes.map((_, i) => i + 1), all.sizes),
    notOffered: groups
      .slice(0, MATCH_CHECK_LIMIT)
      .filter((g) => !asksForOffered(offered, g.keys))
      .map(describe),
  };
}

/** A group's other members (after its first, whose words label it), each in its own words (its most typed spelling), most asked first: "black holes — also: what is inside a black hole". */
const otherMembers = (index: DemandIndex, keys: readonly string[]): string[] => keys.slice(0, MEMBERS_SHOWN).map((k) => index.spellings([k])[0]![0]);

/** A group as taken away (CSV, the operator API): every member, each with its own searches in the range. */
export type ExportedGroup = {
  /** The name the operator gave it. */
  name: string | null;
  /** How the group's first member (its most asked) was most often typed. */
  concept: string;
  count: number;
  medianBudget: number;
  medianClassSize: number;
  members: Array<{ concept: string; key: string; count: number }>;
};

/** Every group of the range, most asked first, with all its members (the Demand page shows one page and a few members). */
export async function demandExport(db: Db, range: DateRange): Promise<{ total: number; groups: ExportedGroup[] }> {
  const [index, corrections] = await Promise.all([demandIndex(db), activeCorrections(db)]);
  const days = dayRange(range);
  const view = index.rangeView(days, days.to);
  return {
    total: view.all.count,
    groups: groupsOf(index, view, corrections).map((g) => {
      const summary = index.summary(g.keys, days, days.to);
      return {
        name: groupName(g.keys, corrections) ?? null,
        concept: index.spellings([g.keys[0]!])[0]![0],
        count: summary.count,
        medianBudget: budgetMedian(summary),
        medianClassSize: sizeMedian(summary),
        members: g.keys.map((key) => ({ concept: index.spellings([key])[0]![0], key, count: view.perKey.get(key)! })),
      };
    }),
  };
}

/** The groups as CSV: one row per member, with its group's figures beside it (a spreadsheet filters by group). */
export function demandCsv(groups: readonly ExportedGroup[]): string {
  return toCsv(
    ["group", "group_name", "group_searches", "group_median_budget", "group_median_class_size", "member", "member_key", "member_searches"],
    groups.flatMap((g) => g.members.map((m) => [g.concept, g.name, g.count, g.medianBudget, g.medianClassSize, m.concept, m.key, m.count])),
  );
}

/** Whether a group asks for an offered course: its first concept does, or the operator attached one of its concepts (or one they phrase otherwise) to one. */
const asksForOffered = (offered: OfferedCourses, keys: readonly string[]): boolean =>
  coursesFor(offered, keys[0]!).length > 0 || keys.some((k) => [...attachedCourses(offered.corrections, k).keys()].some((id) => offered.views.has(id)));

type Group = { keys: string[]; count: number };
// The groups of a range's searches, kept with the view they came from while neither it nor the
// operator's group corrections change (a range asked again with no new search in it is not grouped again).
const grouped = new WeakMap<RangeView, { version: number; corrected: string; groups: Group[] }>();

/** The range's keys in groups that ask for the same thing (same-demand.ts) as the operator corrected them, most asked first. */
function groupsOf(index: DemandIndex, view: Readonly<RangeView>, corrections: Corrections): Group[] {
  const corrected = JSON.stringify([corrections.merges, [...corrections.separate]]);
  const kept = grouped.get(view);
  if (kept?.version === view.version && kept.corrected === corrected) return kept.groups;
  const groups = mergeGroups(index.group(view.keys, (k) => view.perKey.get(k)!, corrections.separate), corrections.merges)
    .map((members) => ({ keys: members, count: members.reduce((s, k) => s + view.perKey.get(k)!, 0) }))
    .sort((a, b) => b.count - a.count || (a.keys[0]! < b.keys[0]! ? -1 : a.keys[0]! > b.keys[0]! ? 1 : 0));
  grouped.set(view, { version: view.version, corrected, groups });
  return groups;
}

/** A correction as the Demand page lists it: what it did in the visitors' own words, and when. */
export type CorrectionView = { id: number | null; what: string; createdAt: string; undoneAt: string | null; courseId: number | null; key: string };

const more = (keys: readonly string[]) => (keys.length > 1 ? ` and ${keys.length - 1} more` : "");

/** The operator's corrections, newest first, each said in words (a concept as it was most often typed). */
export async function correctionsView(db: Db): Promise<CorrectionView[]> {
  const [index, rows, renames] = await Promise.all([demandIndex(db), listCorrections(db), keyRenames(db)]);
  // A key no search holds since a rule change renewed it is said as its concept is typed now.
  const typed = (key: string) => `“${index.spellings([key])[0]?.[0] ?? index.spellings(renames.get(key) ?? [])[0]?.[0] ?? key}”`;
  return rows.map((r) => {
    const first = r.keys[0]!;
    const course = `“${r.courseTitle ?? "a course"}”`;
    const what =
      r.kind === "merge"
        ? `Merged the groups of ${typed(first)} and ${typed(r.keys[1]!)}`
        : r.kind === "separate"
          ? `Moved ${typed(first)} out of its group`
          : r.kind === "name"
            ? `Named the group of ${typed(first)} “${r.name}”`
            : r.kind === "attach"
              ? `${typed(first)}${more(r.keys)} ask${r.keys.length > 1 ? "" : "s"} for ${course}`
              : `Left ${typed(first)} out of ${course}`;
    return { id: r.id, what, createdAt: r.createdAt.toISOString(), undoneAt: r.undoneAt?.toISOString() ?? null, courseId: r.courseId, key: first };
  });
}

const label = (g: { name: string | null; concept: string }) => g.name ?? g.concept;

/**
 * Every group of all time as corrections name them: its keys (most asked first), its name and how
 * its first member was most often typed — without summing up its searches, which a correction
 * does not need (demandExport does, for every group).
 */
export async function currentGroups(db: Db): Promise<Array<{ keys: string[]; name: string | null; concept: string; counts: number[] }>> {
  const [index, corrections] = await Promise.all([demandIndex(db), activeCorrections(db)]);
  const view = index.rangeView(ALL_DAYS, ALL_DAYS.to);
  return groupsOf(index, view, corrections).map((g) => ({
    keys: g.keys,
    name: groupName(g.keys, corrections) ?? null,
    concept: index.spellings([g.keys[0]!])[0]![0],
    counts: g.keys.map((k) => view.perKey.get(k)!),
  }));
}

/**
 * The groups a group can be merged with: the most alike first (ALIKE_CHOICES of the
 * MERGE_CANDIDATES most asked, matching/alike-groups.ts), then the most asked (MERGE_CHOICES in all).
 */
function mergeChoices<G extends { keys: string[]; name: string | null; concept: string }>(group: G, groups: readonly G[]) {
  const candidates = groups.filter((g) => g !== group).slice(0, MERGE_CANDIDATES);
  const alike = mostAlike(group.keys, candidates.map((g) => g.keys), ALIKE_CHOICES).map((i) => candidates[i]!);
  const choice = (g: G) => ({ key: g.keys[0]!, label: label(g) });
  return {
    alike: alike.map(choice),
    others: candidates.filter((g) => !alike.includes(g)).slice(0, MERGE_CHOICES - alike.length).map(choice),
  };
}

/** A group's correction page: the group holding `key` now (all time), every member, the groups it can merge with (the most alike, then the most asked) and the courses it can ask for. */
export async function groupForCorrection(db: Db, key: string) {
  const [groups, offered, index] = await Promise.all([currentGroups(db), readOfferedCourses(db), demandIndex(db)]);
  const group = groups.find((g) => g.keys.includes(key));
  if (!group) return undefined;
  return {
    group: {
      name: group.name,
      label: label(group),
      members: group.keys.map((k, i) => ({ key: k, text: index.spellings([k])[0]![0], count: group.counts[i]! })),
    },
    ...mergeChoices(group, groups),
    courses: [...offered.views.values()].map((c) => ({ id: c.id, title: c.title })),
  };
}
