import { and, gte, lt, type SQL } from "drizzle-orm";
import { budgetHistogram, classSizeHistogram, CONCEPTS_PER_PAGE, findConcepts, groupConcepts, type Bin, type ConceptDemand } from "../../lib/admin/demand.ts";
import { pageWindow, type PageWindow } from "../../lib/admin/pages.ts";
import type { Db } from "../db/client.ts";
import { unmatchedConcepts } from "../db/courses.ts";
import { searches } from "../db/schema.ts";

export type DateRange = { from?: string; to?: string };
/** Which concepts the page lists: those holding a search term, one page of them. */
export type ConceptView = { q?: string; page: string | null };
export type Demand = {
  range: DateRange;
  q?: string;
  total: number;
  /** Concepts in the range, and how many of them hold the search term. */
  conceptCount: number;
  matching: number;
  /** One page of the matching concepts, most asked first: the page's size does not grow with the data. */
  concepts: ConceptDemand[];
  slice: PageWindow;
  budgets: Bin[];
  classSizes: Bin[];
  /** Asked-for concepts that no offered course matches (the site's own full-text matching). */
  notOffered: ConceptDemand[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// The most-asked concepts are checked against the offered courses (in one statement); the long
// tail is left to the CSV export.
const MATCH_CHECK_LIMIT = 100;

/** A YYYY-MM-DD date that really exists, else undefined (a bad filter value is ignored, not an error). */
export function parseDay(value: string | null | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? undefined : value;
}

/** Searches from the start of `from` to the end of `to` (UTC days, both included). */
export function rangeWhere(range: DateRange): SQL | undefined {
  const parts: SQL[] = [];
  if (range.from) parts.push(gte(searches.createdAt, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) parts.push(lt(searches.createdAt, new Date(new Date(`${range.to}T00:00:00Z`).getTime() + 86_400_000)));
  return parts.length ? and(...parts) : undefined;
}

export async function demand(db: Db, range: DateRange, view: ConceptView = { page: null }): Promise<Demand> {
  const rows = await db
    .select({ concept: searches.concept, budget: searches.budget, classSize: searches.classSize })
    .from(searches)
    .where(rangeWhere(range));
  const concepts = groupConcepts(rows);
  const found = findConcepts(concepts, view.q);
  const slice = pageWindow(view.page, found.length, CONCEPTS_PER_PAGE);
  const checked = concepts.slice(0, MATCH_CHECK_LIMIT);
  const unmatched = await unmatchedConcepts(db, checked.map((c) => c.concept));
  const notOffered = checked.filter((_, i) => unmatched.has(i));
  return {
    range,
    q: view.q,
    total: rows.length,
    conceptCount: concepts.length,
    matching: found.length,
    concepts: found.slice(slice.offset, slice.offset + CONCEPTS_PER_PAGE),
    slice,
    budgets: budgetHistogram(rows.map((r) => r.budget)),
    classSizes: classSizeHistogram(rows.map((r) => r.classSize)),
    notOffered,
  };
}
